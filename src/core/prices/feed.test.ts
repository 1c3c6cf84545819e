// The feed's delivery and life cycle: one frame per burst, stale marks, idle and hidden closing,
// hostile frames, and a host's own source.
import { expect } from '@open-wc/testing';
import { FakePage, spotUpdate } from '../../testing/fake-prices';
import { XSS_VECTORS } from '../../testing/xss-vectors';
import { APPLY_DELAY_MS, LINGER_MS, createPriceFeed, type PriceFeed } from './feed';
import type { PriceFrame } from './frames';
import type { PriceSource, Tick } from './types';

describe('price feed: delivery and life cycle', () => {
  let page: FakePage;
  let feed: PriceFeed;
  let frames: PriceFrame[];
  const record = (frame: PriceFrame) => { frames.push(frame); };

  /** A feed whose one list shows `pairs`, on an accepted socket. */
  function live(pairs: string[]) {
    const list = feed.watch(record);
    list.set(pairs);
    page.advance(APPLY_DELAY_MS);
    page.socket!.accept();
    return list;
  }

  beforeEach(() => {
    page = new FakePage();
    frames = [];
    feed = createPriceFeed({ prices: { url: 'wss://prices.example.test/ws/v4/' } }, page.env)!;
  });
  afterEach(() => feed.dispose());

  it('delivers a burst of ticks once per frame, each pair at its latest, to the lists showing it', () => {
    live(['A_USDT', 'B_USDT']);
    const other: PriceFrame[] = [];
    feed.watch((frame) => other.push(frame)).set(['B_USDT', 'C_USDT']);
    page.advance(APPLY_DELAY_MS);
    for (let i = 1; i <= 1000; i++) page.socket!.receive(spotUpdate(i % 2 ? 'A_USDT' : 'C_USDT', `${i}.5`));
    page.socket!.receive(spotUpdate('Z_USDT', '9')); // not subscribed
    expect(frames).to.have.length(0);
    expect(page.pendingFrames()).to.equal(1);
    page.frame();
    expect(frames).to.have.length(1);
    expect([...frames[0]!.ticks.values()].map((tick: Tick) => [tick.pair, tick.last])).to.deep.equal([['A_USDT', '999.5']]);
    expect([...other[0]!.ticks.values()].map((tick: Tick) => [tick.pair, tick.last])).to.deep.equal([['C_USDT', '1000.5']]);
    expect(page.frame()).to.equal(0); // nothing new: no frame requested, no call
    expect(frames).to.have.length(1);
  });

  it('drops the ticks of a pair no list shows any more, even before the unsubscribe went out', () => {
    const list = live(['A_USDT', 'B_USDT']);
    list.set(['B_USDT']);
    page.socket!.receive(spotUpdate('A_USDT', '1'));
    page.frame();
    expect(frames).to.have.length(0);
  });

  it('ignores hostile, binary and malformed frames: no tick, no error', () => {
    live(['BTC_USDT']);
    for (const vector of XSS_VECTORS) {
      page.socket!.receive(vector);
      page.socket!.receive(spotUpdate('BTC_USDT', vector));
      page.socket!.receive(spotUpdate('BTC_USDT', '1', vector));
      page.socket!.receive(JSON.stringify({ channel: 'spot.tickers', event: 'update', result: { currency_pair: vector, last: '1', change_percentage: '1' } }));
    }
    for (const frame of [new ArrayBuffer(4), null, '{', '[]', JSON.stringify({ channel: 'spot.tickers', event: 'update', result: [null, 1, 'x'] })]) {
      page.socket!.receive(frame);
    }
    page.frame();
    expect(frames).to.have.length(0);
    expect(feed.status()).to.equal('live');
  });

  it('marks a pair stale after 30 s without an update while wanted, and fresh again on its next tick', () => {
    live(['A_USDT', 'B_USDT']);
    page.advance(20_000);
    page.socket!.receive(spotUpdate('B_USDT', '2'));
    page.frame();
    frames = [];
    page.advance(9_000);
    page.frame();
    expect(frames).to.have.length(0);
    expect(feed.isStale('A_USDT')).to.equal(false);
    page.advance(1_000 - APPLY_DELAY_MS); // A: 30 s since it was first wanted
    page.frame();
    expect([...frames[0]!.stale]).to.deep.equal(['A_USDT']);
    expect(feed.isStale('A_USDT')).to.equal(true);
    page.advance(20_050); // B: 30 s since its tick
    page.frame();
    expect([...frames[1]!.stale]).to.deep.equal(['B_USDT']);
    page.socket!.receive(spotUpdate('A_USDT', '3'));
    expect(feed.isStale('A_USDT')).to.equal(false);
    page.frame();
    expect(frames[2]!.ticks.get('A_USDT')?.last).to.equal('3');
  });

  it('keeps the socket 10 s after the last list closes, reusing it if a list opens in time', () => {
    const list = live(['A_USDT']);
    const socket = page.socket!;
    list.close();
    page.advance(LINGER_MS - 1000);
    const reopened = feed.watch(record);
    reopened.set(['A_USDT']);
    page.advance(APPLY_DELAY_MS);
    expect(socket.closedByClient).to.equal(false);
    reopened.close();
    page.advance(LINGER_MS - 1);
    expect(socket.closedByClient).to.equal(false);
    page.advance(1);
    expect(socket.closedByClient).to.equal(true);
    expect(feed.status()).to.equal('idle');
    page.advance(120_000);
    expect(page.sockets).to.have.length(1);
    expect(page.pendingTimers()).to.equal(0);
  });

  it('closes the socket 10 s after the page is hidden, and opens and subscribes again when shown', () => {
    live(['A_USDT', 'B_USDT']);
    const socket = page.socket!;
    page.setHidden(true);
    page.advance(LINGER_MS);
    expect(socket.closedByClient).to.equal(true);
    page.advance(60_000);
    expect(page.sockets).to.have.length(1);
    page.setHidden(false);
    page.advance(APPLY_DELAY_MS);
    expect(page.sockets).to.have.length(2);
    page.socket!.accept();
    expect(page.socket!.messages().map((m) => m.payload)).to.deep.equal([['A_USDT', 'B_USDT']]);
  });

  it('stays closed while the page is hidden, even when a dropped socket would reconnect', () => {
    live(['A_USDT']);
    page.setHidden(true);
    page.socket!.drop();
    page.advance(LINGER_MS + 60_000);
    expect(page.sockets.length).to.be.at.most(2);
    expect(feed.status()).to.equal('idle');
  });

  it('reports its status to listeners, once per change', () => {
    const seen: string[] = [];
    feed.onStatus((status) => seen.push(status));
    live(['A_USDT']);
    page.socket!.drop();
    page.advance(2000);
    page.socket!.accept();
    expect(seen).to.deep.equal(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('one list\'s throwing listener neither stops the others nor the feed; its error is reported', () => {
    feed.watch(() => { throw new Error('view bug'); }).set(['A_USDT']);
    live(['A_USDT']);
    page.socket!.receive(spotUpdate('A_USDT', '1'));
    page.frame();
    expect(frames).to.have.length(1);
    expect(page.errors.map(String)).to.deep.equal(['Error: view bug']);
    page.socket!.receive(spotUpdate('A_USDT', '2'));
    page.frame();
    expect(frames).to.have.length(2);
  });
});

describe('price feed: a host source', () => {
  it('asks the source for new pairs only, delivers its checked ticks per frame, unsubscribes what no list shows, opens no socket', () => {
    const page = new FakePage();
    const calls: Array<{ pairs: readonly string[]; onTick: (tick: Tick) => void; unsubscribed: boolean }> = [];
    const source: PriceSource = {
      subscribe(pairs, onTick) {
        const call = { pairs, onTick, unsubscribed: false };
        calls.push(call);
        return () => { call.unsubscribed = true; };
      },
    };
    const feed = createPriceFeed({ prices: { url: 'wss://ignored.example.test/' }, source }, page.env)!;
    const frames: PriceFrame[] = [];
    const list = feed.watch((frame) => frames.push(frame));
    list.set(['A_USDT', 'B_USDT']);
    page.advance(APPLY_DELAY_MS);
    expect(calls.map((call) => call.pairs)).to.deep.equal([['A_USDT', 'B_USDT']]);
    expect(feed.status()).to.equal('live');
    list.set(['B_USDT', 'C_USDT']);
    page.advance(APPLY_DELAY_MS);
    expect(calls.map((call) => call.pairs)).to.deep.equal([['A_USDT', 'B_USDT'], ['C_USDT']]);
    expect(calls[0]!.unsubscribed).to.equal(false); // still carries B

    calls[1]!.onTick({ pair: 'C_USDT', last: '1', changePercentage: '2' });
    calls[1]!.onTick({ pair: 'C_USDT', last: '1.5', changePercentage: '2' });
    calls[1]!.onTick({ pair: 'C_USDT', last: 'NaN', changePercentage: '2' });
    calls[1]!.onTick({ pair: '<img src=x onerror=alert(1)>', last: '1', changePercentage: '2' });
    calls[0]!.onTick({ pair: 'A_USDT', last: '1', changePercentage: '2' }); // A is no longer shown
    page.frame();
    expect(frames).to.have.length(1);
    expect([...frames[0]!.ticks.values()]).to.deep.equal([{ pair: 'C_USDT', last: '1.5', changePercentage: '2' }]);

    list.set(['C_USDT']);
    page.advance(APPLY_DELAY_MS);
    expect(calls[0]!.unsubscribed).to.equal(true);
    list.close();
    page.advance(LINGER_MS);
    expect(calls[1]!.unsubscribed).to.equal(true);
    expect(feed.status()).to.equal('idle');
    expect(page.sockets).to.have.length(0);
    feed.dispose();
  });

  it('survives a source that throws or gives no unsubscribe', () => {
    const page = new FakePage();
    const throwing = createPriceFeed({ source: { subscribe() { throw new Error('host bug'); } } }, page.env)!;
    const careless = createPriceFeed({ source: { subscribe: () => undefined as unknown as () => void } }, page.env)!;
    for (const feed of [throwing, careless]) {
      const list = feed.watch(() => {});
      list.set(['A_USDT']);
      page.advance(APPLY_DELAY_MS);
      list.close();
      page.advance(LINGER_MS);
      feed.dispose();
    }
    expect(page.errors.map(String)).to.deep.equal(['Error: host bug']);
  });
});
