// The shapes of the live price feed (DESIGN §3b): ticks, the page config, a host's own source.

/**
 * One market's latest ticker. `pair` is a price key: a spot pair as is (`BTC_USDT`), a futures or
 * delivery contract with the `futures:` prefix (`futures:BTC_USDT`), since both markets share names.
 * Every number is a finite decimal string, checked on arrival.
 */
export interface Tick {
  pair: string;
  last: string;
  changePercentage: string;
  baseVolume?: string;
  quoteVolume?: string;
  high24h?: string;
  low24h?: string;
}

/** Page config `prices` (DESIGN §3b). */
export interface PriceConfig {
  /** ws:, wss:, or a URL relative to the page (http → ws, https → wss) */
  url: string;
  /** the only one so far, and the default */
  protocol?: 'gate-v4';
  /**
   * where the page serves `dist/price-worker.js` (same origin, relative to the page): the socket
   * then lives in a worker and the page gets batches, not every message (DESIGN §3b). Without it,
   * or where the page cannot start it (CSP, another origin), the socket runs on the page.
   */
  worker?: string;
}

/** A host's own feed (`window.exElements.setPriceSource`): subscribe to price keys, get ticks until unsubscribed. */
export interface PriceSource {
  subscribe(pairs: readonly string[], onTick: (tick: Tick) => void): () => void;
}

/** Where the feed stands: no socket, opening one, receiving, or waiting to try again. */
export type FeedStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

/** What the feed asks of a way to get ticks (a socket, or a host's source). */
export interface Transport {
  /** the keys to receive from now on; empty: stop (close the socket) */
  setWanted(keys: ReadonlySet<string>): void;
  dispose(): void;
}

/** What a transport reports back to the feed. */
export interface TransportEvents {
  tick(tick: Tick): void;
  status(status: FeedStatus): void;
}
