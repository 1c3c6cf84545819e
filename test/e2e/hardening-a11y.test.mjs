// Accessibility (issue 8): axe-core on every element in its main states (light, dark, empty,
// Arabic, phone) with zero violations; keyboard operation of menus, tab rows and lists;
// a visible focus on every tab stop; prefers-reduced-motion; right to left for Arabic.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { events, openHardening, shows, TAGS } from './hardening-lib.mjs';

const AXE = 'node_modules/axe-core/axe.min.js';
const WIDE = { width: 1440, height: 1400 };

let demo;
before(async () => { demo = await openHardening(); });
after(async () => { await demo?.close(); });

const press = (page, key) => page.keyboard.press(key);

/** The deepest focused element, through shadow roots. */
const focused = (page) => page.evaluate(() => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  let host = el;
  while (host && !host.localName?.startsWith('ex-')) host = host.getRootNode().host;
  return el && { tag: el.localName, role: el.getAttribute('role'), text: el.textContent.trim().slice(0, 40), part: el.getAttribute('part'), host: host?.localName ?? null };
});

const describeViolation = (state, v) => `${state}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`;

/** axe on every ex-* element of the page (shadow roots included): its violations, as readable lines. */
async function axe(page, state) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const include = tags.flatMap((tag) => [...document.querySelectorAll(tag)]);
    const result = await window.axe.run({ include }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, TAGS);
  return violations.map((v) => describeViolation(state, v));
}

/** A page of all ten elements in its loaded state. */
async function loaded(query = '', options = { viewport: WIDE }) {
  const page = await demo.page(options);
  await page.goto(demo.url(`/all-elements.html${query}`));
  for (const tag of ['ex-market-dropdown', 'ex-market-search']) await page.locator(tag).scrollIntoViewIfNeeded();
  await shows(page, 'ex-reminder-panel [part=message], ex-reminder-panel [part=empty]');
  await shows(page, 'ex-market-search [part~=row], ex-market-search [part~=empty]');
  await shows(page, 'ex-alpha-list [part=row], ex-alpha-list [part=empty]');
  return page;
}

