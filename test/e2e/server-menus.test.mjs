// Menus that work before any script (issue 31, DESIGN.md §3e): on the demo's server-rendered
// realistic page, the header's menus, its drawer and the footer's sections open from the
// server's HTML alone, by real clicks, with JavaScript off; and a menu opened before the classic
// script has run stays open through hydration (no mismatch, no shift), then works as hydrated.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { MENU } from '../../bench/early-clicks.mjs';
import { PHONE_USER_AGENT } from '../../scripts/chromium.mjs';
import { elementHydrated, openDemo, throttleCpu, until, watchHeaderMenus } from './browser.mjs';

const PAGE = '/realistic.html';
const CLASSIC = /\/dist\/ex-elements\.js$/;
let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/** What the page shows open: the header's open popovers (class names) and its open details. */
const openInHeader = (page) => page.evaluate(() => [...document.querySelector('ex-header').shadowRoot.querySelectorAll(':popover-open')]
  .map((el) => el.classList[0]));
const navButton = (page, name) => page.locator('ex-header [part=nav-button]', { hasText: new RegExp(`^${name}$`) });
const dropdownOf = async (page, name) => page.locator(`ex-header [id="${await navButton(page, name).getAttribute('popovertarget')}"]`);

/** A page whose scripts never run, on a phone (its user agent) below 768 px. */
async function withoutScript(width, lang = 'en') {
  const phone = width < 768 ? { userAgent: PHONE_USER_AGENT } : {};
  const page = await demo.page({ viewport: { width, height: 900 }, javaScriptEnabled: false, ...phone });
  await page.goto(demo.url(`${PAGE}?lang=${lang}`));
  return page;
}

describe('with JavaScript off, the server-rendered header and footer open by real clicks', () => {
  for (const lang of ['en', 'ar']) {
    it(`a navigation menu opens under its entry with its links, an account menu at its trigger, one at a time, and closes (1440 px, ${lang})`, async () => {
      const page = await withoutScript(1440, lang);
      const [first, second] = await navButton(page, '.+').evaluateAll((all) => all.filter((b) => b.checkVisibility()).slice(1, 3).map((b) => b.textContent.trim()));
      await navButton(page, first).click();
      const menu = await dropdownOf(page, first);
      assert.ok(await menu.isVisible(), `the ${first} menu is open`);
      const links = menu.locator('a[role=menuitem]');
      assert.ok(await links.count() >= 3, 'with its links');
      assert.ok(await links.first().isVisible());
      const [entry, box] = [await navButton(page, first).locator('..').boundingBox(), await menu.boundingBox()];
      assert.equal(Math.round(box.y), Math.round(entry.y + entry.height), 'right under its entry');
      const start = lang === 'ar' ? [Math.round(box.x + box.width), Math.round(entry.x + entry.width)] : [Math.round(box.x), Math.round(entry.x)];
      assert.equal(start[0], start[1], "at its entry's start");
      await navButton(page, second).click();
      assert.deepEqual(await openInHeader(page), ['xh-dropdown'], 'one at a time');
      assert.ok(await (await dropdownOf(page, second)).isVisible());
      await page.keyboard.press('Escape');
      assert.deepEqual(await openInHeader(page), [], 'Escape closes it');
      // an account menu: the settings, at the trigger's end
      const settings = page.locator('ex-header [part=settings-trigger]');
      await settings.click();
      const panel = page.locator('ex-header [part=settings-panel]');
      assert.ok(await panel.isVisible(), 'the settings menu is open');
      assert.ok(await panel.getByRole('radio').first().isVisible(), 'with its choices');
      const [trigger, sbox] = [await settings.boundingBox(), await panel.boundingBox()];
      const end = lang === 'ar' ? [Math.round(sbox.x), Math.round(trigger.x)] : [Math.round(sbox.x + sbox.width), Math.round(trigger.x + trigger.width)];
      assert.equal(end[0], end[1], "at its trigger's end");
      assert.deepEqual(await openInHeader(page), ['xa-panel'], 'one at a time across the bar');
      await page.keyboard.press('Escape');
      const href = await links.first().evaluate((a) => a.href);
      await navButton(page, first).click();
      await Promise.all([page.waitForURL(href), links.first().click()]);
      await page.close();
    });
  }

  it('the drawer opens with its sections and links, and its close button closes it; a footer section opens (390 px)', async () => {
    const page = await withoutScript(390);
    const toggle = page.locator('ex-header [part=drawer-toggle]');
    assert.ok(await toggle.isVisible());
    await toggle.click();
    const drawer = page.locator('ex-header [part=drawer]');
    assert.ok(await drawer.isVisible(), 'the drawer is open');
    await drawer.evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished))); // it slides in
    const box = await drawer.boundingBox();
    assert.deepEqual([box.x + box.width, box.width], [390, 352], 'at the end, 352 px wide');
    assert.ok(await drawer.locator('[part=signup]').isVisible(), 'with the account actions');
    assert.ok(await drawer.locator('.xh-sections > li').count() >= 5, 'and the menus');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    assert.equal(await drawer.isVisible(), false, 'closed');

    const summary = page.locator('ex-footer summary').first();
    const links = page.locator('ex-footer details').first().locator('a');
    assert.equal(await links.first().isVisible(), false);
    await summary.click();
    assert.ok(await links.first().isVisible(), 'a footer section opens');
    await page.close();
  });
});

