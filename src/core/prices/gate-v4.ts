// The `gate-v4` protocol: the exchange's public WebSocket API v4 tickers (DESIGN §3b).
// Outgoing: {"time", "channel": "spot.tickers" | "futures.tickers", "event": "subscribe" | "unsubscribe", "payload": [names]}
// and {"time", "channel": "spot.ping"}. Incoming updates: {"channel", "event": "update", "result": ticker | ticker[]}.
import { isRecord, makeTick, priceKey, splitPriceKey, type PriceMarket } from './tick';
import type { Tick } from './types';

const CHANNELS: Record<PriceMarket, string> = { spot: 'spot.tickers', futures: 'futures.tickers' };
/** Where each market's ticker carries its name. */
const NAME_FIELD: Record<PriceMarket, string> = { spot: 'currency_pair', futures: 'contract' };
/** A larger frame is not a ticker update; it is not even parsed. */
export const MAX_MESSAGE_CHARS = 1_000_000;
/** Tickers read from one `result` array; the rest are dropped. */
export const MAX_TICKERS_PER_MESSAGE = 1000;

export type SubscriptionEvent = 'subscribe' | 'unsubscribe';

/**
 * The messages that (un)subscribe `keys`: one channel per message, at most `perMessage` names each.
 * @param time unix seconds
 */
export function subscriptionMessages(event: SubscriptionEvent, keys: Iterable<string>, time: number, perMessage: number): string[] {
  const names: Record<PriceMarket, string[]> = { spot: [], futures: [] };
  for (const key of keys) {
    const { market, name } = splitPriceKey(key);
    names[market].push(name);
  }
  const messages: string[] = [];
  for (const market of ['spot', 'futures'] as const) {
    for (let at = 0; at < names[market].length; at += perMessage) {
      const payload = names[market].slice(at, at + perMessage);
      messages.push(JSON.stringify({ time, channel: CHANNELS[market], event, payload }));
    }
  }
  return messages;
}

/** The keep-alive message. @param time unix seconds */
export const pingMessage = (time: number): string => JSON.stringify({ time, channel: 'spot.ping' });

const marketOfChannel = (channel: unknown): PriceMarket | null =>
  channel === CHANNELS.spot ? 'spot' : channel === CHANNELS.futures ? 'futures' : null;

/** One ticker object of a `result`, or null when it is not a valid ticker of `market`. */
function readTicker(market: PriceMarket, raw: unknown): Tick | null {
  if (!isRecord(raw)) return null;
  const name = raw[NAME_FIELD[market]];
  if (typeof name !== 'string') return null;
  return makeTick(priceKey(market, name), {
    last: raw.last,
    changePercentage: raw.change_percentage,
    baseVolume: raw.base_volume,
    quoteVolume: raw.quote_volume,
    high24h: raw.high_24h,
    low24h: raw.low_24h,
  });
}

/**
 * The valid tickers of one incoming frame. Acknowledgements, pongs, errors, unknown channels,
 * binary or malformed frames give none; it never throws.
 */
export function parseMessage(data: unknown): Tick[] {
  if (typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return [];
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return [];
  }
  if (!isRecord(message) || message.event !== 'update') return [];
  const market = marketOfChannel(message.channel);
  if (!market) return [];
  const results = Array.isArray(message.result) ? message.result.slice(0, MAX_TICKERS_PER_MESSAGE) : [message.result];
  const ticks: Tick[] = [];
  for (const raw of results) {
    const tick = readTicker(market, raw);
    if (tick) ticks.push(tick);
  }
  return ticks;
}
