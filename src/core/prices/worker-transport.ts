// The page's side of the price worker (DESIGN §3b, src/core/prices/price-worker.ts): the socket,
// its messages and their parsing run in the worker, which hands over each pair's latest tick in
// batches, so a feed of a thousand messages a second costs the page a few tasks a second.
import type { FeedStatus, Tick, Transport, TransportEvents } from './types';

/** What the page tells the worker: the socket's address once, then the keys wanted. */
export type ToWorker = { url: string } | { wanted: string[] };
/** What the worker tells the page: that it runs, the socket's status, a batch of ticks. */
export type FromWorker = { ready: true } | { status: FeedStatus } | { ticks: Tick[] };

/** The part of a Worker the transport uses (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

/**
 * The socket to `url` in `worker`. Until the worker says it runs, a failure to start it (a script
 * the page may not load: CSP, a 404) moves the socket onto the page, `onPage()`, with the keys
 * wanted by then.
 */
export function workerTransport(worker: WorkerLike, url: string, events: TransportEvents, onPage: () => Transport): Transport {
  let wanted: ReadonlySet<string> = new Set();
  let ready = false;
  let fallback: Transport | null = null;
  worker.addEventListener('message', ({ data }) => {
    if (fallback) return;
    if ('ready' in data) ready = true;
    else if ('status' in data) events.status(data.status);
    else for (const tick of data.ticks) events.tick(tick);
  });
  worker.addEventListener('error', () => {
    if (ready || fallback) return;
    worker.terminate();
    fallback = onPage();
    fallback.setWanted(wanted);
  });
  worker.postMessage({ url });
  return {
    setWanted(keys) {
      wanted = keys;
      if (fallback) fallback.setWanted(keys);
      else worker.postMessage({ wanted: [...keys] });
    },
    dispose() {
      if (fallback) return fallback.dispose();
      worker.terminate();
      events.status('idle');
    },
  };
}
