// The fault matrix (issue 8): all ten elements on one page while one §7 call at a time fails
// in each way the mock can fail (demo/mock/faults.mjs). For each: no uncaught error, the §8
// fallback on screen (an empty state, never a blank box), every element that does not use the
// call unaffected, and recovery once the call answers again (the element's api-base set back).
//
// One page per call: it loads with the first kind of failure from the URL, then the
// elements' api-base attribute moves through the other kinds (failed answers are never
// cached, so each kind is asked for again), and finally back to the working API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { busyWhileOpen, callsDone, events, faultBase, finished, openHardening, recordBusy, setAttr, shows, TAGS } from './hardening-lib.mjs';

/** What each element shows when it is working; its §8 fallback is checked per call below. */
const HEALTHY = {
  'ex-header': '[part=nav] [part=nav-button]',
  'ex-footer': '[part=footer] a',
  'ex-announcement-bar': '[part=bar]',
  'ex-reminder-panel': '[part=message]',
  'ex-market-dropdown': '[part~=row]',
  'ex-market-search': '[part~=row]',
  'ex-alpha-list': '[part=row]',
  'ex-search-modal': '[part=trigger]',
  'ex-cookie-notice': '[part=notice]',
  'ex-app-banner': '[part=banner]',
};

const count = (page, selector) => page.locator(selector).count();
const healthy = (page, tag) => shows(page, `${tag} ${HEALTHY[tag]}`);

/** Shows a market in the dropdown (its data loads once shown). */
const showMarket = (page, market) => setAttr(page, 'ex-market-dropdown', 'market', market);
const tab = (page, tag, name) => page.locator(`${tag} [role=tab]`, { hasText: name }).first();
const badgeOf = (page, name) => page.evaluate((n) => [...document.querySelector('ex-reminder-panel').shadowRoot
  .querySelectorAll('[role=tab]')].find((t) => t.textContent.startsWith(n))?.querySelector('[part=badge]')?.textContent ?? '', name);

/** The kinds of failure, in the order a page goes through them; the first comes from the page URL. */
const KINDS = ['500', 'garbage', 'code', 'shape', 'null', 'empty'];
/** A read succeeds when the answer's code is 200, whatever its data (§7). */
const READ_FAILS = new Set(['500', 'garbage', 'code', 'timeout']);

/** The personal menu's Log out, for this device. */
async function logOut(page) {
  await page.locator('ex-header [part=personal-trigger]').hover();
  await page.locator('ex-header [part=personal-panel] button', { hasText: 'Log out' }).click();
  await page.locator('ex-header [part=logout-dialog] button', { hasText: 'This device' }).click();
}

const loggedOut = async (page) => (await events(page, 'ex-logout')).length;

/**
 * Every §7 call the elements make. part: the piece of its path the fault is limited to; uses: the elements that show its
 * fallback (the others must stay healthy); on: the elements whose api-base moves through the
 * kinds (default: uses); query: more page parameters; kinds: when not all of KINDS fail the call;
 * trigger: makes the first call; again: makes it again after a switch; attempts: requests per
 * kind (retries); before: a snapshot handed to fallback; fallback: the §8 state; recover: the
 * state once it answers.
 */
