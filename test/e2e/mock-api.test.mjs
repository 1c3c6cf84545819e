// End-to-end checks of the demo server and its mock API (DESIGN §2 answer shapes, spec §7 calls).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/server.mjs';
import { spotRows, BASE_TIME } from '../../demo/mock/fixtures.mjs';

const CSRF = { cookie: 'csrftoken=t0k3n', csrftoken: 't0k3n' };
const SECRET = 'do-not-serve-me';
let base;
let root;
let close;

before(async () => {
  // A throw-away repository root, so static checks don't depend on pages written by others.
  root = await mkdtemp(join(tmpdir(), 'mock-api-'));
  await mkdir(join(root, 'demo', 'pages'), { recursive: true });
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'demo', 'pages', 'index.html'), '<!doctype html><title>index</title>');
  await writeFile(join(root, 'demo', 'pages', 'strict.csp.html'), '<!doctype html><title>strict</title>');
  await writeFile(join(root, 'dist', 'app.js'), 'export {};');
  await writeFile(join(root, 'package.json'), JSON.stringify({ secret: SECRET }));
  ({ url: base, close } = await startServer({ port: 0, root }));
});

after(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
});

/** GET or POST and parse the JSON answer. */
async function call(path, init = {}) {
  const res = await fetch(base + path, init);
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** The `data` of a successful answer. */
async function data(path, init) {
  const { status, json, headers } = await call(path, init);
  assert.equal(status, 200, path);
  assert.match(headers.get('content-type'), /^application\/json; charset=utf-8/);
  assert.equal(headers.get('cache-control'), 'no-store');
  assert.equal(json.code, 200, path);
  assert.equal(json.message, 'success');
  return json.data;
}

/** A request whose path is sent byte for byte (fetch would normalise `..`). */
function rawGet(path) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    }).on('error', reject).end();
  });
}

