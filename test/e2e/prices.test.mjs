// Live prices in the market lists (issue 18, DESIGN §3b), against the demo's real WebSocket
// endpoint (demo/price-server.mjs, read and driven through /__prices/): the rows in view are
// subscribed and only they; scrolling and closing change that; ticks change rows in place; a
// dropped socket comes back; hostile frames do nothing; no flash under reduced motion; the socket in
// the price worker, or on the page when the worker cannot start; no socket without `prices`; a
// host's own source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, afterEach, before, describe, it } from 'node:test';
import { transform } from 'esbuild';
import { openDemo, until } from './browser.mjs';

const { code } = await transform(readFileSync('src/testing/xss-vectors.ts', 'utf8'), { loader: 'ts', format: 'esm' });
const { XSS_VECTORS: XSS } = await import(`data:text/javascript,${encodeURIComponent(code)}`);

// a spot list with live prices, and one without (client-rendered, as the designers' stories were)
const LIVE = '/market-live.html?ssr=0';
const STATIC = '/market.html?ssr=0';
const WAIT = { timeout: 20_000, polling: 50 };

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

async function control(action, { query = '', body } = {}) {
  const res = await fetch(demo.url(`/__prices/${action}${query}`), { method: action === 'state' ? 'GET' : 'POST', body });
  return (await res.json()).data;
}

/** Every pair subscribed on the endpoint, over all its connections (spot as is, contracts as futures:…). */
async function subscribed() {
  const { subscriptions } = await control('state');
  return subscriptions.flatMap(({ spot, futures }) => [...spot, ...futures.map((name) => `futures:${name}`)]).sort();
}

/** The price keys of the rows a list element renders (in view plus overscan). */
const renderedKeys = (page, tag = 'ex-market-dropdown') => page.locator(tag).first().evaluate((el) => {
  const market = el.shadowRoot.querySelector('.panel').dataset.market;
  return [...el.shadowRoot.querySelectorAll('[part~="row"]')]
    .map((row) => decodeURIComponent(new URL(row.href).pathname.split('/').pop()))
    .map((pair) => (market === 'futures' ? `futures:${pair}` : pair)).sort();
});

/** Pages open in the current test: closed after it, whatever happened. */
const pages = new Set();

async function openList(path, { pageSockets, ...options } = {}) {
  const page = await demo.page({ viewport: { width: 1000, height: 900 }, ...options });
  pages.add(page);
  page.sockets = [];
  page.on('websocket', (ws) => page.sockets.push(ws.url()));
  // the sockets the page itself opens (a worker's are its own)
  if (pageSockets) {
    await page.addInitScript(() => {
      const Native = WebSocket;
      window.__pageSockets = 0;
      window.WebSocket = class extends Native { constructor(...args) { super(...args); window.__pageSockets += 1; } };
    });
  }
  await page.goto(demo.url(path));
  await page.locator('ex-market-dropdown [part~="row"]').first().waitFor(WAIT);
  return page;
}

const sameSet = async (page, tag) => {
  const [want, have] = [await renderedKeys(page, tag), await subscribed()];
  return JSON.stringify(want) === JSON.stringify(have) || { want, have };
};

afterEach(async () => {
  await Promise.all([...pages].map((page) => page.close()));
  pages.clear();
  await control('reset');
  await until(async () => (await control('state')).connections === 0, 'every page closed its socket');
});

