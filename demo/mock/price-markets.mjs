// The live prices of every mock market: a seeded random walk from each fixture's own price,
// as `gate-v4` tickers (DESIGN §3b). Spot pairs by name, futures and delivery contracts by name.
import { formatPrice, trimZeros } from './coins.mjs';
import { SPOT_ROW, deliveryContracts, futuresContracts, spotRows } from './fixtures-markets.mjs';
import { createRandom } from './random.mjs';

/** One step moves a price by at most this fraction either way. */
const STEP = 0.002;

/** @typedef {{ last: number, open: number, high: number, low: number, quoteVolume: number }} Market */

/** @param {number} last @param {number} open @param {number} quoteVolume @returns {Market} */
const market = (last, open, quoteVolume) => ({ last, open, high: Math.max(last, open), low: Math.min(last, open), quoteVolume });
const positive = (text, fallback) => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * The markets of the mock: `spotCount` spot rows (the API serves 2500; the bench asks for more),
 * the futures contracts and the delivery contracts.
 * @param {{ spotCount?: number, seed?: number }} [options]
 */
export function createPriceMarkets({ spotCount = 2500, seed = 1 } = {}) {
  const random = createRandom(seed);
  /** @type {Map<string, Market>} */
  const spot = new Map();
  for (const row of spotRows(spotCount)) {
    const last = positive(row[SPOT_ROW.rate], 1);
    spot.set(row[SPOT_ROW.pair], market(last, positive(row[SPOT_ROW.prevRate], last), positive(row[SPOT_ROW.volume], 1000)));
  }
  /** A contract priced like its spot pair (BTC_USD inverse contracts like BTC_USDT). */
  const like = (pair) => {
    const of = spot.get(pair) ?? spot.get(pair.replace(/_USD$/, '_USDT'));
    return of ? market(of.last, of.open, of.quoteVolume * 3) : market(1, 1, 1000);
  };
  /** @type {Map<string, Market>} */
  const futures = new Map([
    ...futuresContracts().map((contract) => [contract.name, like(contract.name)]),
    ...deliveryContracts().map((contract) => [contract.name, like(contract.underlying)]),
  ]);

  /** One step of the walk, as the ticker fields both markets share. */
  function step(item) {
    item.last *= 1 + (random.float(-1, 1) * STEP);
    item.high = Math.max(item.high, item.last);
    item.low = Math.min(item.low, item.last);
    item.quoteVolume += item.quoteVolume * random.float(0, 0.0001);
    return {
      last: formatPrice(item.last),
      change_percentage: ((item.last / item.open - 1) * 100).toFixed(2).replace(/^-(0\.00)$/, '$1'),
      base_volume: trimZeros((item.quoteVolume / item.last).toFixed(4)),
      quote_volume: trimZeros(item.quoteVolume.toFixed(2)),
      high_24h: formatPrice(item.high),
      low_24h: formatPrice(item.low),
    };
  }

  return {
    /** @param {'spot' | 'futures'} kind @param {string} name */
    has: (kind, name) => (kind === 'spot' ? spot : futures).has(name),
    /** The next ticker of a market (spot: `currency_pair`, futures: `contract`), or null when there is no such market. */
    next(kind, name) {
      const item = (kind === 'spot' ? spot : futures).get(name);
      if (!item) return null;
      return kind === 'spot' ? { currency_pair: name, ...step(item) } : { contract: name, ...step(item) };
    },
  };
}
