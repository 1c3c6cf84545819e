// Network discipline (issue 9) on the demo server with the classic script: no market data
// before a market panel opens, each endpoint at most once per page view however many elements
// use it, and no request for what the visitor cannot see (logged out, hidden by a flag, a
// limit or the page). Pages are served on the demo's origin from the test itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { MARKET_DATA } from '../../bench/platform.mjs';
import { openDemo, recordFetches } from './browser.mjs';

const PROBE = readFileSync('bench/pages/probe.js', 'utf8');
const USER = { isLogin: true, uid: 10086123, nickname: 'Satoshi N.', tier_level: 1, kyc_status: 2, safe_level: 2, is_sub_account: false };
const LOGGED_IN = { siteId: 0, lang: 'en', common: { sub_website_id: 0, is_login: true, curr_fiat: 'USD' }, user: USER };
const LOGGED_OUT = { siteId: 0, lang: 'en', common: { sub_website_id: 0, is_login: false, curr_fiat: 'USD' }, user: null };
const REMINDERS = /\/herald\//;
const UNREAD = /\/herald\/msg\/unread\/num$/;
const ACCOUNT = /\/(unified\/account_mode|cross_margin\/info)$|^\/logout$|\/usercenter\//;
const UNREAD_FIRST_POLL_MS = 61_000; // §9: first poll after 60 s

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/**
 * Runs `check(page)` on a page of `body` with the config and the classic script; `page.api`
 * lists the API paths it requests. With `clock`, the page's timers are faked (to reach the
 * unread poll).
 */
/**
 * In the page, before the script: keeps in `startViews` the modulepreload links the script adds
 * as it runs (delivered together, at the first microtask checkpoint after it), not those of the
 * loads that follow, which carry their integrity through such links too (issue 29).
 */
