import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futures',
  'markets.kind.options': 'Options',
  'markets.kind.pre-market': 'Pré-marché',
  'markets.search': 'Rechercher',
  'markets.search.label': 'Rechercher des marchés {market}',
  'markets.tabs': 'Marchés',
  'markets.subTabs': 'Catégories',
  'markets.list': 'Marchés {market}',
  'markets.loading': 'Chargement des marchés…',
  'markets.empty': 'Aucun marché à afficher',
  'markets.empty.keyword': 'Aucun résultat pour « {keyword} »',
  'markets.viewAll': 'Tout voir',
  'markets.tag.st.title': 'Traitement spécial : risque de délisting',
  'markets.tag.hot': 'Populaire',
  'markets.tag.new': 'Nouveau',
  'markets.scroll.back': 'Faire défiler les onglets vers l’arrière',
  'markets.scroll.forward': 'Faire défiler les onglets vers l’avant',
};