describe('axe: zero violations in every main state', { concurrency: 3 }, () => {
  it('light and dark, lists searched, tabs switched, dialogs and menus open', async () => {
    const page = await loaded();
    const found = [...await axe(page, 'loaded')];
    await page.locator('ex-reminder-panel [role=tab]', { hasText: 'Trading' }).click();
    await page.locator('ex-market-search [role=tab]', { hasText: 'Futures' }).click();
    await page.locator('ex-market-dropdown [part=search] input').fill('eth');
    await page.locator('ex-alpha-list [part=search]').fill('PEPE');
    await shows(page, 'ex-alpha-list [part=row]:has-text("PEPE")');
    found.push(...await axe(page, 'searched'));
    await page.locator('ex-search-modal [part=trigger]').click();
    await page.locator('ex-search-modal [part=input]').fill('btc');
    await shows(page, 'ex-search-modal [part=option]');
    found.push(...await axe(page, 'search dialog'));
    await press(page, 'Escape');
    await page.locator('ex-header [part=nav-button]').first().click();
    await shows(page, 'ex-header [part=dropdown]:visible');
    found.push(...await axe(page, 'header menu'));
    // the bell shows the panel view: the page's own <ex-reminder-panel> would be a second landmark of that name
    await page.evaluate(() => document.querySelector('main ex-reminder-panel').remove());
    for (const name of ['personal', 'bell', 'settings']) {
      await page.locator(`ex-header [part=${name}-trigger]`).click();
      await shows(page, `ex-header [part=${name}-panel]:visible`);
      found.push(...await axe(page, `header ${name}`));
    }
    await press(page, 'Escape');
    await page.evaluate(() => window.exElements.setTheme('dark'));
    await shows(page, 'ex-footer.ex-dark');
    found.push(...await axe(page, 'dark'));
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('empty states, Arabic, and the phone layout', async () => {
    const found = [];
    const empty = await loaded('?fault=500');
    found.push(...await axe(empty, 'every call failing'));
    await empty.close();
    const arabic = await loaded('?lang=ar');
    found.push(...await axe(arabic, 'Arabic'));
    await arabic.close();
    const phone = await loaded('', { viewport: { width: 375, height: 800 } });
    await phone.locator('ex-footer summary').first().click();
    found.push(...await axe(phone, 'phone'));
    await phone.locator('ex-header [part=drawer-toggle]').click();
    await shows(phone, 'ex-header [part=drawer]');
    found.push(...await axe(phone, 'phone drawer'));
    await phone.close();
    assert.deepEqual(found, []);
  });
});

describe('keyboard', { concurrency: 3 }, () => {
  it('tab rows: arrows, Home and End; mirrored in Arabic', async () => {
    for (const [query, forward, back] of [['', 'ArrowRight', 'ArrowLeft'], ['?lang=ar', 'ArrowLeft', 'ArrowRight']]) {
      const page = await loaded(query);
      for (const tag of ['ex-reminder-panel', 'ex-market-dropdown']) {
        const tabs = page.locator(`${tag} [role=tab]`);
        await page.locator(`${tag} [role=tab][aria-selected=true]`).first().focus();
        await press(page, forward);
        assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true', `${tag} ${query} ${forward}`);
        const name = (text) => text.trim().replace(/\d+\+?$/, ''); // without the unread badge
        assert.equal(name((await focused(page)).text), name(await tabs.nth(1).textContent()));
        await press(page, 'End');
        assert.equal(await tabs.last().getAttribute('aria-selected'), 'true');
        await press(page, back);
        assert.equal(await tabs.nth((await tabs.count()) - 2).getAttribute('aria-selected'), 'true');
        await press(page, 'Home');
        assert.equal(await tabs.first().getAttribute('aria-selected'), 'true');
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });

  it('lists: the market list, the search modal and the Alpha list', async () => {
    const page = await loaded();
    // market list: a combobox over the rows
    const input = page.locator('ex-market-dropdown [part=search] input');
    await input.focus();
    await press(page, 'ArrowDown');
    await press(page, 'ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    assert.ok(active, 'a row is highlighted');
    await press(page, 'Enter');
    await page.waitForFunction(() => window.__ex.events.some((e) => e.type === 'ex-navigate' && e.tag === 'ex-market-dropdown'));
    // search modal: "/" opens it, arrows pick, Enter opens, Escape closes
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await press(page, '/');
    await shows(page, 'ex-search-modal [part=dialog]');
    assert.equal((await focused(page)).part, 'input');
    await page.keyboard.type('eth');
    await shows(page, 'ex-search-modal [part=option]');
    await press(page, 'ArrowDown');
    const option = await page.locator('ex-search-modal [part=input]').getAttribute('aria-activedescendant');
    assert.equal(await page.locator(`ex-search-modal [id="${option}"]`).getAttribute('aria-selected'), 'true');
    await press(page, 'Escape');
    await page.locator('ex-search-modal [part=dialog]').waitFor({ state: 'hidden' });
    // Alpha list: a chain by keyboard, then a token
    await page.locator('ex-alpha-list [part=side-menu] button', { hasText: 'Ethereum' }).focus();
    await press(page, 'Enter');
    await shows(page, 'ex-alpha-list [part=side-menu] button[aria-current=true]:has-text("Ethereum")');
    await page.waitForFunction(() => document.querySelector('ex-alpha-list').shadowRoot.querySelector('[part=row] img.chain')?.alt === 'Ethereum');
    await page.locator('ex-alpha-list [part=row]').first().focus();
    await press(page, 'Enter');
    await page.waitForFunction(() => window.__ex.events.some((e) => e.type === 'ex-track' && e.detail.event === 'alpha_click'));
    assert.equal((await events(page, 'ex-track')).find((e) => e.detail.event === 'alpha_click').detail.chain, 'eth');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('menus: the header menus, the account menus, the footer accordion', async () => {
    const page = await loaded();
    const button = page.locator('ex-header [part=nav-button]').first();
    await button.focus();
    await press(page, 'ArrowDown');
    await shows(page, 'ex-header [part=dropdown]:visible');
    assert.ok(['a', 'button'].includes((await focused(page)).tag), 'focus moved into the menu');
    await press(page, 'ArrowDown');
    await press(page, 'Escape');
    await page.locator('ex-header [part=dropdown]:visible').waitFor({ state: 'detached' });
    assert.equal((await focused(page)).part, 'nav-button', 'focus back on the menu button');
    const wallet = page.locator('ex-header [part=wallet-trigger]');
    await wallet.focus();
    await press(page, 'ArrowDown');
    await shows(page, 'ex-header [part=wallet-panel]:visible');
    await press(page, 'ArrowDown');
    assert.equal((await focused(page)).tag, 'a');
    await press(page, 'Escape');
    assert.equal((await focused(page)).part, 'wallet-trigger');
    await page.close();
    const phone = await loaded('', { viewport: { width: 375, height: 800 } });
    const toggle = phone.locator('ex-footer summary').first();
    const open = () => toggle.evaluate((summary) => summary.parentElement.open);
    await toggle.focus();
    await press(phone, 'Enter');
    assert.equal(await open(), true);
    await press(phone, 'Space');
    assert.equal(await open(), false);
    assert.deepEqual(phone.errors, []);
    await phone.close();
  });

  it('every tab stop shows a visible focus', async () => {
    const page = await loaded();
    const missing = [];
    let stops = 0;
    for (const tag of TAGS.filter((t) => t !== 'ex-cookie-notice')) {
      // keyboard focus on the element's first tab stop: focus what is before it, then Tab
      const first = await page.evaluate((t) => {
        const el = document.querySelector(t);
        const before = document.createElement('button');
        before.id = 'before-focus';
        el.before(before);
        before.focus();
        return !!el.shadowRoot.querySelector('a[href], button, input, [tabindex="0"]');
      }, tag);
      if (!first) continue;
      for (let i = 0; i < 12; i++) {
        await press(page, 'Tab');
        const stop = await page.evaluate((t) => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          const root = el?.getRootNode();
          if (!(root instanceof ShadowRoot) || root.host.localName !== t) return null;
          // the focus is visible when the element or its wrappers (:focus-within) look different without it
          const boxes = [el, el.parentElement, el.parentElement?.parentElement].filter(Boolean);
          const look = () => boxes.map((b) => { const c = getComputedStyle(b); return [c.outlineStyle, c.outlineWidth, c.outlineColor, c.boxShadow, c.borderColor, c.backgroundColor].join(); }).join('|');
          const withFocus = look();
          el.blur();
          const without = look();
          el.focus();
          return { visible: withFocus !== without, what: `${el.localName}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''} "${el.textContent.trim().slice(0, 24)}"` };
        }, tag);
        if (!stop) break;
        stops++;
        if (!stop.visible) missing.push(`${tag} ${stop.what}`);
      }
      await page.evaluate(() => document.getElementById('before-focus').remove());
    }
    assert.ok(stops > 40, `${stops} tab stops`);
    assert.deepEqual(missing, []);
    await page.close();
  });
});

describe('motion and direction', { concurrency: 2 }, () => {
  const LONG = 'Scheduled maintenance of every wallet and every market, '.repeat(8);
  const longBulletin = (page) => page.route('**/fullsiteBulletin', (route) => route.fulfill({
    json: { code: 200, message: 'success', data: { content_id: 'long', content: LONG, link: '' } },
  }));
  /** Running animations in an element's shadow root (CSS and Web Animations). */
  const animations = (page, tag) => page.evaluate((t) => document.querySelector(t).shadowRoot.getAnimations()
    .filter((a) => a.playState === 'running').length, tag);

  it('prefers-reduced-motion: no marquee, no skeleton shimmer, no transitions', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const page = await demo.page({ viewport: { width: 375, height: 800 }, reducedMotion });
      await longBulletin(page);
      // client-only: the long bulletin is the browser's answer
      await page.goto(demo.url('/all-elements.html?ssr=0&fault=timeout&path=market%2Fspots'));
      await shows(page, 'ex-announcement-bar [part=bar]');
      await page.locator('ex-market-dropdown').scrollIntoViewIfNeeded();
      await shows(page, 'ex-market-dropdown [aria-busy=true]');
      const running = { bar: await animations(page, 'ex-announcement-bar'), skeleton: await animations(page, 'ex-market-dropdown') };
      if (reducedMotion === 'reduce') assert.deepEqual(running, { bar: 0, skeleton: 0 });
      else assert.ok(running.bar > 0 && running.skeleton > 0, JSON.stringify(running)); // the check can fail
      await page.close();
    }
  });

  it('right to left for Arabic', async () => {
    const page = await loaded('?lang=ar');
    const layout = await page.evaluate(() => {
      const root = (tag) => document.querySelector(tag).shadowRoot;
      const x = (el) => el.getBoundingClientRect().x;
      // the view's root: a server-rendered root starts with its inline styles (or stylesheet links)
      const dir = (tag) => getComputedStyle([...root(tag).children].find((c) => !['link', 'style'].includes(c.localName))).direction;
      const tabs = [...root('ex-reminder-panel').querySelectorAll('[role=tab]')];
      const sections = [...root('ex-footer').querySelectorAll('[part=section]')];
      const logo = root('ex-header').querySelector('[part=logo]');
      return {
        directions: ['ex-header', 'ex-footer', 'ex-reminder-panel', 'ex-market-dropdown', 'ex-alpha-list', 'ex-app-banner'].map((t) => `${t} ${dir(t)}`),
        tabsMirrored: x(tabs[0]) > x(tabs[1]),
        footerMirrored: x(sections[0]) > x(sections[1]),
        logoRight: x(logo) > innerWidth / 2,
      };
    });
    assert.deepEqual(layout.directions.filter((d) => !d.endsWith('rtl')), []);
    assert.deepEqual([layout.tabsMirrored, layout.footerMirrored, layout.logoRight], [true, true, true]);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