/** The realistic page with the classic script held until `release()`, its CPU `cpu` times slower;
 * `warnings` gathers the console's; the page records its layout shifts (`__shifts`: their rects)
 * and their score (`__cls`, as CLS counts it: not those right after an input). */
async function beforeTheScript(width, { cpu = 1 } = {}) {
  const phone = width < 768 ? { userAgent: PHONE_USER_AGENT } : {};
  const page = await demo.page({ viewport: { width, height: 900 }, ...phone });
  if (cpu > 1) await throttleCpu(page, cpu);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.addInitScript(() => {
    window.__shifts = [];
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__shifts.push(...e.sources.map((s) => [s.previousRect, s.currentRect]));
        if (!e.hadRecentInput) window.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release;
  const held = new Promise((r) => { release = r; });
  let asked;
  const requested = new Promise((r) => { asked = r; });
  await page.route(CLASSIC, async (route) => { asked(); await held; await route.continue(); });
  // the classic script is deferred: the page is parsed and painted, its DOMContentLoaded waits
  await page.goto(demo.url(PAGE), { waitUntil: 'commit' });
  await requested;
  assert.equal(await page.evaluate(() => typeof window.exElements), 'undefined', 'the script has not run');
  return { page, warnings, release };
}

/** The header's root has hydrated (committed, no longer dehydrated). */
const headerHydrated = (page) => elementHydrated(page, 'ex-header');

const hydrationWarnings = (warnings) => warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w));

