import { expect } from '@open-wc/testing';
import { withPrefix } from '../links';
import { deliveryRows, groupContracts } from './contracts';
import { currentMarketKey, formatChange, present, shortAddress } from './items';
import { parseSpotRow } from './spot';
import { alphaCurrencies, deliveryContracts, futuresContracts, pilotMarkets } from '../../testing/market-fixtures';
import type { MarketKind, MarketRowOf } from './types';
import { alphaRows, optionsRows, pilotData, preMarketRows } from './web3';

const LANGS = ['en', 'zh', 'ar', 'tr'];
const spot = parseSpotRow(['BTC_USDT', 'Bitcoin', '2.5', '91250', '1', 0, 0, 'ALL,USDT,HOT,NEWLISTED', '89000', 1, 0, 1, '/i.svg'])!;

describe('row links (§2)', () => {
  const cases: { [K in MarketKind]: [MarketRowOf[K], string] } = {
    spot: [spot, '/trade/BTC_USDT'],
    futures: [groupContracts(futuresContracts()).CONTRACT_BTC[0], '/futures/BTC/BTC_USD'],
    options: [optionsRows([{ name: 'ETH_USDT' }])[0], '/options/ETH_USDT'],
    pilot: [pilotData(pilotMarkets()).groups.ALL[0], `/pilot/${pilotMarkets()[0].seo_path}`],
    'pre-market': [preMarketRows({ pre_market: [{ currency: 'mega', market: 'MEGA_USDT' }] })[0], '/pre-market/MEGA'],
    memebox: [alphaRows(alphaCurrencies({ limit: 1 }))[0], `/alpha/${alphaCurrencies({ limit: 1 })[0].chain}-${alphaCurrencies({ limit: 1 })[0].address}`],
  };
  for (const kind of Object.keys(cases) as MarketKind[]) {
    it(`${kind} rows`, () => {
      const [row, href] = cases[kind];
      expect(present(kind, row as never).href).to.equal(href);
      expect(withPrefix('/zh', present(kind, row as never).href)).to.equal(`/zh${href}`);
    });
  }

  it('spot and futures go to the row link when it has one, else {prefixLink}/{pair}', () => {
    expect(present('spot', { ...spot, link: '/trade/BTC_USDT?tab=margin' }).href).to.equal('/trade/BTC_USDT?tab=margin');
    const contract = groupContracts(futuresContracts()).CONTRACT_USDT[0];
    expect(present('futures', contract).href).to.equal(`/futures/USDT/${contract.name}`);
    expect(present('futures', { ...contract, link: '' }).href).to.equal(`/futures/${contract.name}`);
    expect(present('futures', deliveryRows(deliveryContracts())[0]).href).to.equal('/futures-delivery/USDT/BTC_USDT_20261127');
  });

  it('pre-market upper-cases the currency and CJK segments are encoded', () => {
    const [row] = preMarketRows({ pre_market: [{ currency: '龙币', market: '龙币_USDT' }] });
    expect(present('pre-market', row).href).to.equal(`/pre-market/${encodeURIComponent('龙币')}`);
  });
});

describe('what a row shows', () => {
  it('spot: pair, name, price, signed change, trend and tags', () => {
    expect(present('spot', spot)).to.deep.include({ base: 'BTC', quote: 'USDT', name: 'Bitcoin', price: '91250', change: '+2.5%', trend: 'up' });
    expect(present('spot', spot).tags).to.deep.equal(['st', 'hot', 'new']);
  });

  it('formats the change with a sign, never a double one', () => {
    expect([formatChange('1.5'), formatChange('-0.30'), formatChange('0'), formatChange('+2'), formatChange(''), formatChange('x')])
      .to.deep.equal(['+1.5%', '-0.30%', '+0%', '+2%', '', '']);
  });

  it('an Alpha address longer than 8 characters shows its first and last 4 (§5)', () => {
    expect(shortAddress('0x1234567890abcdef')).to.equal('0x12…cdef');
    expect(shortAddress('12345678')).to.equal('12345678');
  });

  it('pre-market hot/new and pilot hot tags', () => {
    const [row] = preMarketRows({ pre_market: [{ currency: 'A', tags: ['hot', 'new'] }] });
    expect(present('pre-market', row).tags).to.deep.equal(['hot', 'new']);
    const hot = pilotData(pilotMarkets()).groups.ALL.find((r) => r.is_hot)!;
    expect(present('pilot', hot).tags).to.deep.equal(['hot']);
  });
});

describe('current market from the page path (§2)', () => {
  it('the trade page: the last path part that looks like BASE_QUOTE', () => {
    expect(currentMarketKey('spot', '/trade/BTC_USDT', LANGS)).to.equal('BTC_USDT');
    expect(currentMarketKey('spot', '/zh/trade/eth_btc', LANGS)).to.equal('ETH_BTC');
    expect(currentMarketKey('spot', '/trade/BTCUSDT', LANGS)).to.equal(null);
    expect(currentMarketKey('futures', '/trade/BTC_USDT', LANGS)).to.equal(null);
    expect(currentMarketKey('spot', '/', LANGS)).to.equal(null);
  });

  it('futures, delivery, options, pilot /{x}/{y} and pre-market pages', () => {
    expect(currentMarketKey('futures', '/futures/USDT/ETH_USDT', LANGS)).to.equal('ETH_USDT');
    expect(currentMarketKey('futures', '/futures-delivery/USDT/BTC_USDT_20261127', LANGS)).to.equal('BTC_USDT_20261127');
    expect(currentMarketKey('options', '/options/BTC_USDT', LANGS)).to.equal('BTC_USDT');
    expect(currentMarketKey('pilot', '/pilot/solana/moodeng-abc123', LANGS)).to.equal('solana/moodeng-abc123');
    expect(currentMarketKey('pilot', '/pilot/solana', LANGS)).to.equal(null);
    expect(currentMarketKey('pre-market', '/tr/pre-market/mega', LANGS)).to.equal('MEGA');
  });

  it('matches the key of the row it names', () => {
    const pilot = pilotData(pilotMarkets()).groups.ALL[3];
    expect(present('pilot', pilot).key).to.equal(currentMarketKey('pilot', `/pilot/${pilot.seo_path}`, LANGS));
    expect(present('spot', spot).key).to.equal(currentMarketKey('spot', '/trade/btc_usdt', LANGS));
    expect(currentMarketKey('spot', '/trade/%E0%A4%A', LANGS)).to.equal(null); // malformed escapes
  });
});
