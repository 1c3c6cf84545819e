// English texts of the markets surface(s).
export const markets = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futures',
  'markets.kind.options': 'Options',
  'markets.kind.pilot': 'Pilot',
  'markets.kind.pre-market': 'Pre-Market',
  'markets.kind.memebox': 'Alpha',
  'markets.search': 'Search',
  'markets.search.label': 'Search {market} markets',
  'markets.tabs': 'Markets',
  'markets.subTabs': 'Categories',
  'markets.list': '{market} markets',
  'markets.loading': 'Loading markets…',
  'markets.empty': 'No markets to show',
  'markets.empty.keyword': 'No results for “{keyword}”',
  'markets.viewAll': 'View all',
  'markets.tag.st': 'ST',
  'markets.tag.st.title': 'Special treatment: delisting risk',
  'markets.tag.hot': 'Hot',
  'markets.tag.new': 'New',
  'markets.scroll.back': 'Scroll tabs back',
  'markets.scroll.forward': 'Scroll tabs forward',
} as const;

export type MarketsMessages = { readonly [K in keyof typeof markets]: string };
