// The menu-data cache of spec §4/§5/§9, in localStorage with a memory layer.
// A valid entry has non-empty data of the expected kind, the current language and the basis
// its call was made on (the market time basis, §7); an invalid one is deleted and refetched;
// a failed or empty fetch falls back to the existing (stale) entry, else to the call's empty value.
import { whenIdle } from './idle';
import type { ContractRow } from './markets/types';
import { storage } from './persist';

export const CACHE_NAMES = {
  /** the common/tabs menus (area=web_trade, §7) */
  menu: 'menu_web_trade_v2',
  /** the header's remote menu (headerMenuListV2): not in §9's list, so a name of our own */
  headerMenu: 'header_menu_v2',
  allMarket: 'all_market_v2',
  futures: 'apiFutureContracts_v2',
  options: 'options_data',
  preMarket: 'preMarket_v2',
  pilot: 'pilot_market_data',
  alpha: 'alpha_market_data_v2',
  buyCryptoFiat: 'buy_crypto_fiat_setting_v2',
} as const;

export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/** §9 "freshness default 60", unit not given: we read it as seconds, since rows carry prices. */
export const CACHE_FRESH_MS = 60_000;

export interface CacheEntry<T> {
  lang: string;
  time: number;
  data: T;
  /** what else the data depends on: the time basis of the market calls (absent: nothing) */
  basis?: string;
}

/** The entry was fetched for this language and basis. */
export const entryFor = (entry: CacheEntry<unknown>, lang: string, basis = ''): boolean => entry.lang === lang && (entry.basis ?? '') === basis;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmptyList = (v: unknown) => Array.isArray(v) && v.length > 0;

const CONTRACT_TEXT: ReadonlyArray<keyof ContractRow> = ['curr_a', 'curr_b', 'pair', 'name', 'full_name', 'link', 'icon', 'settle'];
/** A row as the futures pipeline writes it: the key is shared with the legacy site (§9), whose rows may differ. */
const isContractRow = (r: unknown): boolean => isRecord(r) && CONTRACT_TEXT.every((k) => typeof r[k] === 'string')
  && typeof r.isST === 'boolean' && Array.isArray(r.categories) && r.categories.every((c) => typeof c === 'string');
const contractList = (v: unknown): boolean => Array.isArray(v) && v.every(isContractRow);

/** Validity rules (§5 "Cache validity"). */
export const cacheRules = {
  /** non-empty object or array */
  nonEmpty: (d: unknown): boolean => nonEmptyList(d) || (isRecord(d) && Object.keys(d).length > 0),
  /** pre-market needs a list under pre_market */
  preMarket: (d: unknown): boolean => isRecord(d) && nonEmptyList(d.pre_market),
  /** futures: both lists hold our rows, and at least one of them is non-empty */
  futures: (d: unknown): boolean => isRecord(d) && contractList(d.CONTRACT_BTC) && contractList(d.CONTRACT_USDT)
    && (nonEmptyList(d.CONTRACT_BTC) || nonEmptyList(d.CONTRACT_USDT)),
  /** remote menu: data.list must be an array, and (as every entry) not empty */
  menu: (d: unknown): boolean => isRecord(d) && nonEmptyList(d.list),
};

/** Non-main sub-websites append the site id to the cache name (§9). */
export const cacheKey = (name: CacheName, siteId: number): string => (siteId ? `${name}_${siteId}` : name);

const memory = new Map<string, CacheEntry<unknown>>();
// the page's layers, in the browser: a server writes none (its own are serverEntries), so it
// finds none there either
const onServer = typeof window === 'undefined';

export function readEntry<T>(key: string): CacheEntry<T> | null {
  if (memory.has(key)) return memory.get(key) as CacheEntry<T>;
  const entry = storage.getJSON<CacheEntry<T>>(key);
  const ok = isRecord(entry) && typeof entry.lang === 'string' && typeof entry.time === 'number' && 'data' in entry;
  if (ok) memory.set(key, entry);
  return ok ? entry : null;
}