describe('a menu opened before the classic script has run', () => {
  // issue 43: the bench's early click (bench/early-clicks.mjs), made certain to come first
  for (const width of [1440, 390]) it(`opens in the click's own task, by the HTML alone, and is the same menu, open with the same items, once hydrated (${width} px)`, async () => {
    const { page, warnings, release } = await beforeTheScript(width);
    // the header's first shown menu trigger (the bar's first menu, the drawer's toggle), watched
    // from the click: each panel's toggles, and whether the click's own task made them
    const { x, y } = await watchHeaderMenus(page, MENU);
    await page.mouse.click(x, y);
    const menu = () => page.evaluate(() => window.__headerMenu());
    const opened = await menu();
    assert.equal(await page.evaluate(() => typeof window.exElements), 'undefined', 'before the script');
    assert.deepEqual(await page.evaluate(() => window.__toggles.map(({ state, inClick }) => ({ state, inClick }))), [{ state: 'open', inClick: true }],
      'the click opened it in its own task');
    assert.equal(opened.open, 1, 'one panel open');
    assert.ok(opened.items >= 3, `with its items (${opened.items})`);

    release();
    await headerHydrated(page);
    const expanded = (await page.evaluate(() => window.__toggles[0].part)) === 'drawer' ? '[part=drawer-toggle]' : '[part=nav-button][aria-expanded=true]';
    // the hydrated header took it over (its first commit's layout effect)
    await page.waitForFunction((sel) => document.querySelector('ex-header').shadowRoot.querySelector(sel)?.getAttribute('aria-expanded') === 'true', expanded);
    assert.deepEqual(await menu(), { ...opened, same: true }, 'the same panel, open, with the same items');
    assert.deepEqual(await page.evaluate(() => window.__toggles.map(({ state }) => state)), ['open'], 'never closed on the way');
    assert.deepEqual(page.errors, [], 'no error');
    assert.deepEqual(hydrationWarnings(warnings), [], 'no hydration warning');
    await page.close();
  });

  // and on a CPU 4× slower (DESIGN.md §3e's throttled cell), where hydration lands frames later
  for (const cpu of [1, 4]) it(`stays open through hydration, with no mismatch and no shift, then works as hydrated${cpu > 1 ? ` (CPU ${cpu}× slower)` : ''}`, async () => {
    const { page, warnings, release } = await beforeTheScript(1440, { cpu });

    const trade = navButton(page, 'Trade');
    await trade.waitFor();
    await trade.click();
    const menu = await dropdownOf(page, 'Trade');
    assert.ok(await menu.isVisible(), 'the click opened the menu');
    const before = await menu.boundingBox();
    await page.evaluate(() => { window.__menu = document.querySelector('ex-header').shadowRoot.querySelector('.xh-dropdown:popover-open'); });

    // the pointer moves over the menu (in the top layer) while the header hydrates
    const row = await menu.locator('[role=menuitem]').nth(2).boundingBox();
    await page.mouse.move(row.x + 20, row.y + 10);
    release();
    for (let step = 0; step < 10; step += 1) await page.mouse.move(row.x + 20 + step * 10, row.y + 10 + step * 20);
    await headerHydrated(page);
    await page.waitForFunction(() => window.__menu.isConnected && window.__menu.matches(':popover-open'));
    assert.equal(await trade.getAttribute('aria-expanded'), 'true', 'the hydrated header knows it is open');
    assert.deepEqual(await menu.boundingBox(), before, 'in the same place');
    assert.ok(await page.evaluate(() => window.__menu.isConnected), "the server's menu is the one shown");
    assert.deepEqual(await openInHeader(page), ['xh-dropdown']);

    // hydrated: the keyboard rules (src/ui/header/header-keyboard.test.tsx) work on it
    await menu.locator('[role=menuitem]').first().focus();
    await page.keyboard.press('ArrowDown');
    assert.match(await page.evaluate(() => document.querySelector('ex-header').shadowRoot.activeElement?.textContent), /Alpha/);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !window.__menu.matches(':popover-open'));
    assert.equal(await trade.getAttribute('aria-expanded'), 'false', 'Escape closed it');
    assert.ok(await trade.evaluate((b) => b.getRootNode().activeElement === b), 'and gave focus back to its button');
    await trade.click();
    assert.equal(await trade.getAttribute('aria-expanded'), 'true', 'a click opens it again');
    await page.mouse.click(700, 800);
    await page.waitForFunction(() => !window.__menu.matches(':popover-open'));
    assert.equal(await trade.getAttribute('aria-expanded'), 'false', 'a click outside closes it');

    const within = (r, box) => r.x < box.x + box.width && box.x < r.x + r.width && r.y < box.y + box.height && box.y < r.y + r.height;
    const shifted = await page.evaluate(() => window.__shifts);
    assert.deepEqual(shifted.filter((rects) => rects.some((r) => within(r, before))), [], 'no layout shift in the menu');
    // nor of the bar: which entries it shows is CSS's, before any script (TopNav)
    const cls = await page.evaluate(() => window.__cls);
    assert.ok(cls <= 0.005, `CLS ${cls}`);
    assert.deepEqual(page.errors, [], 'no error');
    assert.deepEqual(hydrationWarnings(warnings), [], 'no hydration warning');
    await page.close();
  });

  it('the drawer opened before the script stays open through hydration, then its close button, its button and Escape close and open it (390 px)', async () => {
    const { page, warnings, release } = await beforeTheScript(390);
    const toggle = page.locator('ex-header [part=drawer-toggle]');
    await toggle.waitFor();
    await toggle.click(); // the pointer stays on the drawer, in the top layer, while the header hydrates
    const drawer = page.locator('ex-header [part=drawer]');
    assert.ok(await drawer.isVisible(), 'the click opened the drawer');
    await page.evaluate(() => { window.__drawer = document.querySelector('ex-header').shadowRoot.querySelector('[part=drawer]'); });
    release();
    await headerHydrated(page);
    assert.ok(await page.evaluate(() => window.__drawer.isConnected && window.__drawer.matches(':popover-open')), 'still open, the same dialog');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the hydrated header knows it is open');
    // the dialog's state, then the button's once React has rendered it
    const drawerState = () => page.evaluate(() => ({
      open: window.__drawer.matches(':popover-open, :modal'),
      expanded: document.querySelector('ex-header').shadowRoot.querySelector('[part=drawer-toggle]').getAttribute('aria-expanded'),
    }));
    const settled = async (open) => {
      await page.waitForFunction((o) => document.querySelector('ex-header').shadowRoot.querySelector('[part=drawer-toggle]').getAttribute('aria-expanded') === String(o), open);
      assert.deepEqual(await drawerState(), { open, expanded: String(open) });
    };
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await settled(false);
    await toggle.click();
    await settled(true);
    assert.ok(await page.evaluate(() => window.__drawer.matches(':modal')), 'open again, as the modal dialog');
    assert.ok(await drawer.locator('.xh-sections > li').first().isVisible());
    await page.keyboard.press('Escape');
    await settled(false);
    assert.deepEqual(page.errors, [], 'no error');
    assert.deepEqual(hydrationWarnings(warnings), [], 'no hydration warning');
    await page.close();
  });
});

