import { expect } from '@open-wc/testing';
import { waitUntil } from '../testing/wait';
import { CACHE_NAMES, cacheKey, cacheRules, cachedFetch, clearMemoryCache, flushCacheWrites, readEntry, writeEntry } from './cache';
import { parseContract } from './markets/contracts';

const KEY = 'cache_test_v1';
const loader = <T>(data: T, ok = true) => {
  const calls: number[] = [];
  return { calls, load: async () => { calls.push(1); return { data, ok }; } };
};

describe('menu-data cache', () => {
  beforeEach(() => { localStorage.removeItem(KEY); clearMemoryCache(); });

  it('names entries by §9, with the site id for non-main sub-websites', () => {
    expect(cacheKey(CACHE_NAMES.allMarket, 0)).to.equal('all_market_v2');
    expect(cacheKey(CACHE_NAMES.menu, 182)).to.equal('menu_web_trade_v2_182');
    expect(Object.values(CACHE_NAMES)).to.have.members(['menu_web_trade_v2', 'header_menu_v2', 'all_market_v2', 'apiFutureContracts_v2',
      'options_data', 'preMarket_v2', 'pilot_market_data', 'alpha_market_data_v2', 'buy_crypto_fiat_setting_v2']);
  });

  it('validity rules (§5)', () => {
    expect(cacheRules.nonEmpty([])).to.be.false;
    expect(cacheRules.nonEmpty({})).to.be.false;
    expect(cacheRules.nonEmpty([1])).to.be.true;
    expect(cacheRules.preMarket({ list: [1] })).to.be.false;
    expect(cacheRules.preMarket({ pre_market: [1] })).to.be.true;
    const row = parseContract({ settle: 'usdt', name: 'BTC_USDT' });
    expect(cacheRules.futures({ CONTRACT_BTC: [], CONTRACT_USDT: [row] })).to.be.true;
    expect(cacheRules.futures({ CONTRACT_BTC: [], CONTRACT_USDT: [] })).to.be.false;
    expect(cacheRules.menu({ list: [{ code: 'spot' }] })).to.be.true;
    expect(cacheRules.menu({ list: [] })).to.be.false;
    expect(cacheRules.menu({ items: [1] })).to.be.false;
  });

  it('futures entries of another shape (another writer of the §9 key) are invalid', () => {
    const row = parseContract({ settle: 'usdt', name: 'BTC_USDT' })!;
    for (const data of [
      { CONTRACT_USDT: [row] }, // a list missing
      { CONTRACT_BTC: 'x', CONTRACT_USDT: [row] },
      { CONTRACT_BTC: [], CONTRACT_USDT: [row, null] },
      { CONTRACT_BTC: [], CONTRACT_USDT: [{ name: 'BTC_USDT', settle: 'usdt' }] },
      { CONTRACT_BTC: [], CONTRACT_USDT: [{ ...row, pair: 7 }] },
      { CONTRACT_BTC: [], CONTRACT_USDT: [{ ...row, categories: 'HOT' }] },
    ]) expect(cacheRules.futures(data), JSON.stringify(data)).to.be.false;
  });

  it('a fresh valid hit is served without fetching', async () => {
    writeEntry(KEY, { lang: 'en', time: 1000, data: [1, 2] });
    const l = loader([9]);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.nonEmpty, load: l.load, now: () => 2000 })).to.deep.equal([1, 2]);
    expect(l.calls).to.have.length(0);
  });

  it('an entry of another language is deleted and refetched', async () => {
    writeEntry(KEY, { lang: 'zh', time: 1000, data: [1] });
    const l = loader([7]);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.nonEmpty, load: l.load, now: () => 1001 })).to.deep.equal([7]);
    expect(l.calls).to.have.length(1);
    flushCacheWrites();
    clearMemoryCache();
    expect(readEntry(KEY)).to.deep.include({ lang: 'en', data: [7] });
  });

  it('an invalid (empty) entry is deleted; a failed fetch then gives the empty value', async () => {
    writeEntry(KEY, { lang: 'en', time: 1000, data: [] });
    const l = loader([] as number[], false);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.nonEmpty, load: l.load, now: () => 1001 })).to.deep.equal([]);
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('a stale entry is refetched; a failed or empty fetch falls back to it', async () => {
    writeEntry(KEY, { lang: 'en', time: 0, data: [1] });
    const failed = loader([] as number[], false);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.nonEmpty, load: failed.load, now: () => 120_000 })).to.deep.equal([1]);
    expect(failed.calls).to.have.length(1);
    const empty = loader([] as number[], true);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.nonEmpty, load: empty.load, now: () => 120_000 })).to.deep.equal([1]);
  });

  it('an empty remote menu answer keeps the cached menu (§4: an empty fetch falls back)', async () => {
    const cached = { list: [{ code: 'spot' }] };
    writeEntry(KEY, { lang: 'en', time: 0, data: cached });
    const empty = loader({ list: [] as unknown[] }, true);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.menu, load: empty.load, now: () => 120_000 })).to.deep.equal(cached);
    expect(readEntry(KEY)).to.deep.include({ data: cached });
  });

  it('writes localStorage in idle time, not in the task that got the data, and before the page goes away', async () => {
    writeEntry(KEY, { lang: 'en', time: 1, data: [1] });
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(readEntry(KEY)).to.deep.include({ data: [1] }); // the memory layer has it at once
    await waitUntil(() => localStorage.getItem(KEY), 'not written in idle time');
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.include({ data: [1] });
    writeEntry(KEY, { lang: 'en', time: 2, data: [2] });
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.include({ data: [2] });
  });

  it('survives corrupt storage', async () => {
    localStorage.setItem(KEY, '{not json');
    const l = loader([3]);
    expect(await cachedFetch({ key: KEY, lang: 'en', valid: cacheRules.nonEmpty, load: l.load })).to.deep.equal([3]);
  });
});