const CALLS = [
  {
    part: 'fullsiteBulletin', uses: ['ex-announcement-bar'],
    async fallback(page) {
      assert.equal(await count(page, 'ex-announcement-bar [part=bar]'), 0, 'no bar without an announcement');
    },
  },
  {
    part: 'herald/renew/tab', uses: ['ex-reminder-panel'],
    async fallback(page) {
      await shows(page, 'ex-reminder-panel [part=empty]');
      assert.equal(await count(page, 'ex-reminder-panel [role=tab]'), 0);
    },
  },
  {
    part: 'herald/renew/record', uses: ['ex-reminder-panel'],
    async fallback(page) {
      await shows(page, 'ex-reminder-panel [part=empty]');
      assert.ok(await count(page, 'ex-reminder-panel [role=tab]') >= 4, 'the tabs stay');
    },
  },
  {
    part: 'herald/msg/read', uses: [], on: ['ex-reminder-panel'],
    async trigger(page) {
      await shows(page, 'ex-reminder-panel [part=message]');
      await tab(page, 'ex-reminder-panel', 'Events').click();
    },
    // switching the api-base reloads the list, which reads the type again; the badge is read
    // once the tabs (which carry it) have loaded, not before
    async before(page) {
      await shows(page, 'ex-reminder-panel [role=tab]:has-text("Events")');
      return { reads: (await events(page, 'ex-reminder-read')).length, badge: await badgeOf(page, 'Events') };
    },
    async fallback(page, kind, before) {
      await shows(page, 'ex-reminder-panel [role=tab][aria-selected=true]:has-text("Events")');
      await shows(page, 'ex-reminder-panel [part=message]');
      const reads = (await events(page, 'ex-reminder-read')).slice(before.reads);
      // §8: a failed read changes nothing
      assert.deepEqual(reads.map((e) => e.detail.type), READ_FAILS.has(kind) ? [] : ['activity'], kind);
      if (READ_FAILS.has(kind)) assert.equal(await badgeOf(page, 'Events'), before.badge);
      else assert.equal(await badgeOf(page, 'Events'), '');
    },
    async recover(page) {
      await setAttr(page, 'ex-reminder-panel', 'api-base', '');
      await tab(page, 'ex-reminder-panel', 'Trading').click();
      await page.waitForFunction(() => window.__ex.events.some((e) => e.type === 'ex-reminder-read' && e.detail.type === 'trade'));
    },
  },
  {
    part: 'common/tabs', uses: ['ex-market-dropdown', 'ex-market-search', 'ex-alpha-list'],
    async fallback(page) {
      // no tab rows, but the lists still load with their default category
      await shows(page, 'ex-market-dropdown [part~=row]');
      await shows(page, 'ex-alpha-list [part=row]');
      assert.equal(await count(page, 'ex-market-dropdown [role=tab]'), 0);
      assert.equal(await count(page, 'ex-market-search [role=tab]'), 0);
      assert.equal(await count(page, 'ex-alpha-list [part=side-menu] button'), 1, 'only "All chains"');
    },
    async recover(page) {
      await setAttr(page, 'ex-market-dropdown, ex-market-search, ex-alpha-list', 'api-base', '');
      await shows(page, 'ex-market-dropdown [role=tab]');
      await shows(page, 'ex-market-search [role=tab]');
      await page.waitForFunction(() => document.querySelector('ex-alpha-list').shadowRoot.querySelectorAll('[part=side-menu] button').length > 1);
    },
  },
  {
    part: 'market/spots', uses: ['ex-market-dropdown', 'ex-market-search'],
    async fallback(page) {
      await shows(page, 'ex-market-dropdown [part~=empty]');
      await shows(page, 'ex-market-search [part~=empty]');
    },
  },
  {
    part: 'market/futures', uses: ['ex-market-dropdown'],
    trigger: (page) => showMarket(page, 'futures'),
    fallback: (page) => shows(page, 'ex-market-dropdown [part~=empty]'),
  },
  {
    part: 'delivery/usdt/contracts', uses: ['ex-market-dropdown'],
    async trigger(page) {
      await showMarket(page, 'futures');
      await tab(page, 'ex-market-dropdown', 'Delivery').click();
    },
    fallback: (page) => shows(page, 'ex-market-dropdown [part~=empty]'),
  },
  {
    part: 'options/underlying', uses: ['ex-market-dropdown'],
    trigger: (page) => showMarket(page, 'options'),
    fallback: (page) => shows(page, 'ex-market-dropdown [part~=empty]'),
  },
  {
    part: 'pilot/markets', uses: ['ex-market-dropdown'],
    trigger: (page) => showMarket(page, 'pilot'),
    fallback: (page) => shows(page, 'ex-market-dropdown [part~=empty]'),
  },
  {
    part: 'pre-market/service', uses: ['ex-market-dropdown'],
    trigger: (page) => showMarket(page, 'pre-market'),
    fallback: (page) => shows(page, 'ex-market-dropdown [part~=empty]'),
  },
  {
    part: 'alpha/currencies', uses: ['ex-alpha-list'],
    fallback: (page) => shows(page, 'ex-alpha-list [part=empty]'),
  },
  {
    part: 'alpha/markets_by_keywords', uses: ['ex-alpha-list'],
    async trigger(page) {
      await shows(page, 'ex-alpha-list [part=row]');
      await page.locator('ex-alpha-list [part=search]').fill('PEPE');
    },
    fallback: (page) => shows(page, 'ex-alpha-list [part=empty]'),
    async recover(page) {
      await setAttr(page, 'ex-alpha-list', 'api-base', '');
      await shows(page, 'ex-alpha-list [part=row]:has-text("PEPE")');
    },
  },
  {
    part: 'symbol_to_path', uses: [], on: ['ex-alpha-list'],
    trigger: (page) => page.locator('ex-alpha-list [part=row]').first().click(),
    again: (page) => page.locator('ex-alpha-list [part=row]').first().click(),
    before: async (page) => (await events(page, 'ex-navigate')).length,
    async fallback(page, kind, navs) {
      // §8: the lookup failed, so the page is /alpha/{chain}-{address}
      await page.waitForFunction((n) => window.__ex.events.filter((e) => e.type === 'ex-navigate').length > n, navs);
      const track = (await events(page, 'ex-track')).at(-1);
      const nav = (await events(page, 'ex-navigate')).at(-1);
      assert.equal(nav.detail.href, `/alpha/${track.detail.chain}-${track.detail.address}`);
    },
    async recover(page) {
      const navs = (await events(page, 'ex-navigate')).length;
      await setAttr(page, 'ex-alpha-list', 'api-base', '');
      await page.locator('ex-alpha-list [part=row]').first().click();
      await page.waitForFunction((n) => window.__ex.events.filter((e) => e.type === 'ex-navigate').length > n, navs);
      assert.match((await events(page, 'ex-navigate')).at(-1).detail.href, /^\/alpha\/[a-z]+-[\w-]+-0x/);
    },
  },

  // the header
  {
    part: 'rewards/bubble', uses: [], on: ['ex-header'],
    async fallback(page) { assert.equal(await count(page, 'ex-header [part=rewards-bubble]'), 0); },
    async recover(page) {
      await setAttr(page, 'ex-header', 'api-base', '');
      await page.locator('ex-header [part=rewards-bubble]:has-text("USDT")').waitFor({ state: 'attached' });
    },
  },
  {
    part: 'unified/account_mode', uses: [], on: ['ex-header'],
    // §8: the default account mode (classic): the spot account keeps its name
    fallback: (page) => walletShows(page, ['Spot account', 'Cross margin account']),
  },
  {
    part: 'cross_margin/info', uses: [], on: ['ex-header'],
    async fallback(page) {
      await walletShows(page, ['Spot account']);
      assert.equal(await count(page, 'ex-header [part=wallet-panel] a:has-text("Cross margin account")'), 0);
    },
    async recover(page) {
      await setAttr(page, 'ex-header', 'api-base', '');
      await walletShows(page, ['Cross margin account']);
    },
  },
  {
    part: 'buyCryptoFiatList', uses: [], on: ['ex-header'],
    trigger: openFiatList,
    // the page's own fiat_list stands in (five fiats in all-elements.html)
    fallback: async (page) => assert.equal(await fiatOptions(page), 5),
    recover: async (page) => {
      await setAttr(page, 'ex-header', 'api-base', '');
      await page.waitForFunction(() => document.querySelector('ex-header').shadowRoot.querySelectorAll('[part=settings-panel] .xa-option').length > 5);
    },
  },
  {
    part: 'currFiatMarketRates', uses: [], on: ['ex-header'],
    trigger: openFiatList,
    async fallback(page) {
      await shows(page, 'ex-header [part=settings-panel] .xa-option:has-text("EUR")');
      assert.match(await page.locator('ex-header [part=settings-panel] .xa-option', { hasText: 'EUR' }).textContent(), /≈ — EUR/);
    },
    recover: async (page) => {
      await setAttr(page, 'ex-header', 'api-base', '');
      await shows(page, 'ex-header [part=settings-panel] .xa-option:has-text("0.92 EUR")');
    },
  },
  {
    part: 'msg/unread/num', uses: [], on: ['ex-header'],
    trigger: hoverBell,
    again: hoverBell,
    // §8: swallowed; the bell stays
    fallback: (page) => shows(page, 'ex-header [part=bell-trigger]'),
    async recover(page) {
      const done = finished(page, 'msg/unread/num');
      await setAttr(page, 'ex-header', 'api-base', '');
      await hoverBell(page);
      await callsDone(page, 'msg/unread/num', done + 1);
      await shows(page, 'ex-header [part=unread-dot]');
    },
  },
  {
    part: 'usercenter/logout', uses: [], on: ['ex-header'],
    kinds: ['500', 'garbage', 'code'], // any answer with code 200 ends the session (§7)
    trigger: logOut,
    again: logOut,
    before: loggedOut,
    // §8: no error to show, the flow goes on: ex-logout for the login page (this page cancels it, as a single-page host)
    async fallback(page, kind, before) {
      await page.waitForFunction((n) => window.__ex.events.filter((e) => e.type === 'ex-logout').length > n, before);
      assert.equal((await events(page, 'ex-logout')).at(-1).detail.href, '/login');
      assert.equal(await count(page, 'ex-header [role=alert], ex-header [part=logout-overlay], ex-header [part=logout-dialog]'), 0);
    },
    async recover(page) {
      const before = await loggedOut(page);
      await setAttr(page, 'ex-header', 'api-base', '');
      await logOut(page);
      await page.waitForFunction((n) => window.__ex.events.filter((e) => e.type === 'ex-logout').length > n, before);
    },
  },
  {
    part: 'headerMenuListV2', uses: [], on: ['ex-header'], query: '&newMenu=1',
    attempts: 4, // §7: 3 retries at 1 s
    // §8: an empty remote menu, so the built-in menu
    fallback: (page) => shows(page, 'ex-header [part=nav-button]:has-text("Buy Crypto")'),
    async recover(page) {
      await setAttr(page, 'ex-header', 'api-base', '');
      await page.locator('ex-header [part=nav-button]:has-text("Buy Crypto")').waitFor({ state: 'detached' });
      await shows(page, 'ex-header [part=nav-button]:has-text("Earn")');
    },
  },
];

