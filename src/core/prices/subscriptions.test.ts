// The feed's subscription over a fake socket: union, diff, batching, caps, timing.
import { expect } from '@open-wc/testing';
import { FakePage, type FakeSocket } from '../../testing/fake-prices';
import { socketUrl } from './env';
import { APPLY_DELAY_MS, MAX_PAIRS_PER_LIST, createPriceFeed, type PriceFeed } from './feed';
import { MAX_MESSAGES_PER_SECOND, MAX_PAIRS_PER_MESSAGE, retryDelay } from './outbox';
import { PING_INTERVAL_MS } from './socket-transport';
import { priceKey } from './tick';

const pairs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}_USDT`);
const noop = () => {};

/** Every pair the socket's messages subscribed, minus those they unsubscribed, in order. */
function subscribedBy(messages: ReturnType<FakeSocket['messages']>): string[] {
  const set = new Set<string>();
  for (const { channel, event, payload = [] } of messages) {
    for (const name of payload) {
      const key = channel === 'futures.tickers' ? priceKey('futures', name) : name;
      if (event === 'subscribe') set.add(key);
      if (event === 'unsubscribe') set.delete(key);
    }
  }
  return [...set].sort();
}

describe('price feed: subscriptions', () => {
  let page: FakePage;
  let feed: PriceFeed;
  beforeEach(() => {
    page = new FakePage();
    feed = createPriceFeed({ prices: { url: '/ws/v4/' } }, page.env)!;
  });
  afterEach(() => feed.dispose());

  it('makes no feed without a prices config or a source, nor with an unknown protocol or a bad URL', () => {
    const other = new FakePage();
    expect(createPriceFeed({}, other.env)).to.equal(null);
    expect(createPriceFeed({ prices: null, source: null }, other.env)).to.equal(null);
    expect(createPriceFeed({ prices: { url: '/ws', protocol: 'other' as 'gate-v4' } }, other.env)).to.equal(null);
    expect(createPriceFeed({ prices: { url: 'javascript:alert(1)' } }, other.env)).to.equal(null);
    expect(createPriceFeed({ prices: { url: 42 as unknown as string } }, other.env)).to.equal(null);
    expect(other.sockets).to.have.length(0);
  });

  it('resolves prices.url against the page: http becomes ws, https wss; other schemes are refused', () => {
    expect(socketUrl('/ws/v4/', 'http://demo.test:8080/x/')).to.equal('ws://demo.test:8080/ws/v4/');
    expect(socketUrl('https://api.test/ws/v4/', 'http://demo.test/')).to.equal('wss://api.test/ws/v4/');
    expect(socketUrl('wss://api.test/ws/v4/', 'http://demo.test/')).to.equal('wss://api.test/ws/v4/');
    for (const url of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://x/', 'http://[bad']) expect(socketUrl(url, 'https://demo.test/')).to.equal(null);
  });

  it('opens no socket until a list shows pairs, then one socket (relative URL resolved) subscribing them', () => {
    const list = feed.watch(noop);
    page.advance(5000);
    expect(page.sockets).to.have.length(0);
    list.set(['BTC_USDT', priceKey('futures', 'BTC_USDT')]);
    page.advance(APPLY_DELAY_MS);
    expect(page.sockets).to.have.length(1);
    expect(page.socket!.url).to.equal('wss://www.example.test/ws/v4/');
    expect(feed.status()).to.equal('connecting');
    page.socket!.accept();
    expect(feed.status()).to.equal('live');
    expect(page.socket!.messages()).to.deep.equal([
      { time: Math.floor(page.time / 1000), channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] },
      { time: Math.floor(page.time / 1000), channel: 'futures.tickers', event: 'subscribe', payload: ['BTC_USDT'] },
    ]);
  });

  it('subscribes the union of open lists and sends only the diff as they scroll and close, within 1 s', () => {
    const a = feed.watch(noop);
    const b = feed.watch(noop);
    a.set(['A_USDT', 'B_USDT', 'C_USDT']);
    b.set(['C_USDT', 'D_USDT']);
    page.advance(APPLY_DELAY_MS);
    expect(page.sockets).to.have.length(1);
    const socket = page.socket!;
    socket.accept();
    expect(subscribedBy(socket.messages())).to.deep.equal(['A_USDT', 'B_USDT', 'C_USDT', 'D_USDT']);
    const before = socket.sent.length;

    a.set(['B_USDT', 'C_USDT', 'E_USDT']); // scrolled: A out, E in; C still shown by b
    page.advance(1000);
    expect(socket.messages().slice(before).map(({ time: _, ...body }) => body)).to.deep.equal([
      { channel: 'spot.tickers', event: 'unsubscribe', payload: ['A_USDT'] },
      { channel: 'spot.tickers', event: 'subscribe', payload: ['E_USDT'] },
    ]);
    b.close();
    page.advance(1000);
    expect(subscribedBy(socket.messages())).to.deep.equal(['B_USDT', 'C_USDT', 'E_USDT']);
    a.set(['C_USDT', 'B_USDT', 'E_USDT']); // same pairs, other order: nothing to send
    page.advance(1000);
    expect(socket.sent).to.have.length(before + 3);
  });

  it('coalesces a burst of scroll changes into one diff and still applies it within 1 s', () => {
    const list = feed.watch(noop);
    list.set(pairs('A', 10));
    page.advance(APPLY_DELAY_MS);
    page.socket!.accept();
    const before = page.socket!.sent.length;
    for (let i = 1; i <= 20; i++) {
      list.set(pairs('A', 10 + i));
      page.advance(5); // a scroll event every 5 ms must not postpone the update forever
    }
    page.advance(1000 - 100);
    const sent = page.socket!.messages().slice(before);
    expect(sent.length).to.be.at.most(3);
    expect(subscribedBy(page.socket!.messages())).to.deep.equal(pairs('A', 30).sort());
  });

  it('registers at most 60 pairs per list and sends at most 100 names per message', () => {
    const lists = [feed.watch(noop), feed.watch(noop), feed.watch(noop)];
    lists[0]!.set(pairs('A', 100));
    lists[1]!.set(pairs('B', 60));
    lists[2]!.set(pairs('C', 60));
    page.advance(APPLY_DELAY_MS);
    page.socket!.accept();
    const messages = page.socket!.messages();
    expect(MAX_PAIRS_PER_LIST).to.equal(60);
    expect(messages.map((m) => m.payload!.length)).to.deep.equal([MAX_PAIRS_PER_MESSAGE, 80]);
    expect(subscribedBy(messages)).to.deep.equal([...pairs('A', 60), ...pairs('B', 60), ...pairs('C', 60)].sort());
  });

  it('sends at most 10 messages in any second; the rest follow, in order', () => {
    const lists = Array.from({ length: 20 }, () => feed.watch(noop));
    lists.forEach((list, i) => list.set(pairs(`L${i}X`, 60))); // 1200 pairs: 12 messages
    page.advance(APPLY_DELAY_MS);
    page.socket!.accept();
    expect(page.socket!.sent).to.have.length(MAX_MESSAGES_PER_SECOND);
    page.advance(999);
    expect(page.socket!.sent).to.have.length(MAX_MESSAGES_PER_SECOND);
    page.advance(1);
    expect(page.socket!.sent).to.have.length(12);
    expect(subscribedBy(page.socket!.messages())).to.have.length(1200);
  });

  it('subscribes everything again after a reconnect, the first try within 2 s', () => {
    const list = feed.watch(noop);
    list.set(['A_USDT', 'B_USDT']);
    page.advance(APPLY_DELAY_MS);
    page.socket!.accept();
    page.random = 0.999;
    page.socket!.drop();
    expect(feed.status()).to.equal('reconnecting');
    list.set(['B_USDT', 'C_USDT']); // changed while disconnected
    page.advance(2000);
    expect(page.sockets).to.have.length(2);
    page.socket!.accept();
    expect(feed.status()).to.equal('live');
    expect(page.socket!.messages().map((m) => m.payload)).to.deep.equal([['B_USDT', 'C_USDT']]);
  });

  it('backs off exponentially with jitter, never over 30 s, and starts over once a connection has lasted a ping interval', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
      expect(retryDelay(attempt, 0)).to.equal(ceiling / 2);
      expect(retryDelay(attempt, 0.999_999)).to.be.within(ceiling * 0.99, ceiling);
    }
    expect(retryDelay(1000, 0.999_999)).to.be.at.most(30_000);

    feed.watch(noop).set(['A_USDT']);
    page.advance(APPLY_DELAY_MS);
    page.random = 0;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const count = page.sockets.length;
      page.socket!.drop();
      let waited = 0;
      while (page.sockets.length === count) { page.advance(100); waited += 100; }
      waits.push(waited);
    }
    expect(waits).to.deep.equal([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    page.socket!.accept();
    page.advance(PING_INTERVAL_MS);
    page.socket!.drop();
    page.advance(500);
    expect(page.sockets).to.have.length(10);
  });

  it('keeps backing off from a server that accepts and then closes at once', () => {
    feed.watch(noop).set(['A_USDT']);
    page.advance(APPLY_DELAY_MS);
    page.random = 0;
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const count = page.sockets.length;
      page.socket!.accept();
      page.socket!.drop();
      let waited = 0;
      while (page.sockets.length === count) { page.advance(100); waited += 100; }
      waits.push(waited);
    }
    expect(waits).to.deep.equal([500, 1000, 2000, 4000, 8000, 15_000]);
  });

  it('pings every 15 s and replaces a socket that stays silent for 45 s', () => {
    feed.watch(noop).set(['A_USDT']);
    page.advance(APPLY_DELAY_MS);
    const socket = page.socket!;
    socket.accept();
    page.advance(15_000);
    expect(socket.messages().at(-1)).to.deep.equal({ time: Math.floor(page.time / 1000), channel: 'spot.ping' });
    socket.receive(JSON.stringify({ time: 1, channel: 'spot.pong', event: '', result: null }));
    page.advance(30_000);
    expect(socket.closedByClient).to.equal(false);
    page.advance(15_000); // 45 s since the pong, nothing heard
    expect(socket.closedByClient).to.equal(true);
    page.advance(1000);
    expect(page.sockets).to.have.length(2);
  });

  it('ignores the events of a socket it already replaced', () => {
    feed.watch(noop).set(['A_USDT']);
    page.advance(APPLY_DELAY_MS);
    const first = page.socket!;
    first.drop();
    page.advance(2000);
    const second = page.socket!;
    second.accept();
    first.accept();
    first.drop();
    expect(feed.status()).to.equal('live');
    expect(second.closedByClient).to.equal(false);
    expect(page.sockets).to.have.length(2);
  });
});
