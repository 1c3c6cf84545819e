// The embedded default end to end: the demo page and the designers' workshop, the legacy page
// with only the classic script, two bundles on one page, and the generated manifest.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { openDemo, until } from './browser.mjs';
import { startProxy } from './proxy-command.mjs';
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

  it('two bundles on a page share one set of stores and define each tag once; each ignored copy says so once', async () => {
    const page = await demo.page();
    const notes = [];
    page.on('console', (m) => { if (m.text().includes('loads exchange-elements twice')) notes.push(m.text()); });
    await page.goto(demo.url('/double-load.html'));
    await page.waitForFunction(() => window.esmStores);
    assert.equal(await page.evaluate(() => window.esmStores === window.exElements.stores), true);
    assert.equal(await page.evaluate(() => window.esmExElements === window.exElements || window.esmStores.theme === window.exElements.stores.theme), true);
    await page.locator('ex-announcement-bar [part="bar"]').waitFor();
    // a change through the ESM API re-renders the elements the classic script defined
    await page.evaluate(() => window.esmExElements.setTheme('dark'));
    await page.locator('ex-announcement-bar.ex-dark').waitFor();
    // the second classic script and the ES modules: each defined after the first copy
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    await until(() => notes.length >= 2, 'two notes');
    assert.deepEqual(notes, Array(2).fill(`[ex-elements] this page loads exchange-elements twice: kept exchange-elements ${version} (defined first), ignored ${version} (this copy). Load it once.`));
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it("the realistic page's header search opens a search modal, its code loaded at the press (issue 29)", async () => {
    // server-rendered, and client-only: there the modal's code is asked for at the press only (a
    // server-rendered page whose script runs before its first paint preloads every element's view)
    for (const [path, loadsAtPress] of [['/realistic.html', false], ['/realistic.html?ssr=0', true]]) {
      const page = await demo.page({ viewport: { width: 1440, height: 900 } });
      const modalCode = [];
      page.on('request', (r) => { if (/\/dist\/classic\/ex-search-modal-[^/]*\.js$/.test(r.url())) modalCode.push(r.url()); });
      await page.goto(demo.url(path));
      assert.equal(await page.locator('ex-search-modal').count(), 0, 'the page has no search modal of its own');
      await page.waitForFunction(() => document.querySelector('ex-header')?.shadowRoot?.querySelector('.xh-top'));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      if (loadsAtPress) assert.deepEqual(modalCode, [], `${path}: the modal's code loaded with the header`);
      await page.locator('ex-header button[aria-label="Search markets"]').click();
      const dialog = page.locator('ex-header ex-search-modal dialog');
      await dialog.and(page.locator('[open]')).waitFor();
      if (loadsAtPress) assert.equal(modalCode.length, 1, path);
      await page.keyboard.type('eth');
      await dialog.locator('[role=option]').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(page.errors, [], path);
      await page.close();
    }
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

describe('demo server revalidation (RFC 9110 §13.1.2)', () => {
  /** The answer to a request of `path` with only these headers (fetch() adds Cache-Control: no-cache to a
   * conditional request, which asks past any cache): status, headers and the body's length as sent. */
  const request = (path, headers = {}, method = 'GET') => new Promise((resolve, reject) => {
    httpRequest(demo.url(path), { method, headers }, (answer) => {
      let length = 0;
      answer.on('data', (chunk) => { length += chunk.length; });
      answer.on('end', () => resolve({ status: answer.statusCode, headers: new Headers(answer.headers), length }));
    }).on('error', reject).end();
  });
  const SCRIPT = '/dist/ex-elements.js';
  const BR = { 'accept-encoding': 'br' };

  it('the classic script: a strong ETag; a matching If-None-Match gets 304 without a body; another tag gets 200', async () => {
    const first = await request(SCRIPT, BR);
    const tag = first.headers.get('etag');
    assert.equal(first.status, 200);
    assert.match(tag, /^"[^"]+"$/, 'a strong tag');
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    for (const ifNoneMatch of [tag, `"other", W/${tag}`, '*']) {
      const again = await request(SCRIPT, { ...BR, 'if-none-match': ifNoneMatch });
      assert.equal(again.status, 304, ifNoneMatch);
      assert.equal(again.length, 0);
      assert.equal(again.headers.get('etag'), tag);
      assert.equal(again.headers.get('cache-control'), 'no-cache');
      assert.equal(again.headers.get('vary'), 'Accept-Encoding');
    }
    for (const ifNoneMatch of [`"${tag.slice(2)}`, 'garbage', '""']) {
      const changed = await request(SCRIPT, { ...BR, 'if-none-match': ifNoneMatch });
      assert.equal(changed.status, 200, ifNoneMatch);
      assert.ok(changed.length > 1000);
    }
  });

  it('HEAD: the same tag and length, no body; 304 when current', async () => {
    const get = await request(SCRIPT, BR);
    const head = await request(SCRIPT, BR, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.length, 0);
    assert.equal(head.headers.get('etag'), get.headers.get('etag'));
    assert.equal(head.headers.get('content-length'), get.headers.get('content-length'));
    assert.equal((await request(SCRIPT, { ...BR, 'if-none-match': get.headers.get('etag') }, 'HEAD')).status, 304);
  });

  it('each content-coding has its own strong tag (RFC 9110 §8.8.3)', async () => {
    const codings = ['br', 'gzip', 'identity'];
    const tags = await Promise.all(codings.map(async (coding) => (await request(SCRIPT, { 'accept-encoding': coding })).headers.get('etag')));
    assert.equal(new Set(tags).size, 3, tags.join());
    // the brotli body's tag does not match the gzip body
    assert.equal((await request(SCRIPT, { 'accept-encoding': 'gzip', 'if-none-match': tags[0] })).status, 200);
  });

  it('a rendered page: the same cookies render the same bytes, so revalidation gets 304', async () => {
    const cookies = { ...BR, cookie: 'csrftoken=e2e-revalidation' };
    const first = await request('/realistic.html', cookies);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    const again = await request('/realistic.html', { ...cookies, 'if-none-match': first.headers.get('etag') });
    assert.equal(again.status, 304);
    assert.equal(again.length, 0);
    // another render (here, with prices in euros) is another representation
    const euros = await request('/realistic.html', { ...cookies, cookie: `${cookies.cookie}; curr_fiat=EUR`, 'if-none-match': first.headers.get('etag') });
    assert.equal(euros.status, 200);
    assert.notEqual(euros.headers.get('etag'), first.headers.get('etag'));
  });

  it('through `ex-elements proxy` in front of it, the classic script still revalidates: 304 passes through', async () => {
    const proxy = await startProxy(demo.url(''));
    try {
      const through = (headers) => new Promise((resolve, reject) => {
        httpRequest(`${proxy.base}${SCRIPT}`, { headers }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode, etag: answer.headers.etag }));
        }).on('error', reject).end();
      });
      const first = await through(BR);
      assert.equal(first.status, 200);
      assert.ok(first.etag, 'the upstream\'s ETag reaches the visitor');
      assert.deepEqual(await through({ ...BR, 'if-none-match': first.etag }), { status: 304, etag: first.etag });
    } finally {
      proxy.child.kill();
    }
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