/** Opens the header's wallet menu and waits for these entries. */
async function walletShows(page, names) {
  if (!(await page.locator('ex-header [part=wallet-panel]:visible').count())) await page.locator('ex-header [part=wallet-trigger]').click();
  for (const name of names) await shows(page, `ex-header [part=wallet-panel] a:has-text("${name}")`);
}

/** The header's settings, currency view (the rate switch on, in USD). */
async function openFiatList(page) {
  await page.evaluate(() => window.exElements.setFiat('USD'));
  await page.locator('ex-header [part=settings-trigger]').click();
  await page.locator('ex-header [part=settings-panel] .xa-nav-row', { hasText: 'USD' }).click();
}
const fiatOptions = async (page) => {
  await shows(page, 'ex-header [part=settings-panel] .xa-option');
  return count(page, 'ex-header [part=settings-panel] .xa-option');
};

/** Moves the pointer onto the bell (a hover refreshes the unread dot, §4). */
async function hoverBell(page) {
  await page.mouse.move(0, 0);
  await page.locator('ex-header [part=bell-trigger]').hover();
}

/** The elements whose api-base is switched for a call. */
const switched = (call) => call.on ?? call.uses;

/** Default recovery: the elements ask again without the fault and show their content. */
async function recover(page, call) {
  if (call.recover) return call.recover(page);
  await setAttr(page, switched(call).join(', '), 'api-base', '');
  for (const tag of call.uses) await healthy(page, tag);
}

