import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futures',
  'markets.kind.options': 'Optionen',
  'markets.kind.pre-market': 'Pre-Market',
  'markets.search': 'Suchen',
  'markets.search.label': '{market}-Märkte durchsuchen',
  'markets.tabs': 'Märkte',
  'markets.subTabs': 'Kategorien',
  'markets.list': '{market}-Märkte',
  'markets.loading': 'Märkte werden geladen…',
  'markets.empty': 'Keine Märkte vorhanden',
  'markets.empty.keyword': 'Keine Ergebnisse für „{keyword}“',
  'markets.viewAll': 'Alle anzeigen',
  'markets.tag.st.title': 'Sonderbehandlung: Delisting-Risiko',
  'markets.tag.hot': 'Beliebt',
  'markets.tag.new': 'Neu',
  'markets.scroll.back': 'Tabs zurückscrollen',
  'markets.scroll.forward': 'Tabs weiterscrollen',
};
