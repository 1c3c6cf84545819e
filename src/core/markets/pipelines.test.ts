import { expect } from '@open-wc/testing';
import { ENDPOINTS } from '../api/endpoints';
import { CONTRACT_BTC, CONTRACT_USDT, deliveryRows, futuresFromAnswer, groupContracts, iconsByBase, parseContract } from './contracts';
import { groupByCategory, rowsIn, splitList } from './group';
import { groupSpots, parseSpotRow, parseSpotRows, splitPair } from './spot';
import { categoryOf, DEFAULT_CATEGORY, dropdownMainTabs, marketOfMenu, parseTabMenus, searchMainTabs } from './tabs';
import { alphaCurrencies, commonTabs, deliveryContracts, futuresContracts, optionsUnderlyings, pilotMarkets, preMarket, spotRows } from '../../testing/market-fixtures';
import { alphaFallbackPath, alphaPath, alphaRows, alphaSymbol, optionsRows, pilotData, preMarketRows } from './web3';

/** Names that a plain object answers with a member of its own prototype. */
const OBJECT_MEMBERS = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];
const RAW = ['BTC_USDT', 'Bitcoin', '-1.25', '91250', '123456.7', 10, 1, 'ALL,USDT,HOT', '92405', 1700000000, 5, 0, '/i/btc.svg'];

describe('spot pipeline (§3)', () => {
  it('turns the ordered raw array into a display row with every derived field', () => {
    expect(parseSpotRow(RAW)).to.deep.equal({
      curr_a: 'BTC', curr_b: 'USDT', pair: 'BTC_USDT', name: 'Bitcoin', full_name: 'Bitcoin',
      rate: '91250', p_rate: '92405', rate_percent: '-1.25', vol_b: '123456.7', multiple: 10, enable_credit: true,
      symbol: 'BTC/USDT', trend: 'down', opening_time: 1700000000, cross_multiple: 5, isST: false, icon: '/i/btc.svg',
      categories: ['ALL', 'USDT', 'HOT'],
    });
  });

  it('trend is up when the percent is 0 or more, down below', () => {
    const withPercent = (p: string) => parseSpotRow(RAW.map((v, i) => (i === 2 ? p : v)))!.trend;
    expect([withPercent('0'), withPercent('0.00'), withPercent('3.1'), withPercent('-0.01')]).to.deep.equal(['up', 'up', 'up', 'down']);
  });

  it('reads the ST flag and keeps CJK names', () => {
    const row = parseSpotRow(['币安人生_USDT', '币安人生', '1', '0.12', '1', 0, 0, 'ALL,USDT', '0.1', 1, 0, 1, ''])!;
    expect([row.curr_a, row.name, row.isST, row.enable_credit]).to.deep.equal(['币安人生', '币安人生', true, false]);
  });

  it('skips rows that are not arrays or have no pair', () => {
    expect(parseSpotRows([RAW, null, {}, [], ['', 'x'], 'BTC_USDT'])).to.have.length(1);
  });

  it('splits only at the first underscore', () => {
    expect(splitPair('BTC_USDT_20261127')).to.deep.equal(['BTC', 'USDT_20261127']);
    expect(splitPair('BTC')).to.deep.equal(['BTC', '']);
  });

  it('groups by category: ALL holds every row once, each category its rows in order', () => {
    const rows = spotRows(400);
    const groups = groupSpots(rows);
    expect(groups.ALL).to.have.length(400);
    expect(groups.HOT.length).to.be.greaterThan(0);
    expect(groups.HOT.every((r) => r.categories.includes('HOT'))).to.be.true;
    expect(groups.USDT.every((r) => r.curr_b === 'USDT')).to.be.true;
    expect(groupSpots(rows)).to.equal(groups); // one answer is parsed once
  });

  it('puts a row under ALL even when its list lacks ALL, and once only', () => {
    const groups = groupByCategory([{ categories: ['USDT', 'USDT'] }, { categories: ['ALL'] }]);
    expect(groups.ALL).to.have.length(2);
    expect(groups.USDT).to.have.length(1);
    expect(splitList(' ALL, USDT,,HOT ')).to.deep.equal(['ALL', 'USDT', 'HOT']);
  });

  it('a category named like an Object member is one more group, and a missing one lists nothing', () => {
    const raw = RAW.map((v, i) => (i === 7 ? `USDT,${OBJECT_MEMBERS.join(',')}` : v));
    const groups = groupSpots([raw]);
    expect(groups.ALL).to.have.length(1);
    for (const name of OBJECT_MEMBERS) {
      expect(groups[name], name).to.deep.equal(groups.ALL);
      expect(rowsIn(groupSpots([RAW]), name), name).to.deep.equal([]);
    }
  });
});

