// Hydration of server-rendered elements (issue 17, DESIGN.md §3a): a page rendered by
// exchange-elements/server, then the classic script: every node the server made is still there
// (same node, same shadow root), React reports nothing, in four languages (Arabic right to
// left), both themes, logged out and in.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { handleApi } from '../../demo/mock/api.mjs';
import { launchChromium, PHONE_USER_AGENT } from '../../scripts/chromium.mjs';
import { renderPage } from '../../dist/server/index.js';

const DIST = resolve('dist');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
const USER = { isLogin: true, uid: 10086123, nickname: 'Satoshi N.', tier_level: 2, curr_fiat: 'USD', kyc_status: 2 };

/** The realistic page of the issue: bar, header, text, cookie notice, footer; and two more. With
 * `far`, the header starts far below the viewport, and the footer far below the header. */
const pageFor = (config, { inHead, configure, far }) => `<!doctype html><html><head><meta charset="utf-8"><title>Hydration</title>
${inHead ? '<script src="/dist/ex-elements.js"></script>' : ''}</head><body>
<script type="application/json" id="ex-config">${JSON.stringify(config)}</script>
<ex-announcement-bar page-path="/"></ex-announcement-bar>
${far ? '<div style="height: 3000px"></div>' : ''}
<ex-header></ex-header>
<main><h1>Markets</h1><p>${'Some text of the page. '.repeat(40)}</p></main>
<ex-alpha-list></ex-alpha-list>
<ex-search-modal></ex-search-modal>
<ex-cookie-notice></ex-cookie-notice>
${far ? '<div style="height: 3000px"></div>' : ''}
<ex-footer></ex-footer>
<script src="/record.js"></script>
${inHead ? '' : '<script src="/dist/ex-elements.js"></script>'}
${configure ? '<script src="/configure.js"></script>' : ''}
</body></html>`;

// runs before the classic script: every node of every server-made shadow root, by host
const RECORD = `window.__serverNodes = [...document.querySelectorAll('*')].filter((h) => h.localName.startsWith('ex-') && h.shadowRoot)
  .map((host) => ({ host, nodes: [...host.shadowRoot.querySelectorAll('*')] }));
window.__bulletinLink = document.querySelector('ex-announcement-bar').shadowRoot?.querySelector('.text a') ?? null;
// React has started a root on the host: hydrating, or waiting for what it needs
window.__started = (host) => Object.keys(host.shadowRoot).some((k) => k.startsWith('__reactContainer'));
// its root has committed: no longer dehydrated, and holding the element's tree (React marks a
// server-made node as it renders, before a root that still waits commits)
window.__hydrated = (host) => {
  const key = Object.keys(host.shadowRoot).find((k) => k.startsWith('__reactContainer'));
  const state = key ? host.shadowRoot[key]?.stateNode.current.memoizedState : undefined;
  return Boolean(state && !state.isDehydrated && state.element);
};`;

/** The demo's strict policy (demo/server.mjs), Trusted Types included. */
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
  + "require-trusted-types-for 'script'; trusted-types ex-elements dompurify";

let server;
let base;
let browser;
// the browser's API answers wait until the nodes are compared: data arriving later may rightly
// replace a skeleton (the server render's own calls, from Node's fetch, are answered)
let held = Promise.resolve();
/** the bulletin calls the browser made: none, when the server handed its answer over */
let bulletinCalls = 0;

async function serve(req, res) {
  if (/^\/api/.test(req.url) && /Mozilla/.test(req.headers['user-agent'] ?? '')) {
    if (req.url.includes('fullsiteBulletin')) bulletinCalls += 1;
    await held;
  }
  if (await handleApi(req, res)) return;
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/record.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(RECORD);
  // a page that changes its config by script, after the server rendered it and before the elements start
  if (url.pathname === '/configure.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end("exElements.configure({ lang: 'ar' });");
  if (url.pathname === '/page') {
    const config = JSON.parse(url.searchParams.get('config') ?? '{}');
    const [inHead, configure, far] = ['head', 'configure', 'far'].map((name) => url.searchParams.has(name));
    const rendered = await renderPage(pageFor(config, { inHead, configure, far }), { cookies: req.headers.cookie ?? '', url: base + req.url, userAgent: req.headers['user-agent'] });
    // tamper: one footer link's text differs from what the browser renders
    const html = url.searchParams.has('tamper') ? rendered.replace('>Careers<', '>Xareers<') : rendered;
    const policy = url.searchParams.has('csp') ? { 'content-security-policy': STRICT_CSP } : {};
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...policy }).end(html);
  }
  const file = resolve(DIST, `.${url.pathname.replace(/^\/dist/, '')}`);
  if (!url.pathname.startsWith('/dist/') || !file.startsWith(DIST + sep) || !(await stat(file).catch(() => null))?.isFile()) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
}

