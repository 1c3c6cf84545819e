// The page's one price feed (DESIGN §3b): made on first use from the page config's `prices`, or
// over the host's source once one is set (which replaces the socket feed). Held on globalThis, so
// every list of every bundle on the page shares one socket.
import type { ReadableAtom } from 'nanostores';
import { priceSource } from '../price-source';
import { trustedScriptUrl } from '../safety';
import type { PageConfig } from '../types';
import { browserPriceEnv, type PriceEnv } from './env';
import { createPriceFeed, type PriceFeed } from './feed';
import type { PriceSource } from './types';
import type { WorkerLike } from './worker-transport';

const KEY = Symbol.for('ex-elements.price-feed');

interface Current {
  url: unknown;
  protocol: unknown;
  worker: unknown;
  source: PriceSource | null;
  feed: PriceFeed | null;
}

const holder = globalThis as { [KEY]?: Current };

/** The feed for this config and the host's source: the one made before while neither changed, else a new one (the old one stops). */
export function pagePriceFeed(config: ReadableAtom<PageConfig>): PriceFeed | null {
  const prices = config.get().prices ?? undefined;
  const source = priceSource.get();
  const current = holder[KEY];
  const wanted = { url: prices?.url, protocol: prices?.protocol, worker: prices?.worker, source };
  const same = current && current.url === wanted.url && current.protocol === wanted.protocol && current.worker === wanted.worker;
  if (current && current.source === source && (source || same)) return current.feed;
  current?.feed?.dispose();
  const feed = createPriceFeed({ prices, source }, pageEnv());
  holder[KEY] = { ...wanted, feed };
  return feed;
}

/** The page's clock, frames and sockets, and its workers: started under Trusted Types too, or not at all (another origin, a CSP that forbids it). */
function pageEnv(): PriceEnv {
  return {
    ...browserPriceEnv(),
    startWorker(url) {
      try {
        return new Worker(trustedScriptUrl(url), { type: 'module' }) as unknown as WorkerLike;
      } catch {
        return null;
      }
    },
  };
}

/** Calls `changed` when the feed may have changed (the config or the host's source did); gives its removal. */
export function onPriceFeedChange(config: ReadableAtom<PageConfig>, changed: () => void): () => void {
  const stopConfig = config.listen(changed);
  const stopSource = priceSource.listen(changed);
  return () => { stopConfig(); stopSource(); };
}
