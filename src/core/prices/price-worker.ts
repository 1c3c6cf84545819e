// The price socket in a worker (DESIGN §3b; built to dist/price-worker.js): the page's feed sends
// the socket's address and the keys wanted (./worker-transport.ts); the socket, its parsing and
// its reconnects run here as on the page, and the ticks go back coalesced, each pair's latest in
// one batch every WORKER_BATCH_MS.
import { browserPriceEnv } from './env';
import { socketTransport } from './socket-transport';
import type { Tick, Transport } from './types';
import type { FromWorker, ToWorker } from './worker-transport';

/** A batch of ticks at most this often: well under the 1 s of DESIGN §3b, and a handful of tasks a second for the page. */
export const WORKER_BATCH_MS = 100;

const scope = globalThis as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
};
// the page tells the feed when it is hidden (it then wants no keys): a worker has no document
const env = { ...browserPriceEnv(), hidden: () => false, onVisibility: () => () => {} };

let transport: Transport | null = null;
let batch = new Map<string, Tick>();
let cancelFlush: (() => void) | null = null;

function flush(): void {
  cancelFlush = null;
  scope.postMessage({ ticks: [...batch.values()] });
  batch = new Map();
}

scope.addEventListener('message', ({ data }) => {
  if ('url' in data && !transport) {
    transport = socketTransport(data.url, env, {
      tick(tick) {
        batch.set(tick.pair, tick);
        cancelFlush ??= env.setTimer(flush, WORKER_BATCH_MS);
      },
      status: (status) => scope.postMessage({ status }),
    });
  } else if ('wanted' in data) {
    transport?.setWanted(new Set(data.wanted));
  }
});
scope.postMessage({ ready: true });