describe('server-rendered elements hydrate in place', () => {
  before(async () => {
    server = createServer((req, res) => void serve(req, res).catch((e) => res.writeHead(500).end(String(e))));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${server.address().port}`;
    browser = await launchChromium();
  });
  after(async () => { await browser?.close(); server?.close(); });

  /** Loads the page in a fresh context and gives what became of each server-made root. */
  async function hydrate({ lang, theme, login, inHead = false, csp = false, phone = false }) {
    let release;
    held = new Promise((r) => { release = r; });
    bulletinCalls = 0;
    const context = await browser.newContext(phone ? { userAgent: PHONE_USER_AGENT, viewport: { width: 390, height: 844 } } : {});
    await context.addCookies([
      { name: 'theme', value: theme, url: base },
      { name: 'is_change_skin', value: '1', url: base },
    ]);
    const page = await context.newPage();
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} sample ${e.sample}`), true));
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) problems.push(m.text()); });
    const config = { siteId: 0, lang, common: { lang_list: ['en', 'tr', 'ar', 'ja'], is_login: login }, user: login ? USER : null };
    await page.goto(`${base}/page?config=${encodeURIComponent(JSON.stringify(config))}${inHead ? '&head' : ''}${csp ? '&csp' : ''}`);
    await page.waitForFunction(() => window.__serverNodes.every(({ host }) => window.__hydrated(host)));
    const report = await page.evaluate(() => window.__serverNodes.map(({ host, nodes }) => ({
      tag: host.localName,
      made: nodes.length,
      lost: nodes.filter((n) => !n.isConnected || n.getRootNode() !== host.shadowRoot).length,
      dir: host.shadowRoot.querySelector('[dir]')?.getAttribute('dir') ?? null,
      dark: host.classList.contains('ex-dark'),
      disclosures: host.shadowRoot.querySelectorAll('details').length,
    })));
    release();
    // the sanitiser has loaded and the bar's text is DOMPurify's: the server's nodes, when equal
    await page.waitForLoadState('networkidle');
    const bulletin = await page.evaluate(() => ({ shown: window.__bulletinLink !== null, kept: window.__bulletinLink?.isConnected === true }));
    await context.close();
    return { problems, report, bulletin: { ...bulletin, calls: bulletinCalls } };
  }

  function check({ problems, report, bulletin }, { lang, theme }) {
    assert.deepEqual(problems, [], 'no hydration error or warning');
    const tags = report.map((r) => r.tag);
    for (const tag of ['ex-header', 'ex-footer', 'ex-announcement-bar']) assert.ok(tags.includes(tag), `${tag} was server-rendered`);
    assert.ok(bulletin.shown, 'the bar came with its bulletin from the server');
    assert.ok(bulletin.kept, "the bulletin's nodes stayed once the browser's sanitiser had loaded");
    assert.equal(bulletin.calls, 0, 'the browser did not fetch the bulletin again');
    for (const r of report) {
      assert.equal(r.lost, 0, `<${r.tag}> kept all ${r.made} server-made nodes`);
      assert.equal(r.dark, theme === 'dark', `<${r.tag}> shows the ${theme} theme`);
      if (r.dir) assert.equal(r.dir, lang === 'ar' ? 'rtl' : 'ltr', `<${r.tag}> reads ${lang === 'ar' ? 'right to left' : 'left to right'}`);
    }
  }

  for (const lang of ['en', 'tr', 'ar', 'ja']) {
    for (const theme of ['light', 'dark']) {
      for (const login of [false, true]) {
        it(`${lang}, ${theme}, ${login ? 'logged in' : 'logged out'}`, async () => {
          check(await hydrate({ lang, theme, login }), { lang, theme });
        });
      }
    }
  }

  it('under a strict CSP with Trusted Types: zero violations, every node kept', async () => {
    const options = { lang: 'ar', theme: 'dark', login: true, csp: true };
    check(await hydrate(options), options);
  });

  it("a phone: the footer's sections, disclosures from the server, hydrate in place", async () => {
    const options = { lang: 'en', theme: 'light', login: false, phone: true };
    const result = await hydrate(options);
    check(result, options);
    assert.ok(result.report.find((r) => r.tag === 'ex-footer').disclosures >= 3, 'the phone footer was server-rendered');
  });

  it('the classic script in <head>: the elements wait for their declarative roots', async () => {
    const options = { lang: 'en', theme: 'light', login: false, inHead: true };
    check(await hydrate(options), options);
  });

  /** Holds the classic script's chunk of `tag` until `release()`; `requested` settles once it is asked for. */
  async function holdView(page, tag) {
    let release;
    const arrived = new Promise((r) => { release = r; });
    let asked;
    const requested = new Promise((r) => { asked = r; });
    await page.route(new RegExp(`/dist/classic/${tag}-[^/]*\\.js$`), async (route) => { asked(); await arrived; await route.continue(); });
    return { requested, release };
  }

  const isHydrated = (page, tag) => page.evaluate((t) => window.__hydrated(document.querySelector(t)), tag);
  const hydrated = (page, tag) => page.waitForFunction((t) => window.__hydrated(document.querySelector(t)), tag);
  /** Waits for a condition of this process (what the page logged), checking every 50 ms. */
  const waitFor = async (condition, timeout = 10_000) => {
    for (const end = Date.now() + timeout; !condition(); await new Promise((r) => setTimeout(r, 50))) {
      if (Date.now() > end) throw new Error('waitFor: timed out');
    }
  };
  /** Two idle periods of the page's main thread. */
  const idle = (page) => page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));

  /** A page in a fresh context; `problems` gathers its uncaught errors, and its console's errors and warnings. */
  async function openPage(viewport) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) problems.push(m.text()); });
    return { context, page, problems };
  }
  const pageUrl = (query) => `${base}/page?${query}&config=${encodeURIComponent(JSON.stringify({ siteId: 0, lang: 'en' }))}`;

  it("a key press on the header before its view has arrived is not lost: its click is made again once the root has hydrated", async () => {
    const { context, page, problems } = await openPage({ width: 1440, height: 900 });
    // the header's view is held: its root is hydrating, and cannot until the view is there
    const { requested, release } = await holdView(page, 'ex-header');
    await page.goto(pageUrl(''), { waitUntil: 'domcontentloaded' });
    await requested;
    await hydrated(page, 'ex-footer');
    assert.equal(await page.evaluate(() => window.__started(document.querySelector('ex-header'))), false, 'the header waits for its view');
    const settings = page.locator('ex-header [part=settings-trigger]');
    await settings.focus(); // which starts it
    await page.keyboard.press('Enter'); // a button's click, which React stops while it cannot hydrate
    await page.evaluate(() => { window.__trigger = document.querySelector('ex-header').shadowRoot.querySelector('[part=settings-trigger]'); });
    assert.equal(await settings.getAttribute('aria-expanded'), 'false', 'nothing opened before the view arrived');
    release();
    await page.locator('ex-header [part=settings-panel]').waitFor();
    assert.equal(await settings.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.evaluate(() => window.__trigger.isConnected), 'the server-made trigger took the click');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('elements far below the viewport hydrate once near it, or once the roots in view have hydrated and the page is idle', async () => {
    const { context, page, problems } = await openPage({ width: 1280, height: 720 });
    // the bar, in view, cannot hydrate while its view is held
    const bar = await holdView(page, 'ex-announcement-bar');
    const views = ['ex-header', 'ex-footer'].map((tag) => page.waitForResponse(new RegExp(`/dist/classic/${tag}-[^/]*\\.js$`)));
    await page.goto(pageUrl('far'));
    await Promise.all(views);
    await hydrated(page, 'ex-cookie-notice'); // not shown on this site: it starts at once, wherever it is
    await idle(page);
    for (const tag of ['ex-header', 'ex-alpha-list', 'ex-footer']) assert.equal(await isHydrated(page, tag), false, `${tag}, far below, waits`);
    await page.evaluate(() => document.querySelector('ex-header').scrollIntoView());
    await hydrated(page, 'ex-header');
    assert.equal(await isHydrated(page, 'ex-footer'), false, 'the footer, still far, waits');
    bar.release();
    await hydrated(page, 'ex-announcement-bar');
    // every root that started has hydrated: the rest follow when the page is idle, unseen
    await hydrated(page, 'ex-footer');
    assert.equal(await page.evaluate(() => scrollY > 0 && document.querySelector('ex-footer').getBoundingClientRect().top > innerHeight), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an element far below the viewport that the page changes starts at once', async () => {
    const { context, page, problems } = await openPage({ width: 1280, height: 720 });
    await holdView(page, 'ex-announcement-bar'); // in view and still to hydrate: the rest wait, though the page is idle
    await page.goto(pageUrl('far'));
    await hydrated(page, 'ex-cookie-notice');
    await idle(page);
    assert.equal(await isHydrated(page, 'ex-footer'), false, 'the footer waits');
    await page.evaluate(() => document.querySelector('ex-footer').setAttribute('lang', 'en')); // the page's own language: the same render
    await hydrated(page, 'ex-footer');
    assert.equal(await isHydrated(page, 'ex-announcement-bar'), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a click on an element far below the viewport, made by script before its view has arrived, is made again once it has hydrated', async () => {
    const { context, page, problems } = await openPage({ width: 1440, height: 900 });
    const header = await holdView(page, 'ex-header');
    await holdView(page, 'ex-announcement-bar'); // in view and hydrating: the header waits, though the page is idle
    await page.goto(pageUrl('far'));
    await header.requested;
    await hydrated(page, 'ex-cookie-notice');
    await idle(page);
    assert.equal(await page.evaluate(() => window.__started(document.querySelector('ex-header'))), false, 'the header waits');
    // no pointer, key or focus before it: the click alone starts the waiting root
    await page.evaluate(() => { window.__trigger = document.querySelector('ex-header').shadowRoot.querySelector('[part=settings-trigger]'); window.__trigger.click(); });
    const settings = page.locator('ex-header [part=settings-trigger]');
    assert.equal(await settings.getAttribute('aria-expanded'), 'false', 'nothing opened before the view arrived');
    header.release();
    await page.locator('ex-header [part=settings-panel]').waitFor({ state: 'attached' });
    assert.equal(await settings.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.evaluate(() => window.__trigger.isConnected), 'the server-made trigger took the click');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("an element whose view never arrives keeps its server's nodes, and asks again after a pause, not in a loop", async () => {
    const { context, page, problems } = await openPage({ width: 1440, height: 900 });
    await page.route(/\/dist\/classic\/ex-header-[^/]*\.js$/, (route) => route.abort());
    const lost = () => problems.filter((p) => p.includes('<ex-header> did not load')).length;
    await page.goto(pageUrl(''));
    await page.waitForFunction(() => window.__hydrated(document.querySelector('ex-footer')));
    await waitFor(() => lost() >= 2); // asked again once, a second later
    const header = await page.evaluate(() => window.__serverNodes.find(({ host }) => host.localName === 'ex-header').nodes.every((n) => n.isConnected));
    assert.equal(header, true, "the header's server-made nodes are all there");
    assert.ok(lost() <= 3, `${lost()} asks`);
    assert.deepEqual(problems.filter((p) => !p.includes('<ex-header> did not load') && !p.includes('net::ERR_FAILED')), [], 'no uncaught error');
    await context.close();
  });

  /** Loads /page with `query` and gives each root's trees, and the warnings the page logged. */
  async function roots(query, config) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings = [];
    page.on('pageerror', (e) => warnings.push(`error: ${e.message}`));
    page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) warnings.push(m.text()); });
    await page.goto(`${base}/page?${query}&config=${encodeURIComponent(JSON.stringify(config))}`);
    // each root holds one tree that React renders: the view, after any stylesheet links
    await page.waitForFunction(() => ['ex-header', 'ex-footer'].every((tag) => {
      const views = [...document.querySelector(tag).shadowRoot.children].filter((c) => c.localName !== 'link');
      return views.length === 1 && window.__hydrated(document.querySelector(tag));
    }));
    const trees = await page.evaluate(() => Object.fromEntries(['ex-header', 'ex-footer'].map((tag) => {
      const root = document.querySelector(tag).shadowRoot;
      return [tag, {
        links: [...root.children].filter((c) => c.localName === 'link').length,
        views: [...root.children].filter((c) => c.localName !== 'link').length,
        dir: root.querySelector('[dir]')?.getAttribute('dir'),
        text: root.textContent,
      }];
    })));
    await context.close();
    return { trees, warnings };
  }

  it('a page that changes its config before the elements start renders them afresh from it', async () => {
    const config = { siteId: 0, lang: 'en', common: { lang_list: ['en', 'ar'], is_login: true }, user: USER };
    const { trees, warnings } = await roots('configure', config);
    for (const tag of ['ex-header', 'ex-footer']) {
      // React would have kept the server's dir="ltr", and said nothing
      assert.deepEqual({ ...trees[tag], text: undefined }, { links: 0, views: 1, dir: 'rtl', text: undefined }, tag);
    }
    assert.deepEqual(warnings, []);
  });

  it('a root that does not match its server render renders afresh: none of the server nodes stay beside the new ones', async () => {
    const { trees, warnings } = await roots('tamper', { siteId: 0, lang: 'en' });
    assert.deepEqual({ ...trees['ex-footer'], text: undefined }, { links: 0, views: 1, dir: 'ltr', text: undefined });
    assert.match(trees['ex-footer'].text, /Careers/);
    assert.doesNotMatch(trees['ex-footer'].text, /Xareers/);
    assert.equal(trees['ex-header'].links, 5, 'the header hydrated in place');
    assert.ok(warnings.length > 0 && warnings.every((w) => w.includes('<ex-footer> did not match its server render: rendered afresh')), warnings.join('\n'));
  });
});