describe('futures and delivery pipelines (§3)', () => {
  it('derives curr_a, curr_b, link, categories, full_name and isST', () => {
    expect(parseContract({ settle: 'usdt', name: 'ETH_USDT', coin_name: 'Ethereum', categories: 'CONTRACT_USDT,HOT', is_tag_st: 1, icon: '/e.svg' })).to.deep.equal({
      curr_a: 'ETH', curr_b: 'USDT', pair: 'ETH_USDT', name: 'ETH_USDT', full_name: 'Ethereum', link: '/futures/USDT/ETH_USDT',
      icon: '/e.svg', isST: true, categories: ['CONTRACT_USDT', 'HOT'], settle: 'usdt',
    });
    expect(parseContract({ settle: 'btc', name: 'BTC_USD' })!.link).to.equal('/futures/BTC/BTC_USD');
  });

  it('groups the mock contracts into CONTRACT_BTC and CONTRACT_USDT by settle', () => {
    const groups = groupContracts(futuresContracts());
    expect(groups[CONTRACT_USDT]).to.have.length(630);
    expect(groups[CONTRACT_BTC]).to.have.length(30);
    expect(groups[CONTRACT_BTC].every((r) => r.settle === 'btc' && r.curr_b === 'USD')).to.be.true;
  });

  it('skips a contract whose settle names an Object member', () => {
    const groups = groupContracts([...OBJECT_MEMBERS.map((settle) => ({ settle, name: 'X_USDT' })), { settle: 'usdt', name: 'BTC_USDT' }]);
    expect(groups[CONTRACT_USDT].map((r) => r.name)).to.deep.equal(['BTC_USDT']);
    expect(groups[CONTRACT_BTC]).to.deep.equal([]);
  });

  it('counts the call only with code 200 and a data array (§7)', () => {
    const data = futuresContracts().slice(0, 3);
    expect(futuresFromAnswer({ ok: true, data })[CONTRACT_USDT]).to.have.length(3);
    for (const answer of [{ ok: false, data }, { ok: true, data: {} }, { ok: true, data: null }]) {
      expect(futuresFromAnswer(answer)).to.deep.equal({ [CONTRACT_BTC]: [], [CONTRACT_USDT]: [] });
    }
  });

  it('turns delivery contracts into rows with icon, link and pair', () => {
    const icons = iconsByBase(groupContracts(futuresContracts()));
    const rows = deliveryRows(deliveryContracts(), icons);
    expect(rows).to.have.length(10);
    expect(rows[0]).to.include({ curr_a: 'BTC', curr_b: 'USDT', pair: 'BTC_USDT_20261127', link: '/futures-delivery/USDT/BTC_USDT_20261127' });
    expect(rows[0].icon).to.equal(icons.get('BTC'));
    expect(rows[0].icon).to.match(/BTC/);
    expect(deliveryRows([{ name: 'X_USDT_1', underlying: 'X_USDT' }])[0].icon).to.equal('');
  });
});

