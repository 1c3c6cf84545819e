// The market calls (§7) behind the §4/§5/§9 menu-data cache, and their pipelines.
// Delivery contracts are not cached: one request serves every caller for 30 s (§9).
import type { ApiClient } from '../api/client';
import type { Json } from '../api/endpoints';
import { CACHE_NAMES, cachedFetch, cacheKey, cacheRules, entryFor, readEntry, type CacheName } from '../cache';
import { timezoneParam } from '../settings';
import type { Reftime } from '../types';
import { deliveryRows, futuresFromAnswer, iconsByBase, type FuturesGroups } from './contracts';
import { memoByInput } from './group';
import { groupSpots } from './spot';
import { parseTabMenus, type TabMenus } from './tabs';
import type { AlphaRow, ContractRow, Grouped, OptionsRow, PreMarketRow, SpotRow } from './types';
import { alphaPath, alphaRows, alphaSymbol, optionsRows, pilotData, preMarketRows, type PilotData } from './web3';

export interface MarketContext {
  api: ApiClient;
  siteId: number;
  lang: string;
  reftime: Reftime;
  /** milliseconds; tests pass a fake clock */
  now?: () => number;
}

/** §9: delivery data is deduped for 30 s and never refreshed. */
export const DELIVERY_DEDUPE_MS = 30_000;
/** §9: the contract list is refreshed every 10 minutes. */
export const CONTRACT_REFRESH_MS = 600_000;
/** §9: pre-market and alpha lists ask for page 1, limit 100. */
const PAGE = { page: 1, limit: 100 } as const;
export const ALPHA_ALL_CHAINS = 'ALPHA_ALLCHAIN';

export interface LoadOptions {
  /** skip a fresh cache entry (the 10-minute contract refresh) */
  fresh?: boolean;
}

interface Cached<T> {
  name: CacheName;
  /** appended to the cache key (the alpha chain) */
  suffix?: string;
  valid: (data: unknown) => boolean;
  load: () => Promise<{ data: T; ok: boolean }>;
}

const keyOf = (ctx: MarketContext, name: CacheName, suffix = '') => cacheKey(name, ctx.siteId) + (suffix && `_${suffix}`);
const tz = (ctx: MarketContext) => timezoneParam(ctx.reftime);

/** The lists whose calls take the time basis (§7 timezone): their change figures depend on it. */
const ON_TIME_BASIS: ReadonlySet<CacheName> = new Set([CACHE_NAMES.allMarket, CACHE_NAMES.futures, CACHE_NAMES.pilot, CACHE_NAMES.alpha]);
/** The basis an entry is kept for; none for 24h (an empty timezone), as entries written before the basis was kept. */
const basisOf = (ctx: MarketContext, name: CacheName) => (ON_TIME_BASIS.has(name) && tz(ctx) ? `timezone=${tz(ctx)}` : '');

function cached<T>(ctx: MarketContext, spec: Cached<T>, opts: LoadOptions = {}): Promise<T> {
  return cachedFetch({
    key: keyOf(ctx, spec.name, spec.suffix), lang: ctx.lang, basis: basisOf(ctx, spec.name), valid: spec.valid, load: spec.load,
    now: ctx.now, ...(opts.fresh ? { maxAgeMs: 0 } : {}),
  });
}

/** A cached entry usable right now (any age), so a reopened panel paints at once. */
export function peekCached(ctx: MarketContext, name: CacheName, valid: (data: unknown) => boolean, suffix = ''): unknown {
  const entry = readEntry<unknown>(keyOf(ctx, name, suffix));
  return entry && entryFor(entry, ctx.lang, basisOf(ctx, name)) && valid(entry.data) ? entry.data : undefined;
}
const parseMenus = memoByInput(parseTabMenus);

export const loadTabMenus = (ctx: MarketContext): Promise<TabMenus> =>
  cached(ctx, {
    name: CACHE_NAMES.menu, valid: cacheRules.nonEmpty,
    load: () => ctx.api.request('commonTabs', { params: { area: 'web_trade' } }),
  }).then((data) => parseMenus(data));

const spotSpec = (ctx: MarketContext): Cached<unknown[]> => ({
  name: CACHE_NAMES.allMarket, valid: cacheRules.nonEmpty,
  load: () => ctx.api.request('spots', { params: { exchange_type: 'ALL', timezone: tz(ctx) } }),
});

export const loadSpots = (ctx: MarketContext, opts?: LoadOptions): Promise<Grouped<SpotRow>> =>
  cached(ctx, spotSpec(ctx), opts).then(groupSpots);

