import { expect } from '@open-wc/testing';
import { XSS_VECTORS } from '../../testing/xss-vectors';
import { spotUpdate } from '../../testing/fake-prices';
import { MAX_TICKERS_PER_MESSAGE, parseMessage, pingMessage, subscriptionMessages } from './gate-v4';
import { priceKey, readHostTick, splitPriceKey } from './tick';

describe('gate-v4 protocol', () => {
  it('builds subscribe and unsubscribe messages per channel, at most N names each', () => {
    const keys = ['BTC_USDT', 'ETH_USDT', priceKey('futures', 'BTC_USDT'), 'SOL_USDT'];
    const messages = subscriptionMessages('subscribe', keys, 1_700_000_000, 2).map((text) => JSON.parse(text));
    expect(messages).to.deep.equal([
      { time: 1_700_000_000, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT'] },
      { time: 1_700_000_000, channel: 'spot.tickers', event: 'subscribe', payload: ['SOL_USDT'] },
      { time: 1_700_000_000, channel: 'futures.tickers', event: 'subscribe', payload: ['BTC_USDT'] },
    ]);
    expect(JSON.parse(subscriptionMessages('unsubscribe', ['X_USDT'], 5, 100)[0]!).event).to.equal('unsubscribe');
    expect(subscriptionMessages('subscribe', [], 5, 100)).to.deep.equal([]);
  });

  it('pings on spot.ping', () => {
    expect(JSON.parse(pingMessage(12))).to.deep.equal({ time: 12, channel: 'spot.ping' });
  });

  it('keeps futures and spot keys apart', () => {
    expect(priceKey('spot', 'BTC_USDT')).to.equal('BTC_USDT');
    expect(splitPriceKey(priceKey('futures', 'BTC_USDT_20261127'))).to.deep.equal({ market: 'futures', name: 'BTC_USDT_20261127' });
  });

  it('reads a spot update object, a spot result array and a futures result array', () => {
    const ticks = parseMessage(spotUpdate('BTC_USDT', '97000.5', '-1.25', { base_volume: '12.5', quote_volume: '1212500', high_24h: '98000', low_24h: '96000' }));
    expect(ticks).to.deep.equal([{
      pair: 'BTC_USDT', last: '97000.5', changePercentage: '-1.25', baseVolume: '12.5', quoteVolume: '1212500', high24h: '98000', low24h: '96000',
    }]);
    const spotArray = parseMessage(JSON.stringify({ channel: 'spot.tickers', event: 'update', result: [
      { currency_pair: 'A_USDT', last: '1', change_percentage: '0' }, { currency_pair: 'B_USDT', last: '2', change_percentage: '+3.1' },
    ] }));
    expect(spotArray.map((tick) => tick.pair)).to.deep.equal(['A_USDT', 'B_USDT']);
    const futures = parseMessage(JSON.stringify({ time: 1, channel: 'futures.tickers', event: 'update', result: [
      { contract: 'BTC_USDT', last: '97010', change_percentage: '0.4', mark_price: '97011' },
    ] }));
    expect(futures).to.deep.equal([{ pair: 'futures:BTC_USDT', last: '97010', changePercentage: '0.4' }]);
  });

  it('drops a ticker whose last or change_percentage is not a finite decimal string, keeps its valid neighbours', () => {
    const bad = [1, '', 'NaN', 'Infinity', '-Infinity', '1e5', '0x10', ' 1', '1.', '.5', null, {}, [], '1'.repeat(40), '<b>1</b>'];
    for (const value of bad) {
      expect(parseMessage(spotUpdate('BTC_USDT', value as string)), `last ${String(value)}`).to.deep.equal([]);
      expect(parseMessage(spotUpdate('BTC_USDT', '1', value as string)), `change ${String(value)}`).to.deep.equal([]);
    }
    const mixed = parseMessage(JSON.stringify({ channel: 'spot.tickers', event: 'update', result: [
      { currency_pair: 'A_USDT', last: 'NaN', change_percentage: '1' }, { currency_pair: 'B_USDT', last: '2', change_percentage: '1', high_24h: 'Infinity' },
    ] }));
    expect(mixed).to.deep.equal([{ pair: 'B_USDT', last: '2', changePercentage: '1' }]);
  });

  it('accepts acknowledgements, pongs and errors without a tick', () => {
    const frames = [
      { time: 1, channel: 'spot.tickers', event: 'subscribe', result: { status: 'success' } },
      { time: 1, channel: 'spot.tickers', event: 'unsubscribe', result: { status: 'success' } },
      { time: 1, channel: 'spot.pong', event: '', result: null },
      { time: 1, channel: 'spot.tickers', event: 'subscribe', error: { code: 2, message: 'unknown currency pair' }, result: { status: 'failed' } },
      { time: 1, channel: 'spot.trades', event: 'update', result: { currency_pair: 'BTC_USDT', last: '1', change_percentage: '1' } },
      { channel: 'spot.tickers', event: 'update' },
      { channel: 'spot.tickers', event: 'update', result: { contract: 'BTC_USDT', last: '1', change_percentage: '1' } },
      { channel: 'futures.tickers', event: 'update', result: [{ currency_pair: 'BTC_USDT', last: '1', change_percentage: '1' }] },
    ];
    for (const frame of frames) expect(parseMessage(JSON.stringify(frame))).to.deep.equal([]);
  });

  it('never throws on malformed or hostile frames, and accepts no markup as a pair', () => {
    const frames: unknown[] = [
      undefined, null, 0, '', 'null', '[]', '42', '"text"', '{', '{"event":"update"', new ArrayBuffer(8), new Blob(['{}']),
      '{"__proto__":{"event":"update","channel":"spot.tickers"},"result":{"currency_pair":"BTC_USDT","last":"1","change_percentage":"1"}}',
      JSON.stringify({ channel: 'spot.tickers', event: 'update', result: 'x'.repeat(100) }),
      `${spotUpdate('BTC_USDT', '1')}${' '.repeat(1_000_001)}`,
      ...XSS_VECTORS,
      ...XSS_VECTORS.map((vector) => spotUpdate(vector, '1')),
      ...XSS_VECTORS.map((vector) => spotUpdate('BTC_USDT', vector)),
      ...XSS_VECTORS.map((vector) => JSON.stringify({ channel: vector, event: 'update', result: { currency_pair: 'BTC_USDT', last: '1', change_percentage: '1' } })),
    ];
    for (const frame of frames) expect(parseMessage(frame)).to.deep.equal([]);
    expect((window as unknown as { __xss?: unknown }).__xss).to.equal(undefined);
  });

  it('reads at most MAX_TICKERS_PER_MESSAGE tickers of one frame', () => {
    const result = Array.from({ length: MAX_TICKERS_PER_MESSAGE + 5 }, (_, i) => ({ currency_pair: `C${i}_USDT`, last: '1', change_percentage: '1' }));
    expect(parseMessage(JSON.stringify({ channel: 'spot.tickers', event: 'update', result }))).to.have.length(MAX_TICKERS_PER_MESSAGE);
  });

  it('checks a host source tick the same way', () => {
    expect(readHostTick({ pair: 'BTC_USDT', last: '1.5', changePercentage: '2' })).to.deep.equal({ pair: 'BTC_USDT', last: '1.5', changePercentage: '2' });
    for (const raw of [null, 'BTC_USDT', { pair: 'BTC_USDT', last: 1.5, changePercentage: '2' }, { pair: '<img src=x>', last: '1', changePercentage: '1' }, { last: '1', changePercentage: '1' }]) {
      expect(readHostTick(raw)).to.equal(null);
    }
  });
});
