import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futures',
  'markets.kind.options': 'Opzioni',
  'markets.kind.pre-market': 'Pre-market',
  'markets.search': 'Cerca',
  'markets.search.label': 'Cerca mercati {market}',
  'markets.tabs': 'Mercati',
  'markets.subTabs': 'Categorie',
  'markets.list': 'Mercati {market}',
  'markets.loading': 'Caricamento dei mercati…',
  'markets.empty': 'Nessun mercato da mostrare',
  'markets.empty.keyword': 'Nessun risultato per «{keyword}»',
  'markets.viewAll': 'Vedi tutti',
  'markets.tag.st.title': 'Trattamento speciale: rischio di delisting',
  'markets.tag.hot': 'Popolare',
  'markets.tag.new': 'Nuovo',
  'markets.scroll.back': 'Scorri le schede indietro',
  'markets.scroll.forward': 'Scorri le schede avanti',
};
