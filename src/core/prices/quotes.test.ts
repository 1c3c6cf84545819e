// A list's live quotes (the rows' side of the feed), the page feed's life (config, host source)
// and the fiat prices of the rows.
import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { DEFAULT_CONFIG, mergeConfig } from '../config';
import { fiatPrice } from '../markets/fiat';
import { priceSource, setPriceSource } from '../price-source';
import type { PageConfig } from '../types';
import type { PriceFrame } from './frames';
import { onPriceFeedChange, pagePriceFeed } from './page-feed';
import { LiveQuotes, rowPriceKey } from './quotes';
import type { Tick } from './types';

const frame = (ticks: Array<[string, string]>, stale: string[] = []): PriceFrame => ({
  ticks: new Map(ticks.map(([pair, last]): [string, Tick] => [pair, { pair, last, changePercentage: '1' }])),
  stale: new Set(stale),
});

describe('live quotes', () => {
  it('keeps each pair’s latest tick and which way it moved; tells only that pair’s listeners', () => {
    const quotes = new LiveQuotes();
    const heard: string[] = [];
    quotes.subscribe('BTC_USDT', () => heard.push('btc'));
    quotes.subscribe('ETH_USDT', () => heard.push('eth'));
    quotes.apply(frame([['BTC_USDT', '100']]));
    expect(quotes.get('BTC_USDT')).to.include({ last: '100', move: null, moves: 0, stale: false });
    quotes.apply(frame([['BTC_USDT', '101.5']]));
    expect(quotes.get('BTC_USDT')).to.include({ move: 'up', moves: 1 });
    quotes.apply(frame([['BTC_USDT', '101.5']])); // no move: no new flash
    expect(quotes.get('BTC_USDT')).to.include({ move: 'up', moves: 1 });
    quotes.apply(frame([['BTC_USDT', '99']]));
    expect(quotes.get('BTC_USDT')).to.include({ move: 'down', moves: 2 });
    expect(heard).to.deep.equal(['btc', 'btc', 'btc', 'btc']);
  });

  it('marks stale pairs, keeping their last price, until their next tick', () => {
    const quotes = new LiveQuotes();
    quotes.apply(frame([['BTC_USDT', '100']]));
    quotes.apply(frame([], ['BTC_USDT', 'ETH_USDT']));
    expect(quotes.get('BTC_USDT')).to.include({ last: '100', stale: true });
    expect(quotes.get('ETH_USDT')).to.include({ stale: true });
    quotes.apply(frame([['BTC_USDT', '100']]));
    expect(quotes.get('BTC_USDT')?.stale).to.equal(false);
  });

  it('names spot rows by pair, contract rows with futures:, other markets not at all', () => {
    expect(rowPriceKey('spot', { pair: 'BTC_USDT' } as never)).to.equal('BTC_USDT');
    expect(rowPriceKey('futures', { pair: 'BTC_USDT' } as never)).to.equal('futures:BTC_USDT');
    expect(rowPriceKey('options', { pair: 'BTC' } as never)).to.equal(null);
  });
});

describe('the page feed', () => {
  afterEach(() => setPriceSource(null));

  it('is none without prices and without a source; one per config; replaced by a host source and back', () => {
    const config = atom<PageConfig>(mergeConfig(DEFAULT_CONFIG, {}));
    let changes = 0;
    const stop = onPriceFeedChange(config, () => { changes += 1; });
    expect(pagePriceFeed(config)).to.equal(null);
    config.set(mergeConfig(config.get(), { prices: { url: '/ws/v4/' } }));
    const socketFeed = pagePriceFeed(config);
    expect(socketFeed).to.not.equal(null);
    expect(pagePriceFeed(config)).to.equal(socketFeed);
    config.set(mergeConfig(config.get(), { lang: 'de' })); // prices unchanged: the same feed
    expect(pagePriceFeed(config)).to.equal(socketFeed);
    const source = { subscribe: () => () => {} };
    setPriceSource(source);
    expect(priceSource.get()).to.equal(source);
    const hostFeed = pagePriceFeed(config);
    expect(hostFeed).to.not.equal(socketFeed);
    setPriceSource(null);
    expect(pagePriceFeed(config)).to.not.equal(hostFeed);
    expect(changes).to.equal(4);
    stop();
    pagePriceFeed(atom<PageConfig>(DEFAULT_CONFIG)); // no prices: the last feed stops, none is left behind
  });

  it('refuses a source without subscribe', () => {
    expect(() => setPriceSource({} as never)).to.throw(TypeError);
    expect(priceSource.get()).to.equal(null);
  });

  it('turns off with prices: null in configure', () => {
    const on = mergeConfig(DEFAULT_CONFIG, { prices: { url: '/ws/v4/' } });
    expect(on.prices).to.deep.equal({ url: '/ws/v4/' });
    expect(mergeConfig(on, { lang: 'en' }).prices).to.equal(on.prices);
    expect(mergeConfig(on, { prices: null }).prices).to.equal(null);
  });
});

describe('fiat prices of rows', () => {
  const eur = { code: 'EUR', rate: 0.92 };
  it('converts dollar-quoted prices at the rate, in the language’s format', () => {
    expect(fiatPrice('100', 'USDT', eur, 'en')).to.equal('€92.00');
    expect(fiatPrice('0.0001234', 'USDC', eur, 'en')).to.equal('€0.000113528');
    expect(fiatPrice('100', 'USDT', eur, 'de')).to.match(/^92,00\s€$/);
  });

  it('leaves other quotes, no fiat, no price and malformed codes alone', () => {
    expect(fiatPrice('0.05', 'BTC', eur, 'en')).to.equal(null);
    expect(fiatPrice('100', 'USDT', null, 'en')).to.equal(null);
    expect(fiatPrice('', 'USDT', eur, 'en')).to.equal(null);
    expect(fiatPrice('100', 'USDT', { code: 'not a code', rate: 1 }, 'en')).to.equal(null);
  });
});