const form = (fields) => ({
  method: 'POST',
  headers: { ...CSRF, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const json = (value) => ({ method: 'POST', headers: { ...CSRF, 'content-type': 'application/json' }, body: JSON.stringify(value) });
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const keysOf = (value) => Object.keys(value).sort();
const everyRow = (list, keys) => {
  assert.ok(Array.isArray(list) && list.length > 0);
  for (const row of list) assert.deepEqual(keysOf(row), [...keys].sort());
};

const TAB_KEYS = ['code', 'name', 'unread_num', 'is_show', 'content'];
const MESSAGE_KEYS = ['type', 'title', 'content', 'isread', 'send_timest', 'extras'];

/** Every GET call of spec §7 with the spec's query, and a check of its DESIGN §2 `data` shape. */
const GET_CALLS = {
  '/apiw/v2/herald/renew/tab?language=en': (d) => everyRow(d, TAB_KEYS),
  '/apiw/v2/herald/renew/record?page=1&size=20&code=announce&language=en&now=1795305600': (d) => {
    assert.deepEqual(keysOf(d), ['list', 'page', 'size', 'total', 'unread_num']);
    assert.equal(d.list.length, 20);
    everyRow(d.list, MESSAGE_KEYS);
    assert.equal(typeof d.list[0].extras.mid, 'string');
  },
  '/apiw/v2/herald/msg/unread/num': (d) => assert.ok(isObject(d) && Object.values(d).every(Number.isInteger)),
  '/api/web/v1/site/buyCryptoFiatList': (d) => everyRow(d.list, ['fiat']),
  '/api/web/v1/site/currFiatMarketRates': (d) => assert.ok(isObject(d) && d.USD === 1 && typeof d.EUR === 'number'),
  '/apiweb/v1/spot/cross_margin/info': (d) => assert.deepEqual(keysOf(d), ['crossMarginUid', 'userSpotBalance', 'userTier']),
  '/api/web/v1/site/headerMenuListV2?lang=en': (d) => {
    assert.ok(Array.isArray(d.list) && d.list.length > 0);
    const all = d.list.flatMap((item) => [item, ...item.children]);
    assert.ok(all.some((item) => item.jump_url === 'javascript:alert(1)'));
    assert.ok(all.some((item) => item.platform_type === 3));
    assert.deepEqual([...new Set(all.flatMap((item) => item.tags.map((tag) => tag.type)))].sort(), [1, 2, 3, 4, 5]);
  },
  '/api/web/v1/site/fullsiteBulletin': (d) => assert.deepEqual(keysOf(d), ['content', 'content_id', 'link']),
  '/apiw/v2/common/tabs?area=web_trade': (d) => {
    assert.deepEqual(keysOf(d), ['CONTRACT', 'MEMEBOX', 'OPTIONS', 'PILOT', 'SPOT']);
    for (const menu of Object.values(d)) {
      assert.deepEqual(keysOf(menu), ['market', 'sub', 'title']);
      everyRow(menu.sub, ['market', 'title', 'sub']);
    }
    assert.deepEqual(d.CONTRACT.sub.map((sub) => sub.market), ['CONTRACT_USDT', 'CONTRACT_BTC', 'DELIVERY']);
  },
  '/apiw/v2/market/spots?exchange_type=ALL&timezone=': (d) => assert.ok(d.every((row) => Array.isArray(row) && row.length === 13)),
  '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=': (d) => everyRow(d, ['settle', 'name', 'coin_name', 'categories', 'is_tag_st', 'icon']),
  '/apiw/v2/unified/account_mode': (d) => assert.ok(['classic', 'single_currency', 'multi_currency'].includes(d.mode) && isObject(d.settings)),
  '/apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1': (d) => {
    assert.deepEqual(keysOf(d), ['list', 'pre_market', 'total']);
    everyRow(d.list, ['currency', 'market', 'full_name', 'tags']);
    assert.deepEqual(d.pre_market, d.list);
  },
  '/apiw/v2/pilot/markets?exchange_type=PILOT_ALL&timezone=': (d) =>
    everyRow(d, ['name', 'address', 'show_pair', 'icon', 'chain_icon', 'seo_path', 'is_hot', 'cate']),
  '/apiw/v2/options/underlying': (d) => everyRow(d, ['name', 'icon_url_64']),
  '/apiw/v2/alpha/currencies?tab=ALPHA_ALLCHAIN&timezone=&page=1&limit=100': (d) => {
    everyRow(d, ['address', 'show_pair', 'icon', 'chain_icon', 'chain', 'pair']);
    assert.equal(d.length, 100);
  },
  '/apiw/v2/alpha/markets_by_keywords?keywords=pepe': (d) => {
    everyRow(d, ['address', 'show_pair', 'icon', 'chain_icon', 'chain', 'pair']);
    assert.ok(d.every((row) => `${row.show_pair}${row.pair}${row.address}`.toLowerCase().includes('pepe')));
  },
  '/apiw/v2/delivery/usdt/contracts': (d) => everyRow(d, ['underlying', 'name', 'full_name', 'is_tag_st']),
  '/logout': (d) => assert.ok(isObject(d)),
  '/api/web/v1/usercenter/get_user_tag': (d) => assert.ok(isObject(d)),
  '/api/web/v1/rewards/bubble': (d) => assert.deepEqual(d, { bubble: 'Up to 20 USDT' }),
};

test('every GET call of spec §7 answers code 200 with its DESIGN §2 shape', async (t) => {
  for (const [path, check] of Object.entries(GET_CALLS)) {
    await t.test(path, async () => check(await data(path)));
  }
});

test('POST calls answer with CSRF and are refused without it', async () => {
  assert.deepEqual(await data('/apiw/v2/herald/msg/read', form({ msg_type: 'trade' })), {});
  assert.deepEqual(await data('/api/web/v1/usercenter/logout', form({})), {});
  assert.deepEqual(await data('/api/web/v1/usercenter/logoutAll', form({})), {});
  const memebox = await data('/api/web/v1/web3-trade-interface/memebox/symbol_to_path', json({ symbols: ['WIF_USDT'] }));
  assert.match(memebox.path, /^sol-wif-/);
  assert.deepEqual(memebox.path_symbol_pairs, [{ symbol: 'WIF_USDT', path: memebox.path }]);

  const noToken = await call('/apiw/v2/herald/msg/read', { method: 'POST', body: '' });
  assert.equal(noToken.status, 403);
  assert.deepEqual(noToken.json, { code: 403, message: 'csrf', data: null });
  const mismatch = await call('/apiw/v2/herald/msg/read', { method: 'POST', headers: { cookie: 'csrftoken=a', csrftoken: 'b' } });
  assert.equal(mismatch.status, 403);
});

test('reading a reminder type clears its unread count until reset', async () => {
  await call('/__mock/reset', { method: 'POST' });
  assert.equal((await data('/apiw/v2/herald/msg/unread/num')).announce, 128);
  await data('/apiw/v2/herald/msg/read', json({ msg_type: 'announce' }));
  assert.equal((await data('/apiw/v2/herald/msg/unread/num')).announce, 0);
  const tabs = await data('/apiw/v2/herald/renew/tab?language=zh');
  assert.equal(tabs.find((tab) => tab.code === 'announce').unread_num, 0);
  assert.equal(tabs.find((tab) => tab.code === 'announce').name, '公告');
  await data('/apiw/v2/herald/msg/read', form({}));
  assert.ok(Object.values(await data('/apiw/v2/herald/msg/unread/num')).every((count) => count === 0));
  await call('/__mock/reset', { method: 'POST' });
  assert.equal((await data('/apiw/v2/herald/msg/unread/num')).activity, 7);
});

test('fixture sizes and well-known rows', async () => {
  const spots = await data('/apiw/v2/market/spots');
  assert.ok(spots.length >= 2400 && spots.length <= 2600, `spots: ${spots.length}`);
  const pairs = new Set(spots.map((row) => row[0]));
  assert.equal(pairs.size, spots.length);
  for (const pair of ['BTC_USDT', 'BTC_USDC', 'BTCST_USDT', 'ETH_BTC', 'WBTC_USDT', 'BTC_TRY', 'BTC_SGD', 'BTC_JPY', 'BTC_AED']) {
    assert.ok(pairs.has(pair), pair);
  }
  assert.ok(spots.some((row) => /[\u4e00-\u9fff]/.test(row[1])), 'a CJK name');
  assert.ok(spots.some((row) => row[1].length >= 60), 'a 60+ character name');
  assert.ok(spots.some((row) => row[11] === 1), 'an ST row');
  assert.ok(spots.some((row) => row[7].includes('NEWLISTED') && row[9] > BASE_TIME), 'a listing in the future');

  const futures = await data('/apiw/v2/market/futures');
  const usdt = futures.filter((row) => row.settle === 'usdt').length;
  assert.ok(usdt >= 600 && usdt <= 660, `usdt futures: ${usdt}`);
  assert.ok(futures.filter((row) => row.settle === 'btc').length >= 20);
  assert.equal((await data('/apiw/v2/delivery/usdt/contracts')).length, 10);
  assert.equal((await data('/apiw/v2/options/underlying')).length, 6);
  assert.equal((await data('/apiw/v2/pilot/markets')).length, 120);
  assert.equal((await data('/apiw/v2/alpha/currencies?limit=1000')).length, 300);
  const solana = await data('/apiw/v2/alpha/currencies?chain=sol&limit=1000');
  assert.ok(solana.length > 0 && solana.every((row) => row.chain === 'sol'));
  assert.equal((await data('/apiw/v2/herald/renew/record?code=activity&page=3&size=20')).list.length, 5);
  assert.equal((await data('/apiw/v2/herald/renew/record?code=system')).total, 0);
});

test('answers are deterministic', async () => {
  const paths = ['/apiw/v2/market/spots', '/apiw/v2/market/futures', '/apiw/v2/pilot/markets', '/apiw/v2/alpha/currencies',
    '/apiw/v2/herald/renew/record?code=post', '/api/web/v1/site/headerMenuListV2?lang=zh'];
  for (const path of paths) {
    assert.deepEqual(await data(path), await data(path), path);
  }
  const big = spotRows(10_000);
  assert.equal(new Set(big.map((row) => row[0])).size, 10_000);
  assert.deepEqual(big.slice(0, 2500), await data('/apiw/v2/market/spots'));
});

test('a spot raw row follows the spec §3 order and types', async () => {
  const btc = (await data('/apiw/v2/market/spots')).find((row) => row[0] === 'BTC_USDT');
  const [pair, name, percent, rate, volume, multiple, credit, categories, prevRate, openingTime, crossMultiple, st, icon] = btc;
  assert.equal(pair, 'BTC_USDT');
  assert.equal(name, 'Bitcoin');
  for (const decimal of [percent, rate, volume, prevRate]) assert.match(decimal, /^-?\d+(\.\d+)?$/);
  assert.ok(Number.isInteger(multiple) && [0, 1].includes(credit) && Number.isInteger(crossMultiple) && [0, 1].includes(st));
  assert.deepEqual(categories.split(',').slice(0, 2), ['ALL', 'USDT']);
  assert.ok(Number.isInteger(openingTime) && openingTime < BASE_TIME);
  assert.equal(icon, '/__mock/icon/BTC.svg');
});

test('pre-market rows sit under list and pre_market, paged by limit and page', async () => {
  const page = await data('/apiw/v2/pre-market/service/currencies/simple-info?limit=15&page=3');
  assert.equal(page.total, 40);
  assert.equal(page.list.length, 10);
  assert.deepEqual(page.pre_market, page.list);
});

test('/__fault/{kind} prefixes', async () => {
  const path = '/apiw/v2/herald/renew/tab';
  const error = await call(`/__fault/500${path}`);
  assert.equal(error.status, 500);
  assert.match(error.headers.get('content-type'), /text\/html/);
  const garbage = await call(`/__fault/garbage${path}`);
  assert.equal(garbage.status, 200);
  assert.equal(garbage.json, undefined);
  assert.deepEqual(await data(`/__fault/empty${path}`), []);
  assert.deepEqual(await data('/__fault/empty/apiw/v2/common/tabs'), {});
  assert.equal(await data(`/__fault/shape${path}`), 'oops');
  assert.equal(await data(`/__fault/null${path}`), null);
  const busy = await call(`/__fault/code${path}`);
  assert.equal(busy.status, 200);
  assert.deepEqual(busy.json, { code: 500, message: 'server busy', data: null });
  assert.equal((await call('/__fault/500/api/nothing-here')).status, 404);
});

test('/__fault/{kind}:{path part} fails only the paths that contain the part', async () => {
  const limited = `/__fault/500:${encodeURIComponent('herald/renew')}`;
  assert.equal((await call(`${limited}/apiw/v2/herald/renew/tab`)).status, 500);
  assert.equal((await call(`${limited}/apiw/v2/market/spots`)).status, 200);
  assert.ok(Array.isArray(await data(`${limited}/apiw/v2/market/spots`)));
});

test('a timeout fault does not answer (the client aborts)', async () => {
  const controller = new AbortController();
  const pending = fetch(`${base}/__fault/timeout/apiw/v2/herald/renew/tab`, { signal: controller.signal }).then(() => 'answered', () => 'aborted');
  const early = await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))]);
  assert.equal(early, 'waiting');
  controller.abort();
  assert.equal(await pending, 'aborted');
});

