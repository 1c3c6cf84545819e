// Every call of spec §7 as one typed row: method, path, the headers it needs, how its
// answer's `data` is accepted, and its §8 fallback. The client reads this table.

export type Method = 'GET' | 'POST';

export interface Endpoint<T> {
  method: Method;
  path: string;
  /** app-language / app-type / build-number headers (§7 "same headers") */
  appHeaders?: 'all' | 'language';
  /** how the body is sent for POST */
  body?: 'json' | 'form';
  /** retries after a failure, and the pause between them (§7: menu 3 at 1 s) */
  retries?: { count: number; delayMs: number };
  /** turns an answer's `data` into the value, or undefined when it is not acceptable */
  accept: (data: unknown) => T | undefined;
  /** the §8 fallback, a fresh value each time */
  fallback: () => T;
}

export type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const list = <T = Json>() => (d: unknown) => (Array.isArray(d) ? (d as T[]) : undefined);
const record = <T extends Json = Json>() => (d: unknown) => (isRecord(d) ? (d as T) : undefined);
/** an object that must hold an array under `key` */
const withList = <T extends Json>(key: string) => (d: unknown) =>
  isRecord(d) && Array.isArray(d[key]) ? (d as T) : undefined;

const get = <T>(path: string, accept: Endpoint<T>['accept'], fallback: () => T, extra: Partial<Endpoint<T>> = {}): Endpoint<T> =>
  ({ method: 'GET', path, accept, fallback, ...extra });
const post = <T>(path: string, accept: Endpoint<T>['accept'], fallback: () => T, extra: Partial<Endpoint<T>> = {}): Endpoint<T> =>
  ({ method: 'POST', path, body: 'json', accept, fallback, ...extra });

export interface RecordPage { list: Json[]; total: number; unread_num: number; page: number; size: number }
export interface Bulletin { content_id: string | number; content: string; link?: string }
export interface AccountMode {
  mode: 'classic' | 'single_currency' | 'multi_currency';
  support_unified: boolean; first_open: boolean; auto_borrow: boolean; auto_repay: boolean;
  settings: { options: boolean; usdt_futures: boolean; spot_hedge: boolean; use_funding: boolean };
  [key: string]: unknown;
}
/** The pre-market answer as kept: its rows under pre_market (§3, §5), wherever they came. */
export interface PreMarketPage { pre_market: Json[]; total?: number }

/** §7 gives the rows as data.list, §3 under pre_market: either is taken, a non-empty one first. */
const preMarketPage = (d: unknown): PreMarketPage | undefined => {
  if (!isRecord(d)) return undefined;
  const lists = [d.list, d.pre_market].filter(Array.isArray);
  const rows = lists.find((l) => l.length) ?? lists[0];
  return Array.isArray(rows) ? { pre_market: rows as Json[], total: typeof d.total === 'number' ? d.total : rows.length } : undefined;
};

/** §3 "Announcement": an id and a text, else none; a link that is not a string is no link (the text still shows). */
const bulletinOf = (d: unknown): Bulletin | null | undefined => {
  if (d === null) return null;
  if (!isRecord(d)) return undefined;
  if (d.content_id == null || typeof d.content !== 'string') return null;
  return { ...d, link: typeof d.link === 'string' ? d.link : undefined } as Bulletin;
};

/** §3 "Unified-account info" defaults, the fallback of account_mode (§8). */
export const DEFAULT_ACCOUNT_MODE = (): AccountMode => ({
  mode: 'classic', support_unified: false, first_open: true, auto_borrow: false, auto_repay: false,
  settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
});

export const ENDPOINTS = {
  heraldTabs: get('/apiw/v2/herald/renew/tab', list(), () => []),
  // §8: record failure → empty list, total 0, page 1, size 10
  heraldRecords: get<RecordPage>('/apiw/v2/herald/renew/record', withList<RecordPage & Json>('list'),
    () => ({ list: [], total: 0, unread_num: 0, page: 1, size: 10 })),
  heraldRead: post('/apiw/v2/herald/msg/read', (d) => d ?? {}, () => ({})),
  unreadNum: get('/apiw/v2/herald/msg/unread/num', record<Record<string, number>>(), (): Record<string, number> => ({})),
  fiatList: get('/api/web/v1/site/buyCryptoFiatList', withList<{ list: Array<{ fiat: string }> }>('list'), () => ({ list: [] })),
  fiatRates: get('/api/web/v1/site/currFiatMarketRates', record<Record<string, number>>(), (): Record<string, number> => ({})),
  // §7: an array counts as empty
  crossMarginInfo: get('/apiweb/v1/spot/cross_margin/info', (d) => (Array.isArray(d) ? {} : record()(d)), () => ({} as Json)),
  headerMenu: get('/api/web/v1/site/headerMenuListV2', withList<{ list: Json[] }>('list'), () => ({ list: [] }),
    { retries: { count: 3, delayMs: 1000 } }),
  // null or {} means there is no announcement
  bulletin: get<Bulletin | null>('/api/web/v1/site/fullsiteBulletin', bulletinOf, () => null),
  commonTabs: get('/apiw/v2/common/tabs', record(), () => ({}), { appHeaders: 'all' }),
  spots: get('/apiw/v2/market/spots', list<unknown[]>(), () => [], { appHeaders: 'all' }),
  // §8: the futures call with a code other than 200 gives an empty object
  futures: get<Json[] | Json>('/apiw/v2/market/futures', list(), () => ({})),
  accountMode: get<AccountMode>('/apiw/v2/unified/account_mode',
    (d) => (isRecord(d) ? { ...DEFAULT_ACCOUNT_MODE(), ...d } as AccountMode : undefined), DEFAULT_ACCOUNT_MODE),
  preMarket: get<PreMarketPage>('/apiw/v2/pre-market/service/currencies/simple-info', preMarketPage, () => ({ pre_market: [], total: 0 })),
  pilot: get('/apiw/v2/pilot/markets', list(), () => []),
  optionsUnderlying: get('/apiw/v2/options/underlying', list(), () => []),
  alphaCurrencies: get('/apiw/v2/alpha/currencies', list(), () => []),
  alphaSearch: get('/apiw/v2/alpha/markets_by_keywords', list(), () => []),
  delivery: get('/apiw/v2/delivery/usdt/contracts', list(), () => [], { appHeaders: 'language' }),
  memeboxPath: post('/api/web/v1/web3-trade-interface/memebox/symbol_to_path',
    withList<{ path?: string; path_symbol_pairs: Array<{ symbol: string; path: string }> }>('path_symbol_pairs'),
    () => ({ path_symbol_pairs: [] })),
  rewardsBubble: get('/api/web/v1/rewards/bubble', (d) => (isRecord(d) && typeof d.bubble === 'string' ? d.bubble : undefined), () => ''),
  logout: post('/api/web/v1/usercenter/logout', (d) => d ?? {}, () => ({}), { body: 'form' }),
  logoutAll: post('/api/web/v1/usercenter/logoutAll', (d) => d ?? {}, () => ({}), { body: 'form' }),
} satisfies Record<string, Endpoint<unknown>>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointData<K extends EndpointName> = ReturnType<(typeof ENDPOINTS)[K]['fallback']>;