describe('options, pilot, pre-market and Alpha pipelines (§3)', () => {
  it('options underlyings become rows; the pair may contain an underscore', () => {
    const rows = optionsRows(optionsUnderlyings());
    expect(rows[0]).to.deep.include({ pair: 'BTC_USDT', curr_a: 'BTC', curr_b: 'USDT' });
    expect(optionsRows([{ name: 'ETH', icon_url_64: '/e' }, { icon_url_64: 'x' }])).to.deep.equal([{ pair: 'ETH', curr_a: 'ETH', curr_b: '', icon: '/e' }]);
  });

  it('pilot rows are grouped by their comma-separated cate, the first row kept', () => {
    const list = pilotMarkets();
    const { groups, firstData } = pilotData(list);
    expect(firstData!.show_pair).to.equal(list[0].show_pair);
    expect(groups.ALL).to.have.length(list.length);
    const memes = list.filter((r) => r.cate.split(',').includes('meme'));
    expect(groups.meme.map((r) => r.address)).to.deep.equal(memes.map((r) => r.address));
    expect(pilotData([]).firstData).to.equal(null);
  });

  it('a pilot cate named like an Object member is one more group', () => {
    const { groups } = pilotData([{ show_pair: 'X/USDT', cate: OBJECT_MEMBERS.join(',') }]);
    for (const name of OBJECT_MEMBERS) expect(groups[name].map((r) => r.show_pair), name).to.deep.equal(['X/USDT']);
  });

  it('pre-market rows sit under pre_market, with hot/new tags', () => {
    const list = preMarket();
    const rows = preMarketRows({ pre_market: list, total: list.length });
    expect(rows).to.have.length(list.length);
    expect(rows[0]).to.deep.include({ currency: 'MEGA', market: 'MEGA_USDT', full_name: 'MegaETH' });
    expect(rows.some((r) => r.tags.includes('hot'))).to.be.true;
    expect(preMarketRows({ list } as never)).to.deep.equal([]);
  });

  it('the pre-market answer: rows as data.list (§7) or under pre_market (§3), kept under pre_market', () => {
    const list = preMarket();
    const { accept } = ENDPOINTS.preMarket;
    expect(accept({ list, total: 9 })).to.deep.equal({ pre_market: list, total: 9 });
    expect(accept({ pre_market: list })).to.deep.equal({ pre_market: list, total: list.length });
    expect(accept({ list: [list[0]], pre_market: list })!.pre_market).to.have.length(1);
    expect(accept({ list: [], pre_market: list })!.pre_market).to.have.length(list.length);
    expect(accept({ list: [] })).to.deep.equal({ pre_market: [], total: 0 });
    expect(accept({ rows: list })).to.equal(undefined);
    expect(preMarketRows(accept({ list }))).to.have.length(list.length);
  });

  it('Alpha rows and the symbol-to-path lookup, with its fallback (§8)', () => {
    const rows = alphaRows(alphaCurrencies({ limit: 5 }));
    expect(rows).to.have.length(5);
    const row = rows[0];
    expect(alphaSymbol(row)).to.equal(row.pair.split('_')[0]);
    expect(alphaPath(row, { path_symbol_pairs: [{ path: 'bsc-x-0xabc' }] })).to.equal('/alpha/bsc-x-0xabc');
    expect(alphaPath(row, { path_symbol_pairs: [] })).to.equal(`/alpha/${row.chain}-${row.address}`);
    expect(alphaPath(row, { path_symbol_pairs: [{ path: '../../evil?x' }] })).to.equal(alphaFallbackPath(row));
  });
});

describe('tab menus (§3)', () => {
  const menus = parseTabMenus(commonTabs());

  it('reads every market menu with its sub entries', () => {
    expect(Object.keys(menus)).to.deep.equal(['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX']);
    expect(dropdownMainTabs(menus, 'spot').map((t) => t.market)).to.deep.equal(['ALL', 'USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR', 'HOT', 'NEWLISTED']);
    expect(dropdownMainTabs(menus, 'futures').map((t) => t.market)).to.deep.equal(['CONTRACT_USDT', 'CONTRACT_BTC', 'DELIVERY']);
    expect(dropdownMainTabs(menus, 'pre-market')).to.deep.equal([]);
    expect(searchMainTabs(menus).map((t) => marketOfMenu(t.market))).to.deep.equal(['spot', 'futures', 'pilot', 'options', 'memebox']);
  });

  it('leaves out malformed entries and keeps the market as a missing title', () => {
    const parsed = parseTabMenus({ SPOT: { market: 'SPOT', sub: [{ market: 'ALL' }, { title: 'no market' }, null] }, CONTRACT: 'x', PILOT: { title: 'x' } });
    expect(parsed).to.deep.equal({ SPOT: { market: 'SPOT', title: 'SPOT', sub: [{ market: 'ALL', title: 'ALL', sub: [] }] } });
    expect(parseTabMenus(null)).to.deep.equal({});
  });

  it('the category is the deepest chosen tab, else the market default', () => {
    const [all, usdt] = dropdownMainTabs(menus, 'spot');
    expect(categoryOf(usdt, undefined, 'ALL')).to.equal('USDT');
    expect(categoryOf(all, { market: 'X', title: '', sub: [] }, 'ALL')).to.equal('X');
    expect(categoryOf(undefined, undefined, DEFAULT_CATEGORY.futures)).to.equal('CONTRACT_USDT');
  });
});
