import { expect } from '@open-wc/testing';
import { buildSearchIndex, rankKeyword, rankMarkets, type Rankable } from './rank';
import { marketSearcher, SLICE_ROWS } from './searcher';
import { buildFilterIndex, filterRows, fold, SEARCH_FIELDS, sortNewListed } from './search';
import { parseSpotRows } from './spot';
import { spotRows } from '../../testing/market-fixtures';
import type { PilotRow, PreMarketRow } from './types';

const market = (pair: string, name = ''): Rankable => {
  const [curr_a, curr_b] = pair.split('_');
  return { curr_a, curr_b, pair, name };
};
/** The fixed set, in the server's order: the ranking must not depend on it. */
const SET = [
  market('ETH_BTC', 'Ethereum'), market('WBTC_USDT', 'Wrapped Bitcoin'), market('BTCST_USDT', 'BTC Standard Hashrate Token'),
  market('BTC_USDC', 'Bitcoin'), market('SOL_USDT', 'Solana'), market('BTC_USDT', 'Bitcoin'), market('USDT_TRY', 'Tether'),
  market('ORDI_BTC', 'ORDI'), market('BCH_USDT', 'Bitcoin Cash'), market('HAJIMI_USDT', '哈基米'),
];
const pairs = (rows: readonly Rankable[]) => rows.map((r) => r.pair);
const rank = (keyword: string, limit?: number) => pairs(rankMarkets(buildSearchIndex(SET), keyword, limit));

describe('header market search ranking (§5)', () => {
  it('orders exact base, base starts-with, exact quote, base contains, quote contains, name/pair contains', () => {
    expect(rank('btc')).to.deep.equal([
      'BTC_USDC', 'BTC_USDT', // exact base, in list order
      'BTCST_USDT', // base starts with
      'ETH_BTC', 'ORDI_BTC', // exact quote
      'WBTC_USDT', // base contains
    ]);
    expect(rank('usd')).to.deep.equal([
      'USDT_TRY', // base starts with
      'WBTC_USDT', 'BTCST_USDT', 'BTC_USDC', 'SOL_USDT', 'BTC_USDT', 'BCH_USDT', 'HAJIMI_USDT', // quote contains
    ]);
    expect(rank('usdt')).to.deep.equal(['USDT_TRY', 'WBTC_USDT', 'BTCST_USDT', 'SOL_USDT', 'BTC_USDT', 'BCH_USDT', 'HAJIMI_USDT']);
    expect(rank('bitcoin')).to.deep.equal(['WBTC_USDT', 'BTC_USDC', 'BTC_USDT', 'BCH_USDT']); // name contains
  });

  it('is trimmed and case-insensitive; an empty keyword gives nothing (the normal list shows)', () => {
    expect(rank('  BtC ')).to.deep.equal(rank('btc'));
    expect(rank('   ')).to.deep.equal([]);
  });

  it('matches the pair with the underscore removed, also when typed with one', () => {
    expect(rank('btcusdt')).to.deep.equal(['WBTC_USDT', 'BTC_USDT']);
    expect(rank('BTC_USDT')).to.deep.equal(['WBTC_USDT', 'BTC_USDT']);
    expect(rank('btc/usdc')).to.deep.equal(['BTC_USDC']);
  });

  it('the one-token alias: xbt searches as btc', () => {
    expect(rankKeyword(' XBT ')).to.equal('btc');
    expect(rank('xbt')).to.deep.equal(rank('btc'));
  });

  it('a keyword named like an Object member is searched as typed, never as the member', () => {
    for (const kw of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty']) {
      // compared as text: a failing expect holding an Object member itself never reports (the runner cannot send it)
      expect(String(rankKeyword(kw)), kw).to.equal(kw.toLowerCase());
      expect(rank(kw), kw).to.deep.equal([]);
    }
  });

  it('finds CJK names and treats regex characters literally', () => {
    expect(rank('哈基')).to.deep.equal(['HAJIMI_USDT']);
    for (const special of ['.', '.*', '(', '[', '\\', '$', '^b', 'b|e', '+']) expect(rank(special), special).to.deep.equal([]);
  });

  it('stops at the limit, best first', () => {
    expect(rank('btc', 3)).to.deep.equal(['BTC_USDC', 'BTC_USDT', 'BTCST_USDT']);
    expect(rank('btc', 0)).to.deep.equal([]);
  });
});

