// The page's side of the price worker: ticks and statuses from the worker reach the feed; a worker
// that fails to start hands the socket to the page with the keys wanted by then; a worker's later
// error does not; disposing ends the worker. The worker itself runs in test/e2e/prices.test.mjs.
import { expect } from '@open-wc/testing';
import type { FeedStatus, Tick, Transport } from './types';
import { workerTransport, type FromWorker, type ToWorker, type WorkerLike } from './worker-transport';

class FakeWorker implements WorkerLike {
  sent: ToWorker[] = [];
  terminated = false;
  private listeners: { message: ((event: { data: FromWorker }) => void)[]; error: (() => void)[] } = { message: [], error: [] };
  postMessage(message: ToWorker) { this.sent.push(message); }
  terminate() { this.terminated = true; }
  addEventListener(type: 'message' | 'error', listener: never) { this.listeners[type].push(listener); }
  say(data: FromWorker) { for (const listener of this.listeners.message) listener({ data }); }
  fail() { for (const listener of this.listeners.error) listener(); }
}

const tick = (pair: string, last: string): Tick => ({ pair, last, changePercentage: '1' });

describe('price worker transport', () => {
  let worker: FakeWorker;
  let ticks: Tick[];
  let statuses: FeedStatus[];
  let onPage: { wanted: ReadonlySet<string>[]; disposed: number; made: number };
  let transport: Transport;

  beforeEach(() => {
    worker = new FakeWorker();
    ticks = [];
    statuses = [];
    onPage = { wanted: [], disposed: 0, made: 0 };
    transport = workerTransport(worker, 'wss://prices.test/ws/v4/', { tick: (t) => ticks.push(t), status: (s) => statuses.push(s) }, () => {
      onPage.made += 1;
      return { setWanted: (keys) => onPage.wanted.push(keys), dispose: () => { onPage.disposed += 1; } };
    });
  });

  it('gives the worker the socket and the keys; its ticks and statuses reach the feed', () => {
    transport.setWanted(new Set(['BTC_USDT', 'futures:ETH_USDT']));
    expect(worker.sent).to.deep.equal([{ url: 'wss://prices.test/ws/v4/' }, { wanted: ['BTC_USDT', 'futures:ETH_USDT'] }]);
    worker.say({ ready: true });
    worker.say({ status: 'live' });
    worker.say({ ticks: [tick('BTC_USDT', '1.5'), tick('futures:ETH_USDT', '2.5')] });
    expect(statuses).to.deep.equal(['live']);
    expect(ticks.map((t) => t.last)).to.deep.equal(['1.5', '2.5']);
    transport.dispose();
    expect(worker.terminated).to.be.true;
    expect(statuses).to.deep.equal(['live', 'idle']);
    expect(onPage.made).to.equal(0);
  });

  it('a worker that fails to start: the socket opens on the page with the keys wanted by then', () => {
    transport.setWanted(new Set(['BTC_USDT']));
    worker.fail();
    expect(worker.terminated).to.be.true;
    expect(onPage.made).to.equal(1);
    expect(onPage.wanted.map((keys) => [...keys])).to.deep.equal([['BTC_USDT']]);
    transport.setWanted(new Set(['SOL_USDT']));
    expect(worker.sent).to.have.length(2); // the url and the first keys only
    expect(onPage.wanted.map((keys) => [...keys])).to.deep.equal([['BTC_USDT'], ['SOL_USDT']]);
    worker.say({ ticks: [tick('BTC_USDT', '3')] }); // a late word of the failed worker is not heard
    expect(ticks).to.deep.equal([]);
    transport.dispose();
    expect(onPage.disposed).to.equal(1);
  });

  it('an error once the worker runs is its own affair: no second socket on the page', () => {
    worker.say({ ready: true });
    worker.fail();
    expect(onPage.made).to.equal(0);
    expect(worker.terminated).to.be.false;
  });
});
