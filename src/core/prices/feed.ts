// The page's one price feed (DESIGN §3b): open lists register the pairs they show; their union,
// while the page is visible, is what the transport (a socket, or a host's source) is asked for.
import { browserPriceEnv, guarded, resolvedUrl, socketUrl, type PriceEnv } from './env';
import { FrameBuffer, Staleness, type PriceFrame } from './frames';
import { hostTransport } from './host-transport';
import { socketTransport } from './socket-transport';
import { isRecord } from './tick';
import type { FeedStatus, PriceConfig, PriceSource, Transport, TransportEvents } from './types';
import { workerTransport } from './worker-transport';

/** Pairs one list may register: its rows in view plus overscan. */
export const MAX_PAIRS_PER_LIST = 60;
/** The last list gone or the page hidden: the subscription (and socket) lasts this much longer. */
export const LINGER_MS = 10_000;
/** Changes within this delay go out together (well within the 1 s of DESIGN §3b). */
export const APPLY_DELAY_MS = 50;

/** One open list's interest. */
export interface PriceWatch {
  /** the pairs this list shows now (the first MAX_PAIRS_PER_LIST count) */
  set(pairs: Iterable<string>): void;
  close(): void;
}

export interface PriceFeed {
  /** Registers a list; `listener` gets its pairs' ticks and stale marks, at most once per frame. */
  watch(listener: (frame: PriceFrame) => void): PriceWatch;
  /** whether `pair` is wanted and silent for 30 s */
  isStale(pair: string): boolean;
  status(): FeedStatus;
  onStatus(listener: (status: FeedStatus) => void): () => void;
  dispose(): void;
}

interface Watch {
  pairs: ReadonlySet<string>;
  listener: (frame: PriceFrame) => void;
}

/**
 * The feed of a page: over a host's `source` when given, else over a `gate-v4` socket to
 * `prices.url` (in the worker `prices.worker` when the page can start it); null (no socket at
 * all) with neither, or with a config it cannot use.
 */
export function createPriceFeed(
  { prices, source }: { prices?: PriceConfig | null; source?: PriceSource | null },
  env?: PriceEnv,
): PriceFeed | null {
  if (source) {
    const hostEnv = env ?? browserPriceEnv();
    return startFeed(hostEnv, (events) => hostTransport(source, hostEnv, events));
  }
  if (!isRecord(prices) || typeof prices.url !== 'string' || (prices.protocol ?? 'gate-v4') !== 'gate-v4') return null;
  const pageEnv = env ?? browserPriceEnv();
  const url = socketUrl(prices.url, pageEnv.baseUrl);
  const workerUrl = typeof prices.worker === 'string' ? resolvedUrl(prices.worker, pageEnv.baseUrl) : null;
  return url ? startFeed(pageEnv, (events) => {
    const onPage = () => socketTransport(url, pageEnv, events);
    const worker = workerUrl ? pageEnv.startWorker?.(workerUrl) : null;
    return worker ? workerTransport(worker, url, events, onPage) : onPage();
  }) : null;
}

function pick<T>(from: ReadonlyMap<string, T> | ReadonlySet<string>, pairs: ReadonlySet<string>): string[] {
  return [...from.keys()].filter((pair) => pairs.has(pair));
}

function startFeed(env: PriceEnv, makeTransport: (events: TransportEvents) => Transport): PriceFeed {
  const watches = new Set<Watch>();
  let union: ReadonlySet<string> = new Set();
  /** what the transport was last asked for */
  let applied: ReadonlySet<string> = new Set();
  let pending: 'soon' | 'linger' | null = null;
  let cancelApply: (() => void) | null = null;
  let current: FeedStatus = 'idle';
  const statusListeners = new Set<(status: FeedStatus) => void>();

  const buffer = new FrameBuffer(env, (frame) => {
    for (const watch of watches) {
      const ticks = new Map(pick(frame.ticks, watch.pairs).map((pair) => [pair, frame.ticks.get(pair)!]));
      const stale = new Set(pick(frame.stale, watch.pairs));
      if (ticks.size > 0 || stale.size > 0) guarded(env, () => watch.listener({ ticks, stale }));
    }
  });
  const staleness = new Staleness(env, (pairs) => buffer.markStale(pairs));
  const transport = makeTransport({
    tick(tick) {
      if (!union.has(tick.pair)) return; // a late tick of a pair no list shows any more
      staleness.heard(tick.pair);
      buffer.push(tick);
    },
    status(status) {
      if (status === current) return;
      current = status;
      for (const listener of statusListeners) guarded(env, () => listener(status));
    },
  });

  function apply(): void {
    pending = null;
    cancelApply = null;
    applied = env.hidden() ? new Set() : union;
    transport.setWanted(applied);
  }

  /** Soon when lists want pairs; after LINGER_MS when none do or the page is hidden. */
  function schedule(): void {
    const idle = env.hidden() || union.size === 0;
    const kind = idle ? 'linger' : 'soon';
    if (pending === kind) return;
    cancelApply?.();
    cancelApply = null;
    pending = null;
    if (idle && applied.size === 0) return;
    pending = kind;
    cancelApply = env.setTimer(apply, idle ? LINGER_MS : APPLY_DELAY_MS);
  }

  function changed(): void {
    union = new Set([...watches].flatMap((watch) => [...watch.pairs]));
    staleness.track(union);
    schedule();
  }

  const stopVisibility = env.onVisibility(schedule);

  return {
    watch(listener) {
      const watch: Watch = { pairs: new Set(), listener };
      watches.add(watch);
      return {
        set(pairs) {
          const next = new Set<string>();
          for (const pair of pairs) {
            if (next.size === MAX_PAIRS_PER_LIST) break;
            next.add(pair);
          }
          const same = next.size === watch.pairs.size && [...next].every((pair) => watch.pairs.has(pair));
          watch.pairs = next;
          if (!same && watches.has(watch)) changed();
        },
        close() {
          if (watches.delete(watch)) changed();
        },
      };
    },
    isStale: (pair) => staleness.isStale(pair),
    status: () => current,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    dispose() {
      stopVisibility();
      cancelApply?.();
      watches.clear();
      union = new Set();
      transport.dispose();
      buffer.dispose();
      staleness.dispose();
      statusListeners.clear();
    },
  };
}
