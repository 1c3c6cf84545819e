// The site bench/platform.mjs measures on: its pages (demo/pages/), each with the in-page probe
// (bench/pages/probe.js) and the script under test, and the floors (demo/b/), bundled here by
// rollup with the build's own plugins, beside the real dist/, served by the demo server.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { startServer } from '../demo/server.mjs';
import { spotRows } from '../demo/mock/fixtures-markets.mjs';
import { onwarn, plugins } from '../rollup.config.mjs';

const CACHE = '.cache/bench/platform';
/** Markets in the memory page's spot list. */
export const MARKETS = 10_000;

const USER = { isLogin: true, uid: 10086123, nickname: 'Satoshi N.', tier_level: 1, kyc_status: 2, safe_level: 2, is_sub_account: false };
const CONFIG = { siteId: 0, lang: 'en', apiBase: '', common: { sub_website_id: 0, is_login: true, curr_fiat: 'USD' }, user: USER };

/** Each element as the pages mount it: every one shows content for a logged-in visitor. */
export const TAGS = {
  'ex-header': '<ex-header page-path="/"></ex-header>',
  'ex-announcement-bar': '<ex-announcement-bar page-path="/"></ex-announcement-bar>',
  'ex-market-dropdown': '<ex-market-dropdown market="spot"></ex-market-dropdown>',
  'ex-market-search': '<ex-market-search></ex-market-search>',
  'ex-reminder-panel': '<ex-reminder-panel></ex-reminder-panel>',
  'ex-alpha-list': '<ex-alpha-list></ex-alpha-list>',
  'ex-search-modal': '<ex-search-modal></ex-search-modal>',
  'ex-footer': '<ex-footer></ex-footer>',
  'ex-cookie-notice': '<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>',
  'ex-app-banner': '<ex-app-banner></ex-app-banner>',
};
export const ALL = Object.values(TAGS).join('');
const TYPICAL = ['ex-header', 'ex-announcement-bar', 'ex-reminder-panel', 'ex-footer'].map((t) => TAGS[t]).join('');

/** The site the demo server serves for the bench: its pages and floors, beside the real dist/. */
export const SITE = resolve(CACHE, 'site');
/** The spot list with MARKETS rows (the mock's has 2,500), a file beside the pages. */
export const SPOTS = `/demo/spots-${MARKETS}.json`;

/** English pages never load the other catalogs: left out, as the classic script leaves them beside itself. */
const catalogsExternal = {
  name: 'catalogs-external',
  resolveDynamicImport: (specifier) => (/^\.\/catalogs\/(?!en$)\w+$/.test(specifier) ? { id: specifier, external: true } : null),
};

/** A floor page's script, demo/b/<name>.js: a classic script (IIFE), as the classic script is. */
async function bundleFloor(input, name) {
  const bundle = await rollup({ input, plugins: [catalogsExternal, ...plugins()], onwarn });
  // one file, what the shell loads on demand (its catalogs, ky) inlined: an IIFE cannot split
  await bundle.write({ file: join(SITE, 'demo', 'b', `${name}.js`), format: 'iife', inlineDynamicImports: true });
  await bundle.close();
}

const PROBE = readFileSync('bench/pages/probe.js', 'utf8');
const STYLE = '<style>body{margin:0}#stage{display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px}'
  + 'ex-header,ex-footer,ex-announcement-bar{flex:0 0 100%}</style>';

