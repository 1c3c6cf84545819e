// Hostile host pages (issue 8): global CSS aimed at a, div, button; the classic script twice
// next to the ES modules; hundreds of elements; elements moved, removed and re-added.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exercise, showsAll } from './hardening-exercise.mjs';
import { callsDone, frames, openHardening, shows, TAGS } from './hardening-lib.mjs';

let demo;
before(async () => { demo = await openHardening(); });
after(async () => { await demo?.close(); });

/** The computed text style of the first visible text inside each element's shadow root. */
const textStyles = (page) => page.evaluate((tags) => Object.fromEntries(tags.map((tag) => {
  const root = document.querySelector(tag).shadowRoot;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent.trim() ? 1 : 3) });
  const text = walker.nextNode()?.parentElement;
  const s = text && getComputedStyle(text);
  return [tag, s && { fontSize: parseFloat(s.fontSize), letterSpacing: s.letterSpacing, textTransform: s.textTransform, fontStyle: s.fontStyle, visibility: s.visibility }];
})), TAGS);

describe('hostile host pages', () => {
  it('global CSS on a, div, button and inherited text styles does not reach inside', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await page.goto(demo.url('/hostile-css.html'));
    await showsAll(page);
    for (const [tag, style] of Object.entries(await textStyles(page))) {
      assert.ok(style, `${tag} shows text`);
      assert.ok(style.fontSize >= 10 && style.fontSize <= 24, `${tag} font-size ${style.fontSize}`);
      assert.deepEqual([style.letterSpacing, style.textTransform, style.fontStyle, style.visibility], ['normal', 'none', 'normal', 'visible'], tag);
    }
    await exercise(page); // and every element still works
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('the classic script twice and the ES modules: one definition per tag, one set of stores', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await page.goto(demo.url('/hostile-scripts.html'));
    const shared = await page.evaluate(async (tags) => {
      const esm = await import('/dist/esm/index.js');
      return { stores: esm.stores === window.exElements.stores, defined: tags.filter((t) => customElements.get(t)).length };
    }, TAGS);
    assert.deepEqual(shared, { stores: true, defined: TAGS.length }); // a second define() would have thrown (page.errors)
    await showsAll(page); // hardening-csp drives this page, under the strict CSP, through every state
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('hundreds of elements on one page', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 900 } });
    await page.goto(demo.url('/hostile-many.html?n=100'));
    await page.waitForFunction(() => ['ex-announcement-bar', 'ex-footer'].every((tag) =>
      [...document.querySelectorAll(tag)].every((el) => el.shadowRoot.querySelector('[part=bar], [part=footer]'))), null, { timeout: 45_000, polling: 250 });
    // a dropdown loads once it is in view: the last of 100 loads when scrolled to, not before
    const dropdowns = page.locator('ex-market-dropdown');
    assert.equal(await dropdowns.count(), 100);
    assert.equal(await dropdowns.last().locator('[part~=row]').count(), 0);
    await dropdowns.last().scrollIntoViewIfNeeded();
    await dropdowns.last().locator('[part~=row]').first().waitFor();
    // identical requests in flight are shared: a hundred bars, a hundred dropdowns, a few requests
    assert.ok(page.calls.filter((p) => p.includes('fullsiteBulletin')).length < 10);
    assert.ok(page.calls.filter((p) => p.includes('market/spots')).length <= 2);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('elements moved, removed and re-added render again, cleanly', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await page.goto(demo.url('/all-elements.html'));
    await shows(page, 'ex-reminder-panel [part=message]');
    await page.locator('ex-reminder-panel [role=tab]', { hasText: 'Trading' }).click();
    await shows(page, 'ex-reminder-panel [part=message]:has-text("Order filled")');
    const snapshot = () => page.evaluate((tags) => tags.map((tag) => {
      const el = document.querySelector(tag);
      // the view's tree, and its stylesheets: a server-rendered root's are its inline styles (or
      // links) until it has hydrated, then, as for a later mount rendered afresh, the adopted sheets
      const root = el.shadowRoot;
      return `${tag}:${[...root.children].filter((c) => !['link', 'style'].includes(c.localName)).length}:${root.styleSheets.length + root.adoptedStyleSheets.length}`;
    }), TAGS);
    const initial = await snapshot();
    // moved: every element into a new container at the top of the page
    await page.evaluate((tags) => {
      const box = document.createElement('article');
      document.body.prepend(box);
      for (const tag of tags) box.append(document.querySelector(tag));
    }, TAGS);
    await showsAll(page);
    // removed, then re-added a moment later
    await page.evaluate((tags) => {
      window.removed = tags.map((tag) => document.querySelector(tag));
      for (const el of window.removed) el.remove();
    }, TAGS);
    // a moment later: once every view has unmounted, and that has been drawn
    await page.waitForFunction(() => window.removed.every((el) => el.shadowRoot.childElementCount === 0));
    await frames(page);
    await page.evaluate(() => document.querySelector('article').append(...window.removed));
    await showsAll(page);
    assert.deepEqual(await snapshot(), initial, 'one tree and the same stylesheets per shadow root');
    // the panel starts again from its first tab, with that tab's messages
    await shows(page, 'ex-reminder-panel [role=tab][aria-selected=true]:has-text("Announcements")');
    await shows(page, 'ex-reminder-panel [part=message]:has-text("Gate will list")');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('an element removed while loading aborts its request', async () => {
    const page = await demo.page();
    // client-only: the browser's own request (a server render would have fetched the bulletin)
    await page.goto(demo.url('/all-elements.html?ssr=0&fault=timeout&path=fullsiteBulletin'));
    await callsDone(page, 'fullsiteBulletin', 1, { list: page.sent });
    const removedAt = Date.now();
    await page.evaluate(() => document.querySelector('ex-announcement-bar').remove());
    await callsDone(page, 'fullsiteBulletin', 1, { timeout: 3000 }); // well before the 4 s timeout
    assert.ok(Date.now() - removedAt < 3000);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
