// The package as sites consume it (DESIGN.md §3f, issue 40): `npm pack` of the build under test,
// unpacked once into a scratch site whose apps (test/consumers/) every bundler of
// ./bundlers.mjs builds in production mode — (a) one element's entry, (b) the main entry with all
// ten tags, (c) the React-external header beside the site's own React 19 root — and Next.js 16
// builds a client component importing the header, with Turbopack and with webpack. Each output
// is served with the mock API and opened in Chromium: every tag on the page is registered and
// shows its content, with no console error, no bundler warning about the package, and one
// react-dom.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../../scripts/chromium.mjs';
import { BUNDLERS } from './bundlers.mjs';
import { showsAll } from './hardening-exercise.mjs';
import { TAGS } from './hardening-lib.mjs';
import { serveWithMockApi } from './packed.mjs';
import { nextSite, scratchSite, watchedPage } from './react-site.mjs';

/** What each app's page must show once its elements have rendered. */
const APPS = {
  footer: { tags: ['ex-footer'], shows: (page) => page.locator('ex-footer [part=section] a[href]').first().waitFor() },
  all: { tags: TAGS, shows: showsAll },
  react: {
    tags: ['ex-header'],
    shows: async (page) => {
      await page.locator('ex-header [part=nav]').waitFor();
      await page.locator('#react-app').waitFor();
    },
  },
};

/** React DevTools' hook, which every react-dom calls once as it loads: counts them by name. */
function countReactRenderers() {
  window.__renderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject(internals) { window.__renderers.push(internals.rendererPackageName); return window.__renderers.length; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
}

let site;
let browser;

/** Opens the site served from `root`; resolves with the watched page once `app` shows. */
async function open(root, app) {
  const server = await serveWithMockApi(root);
  const page = await watchedPage(browser);
  await page.addInitScript(countReactRenderers);
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await APPS[app].shows(page);
    const unregistered = await page.evaluate((tags) => tags.filter((tag) => !customElements.get(tag)), APPS[app].tags);
    assert.deepEqual(unregistered, [], 'every tag on the page is registered');
    assert.deepEqual(await page.evaluate(() => window.__renderers), ['react-dom'], 'one react-dom');
    assert.deepEqual(page.problems, [], 'no console error or warning');
  } finally {
    await page.close();
    server.close();
  }
}

describe('the packed package in sites\' own builds', () => {
  before(async () => {
    site = scratchSite('consumers', 'test/consumers');
    const all = join(site, 'all', 'index.html');
    const partial = readFileSync('demo/pages/partials/all-elements.html', 'utf8');
    writeFileSync(all, readFileSync(all, 'utf8').replace(/[ \t]*<!--#include all-elements[^>]*-->\n/, partial));
    browser = await launchChromium();
  });
  after(() => browser?.close());

  for (const [bundler, build] of Object.entries(BUNDLERS)) {
    for (const app of Object.keys(APPS)) {
      it(`${bundler}: ${app} — every tag registered and shown, no warning about the package, one react-dom`, async () => {
        const out = join(site, 'out', bundler, app);
        const warnings = await build(join(site, app), out);
        assert.deepEqual(warnings.filter((w) => w.includes('exchange-elements')), [], 'no bundler warning about the package');
        await open(out, app);
      });
    }
  }

  for (const [bundler, args] of [['Turbopack', []], ['webpack', ['--webpack']]]) {
    it(`Next.js 16 (${bundler}): a client component importing exchange-elements/ex-header renders the header`, async () => {
      const next = await nextSite('consumers', { site: join(site, 'next'), args });
      const server = await next.serve('start');
      try {
        const page = await watchedPage(browser);
        await page.goto(`${server.base}/`);
        await page.locator('ex-header [part=nav]').waitFor();
        assert.equal(await page.evaluate(() => Boolean(customElements.get('ex-header'))), true);
        assert.deepEqual(page.problems, []);
        await page.close();
      } finally {
        await server.stop();
        next.close();
      }
    });
  }
});