const futuresSpec = (ctx: MarketContext): Cached<FuturesGroups> => ({
  name: CACHE_NAMES.futures, valid: cacheRules.futures,
  // §7: query exchange_type and timezone; is_testnet=0 goes in the query, a GET has no body
  load: () => ctx.api.request('futures', { params: { exchange_type: 'CONTRACT_ALL', timezone: tz(ctx), is_testnet: 0 } })
    .then((answer) => ({ ok: answer.ok, data: futuresFromAnswer(answer) })),
});

export const loadFutures = (ctx: MarketContext, opts?: LoadOptions): Promise<FuturesGroups> =>
  cached(ctx, futuresSpec(ctx), opts);

const deliveryInFlight = new Map<string, { time: number; rows: Promise<ContractRow[]> }>();

/** Delivery contracts (§4: loaded when the DELIVERY tab is chosen), icons from the futures rows. */
export function loadDelivery(ctx: MarketContext): Promise<ContractRow[]> {
  const now = (ctx.now ?? Date.now)();
  const key = JSON.stringify([ctx.api.options.apiBase, ctx.lang, ctx.siteId]);
  const held = deliveryInFlight.get(key);
  if (held && now - held.time < DELIVERY_DEDUPE_MS) return held.rows;
  const rows = Promise.all([ctx.api.call('delivery'), loadFutures(ctx)])
    .then(([contracts, futures]) => deliveryRows(contracts as Json[], iconsByBase(futures)));
  deliveryInFlight.set(key, { time: now, rows });
  return rows;
}

const optionsSpec = (ctx: MarketContext): Cached<Json[]> => ({
  name: CACHE_NAMES.options, valid: cacheRules.nonEmpty, load: () => ctx.api.request('optionsUnderlying'),
});
export const parseOptions = memoByInput(optionsRows);
export const loadOptions = (ctx: MarketContext): Promise<OptionsRow[]> => cached(ctx, optionsSpec(ctx)).then(parseOptions);

const pilotSpec = (ctx: MarketContext): Cached<Json[]> => ({
  name: CACHE_NAMES.pilot, valid: cacheRules.nonEmpty,
  load: () => ctx.api.request('pilot', { params: { exchange_type: 'PILOT_ALL', timezone: tz(ctx) } }),
});
export const parsePilot = memoByInput(pilotData);
export const loadPilot = (ctx: MarketContext): Promise<PilotData> => cached(ctx, pilotSpec(ctx)).then(parsePilot);

const preMarketSpec = (ctx: MarketContext): Cached<object> => ({
  name: CACHE_NAMES.preMarket, valid: cacheRules.preMarket,
  load: () => ctx.api.request('preMarket', { params: PAGE }),
});
export const parsePreMarket = memoByInput(preMarketRows);
export const loadPreMarket = (ctx: MarketContext): Promise<PreMarketRow[]> => cached(ctx, preMarketSpec(ctx)).then(parsePreMarket);

/** Alpha rows of one chain, or of all chains (the sub tab's market is ALPHA_ALLCHAIN or a chain). */
export const alphaSpec = (ctx: MarketContext, tab: string): Cached<Json[]> => {
  const chain = tab === ALPHA_ALL_CHAINS ? '' : tab;
  return {
    name: CACHE_NAMES.alpha, suffix: chain, valid: cacheRules.nonEmpty,
    load: () => ctx.api.request('alphaCurrencies', { params: { tab: ALPHA_ALL_CHAINS, chain: chain || undefined, timezone: tz(ctx), ...PAGE } }),
  };
};
export const parseAlpha = memoByInput(alphaRows);
export const loadAlpha = (ctx: MarketContext, tab: string): Promise<AlphaRow[]> => cached(ctx, alphaSpec(ctx, tab)).then(parseAlpha);

const alphaPaths = new Map<string, Promise<string>>();

/**
 * The Alpha page of a row: the symbol-to-path lookup, else /alpha/{chain}-{address} (§8).
 * A found path is asked for once per row; after a failed lookup the next click asks again.
 */
export function resolveAlphaPath(ctx: MarketContext, row: AlphaRow): Promise<string> {
  const key = JSON.stringify([ctx.api.options.apiBase, row.chain, row.address, row.pair]);
  let path = alphaPaths.get(key);
  if (!path) {
    path = ctx.api.request('memeboxPath', { body: { symbols: [alphaSymbol(row)] } }).then((answer) => {
      if (!answer.ok) alphaPaths.delete(key);
      return alphaPath(row, answer.data);
    });
    alphaPaths.set(key, path);
  }
  return path;
}

/** Forgets the delivery dedupe and the Alpha paths (tests). */
export function resetMarketLoaders(): void {
  deliveryInFlight.clear();
  alphaPaths.clear();
}
