// What a list row shows and where it goes (§2 row links), one presenter per market, and
// the current market read from the page path (§2: the trade page highlights the market
// whose last path part looks like BASE_QUOTE; pilot pages match /{x}/{y}).
import { stripLang } from '../links';
import { splitPair } from './spot';
import type { AlphaRow, ContractRow, MarketKind, MarketRowOf, OptionsRow, PilotRow, PreMarketRow, SpotRow, Trend } from './types';
import { alphaFallbackPath } from './web3';

export type RowTag = 'st' | 'hot' | 'new';

export interface ListItem {
  /** the row's identity in its market, also matched against the current market */
  key: string;
  /** the internal path, before the language prefix */
  href: string;
  base: string;
  quote: string;
  name: string;
  icon: string;
  chainIcon: string;
  price: string;
  change: string;
  trend?: Trend;
  tags: RowTag[];
}

const seg = encodeURIComponent;

/** "1.5" → "+1.5%", "-0.3" → "-0.3%", "" → "". */
export function formatChange(percent: string): string {
  const text = percent.trim();
  if (!text || !Number.isFinite(Number(text))) return '';
  return `${Number(text) >= 0 && !text.startsWith('+') ? '+' : ''}${text}%`;
}

/** §5: an Alpha address longer than 8 characters shows its first 4 and last 4. */
export const shortAddress = (address: string): string =>
  address.length > 8 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;

const tagsOf = (pairs: Array<[boolean, RowTag]>): RowTag[] => pairs.filter(([on]) => on).map(([, tag]) => tag);

const item = (fields: Partial<ListItem> & Pick<ListItem, 'key' | 'href' | 'base'>): ListItem => ({
  quote: '', name: '', icon: '', chainIcon: '', price: '', change: '', tags: [], ...fields,
});

/** §2: spot and futures rows go to the row's link or {prefixLink}/{pair}. */
const PREFIX_LINK = { spot: '/trade', futures: '/futures' } as const;

export const PRESENTERS: { [K in MarketKind]: (row: MarketRowOf[K]) => ListItem } = {
  spot: (r: SpotRow) => item({
    key: r.pair.toUpperCase(), href: r.link || `${PREFIX_LINK.spot}/${seg(r.pair)}`,
    base: r.curr_a, quote: r.curr_b, name: r.name, icon: r.icon,
    price: r.rate, change: formatChange(r.rate_percent), trend: r.trend,
    tags: tagsOf([[r.isST, 'st'], [r.categories.includes('HOT'), 'hot'], [r.categories.includes('NEWLISTED'), 'new']]),
  }),
  futures: (r: ContractRow) => item({
    key: r.pair.toUpperCase(), href: r.link || `${PREFIX_LINK.futures}/${seg(r.pair)}`,
    base: r.curr_a, quote: r.curr_b, name: r.full_name, icon: r.icon,
    tags: tagsOf([[r.isST, 'st'], [r.categories.includes('HOT'), 'hot']]),
  }),
  options: (r: OptionsRow) => item({
    key: r.pair.toUpperCase(), href: `/options/${seg(r.pair)}`, base: r.curr_a, quote: r.curr_b, icon: r.icon,
  }),
  pilot: (r: PilotRow) => {
    const [base, quote] = r.show_pair.split('/');
    return item({
      key: r.seo_path, href: `/pilot/${r.seo_path.split('/').map(seg).join('/')}`,
      base: base || r.name, quote: quote ?? '', name: r.name, icon: r.icon, chainIcon: r.chain_icon,
      tags: tagsOf([[r.is_hot, 'hot']]),
    });
  },
  'pre-market': (r: PreMarketRow) => item({
    key: r.currency.toUpperCase(), href: `/pre-market/${seg(r.currency.toUpperCase())}`,
    base: r.currency, quote: splitPair(r.market)[1], name: r.full_name,
    tags: tagsOf([[r.tags.includes('hot'), 'hot'], [r.tags.includes('new'), 'new']]),
  }),
  memebox: (r: AlphaRow) => {
    const [base, quote] = r.show_pair.split('/');
    return item({
      key: `${r.chain}-${r.address}`, href: alphaFallbackPath(r),
      base: base || r.pair, quote: quote ?? '', name: shortAddress(r.address), icon: r.icon, chainIcon: r.chain_icon,
    });
  },
};

export const present = <K extends MarketKind>(kind: K, row: MarketRowOf[K]): ListItem =>
  (PRESENTERS[kind] as (row: MarketRowOf[K]) => ListItem)(row);

const PAIR_LIKE = /^[^_/]+_[^/]+$/;
const lastPair = (rest: string[]): string | null => {
  const last = rest[rest.length - 1];
  return last && PAIR_LIKE.test(last) ? last.toUpperCase() : null;
};

/** Page routes that show one market: the first path segment, the market and its key. */
const ROUTES: Record<string, { kind: MarketKind; key: (rest: string[]) => string | null }> = {
  trade: { kind: 'spot', key: lastPair },
  futures: { kind: 'futures', key: lastPair },
  'futures-delivery': { kind: 'futures', key: lastPair },
  options: { kind: 'options', key: lastPair },
  pilot: { kind: 'pilot', key: (rest) => (rest.length === 2 ? rest.join('/') : null) },
  'pre-market': { kind: 'pre-market', key: (rest) => (rest.length === 1 ? rest[0].toUpperCase() : null) },
};

/** The key of the market the page shows, when the page is one of `kind`'s pages. */
export function currentMarketKey(kind: MarketKind, pathname: string, langs: readonly string[]): string | null {
  let segments: string[];
  try {
    segments = stripLang(pathname, langs).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const route = ROUTES[segments[0] ?? ''];
  return route && route.kind === kind ? route.key(segments.slice(1)) : null;
}
