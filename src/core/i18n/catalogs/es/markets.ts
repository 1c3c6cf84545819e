import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futuros',
  'markets.kind.options': 'Opciones',
  'markets.kind.pre-market': 'Pre-mercado',
  'markets.search': 'Buscar',
  'markets.search.label': 'Buscar mercados de {market}',
  'markets.tabs': 'Mercados',
  'markets.subTabs': 'Categorías',
  'markets.list': 'Mercados de {market}',
  'markets.loading': 'Cargando mercados…',
  'markets.empty': 'No hay mercados que mostrar',
  'markets.empty.keyword': 'No hay resultados para «{keyword}»',
  'markets.viewAll': 'Ver todo',
  'markets.tag.st.title': 'Tratamiento especial: riesgo de exclusión de cotización',
  'markets.tag.hot': 'Popular',
  'markets.tag.new': 'Nuevo',
  'markets.scroll.back': 'Desplazar pestañas hacia atrás',
  'markets.scroll.forward': 'Desplazar pestañas hacia delante',
};
