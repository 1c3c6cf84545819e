// The pages of the hydration tests (issue 17, DESIGN.md §3a): a server that renders the
// realistic page with exchange-elements/server and serves dist/ and the demo's mock API, and
// what the tests read of a page in the browser.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { handleApi } from '../../demo/mock/api.mjs';
import { renderPage } from '../../dist/server/index.js';
import { recordProblems } from './browser.mjs';

const DIST = resolve('dist');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

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
<ex-cookie-notice page-path="/"></ex-cookie-notice>
${far ? '<div style="height: 3000px"></div>' : ''}
<ex-footer></ex-footer>
<script src="/record.js"></script>
${inHead ? '' : '<script src="/dist/ex-elements.js"></script>'}
${configure ? '<script src="/configure.js"></script>' : ''}
</body></html>`;

// runs before the classic script: every node of every server-made shadow root, by host — its
// inline <style>s apart ("styles"): the element drops them once it has adopted the same rules
// (DESIGN.md §3a); "dropped" records each as it goes, with how many sheets the root had adopted
// and whether it went alone (with other styles only), not with a tree rendered again
const RECORD = `const inlineStyles = (root) => [...root.children].filter((c) => c.localName === 'style');
window.__serverNodes = [...document.querySelectorAll('*')].filter((h) => h.localName.startsWith('ex-') && h.shadowRoot)
  .map((host) => {
    const styles = inlineStyles(host.shadowRoot);
    const dropped = [];
    new MutationObserver((records) => {
      for (const removed of records.map((r) => [...r.removedNodes])) {
        const alone = removed.every((node) => styles.includes(node));
        for (const node of removed.filter((n) => styles.includes(n))) dropped.push({ node, alone, adopted: host.shadowRoot.adoptedStyleSheets.length });
      }
    }).observe(host.shadowRoot, { childList: true });
    return { host, styles, dropped, nodes: [...host.shadowRoot.querySelectorAll('*')].filter((n) => !styles.includes(n)) };
  });
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

/** The demo's strict policy (demo/server.mjs), Trusted Types included, with the `style-src` sources
 * that allow the roots' inline styles: the request's nonce, or the published hashes. */
export const strictCsp = (styleSources) => `default-src 'self'; script-src 'self'; style-src 'self' ${styleSources}; img-src 'self' data:; `
  + "require-trusted-types-for 'script'; trusted-types ex-elements dompurify";

/** `style-src` of dist/styles/hashes.json: every stylesheet's hash (README). */
const publishedHashes = async () => JSON.parse(await readFile(resolve(DIST, 'styles/hashes.json'), 'utf8'))['style-src'];

/** A page's policy and the render options it asks for, by its `csp` query: `nonce` (or empty)
 * allows the inline styles by a nonce, `hash` by the published hashes, `bare` by neither
 * (blocked: what the tests must see fail); `links` renders stylesheet links instead. */
async function policyOf(query) {
  const styles = query.has('links') ? { styles: 'links' } : {};
  if (!query.has('csp')) return { headers: {}, options: styles };
  const nonce = randomBytes(16).toString('base64');
  const sources = { '': `'nonce-${nonce}'`, nonce: `'nonce-${nonce}'`, hash: await publishedHashes(), bare: '' }[query.get('csp')];
  return { headers: { 'content-security-policy': strictCsp(sources) }, options: { ...styles, ...(query.get('csp') === 'hash' ? {} : { nonce }) } };
}

/**
 * Starts the server on loopback. `holdApi()` holds the browser's API answers until the
 * release it gives (data arriving later may rightly replace a skeleton; the server render's own
 * calls, from Node's fetch, are answered), and counts from then the bulletin calls the browser
 * makes (`bulletinCalls()`: none, when the server handed its answer over).
 */
export async function startPageServer() {
  let held = Promise.resolve();
  let bulletinCalls = 0;
  let base;
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
      const page = pageFor(config, { inHead, configure, far });
      const policy = await policyOf(url.searchParams);
      // `plain`: the same page as the browser alone renders it
      const rendered = url.searchParams.has('plain') ? page
        : await renderPage(page, { cookies: req.headers.cookie ?? '', url: base + req.url, userAgent: req.headers['user-agent'], ...policy.options });
      // tamper: one footer link's text differs from what the browser renders
      const html = url.searchParams.has('tamper') ? rendered.replace('>Careers<', '>Xareers<') : rendered;
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...policy.headers }).end(html);
    }
    const file = resolve(DIST, `.${url.pathname.replace(/^\/dist/, '')}`);
    if (!url.pathname.startsWith('/dist/') || !file.startsWith(DIST + sep) || !(await stat(file).catch(() => null))?.isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
  }

  const server = createServer((req, res) => void serve(req, res).catch((e) => res.writeHead(500).end(String(e))));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    close: () => server.close(),
    holdApi() {
      let release;
      held = new Promise((r) => { release = r; });
      bulletinCalls = 0;
      return release;
    },
    bulletinCalls: () => bulletinCalls,
    /** /page with `query`, for `config` (site 0, English) */
    pageUrl: (query, config = { siteId: 0, lang: 'en' }) => `${base}/page?${query}&config=${encodeURIComponent(JSON.stringify(config))}`,
  };
}

/** Holds the classic script's chunk of `tag` until `release()`; `requested` settles once it is asked for. */
export async function holdView(page, tag) {
  let release;
  const arrived = new Promise((r) => { release = r; });
  let asked;
  const requested = new Promise((r) => { asked = r; });
  await page.route(new RegExp(`/dist/classic/${tag}-[^/]*\\.js$`), async (route) => { asked(); await arrived; await route.continue(); });
  return { requested, release };
}

export const isHydrated = (page, tag) => page.evaluate((t) => window.__hydrated(document.querySelector(t)), tag);
export const hydrated = (page, tag) => page.waitForFunction((t) => window.__hydrated(document.querySelector(t)), tag);
/** Waits for a condition of this process (what the page logged), checking every 50 ms. */
export const waitFor = async (condition, timeout = 10_000) => {
  for (const end = Date.now() + timeout; !condition(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > end) throw new Error('waitFor: timed out');
  }
};
/** Two idle periods of the page's main thread. */
export const idle = (page) => page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));

/** A page in a fresh context (with `options` of Playwright's newContext); `problems` gathers its
 * uncaught errors, and its console's errors and warnings. */
export async function openPage(browser, viewport, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  return { context, page, problems: recordProblems(page) };
}
