// Integrity end to end (issue 29): a site that pins the classic script with one integrity= pins
// every file the script loads (README "Pinning with integrity"). A view chunk or a catalog that
// does not match is refused: its code never runs, the element shows its fallback, the others
// work, and the page's error reporter hears of it. dist/integrity.json holds every file's value.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { openDemo } from './browser.mjs';

const dist = new URL('../../dist/', import.meta.url);
const json = (path) => JSON.parse(readFileSync(new URL(path, dist), 'utf8'));
const integrity = json('integrity.json');
const views = json('classic/views.json');
const FOOTER_VIEW = views['ex-footer'][0];
/** a chunk a view's chunk loads, through the script */
const VIRTUAL_LIST = Object.keys(integrity).find((file) => file.startsWith('classic/VirtualList-'));
const REPORTS = '/__ex-reports';
/** A partner's strict policy (as the demo's *.csp.html pages): no inline script, so no import map */
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
  + "require-trusted-types-for 'script'; trusted-types ex-elements dompurify";

/** A third party's page, under a strict CSP: the script pinned by its SRI value, beside the server's
 * mock API. The market list first, in view: it loads once visible, and the footer is tall. */
const pinnedPage = (lang) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="application/json" id="ex-config">${JSON.stringify({
  siteId: 106, lang, apiBase: '', common: { sub_website_id: 106, curr_fiat: 'EUR', is_login: false }, errorReporter: REPORTS,
})}</script>
<script src="/dist/ex-elements.js" integrity="${integrity['ex-elements.js']}" crossorigin="anonymous" defer></script>
</head><body>
<ex-announcement-bar page-path="/"></ex-announcement-bar>
<ex-market-dropdown market="spot"></ex-market-dropdown>
<ex-footer></ex-footer>
<ex-cookie-notice page-path="/"></ex-cookie-notice>
</body></html>`;

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/**
 * Opens the pinned page in `lang`; `tamper` maps a file of dist/ to the one-byte change made to
 * it on its way (the text it must hold, and what that becomes). `page.reports`: the reporter's.
 */
async function openPinned(lang, tamper = {}) {
  const page = await demo.page();
  page.reports = [];
  page.asked = [];
  page.on('request', (request) => page.asked.push(new URL(request.url()).pathname));
  const waiting = new Set();
  /** resolves once the reporter has heard that `part` did not load (fails as Playwright's waits do, after 30 s) */
  page.reported = (part) => new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no report of ${part}; heard ${JSON.stringify(page.reports)}; console: ${page.errors.join(' | ')}; asked for ${page.asked.join(' ')}`)), 30_000);
    const heard = () => page.reports.some((r) => r.kind === 'load-failed' && r.part === part) && (waiting.delete(heard), clearTimeout(timer), done(), true);
    if (!heard()) waiting.add(heard);
  });
  await page.route(demo.url(REPORTS), (route) => {
    page.reports.push(route.request().postDataJSON());
    waiting.forEach((heard) => heard());
    return route.fulfill({ status: 204 });
  });
  await page.route(demo.url('/pinned.html'), (route) => route.fulfill({
    contentType: 'text/html', body: pinnedPage(lang), headers: { 'content-security-policy': STRICT_CSP },
  }));
  for (const [file, [from, to]] of Object.entries(tamper)) {
    assert.equal(from.length, to.length);
    await page.route(demo.url(`/dist/${file}`), async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // a repeated request can be a revalidation (304, no body): passed on as it is, and named in
      // a missing report's message; asserting here would throw after the test, in no test
      if (!body.includes(from)) {
        page.asked.push(`(${file} passed untampered: ${response.status()}, no "${from}")`);
        return route.fulfill({ response });
      }
      await route.fulfill({ response, body: body.replace(from, to) });
    });
  }
  await page.goto(demo.url('/pinned.html'));
  return page;
}

/** Closes it; a route still answering (a view asked for again, its report) is let go. */
async function closePinned(page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
}

const escaped = (file) => file.replace(/[.]/g, '\\.');
/** The console's word that `file` was refused for its integrity: the only console errors there are. */
const onlyRefused = (page, file) => {
  assert.ok(page.errors.length > 0);
  for (const error of page.errors) assert.match(error, new RegExp(`'integrity' attribute.*${escaped(file)}`));
};

/** The other elements render and answer. */
async function othersWork(page) {
  await page.locator('ex-announcement-bar [part="content"]', { hasText: 'maintenance' }).waitFor();
  await page.locator('ex-cookie-notice [part="accept"]').click();
  await page.locator('ex-cookie-notice [part="notice"]').waitFor({ state: 'detached' });
}