let demo;
before(async () => { demo = await openHardening(); });
after(async () => { await demo?.close(); });

/**
 * The page with all ten elements, `call` failing with the first of `kinds` (from the URL).
 * busy: elements whose loading state (recordBusy) is recorded while the call is open.
 * Client-only (?ssr=0): these are the browser's answers to each fault; a server render's own
 * fallbacks are server-render.test.mjs's.
 */
async function openFailing(call, kind, { busy = [] } = {}) {
  const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
  if (busy.length) await recordBusy(page, call.part, busy);
  await page.goto(demo.url(`/all-elements.html?ssr=0&fault=${kind}&path=${encodeURIComponent(call.part)}${call.query ?? ''}`));
  await healthy(page, 'ex-footer');
  return page;
}

/** The rest of the page works. */
const othersHealthy = (page, call) => Promise.all(TAGS.filter((tag) => !call.uses.includes(tag)).map((tag) => healthy(page, tag)));

// The timeout cases first: they mostly wait, beside the others.
describe('fault matrix', { concurrency: 5 }, () => {
  // 10 s answers lose to the 4 s timeout, for a few representative calls
  const representative = ['fullsiteBulletin', 'herald/renew/record', 'market/spots', 'alpha/currencies'];
  for (const call of CALLS.filter((c) => representative.includes(c.part))) {
    it(`timeout on ${call.part}`, async () => {
      const busy = call.uses.filter((tag) => tag !== 'ex-announcement-bar');
      const page = await openFailing(call, 'timeout', { busy });
      try {
        await call.trigger?.(page);
        await callsDone(page, call.part, 1, { list: page.sent });
        await callsDone(page, call.part);
        // while the call hung: a loading state in each element using it, not a blank box (recorded in the page while it was open)
        if (busy.length) assert.deepEqual((await busyWhileOpen(page)).sort(), [...busy].sort(), `[aria-busy=true] while ${call.part} was open`);
        await call.fallback(page, 'timeout');
        await othersHealthy(page, call);
        await recover(page, call);
        assert.deepEqual(page.errors, []);
      } finally {
        await page.close();
      }
    });
  }

  // the remote menu's retries take longest: it starts first
  for (const call of [...CALLS].sort((a, b) => (b.attempts ?? 1) - (a.attempts ?? 1))) {
    const [first, ...rest] = call.kinds ?? KINDS;
    const attempts = call.attempts ?? 1;
    it(`${call.part}: ${[first, ...rest].join(', ')}, then recovery`, async () => {
      const page = await openFailing(call, first);
      try {
        let snapshot = await call.before?.(page);
        await call.trigger?.(page);
        await callsDone(page, call.part, attempts);
        await call.fallback(page, first, snapshot);
        await othersHealthy(page, call);
        for (const kind of rest) {
          snapshot = await call.before?.(page);
          const done = finished(page, call.part);
          await setAttr(page, switched(call).join(', '), 'api-base', faultBase(kind, call.part));
          await call.again?.(page);
          await callsDone(page, call.part, done + attempts);
          await call.fallback(page, kind, snapshot);
        }
        await othersHealthy(page, call);
        await recover(page, call);
        assert.deepEqual(page.errors, []);
      } finally {
        await page.close();
      }
    });
  }
});