describe("the bar's entries before any script", () => {
  // the entries that do not fit wrap out of sight and More keeps the end of the bar, so the
  // server's HTML shows what the hydrated bar shows (§3e: the header complete at first paint)
  const bar = (page) => page.evaluate(() => [...document.querySelector('ex-header').shadowRoot.querySelectorAll('.xh-top > li')]
    .map((li) => ({ text: li.querySelector('button, a')?.textContent.trim(), x: Math.round(li.getBoundingClientRect().x),
      // on the bar's line, not wrapped below it (clipped) nor set aside (hidden)
      shown: li.checkVisibility({ visibilityProperty: true }) && li.getBoundingClientRect().top < li.parentElement.getBoundingClientRect().bottom }))
    .filter((entry) => entry.shown));
  for (const width of [1440, 1100]) {
    it(`stand where the hydrated bar puts them, More included (${width} px)`, async () => {
      const still = await withoutScript(width);
      const before = await bar(still);
      const page = await demo.page({ viewport: { width, height: 900 } });
      await page.goto(demo.url(PAGE));
      await headerHydrated(page);
      // the frames in which the bar measures itself (a ResizeObserver) have passed
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const hydrated = await bar(page);
      assert.ok(before.some((entry) => entry.text === 'More'), 'More is in the bar before any script');
      assert.deepEqual(before, hydrated);
    });
  }
});

describe('a page painted while its header still arrives', () => {
  /** The realistic page as the demo renders it, sent up to `cut` and the rest once `release` is called. */
  async function stalledAt(cut) {
    const html = await (await fetch(demo.url(PAGE))).text();
    const at = cut(html);
    assert.ok(at > 0, 'the cut is in the page');
    let release;
    const rest = new Promise((resolve) => { release = resolve; });
    const server = createServer(async (request, response) => {
      if (request.url !== '/stalled.html') return void response.writeHead(302, { location: demo.url(request.url) }).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      await rest;
      response.end(html.slice(at));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${server.address().port}/stalled.html`, release, close: () => { release(); server.close(); } };
  }

  it("shows no menu button before the menu it opens has arrived: painted, it would open nothing", async () => {
    // cut inside the bar, right after the third menu's button: its dropdown has not arrived
    const stalled = await stalledAt((html) => {
      const buttons = [...html.matchAll(/<button [^>]*part="nav-button"[^>]*>/g)];
      return html.indexOf('</button>', buttons[2].index) + '</button>'.length;
    });
    const page = await demo.page({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    try {
      await page.goto(stalled.url, { waitUntil: 'commit' });
      const shown = () => page.evaluate(() => [...document.querySelector('ex-header')?.shadowRoot?.querySelectorAll('[part=nav-button]') ?? []]
        .map((b) => b.checkVisibility({ visibilityProperty: true })));
      // asked from here: with script off the page runs no timer page.waitForFunction could poll on
      await until(() => page.evaluate(() => document.querySelector('ex-header')?.shadowRoot?.querySelectorAll('[part=nav-button]').length === 3), 'three menu buttons parsed', 10_000);
      assert.deepEqual(await shown(), [true, true, false], 'the buttons whose menus have arrived show; the third does not yet');
      stalled.release();
      await until(() => page.evaluate(() => document.readyState === 'complete'), 'the rest of the page parsed', 10_000);
      assert.equal((await shown())[2], true, 'the third shows once its menu has arrived');
      await navButton(page, (await page.locator('ex-header [part=nav-button]').nth(2).textContent()).trim()).click();
      assert.deepEqual(await openInHeader(page), ['xh-dropdown'], 'and opens its menu');
    } finally {
      stalled.close();
      await page.close();
    }
  });
});
