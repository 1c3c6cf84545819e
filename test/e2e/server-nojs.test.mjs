// Without JavaScript (issue 17, DESIGN.md §3a): the demo's realistic page, server-rendered, in a
// browser that runs no script at all. The announcement bar, the header's navigation, the cookie
// notice (EU edition, home page) and the footer are there and visible, at 1440 and 390 px, and
// their links go where they say.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDemo } from './browser.mjs';

const PAGE = '/realistic.html?site=106'; // the EU edition: the one with the cookie notice
let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/** A page that runs no script, on the server-rendered realistic page. */
async function withoutScript(width) {
  const page = await demo.page({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  await page.goto(demo.url(PAGE));
  return page;
}

/** Follows a visible link the way a visitor does, and gives where the browser went. */
async function follow(page, link) {
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
      for (let i = 0; i < await footerLinks.count(); i += 1) assert.ok(await footerLinks.nth(i).isVisible(), `footer link ${i} is visible`);

      const links = [
        page.locator('ex-announcement-bar a.more'),
        page.locator('ex-cookie-notice [part=notice] a'),
        page.locator('ex-header [part=logo]'),
        footerLinks.first(),
        footerLinks.last(),
      ];
      // the top navigation's plain links: on a phone they are in the drawer, which needs script
      if (width > 992) links.push(page.locator('ex-header nav a').first());
      for (const link of links) {
        const { href, went } = await follow(page, link);
        assert.equal(went, href);
      }
      await page.close();
    });
  }
});
