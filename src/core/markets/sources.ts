// One row per market: which data a category needs, how it loads (and can be read from the
// cache at once), which rows a category lists, its refresh and its View All link.
import type { FuturesGroups } from './contracts';
import { CONTRACT_BTC, CONTRACT_USDT, DELIVERY } from './contracts';
import { cacheRules, CACHE_NAMES } from '../cache';
import {
  alphaSpec, CONTRACT_REFRESH_MS, loadAlpha, loadDelivery, loadFutures, loadOptions, loadPilot, loadPreMarket,
  loadSpots, parseAlpha, parseOptions, parsePilot, parsePreMarket, peekCached, type LoadOptions, type MarketContext,
} from './loaders';
import { rowsIn } from './group';
import { sortNewListed } from './search';
import { groupSpots } from './spot';
import type { AnyMarketRow, Grouped, MarketKind, SpotRow } from './types';
import type { PilotData } from './web3';

export const NEWLISTED = 'NEWLISTED';

export interface MarketSource {
  /** the data a category needs; categories with the same dataset share one load */
  dataset: (category: string) => string;
  load: (ctx: MarketContext, dataset: string, opts?: LoadOptions) => Promise<unknown>;
  /** the cached data, if any, to paint before the load answers */
  peek: (ctx: MarketContext, dataset: string) => unknown;
  /** the rows a category lists; `nowSeconds` orders the NEWLISTED tab */
  select: (data: unknown, category: string, nowSeconds: number) => readonly AnyMarketRow[];
  /** datasets refreshed while shown, and how often (ms) */
  refreshMs?: Readonly<Record<string, number>>;
  /** §4 View All link, shown after 450 px of scroll */
  viewAll?: string;
}

const one = () => 'main';
/** peeked data goes through the load's own (memoised) parse, so both give one object */
const peekWith = <I extends object, T>(peek: unknown, parse: (raw: I) => T): T | undefined =>
  peek === undefined ? undefined : parse(peek as I);

export const SOURCES: Record<MarketKind, MarketSource> = {
  spot: {
    dataset: one,
    load: (ctx, _d, opts) => loadSpots(ctx, opts),
    peek: (ctx) => peekWith(peekCached(ctx, CACHE_NAMES.allMarket, cacheRules.nonEmpty), groupSpots),
    select: (data, category, now) => {
      const groups = data as Grouped<SpotRow>;
      return category === NEWLISTED ? sortNewListed(rowsIn(groups, NEWLISTED), now) : rowsIn(groups, category);
    },
    viewAll: '/trade/BTC_USDT',
  },
  futures: {
    dataset: (category) => (category === DELIVERY ? DELIVERY : 'futures'),
    load: (ctx, dataset, opts) => (dataset === DELIVERY ? loadDelivery(ctx) : loadFutures(ctx, opts)),
    peek: (ctx, dataset) => (dataset === DELIVERY ? undefined : peekCached(ctx, CACHE_NAMES.futures, cacheRules.futures)),
    select: (data, category) => (Array.isArray(data) ? data
      : rowsIn(data as FuturesGroups, category === CONTRACT_BTC ? CONTRACT_BTC : CONTRACT_USDT)),
    refreshMs: { futures: CONTRACT_REFRESH_MS },
    viewAll: '/futures/USDT/BTC_USDT',
  },
  options: {
    dataset: one,
    load: (ctx) => loadOptions(ctx),
    peek: (ctx) => peekWith(peekCached(ctx, CACHE_NAMES.options, cacheRules.nonEmpty), parseOptions),
    select: (data) => data as AnyMarketRow[],
  },
  pilot: {
    dataset: one,
    load: (ctx) => loadPilot(ctx),
    peek: (ctx) => peekWith(peekCached(ctx, CACHE_NAMES.pilot, cacheRules.nonEmpty), parsePilot),
    select: (data, category) => rowsIn((data as PilotData).groups, category),
  },
  'pre-market': {
    dataset: one,
    load: (ctx) => loadPreMarket(ctx),
    peek: (ctx) => peekWith(peekCached(ctx, CACHE_NAMES.preMarket, cacheRules.preMarket), parsePreMarket),
    select: (data) => data as AnyMarketRow[],
  },
  memebox: {
    dataset: (category) => category,
    load: (ctx, tab) => loadAlpha(ctx, tab),
    peek: (ctx, tab) => peekWith(peekCached(ctx, CACHE_NAMES.alpha, cacheRules.nonEmpty, alphaSpec(ctx, tab).suffix), parseAlpha),
    select: (data) => data as AnyMarketRow[],
  },
};
