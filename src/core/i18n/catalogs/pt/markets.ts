import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futuros',
  'markets.kind.options': 'Opções',
  'markets.kind.pre-market': 'Pré-mercado',
  'markets.search': 'Pesquisar',
  'markets.search.label': 'Pesquisar mercados de {market}',
  'markets.tabs': 'Mercados',
  'markets.subTabs': 'Categorias',
  'markets.list': 'Mercados de {market}',
  'markets.loading': 'Carregando mercados…',
  'markets.empty': 'Nenhum mercado para mostrar',
  'markets.empty.keyword': 'Nenhum resultado para “{keyword}”',
  'markets.viewAll': 'Ver tudo',
  'markets.tag.st.title': 'Tratamento especial: risco de deslistagem',
  'markets.tag.hot': 'Popular',
  'markets.tag.new': 'Novo',
  'markets.scroll.back': 'Rolar abas para trás',
  'markets.scroll.forward': 'Rolar abas para frente',
};
