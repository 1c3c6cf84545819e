// The embedded default end to end: the demo page and the designers' workshop, the legacy page
// with only the classic script, two bundles on one page, and the generated manifest.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { openDemo } from './browser.mjs';
import { afterSanitizer, ready } from './stories-lib.mjs';

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

const shadowText = (page, selector, inner) =>
  page.locator(`${selector} ${inner}`).first().textContent({ timeout: 5000 });

describe('demo server', () => {
  it("serves the demo page, which links the designers' workshop, and the workshop's static build", async () => {
    const page = await demo.page();
    await page.goto(demo.url('/'));
    assert.equal(await page.locator('a[href="/storybook/"]').count(), 1);
    // the workshop (npm run build-storybook) under /storybook/: a story in dark, its data from the mock in the browser
    const story = await demo.page();
    await story.goto(demo.url('/storybook/iframe.html?id=announcement--home&viewMode=story&globals=theme:dark'));
    await ready(story);
    await story.locator('ex-announcement-bar.ex-dark [part="bar"]').waitFor();
    assert.match(await story.locator('ex-announcement-bar [part="content"]').textContent(), /maintenance/);
    assert.deepEqual(story.errors, []);
    await story.close();
    // the realistic page beside itself: server-rendered, and client-only (frames that load when seen)
    await page.locator('.compare').scrollIntoViewIfNeeded();
    const [server, client] = ['/realistic.html', '/realistic.html?ssr=0'].map((src) => page.frameLocator(`.compare iframe[src="${src}"]`));
    // (the frames are phone-wide: the footer's links are in closed sections)
    await server.locator('ex-footer [part=sections] a').first().waitFor({ state: 'attached' });
    await client.locator('ex-footer [part=sections] a').first().waitFor({ state: 'attached' });
    assert.ok(await server.locator('ex-footer').getAttribute('data-ex-ssr'), 'rendered by the server');
    assert.equal(await client.locator('ex-footer').getAttribute('data-ex-ssr'), null, 'rendered in the browser');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('the legacy page works with only the classic script', async () => {
    const page = await demo.page();
    await page.goto(demo.url('/legacy.html'));
    assert.match(await shadowText(page, 'ex-announcement-bar', '[part="content"]'), /maintenance/);
    assert.match(await shadowText(page, 'ex-cookie-notice', 'h2'), /We use cookies/);
    assert.equal(await page.evaluate(() => typeof window.exElements.configure), 'function');
    assert.equal(await page.evaluate(() => window.exElements.stores.config.get().siteId), 106);
    await page.evaluate(() => window.exElements.configure({ theme: 'dark' }));
    await page.locator('ex-cookie-notice.ex-dark').waitFor({ state: 'attached' });
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('two bundles on a page share one set of stores and define each tag once', async () => {
    const page = await demo.page();
    await page.goto(demo.url('/double-load.html'));
    await page.waitForFunction(() => window.esmStores);
    assert.equal(await page.evaluate(() => window.esmStores === window.exElements.stores), true);
    assert.equal(await page.evaluate(() => window.esmExElements === window.exElements || window.esmStores.theme === window.exElements.stores.theme), true);
    await page.locator('ex-announcement-bar [part="bar"]').waitFor();
    // a change through the ESM API re-renders the elements the classic script defined
    await page.evaluate(() => window.esmExElements.setTheme('dark'));
    await page.locator('ex-announcement-bar.ex-dark').waitFor();
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('a story shows the fallback when the mock fails, without errors', async () => {
    const page = await demo.page();
    const gaveUp = page.waitForEvent('console', (m) => m.type() === 'warning' && /fullsiteBulletin failed .*fallback/.test(m.text()));
    await page.goto(demo.url('/storybook/iframe.html?id=announcement--failed&viewMode=story'));
    await gaveUp;
    // the bar takes the fallback in the microtasks after the warning, once its sanitiser has loaded
    await afterSanitizer(page);
    assert.equal(await page.locator('ex-announcement-bar [part="bar"]').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});

describe('custom-elements.json', () => {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const elements = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName);

  it('lists every element file with the common attributes', () => {
    const tags = elements.map((d) => d.tagName).sort();
    const files = readFileSync('src/elements.ts', 'utf8').match(/ex-[\w-]+(?=')/g).sort();
    assert.deepEqual(tags, files);
    for (const d of elements) {
      const names = d.attributes.map((a) => a.name);
      for (const common of ['site-id', 'lang', 'api-base', 'theme']) assert.ok(names.includes(common), `${d.tagName} ${common}`);
      assert.ok(d.cssProperties.some((p) => p.name === '--ex-color-brand'), d.tagName);
    }
  });

  it('documents events and parts from the JSDoc', () => {
    const bar = elements.find((d) => d.tagName === 'ex-announcement-bar');
    assert.ok(bar.events.some((e) => e.name === 'ex-announcement-dismiss'));
    assert.ok(bar.cssParts.some((p) => p.name === 'close'));
    assert.ok(bar.attributes.some((a) => a.name === 'page-path' && a.type.text === 'string'));
  });
});
