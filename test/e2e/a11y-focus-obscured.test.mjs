// Focus Not Obscured (issue 42 (2), WCAG 2.2 2.4.11): tabbing through the footer of the page of
// every element, with the EU cookie notice fixed at the bottom, no focused control is under it,
// on a phone (390 px) and a desktop (1440 px).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { settledScroll } from './a11y-lib.mjs';
import { openDemo } from './browser.mjs';

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/** The deepest focused element's box and name, and the notice's box (null when it is gone). */
const state = (page) => page.evaluate(() => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  let host = el;
  while (host && !host.localName?.startsWith('ex-')) host = host.getRootNode().host;
  const box = (node) => { const r = node.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  const notice = document.querySelector('ex-cookie-notice')?.shadowRoot?.querySelector('[part="notice"]');
  return { host: host?.localName, name: (el.getAttribute('aria-label') || el.textContent).trim().slice(0, 40), at: box(el), notice: notice && box(notice) };
});
const overlap = (a, b) => a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;

describe('the cookie notice covers no focused control', () => {
  for (const width of [390, 1440]) {
    it(`tabbing through the footer at ${width} px`, async () => {
      const page = await demo.page({ viewport: { width, height: 800 } });
      await page.goto(demo.url('/all-elements.html?site=106'));
      await page.waitForFunction(() => document.querySelector('ex-cookie-notice')?.shadowRoot?.querySelector('[part="notice"]')
        && document.querySelector('ex-footer')?.shadowRoot?.querySelector('a[href]'));
      await page.waitForLoadState('networkidle'); // drawn and hydrated: focus is not lost to a new render
      await page.evaluate(() => [...document.querySelector('ex-footer').shadowRoot.querySelectorAll('a[href], button, select, summary')]
        .find((c) => c.checkVisibility({ visibilityProperty: true })).focus());
      const covered = [];
      let stops = 0;
      for (let s = await state(page); s.host === 'ex-footer'; s = await state(page)) {
        await settledScroll(page); // the scroll into view is done
        const now = await state(page);
        if (overlap(now.at, now.notice)) covered.push(now.name);
        stops += 1;
        await page.keyboard.press('Tab');
      }
      assert.ok(stops > 10, `only ${stops} stops in the footer`);
      assert.deepEqual(covered, []);
      await page.close();
    });
  }
});