function startViews() {
  new MutationObserver((records, observer) => {
    const links = records.flatMap((r) => [...r.addedNodes]).filter((n) => n.nodeName === 'LINK' && n.rel === 'modulepreload');
    if (!links.length) return;
    window.startViews = links.map((link) => link.href);
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function withPage(body, config, check, { clock = false } = {}) {
  const page = await demo.page({ viewport: { width: 1440, height: 1800 } });
  await recordFetches(page);
  page.api = [];
  page.on('request', (r) => { const { pathname } = new URL(r.url()); if (/^\/(api|logout)/.test(pathname)) page.api.push(pathname); });
  await page.route('**/network-check.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
      <script type="application/json" id="ex-config">${JSON.stringify(config)}</script></head>
      <body><div id="stage">${body}</div><script>${PROBE}</script><script>(${startViews})()</script><script src="/dist/ex-elements.js"></script></body></html>`,
  }));
  try {
    if (clock) await page.clock.install();
    await page.goto(demo.url('/network-check.html'));
    await check(page);
  } finally {
    await page.close();
  }
}

/** Waits for every element to show content, then for calls that follow (after data, effects). */
async function settle(page) {
  const booted = await page.evaluate(() => window.booted);
  assert.deepEqual(booted.each.filter((e) => e.ms === null).map((e) => e.tag), [], 'elements without content');
  await quiet(page);
}

/** With a faked clock: waits for the header's account side, then lets the unread poll's first delay pass. */
async function pastFirstPoll(page, ready) {
  await page.locator(ready).first().waitFor({ timeout: 10_000 });
  await page.clock.runFor(UNREAD_FIRST_POLL_MS);
  await quiet(page, { clock: true }); // what the poll (and every other timer) asked for
}

/**
 * In the page: two animation frames, then its idle callback (the header warms its parts in one,
 * within 3 s), then a task turn; under a faked clock, which fakes all three, two task turns.
 */
const drawn = (page, clock) => page.evaluate((fake) => new Promise((resolve) => {
  const turn = (then) => { const channel = new MessageChannel(); channel.port1.onmessage = () => then(); channel.port2.postMessage(null); };
  if (fake) turn(() => turn(resolve));
  else requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => turn(resolve), { timeout: 3000 })));
}), clock);

/**
 * Waits until the page asks for nothing more: every fetch it made has ended in the page, and
 * after the renders and effects of those answers (drawn) it made no new one; then until the
 * test's own log (page.api, from request events) holds every API request the page made.
 */
async function quiet(page, { clock = false, timeout = 30_000 } = {}) {
  const until = Date.now() + timeout;
  for (let seen = -1; ;) {
    const open = await page.evaluate(() => window.__exFetches.open('/'));
    if (!open.length) {
      await drawn(page, clock);
      const made = await page.evaluate(() => window.__exFetches.urls('/').length);
      if (made === seen) break;
      seen = made;
    } else if (Date.now() > until) {
      throw new Error(`the page's requests did not end: ${open.join(', ')}`);
    } else {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const missing = async () => {
    const asked = (await page.evaluate(() => window.__exFetches.urls('/')))
      .map((u) => new URL(u).pathname).filter((p) => /^\/(api|logout)/.test(p));
    const logged = count(page.api);
    return Object.entries(count(asked)).filter(([path, n]) => (logged[path] ?? 0) < n).map(([path]) => path);
  };
  for (let left = await missing(); left.length; left = await missing()) {
    if (Date.now() > until) throw new Error(`requests the page made are not in the test's log: ${left.join(', ')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every element on the stage has rendered (its theme class, set as its view first commits). */
const rendered = (page) => page.waitForFunction(() => [...document.querySelectorAll('#stage > *')]
  .every((el) => el.classList.contains('ex-light') || el.classList.contains('ex-dark')), null, { timeout: 10_000 });

const count = (paths) => paths.reduce((c, p) => ({ ...c, [p]: (c[p] ?? 0) + 1 }), {});
const matching = (page, pattern) => page.api.filter((p) => pattern.test(p));

describe('market data', () => {
  it('a page with the header and footer alone asks for none until a market panel opens', () =>
    withPage('<ex-header page-path="/"></ex-header><ex-footer></ex-footer>', LOGGED_IN, async (page) => {
      await settle(page);
      assert.deepEqual(matching(page, MARKET_DATA), []);
      await page.locator('ex-header [part~="nav-button"]', { hasText: 'Trade' }).first().click();
      await page.locator('ex-header [data-panel="trade"]').first().hover();
      await page.locator('ex-header [data-panel-frame="trade"] [role="option"]').first().waitFor({ timeout: 10_000 });
      assert.deepEqual(count(matching(page, MARKET_DATA)), { '/apiw/v2/market/spots': 1, '/apiw/v2/common/tabs': 1 });
      assert.deepEqual(page.errors, []);
    }));
});

describe('the classic script\'s views', () => {
  const views = (page) => page.evaluate(() => (window.startViews ?? []).map((href) => new URL(href).pathname.replace(/-[\w-]{8}\.js$/, '')));
  it('are requested as the script runs, for the elements on the page only', () =>
    withPage('<ex-footer></ex-footer><ex-header page-path="/"></ex-header>', LOGGED_IN, async (page) => {
      await settle(page);
      const preloaded = await views(page);
      assert.ok(preloaded.includes('/dist/classic/ex-footer') && preloaded.includes('/dist/classic/ex-header'), preloaded.join());
      assert.ok(!preloaded.some((v) => /market|alpha|announcement|reminder|cookie|banner/i.test(v)), preloaded.join());
      assert.equal(new Set(preloaded).size, preloaded.length, 'a chunk preloaded twice');
      assert.deepEqual(page.errors, []);
    }));

  it('of elements added later still load when they render', () =>
    withPage('<ex-footer></ex-footer>', LOGGED_IN, async (page) => {
      await settle(page);
      await page.evaluate(() => document.getElementById('stage').insertAdjacentHTML('beforeend', '<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>'));
      await page.locator('ex-cookie-notice [part="accept"]').waitFor({ timeout: 10_000 });
      assert.ok(!(await views(page)).includes('/dist/classic/ex-cookie-notice'));
      assert.deepEqual(page.errors, []);
    }));
});

describe('one request per endpoint per page view', () => {
  const twice = (html) => html + html;
  const many = [
    '<ex-header page-path="/"></ex-header>',
    twice('<ex-announcement-bar page-path="/"></ex-announcement-bar>'),
    twice('<ex-market-dropdown market="spot"></ex-market-dropdown>'),
    twice('<ex-market-dropdown market="futures"></ex-market-dropdown>'),
    twice('<ex-market-search></ex-market-search>'),
    twice('<ex-reminder-panel></ex-reminder-panel>'),
    twice('<ex-alpha-list></ex-alpha-list>'),
    '<ex-search-modal></ex-search-modal>',
    twice('<ex-footer></ex-footer>'),
  ].join('');

  it('however many elements use it', () => withPage(many, LOGGED_IN, async (page) => {
    await settle(page);
    const counts = count(page.api);
    for (const used of ['/api/web/v1/site/fullsiteBulletin', '/apiw/v2/herald/renew/tab', '/apiw/v2/herald/renew/record',
      '/apiw/v2/market/spots', '/apiw/v2/market/futures', '/apiw/v2/common/tabs', '/apiw/v2/alpha/currencies']) {
      assert.ok(counts[used] >= 1, `${used} was not requested: ${JSON.stringify(counts)}`);
    }
    const repeated = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 1));
    assert.deepEqual(repeated, {}, 'endpoints requested more than once');
  }));
});

describe('nothing for what the visitor cannot see', () => {
  const shell = '<ex-header page-path="/"></ex-header><ex-reminder-panel></ex-reminder-panel><ex-footer></ex-footer>';

  it('logged in (the control): the reminders, the account data and, after 60 s, the unread count', () =>
    withPage(shell, LOGGED_IN, async (page) => {
      await pastFirstPoll(page, 'ex-header [part~="bell-trigger"]');
      assert.equal(matching(page, UNREAD).length, 1, page.api.join());
      assert.ok(matching(page, REMINDERS).length > 1 && matching(page, ACCOUNT).length > 0, page.api.join());
      assert.ok(await page.locator('ex-header [part~="wallet-trigger"]').count() > 0, 'the wallet menu (the selector of the UK check)');
    }, { clock: true }));

  it('logged out: no reminder, unread or account call, even after the poll delay', () =>
    withPage(shell, LOGGED_OUT, async (page) => {
      await pastFirstPoll(page, 'ex-footer [part~="footer"]');
      await page.locator('ex-header [part~="nav"]').first().waitFor();
      assert.deepEqual([...matching(page, REMINDERS), ...matching(page, ACCOUNT)], []);
    }, { clock: true }));

  it('the bell turned off by the page (flags.notification false): no unread poll', () =>
    withPage('<ex-header page-path="/"></ex-header>', { ...LOGGED_IN, flags: { notification: false } }, async (page) => {
      await pastFirstPoll(page, 'ex-header [part~="wallet-trigger"]');
      assert.equal(await page.locator('ex-header [part~="bell-trigger"]').count(), 0);
      assert.deepEqual(matching(page, UNREAD), []);
    }, { clock: true }));

  it('the UK-wide limit hides wallets and orders: no cross-margin call for their rows', () =>
    withPage('<ex-header page-path="/"></ex-header>',
      { ...LOGGED_IN, siteId: 182, common: { ...LOGGED_IN.common, sub_website_id: 182, isUKLimit: true } }, async (page) => {
        await settle(page);
        assert.equal(await page.locator('ex-header [part~="wallet-trigger"]').count(), 0);
        assert.deepEqual(matching(page, /cross_margin/), []);
      }));

  it('an announcement bar off its pages, a panel with fetching off, a suppressed banner: no call', () =>
    withPage('<ex-announcement-bar page-path="/trade/BTC_USDT"></ex-announcement-bar><ex-reminder-panel fetch-disabled></ex-reminder-panel>'
      + '<ex-app-banner suppressed></ex-app-banner><ex-footer></ex-footer>', LOGGED_IN, async (page) => {
      await page.locator('ex-footer [part~="footer"]').waitFor({ timeout: 10_000 });
      await rendered(page); // each has rendered, and would have asked by now,
      await quiet(page); // and whatever it asked for would have been answered and drawn
      assert.deepEqual(page.api, []);
    }));
});
