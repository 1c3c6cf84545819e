// Price keys and the checks every arriving ticker passes before anything can show it (DESIGN §3b).
import type { Tick } from './types';

export type PriceMarket = 'spot' | 'futures';

const FUTURES_PREFIX = 'futures:';
/** Pair and contract names: letters, digits, `_ . -`; anything else (markup, spaces, huge strings) is refused. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** A finite decimal string: no exponent, no NaN/Infinity, bounded length. */
const DECIMAL = /^[+-]?\d{1,30}(?:\.\d{1,30})?$/;

/** The price key of a market's pair or contract (see Tick.pair). */
export const priceKey = (market: PriceMarket, name: string): string =>
  (market === 'futures' ? FUTURES_PREFIX + name : name);

/** The market and name of a price key. */
export function splitPriceKey(key: string): { market: PriceMarket; name: string } {
  return key.startsWith(FUTURES_PREFIX)
    ? { market: 'futures', name: key.slice(FUTURES_PREFIX.length) }
    : { market: 'spot', name: key };
}

export const isMarketName = (value: unknown): value is string => typeof value === 'string' && NAME.test(value);
export const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL.test(value);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Optional decimal fields: kept when valid, left out otherwise (they never drop the tick). */
const OPTIONAL = ['baseVolume', 'quoteVolume', 'high24h', 'low24h'] as const;

/**
 * A tick from loosely typed fields, or null when the name is not a market name or `last` or
 * `changePercentage` is not a finite decimal string.
 */
export function makeTick(
  key: string,
  fields: Partial<Record<'last' | 'changePercentage' | (typeof OPTIONAL)[number], unknown>>,
): Tick | null {
  if (!isMarketName(splitPriceKey(key).name) || !isDecimal(fields.last) || !isDecimal(fields.changePercentage)) return null;
  const tick: Tick = { pair: key, last: fields.last, changePercentage: fields.changePercentage };
  for (const name of OPTIONAL) {
    const value = fields[name];
    if (isDecimal(value)) tick[name] = value;
  }
  return tick;
}

/** A host source's tick (already in Tick's shape, but unchecked), or null. */
export function readHostTick(raw: unknown): Tick | null {
  if (!isRecord(raw) || typeof raw.pair !== 'string') return null;
  return makeTick(raw.pair, raw);
}