describe('market-list search boxes (§5)', () => {
  const spot = parseSpotRows(spotRows(300));
  const filter = (keyword: string) => filterRows(buildFilterIndex(spot, SEARCH_FIELDS.spot), keyword).map((r) => r.pair);

  it('keywords are trimmed and folded', () => {
    expect(fold('BTC_USDT')).to.equal('btcusdt');
    expect(fold('Btc/Usdt')).to.equal('btcusdt');
  });

  it('filters by pair with the underscore removed, in list order; empty shows the list', () => {
    expect(filter('ethbtc')).to.deep.equal(['ETH_BTC']);
    expect(filter(' ETH_btc ')).to.deep.equal(['ETH_BTC']);
    expect(filter('')).to.have.length(300);
    const usdc = filter('usdc');
    expect(usdc.length).to.be.greaterThan(3);
    expect(usdc).to.deep.equal(spot.filter((r) => r.pair.replace('_', '').toLowerCase().includes('usdc')).map((r) => r.pair));
  });

  it('does not match the name in the dropdowns, and escapes regex characters', () => {
    expect(filter('bitcoin')).to.deep.equal([]);
    for (const special of ['.', '*', '(', ')', '[', '?', '\\', '|']) expect(filter(special), special).to.deep.equal([]);
  });

  it('launchpad by show_pair or address; pre-market by market or currency', () => {
    const pilot = [{ show_pair: 'MOODENG/USDT', address: 'ED5nyyWEzpPPiWimP8vYm7sD7TD3LAt3Q3gRTWHzPJBY' }, { show_pair: '修仙/USDT', address: '0xabc' }] as PilotRow[];
    const byPilot = (kw: string) => filterRows(buildFilterIndex(pilot, SEARCH_FIELDS.pilot), kw).map((r) => r.show_pair);
    expect(byPilot('moodeng/')).to.deep.equal(['MOODENG/USDT']);
    expect(byPilot('pjby')).to.deep.equal(['MOODENG/USDT']);
    expect(byPilot('修仙')).to.deep.equal(['修仙/USDT']);
    expect(byPilot('0XABC')).to.deep.equal(['修仙/USDT']);
    const pre = [{ currency: 'MEGA', market: 'MEGA_USDT', full_name: 'MegaETH', tags: [] }, { currency: '龙币', market: '龙币_USDT', full_name: '', tags: [] }] as PreMarketRow[];
    const byPre = (kw: string) => filterRows(buildFilterIndex(pre, SEARCH_FIELDS['pre-market']), kw).map((r) => r.currency);
    expect(byPre('megausdt')).to.deep.equal(['MEGA']);
    expect(byPre('龙')).to.deep.equal(['龙币']);
    expect(byPre('megaeth')).to.deep.equal([]);
  });

  it('the searcher ranks spot, futures and options in the header panel and filters elsewhere', () => {
    const rows = parseSpotRows([['WBTC_USDT', 'Wrapped Bitcoin'], ['BTC_USDT', 'Bitcoin']]);
    expect(marketSearcher('spot', rows, true).search('btc').map((r) => (r as Rankable).pair)).to.deep.equal(['BTC_USDT', 'WBTC_USDT']);
    expect(marketSearcher('spot', rows, false).search('btc').map((r) => (r as Rankable).pair)).to.deep.equal(['WBTC_USDT', 'BTC_USDT']);
    expect(marketSearcher('spot', rows, true).search(' ')).to.equal(rows);
  });

  it('the searcher builds its index a slice at a time, and a search finishes it', () => {
    const rows = parseSpotRows(spotRows(SLICE_ROWS * 2 + 1));
    for (const ranked of [true, false]) {
      const sliced = marketSearcher('spot', rows, ranked);
      expect(sliced.prepare(() => false)).to.be.false;
      expect(sliced.prepare(() => false)).to.be.false;
      expect(sliced.prepare(() => false)).to.be.true;
      const half = marketSearcher('spot', rows, ranked);
      half.prepare(() => false);
      expect(half.search('btc')).to.deep.equal(marketSearcher('spot', rows, ranked).search('btc'));
      expect(half.prepare(() => false)).to.be.true;
    }
  });
});

describe('NEWLISTED sort (§5)', () => {
  it('puts future opening times first, by time, then the rest in their order', () => {
    const now = 1000;
    const rows = [{ id: 'a', opening_time: 500 }, { id: 'b', opening_time: 3000 }, { id: 'c', opening_time: 1000 },
      { id: 'd', opening_time: 2000 }, { id: 'e', opening_time: 0 }, { id: 'f', opening_time: 2000 }];
    expect(sortNewListed(rows, now).map((r) => r.id)).to.deep.equal(['d', 'f', 'b', 'a', 'c', 'e']);
    expect(rows.map((r) => r.id).join('')).to.equal('abcdef'); // the input is left alone
  });
});
