// exchange-elements/react in a real Next.js 16 app (DESIGN.md §3d): examples/nextjs with the
// packed package, built once with `next build` and served by `next start`, then under `next dev`.
// Its three pages — server components (/), the elements in a client component (/client), the
// Pages Router (/legacy) — hold the elements' shadow roots and every footer link in their raw
// HTML, and in Chromium hydrate with no error, warning or shift; a menu opens, a prop change
// re-renders the element, an event reaches its callback.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../../scripts/chromium.mjs';
import { checkDarkVisitor, checkFooterKept, checkRawHtml, elementHydrated, footerSpec, nextSite, openHeaderMenu, switchToGermanAndNavigate, watchedPage } from './react-site.mjs';

const PAGES = ['/', '/client', '/legacy'];

let site;
let browser;
let footerLinks;

/** Loads a page; resolves once Next and the header have hydrated. */
async function load(page, url) {
  await page.goto(url, { timeout: 30_000 });
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')), null, { timeout: 30_000 });
  await elementHydrated(page, 'ex-header');
  await page.waitForLoadState('networkidle');
}

describe('exchange-elements/react in a Next.js 16 app', () => {
  before(async () => {
    site = await nextSite('nextjs-site');
    footerLinks = await footerSpec('main');
    browser = await launchChromium();
  });
  after(async () => { await browser?.close(); site?.close(); });

  describe('next build, next start', () => {
    let server;
    before(async () => { server = await site.serve('start'); });
    after(() => server?.stop());

    it('the raw HTML of each page holds the header and the footer with their shadow roots and every footer link, in the visitor\'s theme', async () => {
      for (const path of PAGES) {
        checkRawHtml(await (await fetch(server.base + path)).text(), footerLinks, path);
        await checkDarkVisitor(server.base + path, path);
      }
    });

    // and on a CPU 4× slower (DESIGN.md §3e's throttled cell), where hydration lands frames later
    for (const cpu of [1, 4]) {
      for (const path of PAGES) {
        it(`${path} hydrates with no error, warning or layout shift, and its header menu opens${cpu > 1 ? ` (CPU ${cpu}× slower)` : ''}`, async () => {
          const page = await watchedPage(browser, { cpu });
          await load(page, server.base + path);
          await openHeaderMenu(page);
          await checkFooterKept(page);
          const cls = await page.evaluate(() => window.__cls);
          assert.ok(cls <= 0.005, `CLS ${cls}`);
          assert.deepEqual(page.problems, []);
          await page.close();
        });
      }
    }

    it('/client: lang="de" re-renders the element in German, ex-navigate reaches onExNavigate', async () => {
      const page = await watchedPage(browser);
      await load(page, `${server.base}/client`);
      await switchToGermanAndNavigate(page);
      assert.equal(new URL(page.url()).pathname, '/client', 'the app routed the link itself');
      assert.deepEqual(page.problems, []);
      await page.close();
    });
  });

  it('next dev: the three pages hydrate with no hydration warning or error', async () => {
    const server = await site.serve('dev');
    try {
      for (const path of PAGES) {
        const page = await watchedPage(browser);
        await load(page, server.base + path);
        // Next's own dev client may get an HMR message before its Pages Router exists, and
        // warns "[HMR] Invalid message … reading 'components'" (a race in next, not the page)
        assert.deepEqual(page.problems.filter((p) => !p.startsWith('warning: [HMR] Invalid message')), [], path);
        await page.close();
      }
      assert.doesNotMatch(server.output(), /hydrat|Error/i);
    } finally {
      await server.stop();
    }
  });
});