test('fault query and mock_fault cookie', async () => {
  assert.equal((await call('/apiw/v2/market/spots?fault=500')).status, 500);
  assert.equal(await data('/apiw/v2/market/spots?fault=null'), null);
  assert.equal(await data('/apiw/v2/market/spots', { headers: { cookie: 'mock_fault=shape' } }), 'oops');
  const limited = { headers: { cookie: 'mock_fault=empty; mock_fault_path=herald' } };
  assert.deepEqual(await data('/apiw/v2/herald/renew/tab', limited), []);
  assert.equal((await data('/apiw/v2/options/underlying', limited)).length, 6);
  // the path prefix wins over the query, the query over the cookie
  assert.equal(await data('/__fault/null/apiw/v2/market/futures?fault=shape', { headers: { cookie: 'mock_fault=empty' } }), null);
  assert.equal(await data('/apiw/v2/market/futures?fault=shape', { headers: { cookie: 'mock_fault=empty' } }), 'oops');
});

test('unknown API paths and wrong methods', async () => {
  const missing = await call('/apiw/v2/nothing');
  assert.equal(missing.status, 404);
  assert.deepEqual(missing.json, { code: 404, message: 'not found', data: null });
  assert.equal((await call('/api/web/v1/usercenter/logout')).status, 405);
});

