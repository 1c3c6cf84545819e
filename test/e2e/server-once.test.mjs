// Each element renders once per request: its data first, then one render pass (issue 30,
// DESIGN.md §3c). The server is bundled here from its sources as the build bundles it, with
// React's renderToString counted where src/server/render.tsx calls it; a second bundle drops the
// bar's entry from the first-loads table (src/core/first-loads.ts), as a table that drifted from
// its view would, to show the drift is told.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bulletin, headerMenuList } from '../../demo/mock/fixtures-site.mjs';

const REPO = process.cwd();
const OUT = join(REPO, '.cache/server-once');
const COUNTED = `import { renderToString as render } from 'react-dom/server';
let count = 0;
export const renders = () => count;
export const renderToString = (...args) => { count += 1; return render(...args); };`;

/** src/server/index.ts bundled as scripts/build.mjs bundles it, with its renders counted (`renders()`). */
async function serverBundle(name, { dropFromTable } = {}) {
  const outfile = join(OUT, `${name}.mjs`);
  await build({
    stdin: { contents: "export * from './src/server/index.ts'; export { renders } from 'counted';", resolveDir: REPO, loader: 'ts' },
    outfile, bundle: true, platform: 'node', target: 'es2022', format: 'esm', jsx: 'automatic', external: ['react', 'react-dom'], logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', EX_CLASSIC_VIEWS: readFileSync('dist/classic/views.json', 'utf8') },
    plugins: [{
      name: 'counted-renders',
      setup(b) {
        b.onResolve({ filter: /^counted$/ }, () => ({ path: 'counted', namespace: 'counted' }));
        b.onResolve({ filter: /^react-dom\/server$/ }, (args) => (args.importer.endsWith(join('src', 'server', 'render.tsx')) ? { path: 'counted', namespace: 'counted' } : undefined));
        b.onLoad({ filter: /.*/, namespace: 'counted' }, () => ({ contents: COUNTED, resolveDir: REPO, loader: 'js' }));
        if (dropFromTable) {
          b.onLoad({ filter: /src[\\/]core[\\/]first-loads\.ts$/ }, (args) => ({
            contents: `${readFileSync(args.path, 'utf8')}\ndelete FIRST_LOADS[${JSON.stringify(dropFromTable)}];`, loader: 'ts',
          }));
        }
      },
    }],
  });
  return import(pathToFileURL(outfile).href);
}

const ANSWERS = {
  '/api/web/v1/site/fullsiteBulletin': JSON.stringify({ code: 200, data: bulletin() }),
  '/api/web/v1/site/headerMenuListV2': JSON.stringify({ code: 200, data: headerMenuList() }),
};
const ELEMENTS = ['ex-announcement-bar', 'ex-header', 'ex-alpha-list', 'ex-market-dropdown', 'ex-market-search', 'ex-search-modal',
  'ex-reminder-panel', 'ex-app-banner', 'ex-cookie-notice', 'ex-footer'];
const page = (config) => `<!doctype html><html><head><title>t</title></head><body>
<script type="application/json" id="ex-config">${JSON.stringify(config)}</script>
${ELEMENTS.map((tag) => `<${tag}></${tag}>`).join('\n')}</body></html>`;

let server;
let drifted;
/** console.warn's messages while `work` runs. */
async function warningsOf(work) {
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => { warnings.push(args.map(String).join(' ')); };
  try { return { result: await work(), warnings }; } finally { console.warn = warn; }
}

describe('the server renders each element once: its data first, then one pass', () => {
  before(async () => {
    mkdirSync(OUT, { recursive: true });
    server = await serverBundle('counted');
    drifted = await serverBundle('drifted', { dropFromTable: 'ex-announcement-bar' });
  });

  it("asks the API before the element's one render, whose HTML holds the answer", async () => {
    for (const [tag, attributes, config, endpoint, shown] of [
      ['ex-announcement-bar', { 'page-path': '/' }, {}, '/api/web/v1/site/fullsiteBulletin', bulletin().content.slice(0, 20)],
      ['ex-header', {}, { siteId: 0, flags: { newMenu: true } }, '/api/web/v1/site/headerMenuListV2', 'Futures'],
    ]) {
      const rendersAtCall = [];
      const fetchApi = async (input) => {
        const path = new URL(input.url ?? input).pathname;
        if (path === endpoint) rendersAtCall.push(server.renders());
        return new Response(ANSWERS[path] ?? '{"code": 404}', { headers: { 'content-type': 'application/json' } });
      };
      const before = server.renders();
      const html = await server.renderElement(tag, attributes, { fetch: fetchApi, config, url: 'https://www.example.com/' });
      assert.deepEqual(rendersAtCall, [before], `${tag}: the API was asked once, before any render`);
      assert.equal(server.renders() - before, 1, `${tag}: one render pass`);
      assert.ok(html.includes(shown), `${tag}: the answer is in its HTML`);
      assert.match(html, /data-ex-ssr-data="/, `${tag}: the answer handed to the browser`);
    }
  });

  it('a page of all ten elements, with and without data, failing or not: one render each and no drift told', async () => {
    const answering = async (input) => new Response(ANSWERS[new URL(input.url ?? input).pathname] ?? '{"code": 404}', { headers: { 'content-type': 'application/json' } });
    const failing = async () => { throw new TypeError('fetch failed'); };
    for (const siteId of [0, 106, 181]) {
      for (const flags of [{}, { newMenu: true }]) {
        for (const url of ['https://www.example.com/', 'https://www.example.com/myaccount/assets', 'https://www.example.com/markets']) {
          for (const fetchApi of [answering, failing]) {
            const before = server.renders();
            const { result: html, warnings } = await warningsOf(() => server.renderPage(page({ siteId, flags }), { url, fetch: fetchApi, onError: () => {} }));
            const roots = html.split('shadowrootmode="open"').length - 1;
            assert.equal(roots, ELEMENTS.length, `${siteId} ${url}: every element rendered`);
            assert.equal(server.renders() - before, roots, `${siteId} ${JSON.stringify(flags)} ${url}: one render pass per element`);
            assert.deepEqual(warnings.filter((w) => w.includes('FIRST_LOADS')), [], `${siteId} ${JSON.stringify(flags)} ${url}: the table and the views agree`);
          }
        }
      }
    }
  });

  it('a view asking for what the first-loads table does not load is told of, and left to the browser', async () => {
    const fetchApi = async (input) => new Response(ANSWERS[new URL(input.url ?? input).pathname] ?? '{"code": 404}', { headers: { 'content-type': 'application/json' } });
    const { result: html, warnings } = await warningsOf(() => drifted.renderElement('ex-announcement-bar', { 'page-path': '/' }, { fetch: fetchApi }));
    assert.deepEqual(warnings.filter((w) => w.includes('FIRST_LOADS')).map((w) => /<([\w-]+)>.*asked for but not loaded \[([^\]]*)\]/.exec(w)?.slice(1)), [['ex-announcement-bar', 'bulletin']]);
    assert.doesNotMatch(html, /data-ex-ssr-data=/, 'nothing handed: the browser loads it');
    assert.match(html, /<div class="bar" aria-hidden="true"><\/div>/, 'the bar keeps its place while the browser loads');
  });
});