/** The modulepreload links the script added, by file (relative to dist/): their integrity. */
const preloads = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('link[rel=modulepreload]')]
  .map((link) => [link.href.slice(new URL('/dist/', location.href).href.length), link.integrity])));

describe('pinning the classic script with integrity', { concurrency: 2 }, () => {
  it('untampered, the page works as before, every file it loaded pinned, with no console error', async () => {
    const page = await openPinned('de');
    await page.locator('ex-footer [part="footer"]', { hasText: 'Alle Rechte vorbehalten' }).waitFor();
    await othersWork(page);
    await page.locator('ex-market-dropdown [role="option"]').first().waitFor();
    const pinned = await preloads(page);
    // the views, their chunks, the catalog, and the list a view's chunk loads (through the script)
    for (const file of [...views['ex-footer'], ...views['ex-market-dropdown'], 'i18n/de.js', VIRTUAL_LIST]) {
      assert.equal(pinned[file], integrity[file], `${file} is loaded with its SRI value`);
    }
    for (const [file, value] of Object.entries(pinned)) assert.equal(value, integrity[file], `${file} is pinned`);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(page.reports, []);
    await closePinned(page);
  });

  it('a view chunk with one byte changed is refused: the footer shows its fallback, the rest works, the reporter hears', async () => {
    const page = await openPinned('en', { [FOOTER_VIEW]: ['part:"footer"', 'part:"footeX"'] });
    await page.locator('ex-footer .ex-view-lost').waitFor();
    await othersWork(page);
    // the tampered code never ran: neither its part nor the genuine one is on the page
    assert.equal(await page.locator('ex-footer [part="footeX"], ex-footer [part="footer"]').count(), 0);
    await page.reported('<ex-footer>');
    const report = page.reports.find((r) => r.part === '<ex-footer>');
    assert.match(report.message, new RegExp(escaped(FOOTER_VIEW)));
    assert.equal(report.page, demo.url('/pinned.html'));
    onlyRefused(page, FOOTER_VIEW);
    await closePinned(page);
  });

  it('a chunk a view loads, with one byte changed, is refused: the list keeps its skeleton, the rest works, the reporter hears', async () => {
    const page = await openPinned('en', { [VIRTUAL_LIST]: ['"Unexpected undefined"', '"Unexpected undefineX"'] });
    await page.reported('the market list (TanStack Virtual)');
    await page.locator('ex-market-dropdown [part="list"][aria-busy="true"]').waitFor();
    await page.locator('ex-footer [part="footer"]').waitFor();
    await othersWork(page);
    assert.equal(await page.locator('ex-market-dropdown [role="option"]').count(), 0);
    onlyRefused(page, VIRTUAL_LIST);
    await closePinned(page);
  });

  it('a catalog with one byte changed is refused: English stands in, the reporter hears', async () => {
    const page = await openPinned('de', { 'i18n/de.js': ['Alle Rechte vorbehalten', 'Alle Rechte vorbehalteX'] });
    await page.reported('the de catalog');
    await page.locator('ex-footer [part="footer"]', { hasText: 'All rights reserved.' }).waitFor();
    await othersWork(page);
    assert.equal(await page.getByText('vorbehalteX').count(), 0);
    onlyRefused(page, 'i18n/de.js');
    await closePinned(page);
  });
});

describe('dist/integrity.json', () => {
  const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(new URL(file, dist))).digest('base64')}`;
  const scripts = (dir) => readdirSync(new URL(dir, dist), { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`);

  it('lists every file the classic script and the ES module entries load, each with its sha384', () => {
    const files = ['ex-elements.js', 'price-worker.js', ...['classic', 'i18n', 'esm', 'esm-external'].flatMap(scripts)].sort();
    assert.deepEqual(Object.keys(integrity).sort(), files);
    for (const file of files) assert.equal(integrity[file], sri(file), file);
  });

  it('the classic script holds the values of the files it loads, the same', () => {
    const baked = JSON.parse(/const exIntegrity = (\{.*\});/.exec(readFileSync(new URL('ex-elements.js', dist), 'utf8'))[1]);
    assert.deepEqual(Object.keys(baked).sort(), [...scripts('classic'), ...scripts('i18n')].sort());
    for (const [file, value] of Object.entries(baked)) assert.equal(value, integrity[file], file);
  });
});
