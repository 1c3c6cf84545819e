// The mock's answer to every call of spec §7, keyed by path (data shapes: DESIGN §2).
import * as fixtures from './fixtures.mjs';

/**
 * @typedef {{ query: URLSearchParams, body: any, state: { read: Set<string> } }} Context
 * @typedef {{ method: 'GET' | 'POST', empty: 'list' | 'object', answer: (ctx: Context) => unknown }} Route
 */

/** Computes a fixed fixture once, on first use. */
function once(make) {
  let value;
  return () => (value ??= make());
}
const spots = once(() => fixtures.spotRows());
const futures = once(() => fixtures.futuresContracts());

/** A positive integer query value, or the fallback. */
function positive(value, fallback) {
  const number = Number.parseInt(value ?? '', 10);
  return number >= 1 ? number : fallback;
}
const langOf = (query) => query.get('language') ?? query.get('lang') ?? 'en';

/** @returns {Route} */
const get = (empty, answer) => ({ method: 'GET', empty, answer });
/** @returns {Route} */
const post = (empty, answer) => ({ method: 'POST', empty, answer });
const done = () => ({});

/** @type {Map<string, Route>} */
export const ROUTES = new Map([
  ['/apiw/v2/herald/renew/tab', get('list', ({ query, state }) => fixtures.heraldTabs(langOf(query), state.read))],
  ['/apiw/v2/herald/renew/record', get('object', ({ query, state }) => fixtures.heraldRecords({
    code: query.get('code') ?? '',
    page: positive(query.get('page'), 1),
    size: positive(query.get('size'), 10), // default page size 10 (spec §9)
    lang: langOf(query),
    read: state.read,
  }))],
  ['/apiw/v2/herald/msg/read', post('object', ({ body, state }) => {
    const type = body?.msg_type;
    for (const code of type ? [type] : fixtures.HERALD_CODES) state.read.add(code); // no msg_type: mark every type read
    return {};
  })],
  ['/apiw/v2/herald/msg/unread/num', get('object', ({ state }) => fixtures.heraldUnreadNum(state.read))],
  ['/api/web/v1/site/buyCryptoFiatList', get('object', fixtures.fiatList)],
  ['/api/web/v1/site/currFiatMarketRates', get('object', fixtures.fiatRates)],
  ['/apiweb/v1/spot/cross_margin/info', get('object', fixtures.crossMarginInfo)],
  ['/api/web/v1/site/headerMenuListV2', get('object', ({ query }) => fixtures.headerMenuList(langOf(query)))],
  ['/api/web/v1/site/fullsiteBulletin', get('object', fixtures.bulletin)],
  ['/apiw/v2/common/tabs', get('object', fixtures.commonTabs)],
  ['/apiw/v2/market/spots', get('list', spots)],
  ['/apiw/v2/market/futures', get('list', futures)],
  ['/apiw/v2/unified/account_mode', get('object', fixtures.accountMode)],
  ['/apiw/v2/pre-market/service/currencies/simple-info', get('object', ({ query }) => {
    const rows = fixtures.preMarket();
    const limit = positive(query.get('limit'), 100);
    const page = positive(query.get('page'), 1);
    const list = rows.slice((page - 1) * limit, page * limit);
    return { list, pre_market: list, total: rows.length };
  })],
  ['/apiw/v2/pilot/markets', get('list', fixtures.pilotMarkets)],
  ['/apiw/v2/options/underlying', get('list', fixtures.optionsUnderlyings)],
  ['/apiw/v2/alpha/currencies', get('list', ({ query }) => fixtures.alphaCurrencies({
    chain: query.get('chain') ?? '',
    page: positive(query.get('page'), 1),
    limit: positive(query.get('limit'), 100),
  }))],
  ['/apiw/v2/alpha/markets_by_keywords', get('list', ({ query }) => fixtures.alphaSearch(query.get('keywords') ?? ''))],
  ['/apiw/v2/delivery/usdt/contracts', get('list', fixtures.deliveryContracts)],
  ['/api/web/v1/web3-trade-interface/memebox/symbol_to_path', post('object', ({ body }) => fixtures.memeboxPath(String(body?.symbols?.[0] ?? '')))],
  ['/logout', get('object', done)],
  ['/api/web/v1/usercenter/logout', post('object', done)],
  ['/api/web/v1/usercenter/logoutAll', post('object', done)],
  ['/api/web/v1/usercenter/get_user_tag', get('object', fixtures.userTag)],
  ['/api/web/v1/rewards/bubble', get('object', fixtures.rewardsBubble)],
]);
