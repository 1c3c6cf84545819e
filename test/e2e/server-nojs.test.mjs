// Without JavaScript (issue 17, DESIGN.md §3a): the demo's realistic page, server-rendered, in a
// browser that runs no script at all. The announcement bar, the header's navigation, the cookie
// notice (EU edition, home page) and the footer are there and visible, at 1440 and 390 px, and
// their links go where they say.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PHONE_USER_AGENT } from '../../scripts/chromium.mjs';
import { openDemo } from './browser.mjs';

const PAGE = '/realistic.html?site=106'; // the EU edition: the one with the cookie notice
let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/** A page that runs no script, on the server-rendered realistic page. */
async function withoutScript(width) {
  const phone = width < 768 ? { userAgent: PHONE_USER_AGENT } : {};
  const page = await demo.page({ viewport: { width, height: 900 }, javaScriptEnabled: false, ...phone });
  await page.goto(demo.url(PAGE));
  return page;
}

/** Follows a visible link (`find` gives it, on the page as loaded) the way a visitor does, and
 * gives where the browser went; then loads the page again. */
async function follow(page, find) {
  const link = await find();
  assert.ok(await link.isVisible(), `${await link.textContent()} is visible`);
  const href = await link.evaluate((a) => a.href);
  await Promise.all([page.waitForURL(href), link.click()]);
  const went = page.url();
  await page.goto(demo.url(PAGE));
  return { href, went };
}

describe('with JavaScript disabled, the server-rendered page', { concurrency: 2 }, () => {
  for (const width of [1440, 390]) {
    it(`shows the bar, the header, the cookie notice and the footer, and their links work (${width} px)`, async () => {
      const page = await withoutScript(width);
      assert.equal(await page.evaluate(() => typeof window.exElements), 'undefined', 'no script ran');
      const bar = page.locator('ex-announcement-bar [part=bar]');
      assert.ok(await bar.isVisible(), 'the announcement bar');
      assert.match(await bar.textContent(), /scheduled system maintenance/);
      assert.ok(await page.locator('ex-cookie-notice [part=notice]').isVisible(), 'the cookie notice');
      assert.ok(await page.locator('ex-header [part=logo]').isVisible(), "the header's logo");
      const footerLinks = page.locator('ex-footer [part=sections] a');
      assert.ok(await footerLinks.count() >= 10, 'the footer links');
      if (width < 768) {
        // the phone footer: each section a disclosure, closed, that opens and closes without script
        const summaries = page.locator('ex-footer summary');
        const open = () => page.locator('ex-footer details').evaluateAll((all) => all.map((d) => d.open));
        assert.ok(await summaries.count() >= 3, 'sections');
        assert.ok((await open()).every((o) => !o), 'all closed');
        assert.equal(await footerLinks.first().isVisible(), false);
        await summaries.nth(0).click();
        assert.deepEqual((await open()).map((o, i) => o === (i === 0)), (await open()).map(() => true), 'the first open');
        await summaries.nth(1).click();
        assert.deepEqual((await open()).map((o, i) => o === (i === 1)), (await open()).map(() => true), 'the second open, the first closed');
        await summaries.nth(1).click();
        assert.ok((await open()).every((o) => !o), 'closed again');
      }
      // on a phone, a section's links show once it is open
      const footerLink = (at) => async () => {
        if (width < 768) await page.locator('ex-footer summary').nth(at).click();
        const visible = page.locator('ex-footer [part=sections] a:visible');
        assert.ok(await visible.count() >= (width < 768 ? 1 : 10), 'footer links are visible');
        return at === 0 ? visible.first() : visible.last();
      };

      const links = [
        async () => page.locator('ex-announcement-bar a.more'),
        async () => page.locator('ex-cookie-notice [part=notice] a'),
        async () => page.locator('ex-header [part=logo]'),
        footerLink(0),
        footerLink(-1),
      ];
      // the top navigation's plain links (on a phone they are in the drawer: server-menus.test.mjs)
      if (width > 992) links.push(async () => page.locator('ex-header nav [part=nav-link]').first());
      for (const find of links) {
        const { href, went } = await follow(page, find);
        assert.equal(went, href);
      }
      await page.close();
    });
  }
  it("on a phone, the bar shows its pause control where its text overflows before any script, and its controls do not move when its marquee starts", async () => {
    const boxes = (page) => page.evaluate(() => {
      const root = document.querySelector('ex-announcement-bar').shadowRoot;
      const box = (n) => { const r = n.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top), Math.round(r.width)]; };
      const pause = root.querySelector('button.pause');
      return { more: box(root.querySelector('a.more')), close: box(root.querySelector('[part=close]')), pause: box(pause), shown: pause.checkVisibility({ visibilityProperty: true }) };
    });
    const before = await boxes(await withoutScript(390));
    assert.equal(before.shown, true, "the demo's bulletin overflows a phone's bar: its pause control shows from the HTML");
    const page = await demo.page({ viewport: { width: 390, height: 900 }, userAgent: PHONE_USER_AGENT });
    await page.goto(demo.url(PAGE));
    await page.waitForFunction(() => document.querySelector('ex-announcement-bar').shadowRoot.querySelector('.text').getAnimations().length === 1);
    assert.deepEqual(await boxes(page), before, 'the marquee runs, and nothing moved');
    await page.locator('ex-announcement-bar button.pause').click();
    await page.locator('ex-announcement-bar button[aria-label="Resume scrolling"]').waitFor();
    await page.close();
  });
});