describe('live prices in the market lists', () => {
  it('subscribes the rows in view plus overscan, and only they; scrolling and closing change that', async () => {
    const page = await openList(LIVE);
    await until(() => sameSet(page), 'the rendered rows are the subscription');
    const first = await subscribed();
    assert.ok(first.length > 9 && first.length <= 60, `${first.length} pairs`);

    await page.locator('ex-market-dropdown .list').evaluate((list) => { list.scrollTop = 58 * 300; });
    // the list has drawn the rows it scrolled to (else the old rows would still match the old subscription)
    await until(async () => !(await renderedKeys(page)).some((pair) => first.includes(pair)), 'the list drew the rows it scrolled to');
    await until(() => sameSet(page), 'after scrolling, the rows now rendered are the subscription');
    const scrolled = await subscribed();
    assert.ok(!scrolled.some((pair) => first.includes(pair)), 'the rows scrolled away are unsubscribed');

    // a second list opens (contracts) and closes: the subscription gains and loses its rows
    await page.evaluate(() => document.querySelector('#root').insertAdjacentHTML('beforeend',
      '<div id="second" style="max-width:420px"><ex-market-dropdown market="futures"></ex-market-dropdown></div>'));
    await page.locator('#second [part~="row"]').first().waitFor(WAIT);
    const futures = await page.locator('#second ex-market-dropdown').evaluate((el) => el.shadowRoot.querySelectorAll('[part~="row"]').length);
    await until(async () => (await subscribed()).filter((key) => key.startsWith('futures:')).length === futures, 'the contracts in view are subscribed');
    await page.evaluate(() => { document.querySelector('#second').hidden = true; });
    await until(() => sameSet(page), 'the hidden list let its contracts go');

    await page.evaluate(() => { document.querySelector('#root').hidden = true; });
    await until(async () => (await subscribed()).length === 0, 'the last list closed: nothing subscribed (after the linger)', 20_000);
    assert.deepEqual(page.errors, []);
  });

  it('ticks change a row in place: the same nodes, new text, at most one render per frame', async () => {
    const page = await openList(LIVE);
    await until(() => sameSet(page), 'subscribed');
    const price = await page.locator('ex-market-dropdown [part~="row"] .price').first().elementHandle();
    const before = await price.evaluate((el) => el.textContent);
    // in the page: each price text change, by the frame it happened in (the timeline's time stays one frame's)
    await page.locator('ex-market-dropdown').evaluate((el) => {
      const seen = { changes: 0, twiceInAFrame: 0, byFrame: new Map() };
      window.__renders = seen;
      new MutationObserver((records) => {
        for (const { target } of records) {
          const at = document.timeline.currentTime;
          const nodes = seen.byFrame.get(at) ?? new Set();
          seen.byFrame.set(at, nodes);
          seen.changes += 1;
          if (nodes.has(target)) seen.twiceInAFrame += 1;
          nodes.add(target);
        }
      }).observe(el.shadowRoot.querySelector('.list'), { subtree: true, characterData: true });
    });
    // a storm: several ticks of each row's pair in every frame
    await control('storm', { query: '?rate=5000&seconds=3' });
    await page.waitForFunction(([el, text]) => el.textContent !== text && window.__renders.changes >= 200, [price, before], WAIT);
    assert.ok(await price.evaluate((el) => el.isConnected && el.closest('[part~="row"]') !== null), 'the same price node, still in its row');
    assert.equal(await page.evaluate(() => window.__renders.twiceInAFrame), 0, 'a row changed twice in one frame');
    assert.deepEqual(page.errors, []);
  });

  it('a dropped connection reconnects and subscribes again', async () => {
    const page = await openList(LIVE);
    await until(() => sameSet(page), 'subscribed');
    const sockets = page.sockets.length;
    await control('drop', { query: '?refuse=1' });
    await until(async () => page.sockets.length > sockets, 'a new socket');
    await until(() => sameSet(page), 'the rows subscribed again');
    // the browser logs each refused handshake; nothing else may go wrong
    assert.deepEqual(page.errors.filter((e) => !/^WebSocket connection to .* 503$/.test(e)), []);
  });

  it('hostile frames do nothing: no markup, no script, no page error', async () => {
    const page = await openList(LIVE);
    await until(() => sameSet(page), 'subscribed');
    const pair = (await renderedKeys(page))[0];
    // only the frames below from now on: the endpoint's own ticks would overwrite the good one
    await control('pause');
    const tick = (fields) => JSON.stringify({ time: 1, channel: 'spot.tickers', event: 'update', result: { currency_pair: pair, change_percentage: '1', ...fields } });
    const frames = [
      ...XSS.map((vector) => tick({ last: vector })),
      ...XSS.map((vector) => tick({ last: '1', change_percentage: vector })),
      ...XSS.map((vector) => JSON.stringify({ channel: 'spot.tickers', event: 'update', result: { currency_pair: vector, last: '1', change_percentage: '1' } })),
      tick({ last: '1e400' }), tick({ last: '9'.repeat(400) }), tick({ last: 'Infinity' }), tick({ last: 'NaN' }), tick({ last: -1 }),
      tick({ last: { toString: 1 } }), '{"channel":"spot.tickers","event":"update","result":', 'null', '[]', '"text"', '{}',
      JSON.stringify({ channel: 'spot.tickers', event: 'update', result: [null, 1, 'x', [], { currency_pair: null }] }),
      `{"channel":"spot.tickers","event":"update","result":{"__proto__":{"polluted":1},"currency_pair":"${pair}","last":"1","change_percentage":"1"}}`,
    ];
    for (const frame of frames) await control('send', { body: frame });
    await control('send', { body: tick({ last: '4242.4242' }) }); // after them, one good tick
    await page.waitForFunction((p) => [...document.querySelector('ex-market-dropdown').shadowRoot.querySelectorAll('[part~="row"]')]
      .some((row) => row.href.endsWith(`/${p}`) && row.querySelector('.price')?.textContent === '4242.4242'), pair, WAIT);
    const inside = await page.locator('ex-market-dropdown').evaluate((el) => ({
      markup: el.shadowRoot.querySelectorAll('.list img, .list svg[onload], .list script, .list iframe').length,
      text: [...el.shadowRoot.querySelectorAll('.figures')].map((f) => f.textContent).filter((t) => /[<>]|Infinity|NaN|e400/.test(t)),
    }));
    assert.deepEqual(inside, { markup: 0, text: [] });
    assert.equal(await page.evaluate(() => window.__xss ?? Object.prototype.polluted), undefined);
    assert.deepEqual(page.errors, []);
  });

  for (const reducedMotion of ['no-preference', 'reduce']) {
    it(`a move flashes the figures ${reducedMotion === 'reduce' ? 'not at all under' : 'without'} prefers-reduced-motion`, async () => {
      const page = await openList(LIVE, { reducedMotion });
      await until(() => sameSet(page), 'subscribed');
      // in the page: count the price changes and the flash animations running at each
      await page.locator('ex-market-dropdown').evaluate((el) => {
        const seen = { changes: 0, flashes: 0 };
        window.__flashes = seen;
        new MutationObserver((records) => {
          seen.changes += records.length;
          seen.flashes = Math.max(seen.flashes, el.shadowRoot.getAnimations().filter((a) => a.animationName?.startsWith('ex-flash')).length);
        }).observe(el.shadowRoot, { subtree: true, characterData: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await control('storm', { query: '?rate=400&seconds=5' });
      // forty price changes; without reduced motion, also a flash seen running at one of them
      await page.waitForFunction((reduce) => window.__flashes.changes >= 40 && (reduce || window.__flashes.flashes > 0), reducedMotion === 'reduce', WAIT);
      const { flashes } = await page.evaluate(() => window.__flashes);
      if (reducedMotion === 'reduce') assert.equal(flashes, 0);
      else assert.ok(flashes > 0, 'moves flash');
      });
  }

  it('the socket runs in the price worker: the page opens none of its own', async () => {
    const page = await openList(LIVE, { pageSockets: true });
    await until(() => sameSet(page), 'subscribed');
    assert.ok(page.workers().some((worker) => worker.url().endsWith('/dist/price-worker.js')), 'the price worker runs');
    assert.equal(await page.evaluate(() => window.__pageSockets), 0);
    assert.deepEqual(page.errors, []);
  });

  it('a worker the page cannot start (its script is not there): the socket opens on the page', async () => {
    const page = await openList(STATIC, { pageSockets: true });
    await page.evaluate(() => window.exElements.configure({ prices: { url: '/ws/v4/', worker: '/dist/no-such-worker.js' } }));
    await until(() => sameSet(page), 'subscribed');
    assert.equal(await page.evaluate(() => window.__pageSockets), 1);
    await control('storm', { query: '?rate=200&seconds=3' });
    await page.waitForFunction(() => document.querySelector('ex-market-dropdown').shadowRoot.querySelector('.figures[class*="flash"]'), null, WAIT);
    // the browser logs the missing script; nothing else may go wrong
    assert.deepEqual(page.errors.filter((e) => !/404/.test(e)), []);
  });

  it('no `prices` in the config: no socket at all', async () => {
    const page = await openList(STATIC);
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
    const before = page.sockets.length;
    // the same page given a feed opens one: the rows were ready to ask
    await page.evaluate(() => window.exElements.configure({ prices: { url: '/ws/v4/' } }));
    await until(async () => page.sockets.length > before, 'a socket once configured');
    assert.equal(before, 0);
  });

  it("a host's own source: its ticks reach the rows, and no socket opens", async () => {
    const page = await openList(STATIC);
    await page.evaluate(() => {
      window.__asked = [];
      window.exElements.setPriceSource({
        subscribe(pairs, onTick) {
          window.__asked.push(...pairs);
          let n = 0;
          const timer = setInterval(() => { n += 1; for (const pair of pairs) onTick({ pair, last: `${7000 + n}.5`, changePercentage: '-2.5' }); }, 50);
          return () => clearInterval(timer);
        },
      });
    });
    // the first row (BTC_USDT) shows dollars in the visitor's fiat: 7001.5 or $7,001.50
    await page.waitForFunction(() => /7,?\d{3}\.50?$/.test(document.querySelector('ex-market-dropdown').shadowRoot.querySelector('[part~="row"] .price').textContent), null, WAIT);
    const change = await page.locator('ex-market-dropdown [part~="row"] .change').first().textContent();
    assert.equal(change, '-2.5%');
    const asked = await page.evaluate(() => window.__asked);
    const rendered = await renderedKeys(page);
    assert.ok(asked.length > 0 && asked.every((pair) => rendered.includes(pair)), `${asked} of ${rendered}`);
    assert.deepEqual(page.sockets, []);
    assert.deepEqual(page.errors, []);
  });
});