test('the request log records API calls and can be cleared', async () => {
  await call('/__mock/reset', { method: 'POST' });
  await data('/apiw/v2/alpha/markets_by_keywords?keywords=BONK', { headers: { 'X-App-Lang': 'en' } });
  await data('/api/web/v1/usercenter/logout', form({ reason: 'test' }));
  const log = await data('/__mock/log?clear=1');
  assert.equal(log.length, 2);
  assert.deepEqual(log[0].query, { keywords: 'BONK' });
  assert.equal(log[0].headers['x-app-lang'], 'en');
  assert.equal(log[1].method, 'POST');
  assert.equal(log[1].path, '/api/web/v1/usercenter/logout');
  assert.equal(log[1].headers.csrftoken, 't0k3n');
  assert.deepEqual(log[1].body, { reason: 'test' });
  assert.ok(Number.isInteger(log[1].time));
  assert.deepEqual(await data('/__mock/log'), []);
});

test('static files, the csrftoken cookie, CSP pages and 404s', async () => {
  const index = await fetch(`${base}/`);
  assert.equal(index.status, 200);
  assert.match(index.headers.get('content-type'), /^text\/html/);
  assert.match(index.headers.get('set-cookie'), /^csrftoken=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
  assert.equal(index.headers.get('content-security-policy'), null);
  await index.text();
  const again = await fetch(`${base}/index.html`, { headers: { cookie: 'csrftoken=kept' } });
  assert.equal(again.headers.get('set-cookie'), null);
  await again.text();
  const strict = await fetch(`${base}/strict.csp.html`);
  assert.match(strict.headers.get('content-security-policy'), /require-trusted-types-for 'script'; trusted-types ex-elements dompurify$/);
  await strict.text();
  // the server-rendered roots' inline styles are allowed by a nonce of the request's own (DESIGN.md §3a)
  const nonceOf = (response) => /style-src 'self' 'nonce-([\w+/]{22}==)';/.exec(response.headers.get('content-security-policy'))?.[1];
  const strictAgain = await fetch(`${base}/strict.csp.html`);
  await strictAgain.text();
  assert.ok(nonceOf(strict) && nonceOf(strictAgain) && nonceOf(strict) !== nonceOf(strictAgain), 'a new nonce per request');
  const script = await fetch(`${base}/dist/app.js`);
  assert.match(script.headers.get('content-type'), /^text\/javascript/);
  await script.text();

  for (const path of ['/missing.html', '/dist/nothing.js', '/dist/', '/package.json']) {
    assert.equal((await call(path)).status, 404, path);
  }
  const escapes = ['/dist/../package.json', '/dist/%2e%2e/package.json', '/dist/..%2fpackage.json',
    '/demo/..%2F..%2Fpackage.json', '/..%2fpackage.json', '/demo/pages/../../package.json'];
  for (const path of escapes) {
    const { status, body } = await rawGet(path);
    assert.equal(status, 404, path);
    assert.ok(!body.includes(SECRET), path);
  }
});

test('placeholder icons are deterministic SVGs', async () => {
  const first = await fetch(`${base}/__mock/icon/BTC.svg`);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('content-type'), 'image/svg+xml');
  const svg = await first.text();
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, />BTC<\/text>/);
  assert.equal(await (await fetch(`${base}/__mock/icon/BTC.svg`)).text(), svg);
  const other = await (await fetch(`${base}/__mock/icon/ETH.svg`)).text();
  assert.notEqual(other.match(/fill="(hsl[^"]+)"/)[1], svg.match(/fill="(hsl[^"]+)"/)[1]);
  assert.match(await (await fetch(`${base}/__mock/icon/${encodeURIComponent('币安人生')}.svg`)).text(), />币<\/text>/);
});