// Entries waiting for their localStorage copy, which serves the next page view: serialising a
// market list takes milliseconds, so it waits for idle time rather than the frame that shows
// the data (issue 9, boot), and is flushed before the page goes away.
const unwritten = new Map<string, CacheEntry<unknown>>();
let cancelFlush: (() => void) | null = null;

/** Writes the entries still waiting for localStorage (on pagehide, in idle time; tests). */
export function flushCacheWrites(): void {
  cancelFlush?.();
  cancelFlush = null;
  removeEventListener('pagehide', flushCacheWrites);
  for (const [key, entry] of unwritten) storage.setJSON(key, entry);
  unwritten.clear();
}

export function writeEntry<T>(key: string, entry: CacheEntry<T>): void {
  if (onServer) return;
  memory.set(key, entry);
  unwritten.set(key, entry);
  if (cancelFlush) return;
  cancelFlush = whenIdle(flushCacheWrites, { within: 2000, fallbackMs: 200 });
  addEventListener('pagehide', flushCacheWrites);
}

export function deleteEntry(key: string): void {
  memory.delete(key);
  unwritten.delete(key);
  storage.remove(key);
}

/** Where a cache keeps entries. */
interface Entries {
  read(key: string): CacheEntry<unknown> | null;
  write(key: string, entry: CacheEntry<unknown>): void;
  remove(key: string): void;
}

const pageEntries: Entries = { read: readEntry, write: writeEntry, remove: deleteEntry };
const noEntries: Entries = { read: () => null, write: () => {}, remove: () => {} };

/** How a server render reaches the API (its client's options). */
export interface ApiRoute {
  apiBase: string;
  fetch?: typeof fetch;
}

const serverMemory = new WeakMap<typeof fetch, Map<string, CacheEntry<unknown>>>();

/**
 * A server's entries (DESIGN.md §3a), by the way its renders reach the API: renders of one API
 * base through the default fetch share them (those calls carry no visitor's cookies, so an
 * entry is the site's, not a visitor's); a render with a fetch of its own (the visitor's
 * credentials, say) shares none with another; one that names no route keeps none. Each
 * language has its own entry: pages in two languages would otherwise replace each other's.
 */
function serverEntries(via: ApiRoute | undefined, lang: string): Entries {
  if (!via) return noEntries;
  const byFetch = via.fetch ?? globalThis.fetch;
  let entries = serverMemory.get(byFetch);
  if (!entries) serverMemory.set(byFetch, (entries = new Map()));
  const held = entries;
  const at = (key: string) => `${via.apiBase}\n${lang}\n${key}`;
  return { read: (key) => held.get(at(key)) ?? null, write: (key, entry) => void held.set(at(key), entry), remove: (key) => void held.delete(at(key)) };
}

export interface CachedFetch<T> {
  key: string;
  /** on a server, the route its calls take: entries are shared only along the same route */
  via?: ApiRoute;
  lang: string;
  basis?: string;
  valid: (data: unknown) => boolean;
  /** the fetch; `ok` false means it failed and `data` is the call's empty value */
  load: () => Promise<{ data: T; ok: boolean }>;
  maxAgeMs?: number;
  now?: () => number;
}

export async function cachedFetch<T>({ key, via, lang, basis = '', valid, load, maxAgeMs = CACHE_FRESH_MS, now = Date.now }: CachedFetch<T>): Promise<T> {
  const entries = onServer ? serverEntries(via, lang) : pageEntries;
  let entry = entries.read(key) as CacheEntry<T> | null;
  if (entry && (!entryFor(entry, lang, basis) || !valid(entry.data))) {
    entries.remove(key);
    entry = null;
  }
  if (entry && now() - entry.time < maxAgeMs) return entry.data;
  const fetched = await load();
  if (fetched.ok && valid(fetched.data)) {
    entries.write(key, { lang, time: now(), data: fetched.data, ...(basis && { basis }) });
    return fetched.data;
  }
  return entry ? entry.data : fetched.data;
}

/** Forgets the memory layer and the writes it has not made yet (tests: a clean slate, or a reread of storage). */
export function clearMemoryCache(): void {
  memory.clear();
  unwritten.clear();
}