/** A page: the config, the elements on #stage, the probe, then the script under test. */
const pageHtml = ({ body, script, module = false, config = CONFIG, head = '' }) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><script type="application/json" id="ex-config">${JSON.stringify(config)}</script>${STYLE}${head}</head>
<body><div id="stage">${body}</div><script>${PROBE}</script><script${module ? ' type="module"' : ''} src="${script}"></script>
<script>window.evalEnd = performance.now()</script></body></html>`;

/** Each element alone: its ES module entry in dist/esm/, with the chunks it imports. */
const PAGES = {
  floor: pageHtml({ body: '<ex-bare></ex-bare>', script: '/demo/b/floor.js' }),
  'shell-floor': pageHtml({ body: '<ex-bare></ex-bare>', script: '/demo/b/shell-floor.js' }),
  'all-ten': pageHtml({ body: ALL, script: '/dist/ex-elements.js' }),
  ...Object.fromEntries(Object.entries(TAGS).map(([tag, html]) => [tag, pageHtml({ body: html, script: `/dist/esm/${tag}.js`, module: true })])),
  typical: pageHtml({ body: TYPICAL, script: '/dist/ex-elements.js' }),
  'header-footer': pageHtml({ body: TAGS['ex-header'] + TAGS['ex-footer'], script: '/dist/ex-elements.js' }),
  // its spot call reads the MARKETS-row file instead (Playwright's routing, pausing each request, hung the page)
  memory: pageHtml({ body: '', script: '/dist/ex-elements.js', head: `<script>{ const real = fetch;
    window.fetch = (input, init) => (/\\/apiw\\/v2\\/market\\/spots\\b/.test(input.url ?? String(input)) ? real('${SPOTS}', { signal: input.signal ?? init?.signal }) : real(input, init)); }</script>` }),
};

/** The demo server on a site of the bench pages (demo/pages/), the floors (demo/b/) and dist/. */
export async function serve() {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(join(SITE, 'demo', 'pages'), { recursive: true });
  symlinkSync(resolve('dist'), join(SITE, 'dist'));
  for (const [name, html] of Object.entries(PAGES)) writeFileSync(join(SITE, 'demo', 'pages', `${name}.html`), html);
  writeFileSync(join(SITE, SPOTS), JSON.stringify({ code: 200, message: 'success', data: spotRows(MARKETS) }));
  // the bare floor and the floor through our shell
  for (const name of ['floor', 'shell-floor']) await bundleFloor(`bench/pages/${name}.tsx`, name);
  return startServer({ port: 0, root: SITE });
}

/**
 * The markup floor (bench/pages/markup-floor.tsx): the server-rendered page of all ten with React
 * alone, no code of ours, hydrating each shadow root's markup, captured here with script off.
 * Served as rendered already (`?ssr=0`), so it is the same HTML the elements' page gets.
 */
export async function writeMarkupFloor(browser, base) {
  const html = await (await fetch(`${base}/all-ten.html`)).text();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/all-ten.html`);
  const markup = await page.evaluate(() => {
    // a Suspense boundary's marks (<!--$-->, <!--/$-->) too: React hydrates the boundaries the server wrote
    const node = (n) => (n.nodeType === Node.TEXT_NODE ? n.data : n.nodeType === Node.ELEMENT_NODE
      ? [n.localName, Object.fromEntries([...n.attributes].map((a) => [a.name, a.value])), nodes(n)]
      : n.nodeType === Node.COMMENT_NODE && /^\/?\$$/.test(n.data) ? { boundary: n.data } : null);
    const nodes = (parent) => [...parent.childNodes].map(node).filter((n) => n !== null);
    return Object.fromEntries([...document.querySelectorAll('#stage > *')].map((host) => [host.localName, nodes(host.shadowRoot)]));
  });
  await context.close();
  const entry = resolve(CACHE, 'markup-floor.js');
  const source = `import { defineMarkupFloor } from ${JSON.stringify(resolve('bench/pages/markup-floor.tsx'))};`;
  writeFileSync(entry, `${source}\ndefineMarkupFloor(${JSON.stringify(markup)});\n`);
  await bundleFloor(entry, 'markup-floor');
  writeFileSync(join(SITE, 'demo', 'pages', 'markup-floor.html'), html.replace('/dist/ex-elements.js', '/demo/b/markup-floor.js'));
}

/** The server-rendered pages: a name here is its page rendered by the demo server (DESIGN.md §3a). */
export const SERVER_RENDERED = { 'all-ten-ssr': 'all-ten' };
