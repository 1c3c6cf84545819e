// exchange-elements/server in every runtime (issue 30, DESIGN.md §3c), each the real one from npm:
// the same pages — all ten elements, three editions, one in Arabic — rendered byte for byte
// alike in Node, Deno, Bun and workerd (Miniflare, no nodejs_compat); 10,000 renders in one
// workerd request; and the examples (examples/) serving a site on loopback: HTML rendered,
// JSON and binary byte for byte.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { renderPage } from '../../dist/server/index.js';
import { bulletin, headerMenuList } from '../../demo/mock/fixtures-site.mjs';

const REPO = process.cwd();
const ENTRY = pathToFileURL(join(REPO, 'dist/server/index.js')).href;
const ELEMENTS = ['ex-announcement-bar page-path="/"', 'ex-header', 'ex-alpha-list', 'ex-market-dropdown', 'ex-market-search', 'ex-search-modal',
  'ex-reminder-panel', 'ex-app-banner', 'ex-cookie-notice', 'ex-footer'];
const page = (siteId, lang) => `<!doctype html><html lang="${lang}"><head><title>t</title></head><body>
<script type="application/json" id="ex-config">${JSON.stringify({ siteId, lang })}</script>
${ELEMENTS.map((element) => `<${element}></${element.split(' ')[0]}>`).join('\n')}</body></html>`;
const PAGES = [page(0, 'en'), page(106, 'de'), page(181, 'ar')];
// the API, the same in every runtime: what the first renders ask for, from the demo's fixtures
const ANSWERS = {
  '/api/web/v1/site/fullsiteBulletin': JSON.stringify({ code: 200, data: bulletin() }),
  '/api/web/v1/site/headerMenuListV2': JSON.stringify({ code: 200, data: headerMenuList() }),
};
/** The module each runtime runs: every page rendered with the same options and API. */
const RENDER_ALL = `
const ANSWERS = ${JSON.stringify(ANSWERS)};
const fetchApi = async (input) => new Response(ANSWERS[new URL(input.url ?? input).pathname] ?? '{"code": 404}', { headers: { 'content-type': 'application/json' } });
export const renderAll = (renderPage, pages) => Promise.all(pages.map((html) => renderPage(html, {
  url: 'https://www.example.com/', cookies: 'theme=dark; is_change_skin=1', fetch: fetchApi, onError: () => {},
})));`;
const BINARY = Uint8Array.from({ length: 4096 }, (_, i) => (i * 37) % 256);
const JSON_BODY = '{"a": [1, 2, 3],  "b": "ü"}\n';
const SITE_PAGE = '<!doctype html><html><head><title>Site</title></head><body><p>Hello</p><ex-footer></ex-footer></body></html>';

const scratch = mkdtempSync(join(tmpdir(), 'ex-runtimes-'));
const renderAllFile = join(scratch, 'render-all.mjs');
writeFileSync(renderAllFile, RENDER_ALL);

/** Runs a command; resolves with its standard output, or fails with its standard error. */
const run = (command, args, options = {}) => new Promise((resolve, reject) => {
  execFile(command, args, { cwd: REPO, maxBuffer: 64 * 2 ** 20, ...options }, (error, stdout, stderr) => (error ? reject(new Error(`${command}: ${stderr || error.message}`)) : resolve(stdout)));
});

/** The worker bundled as wrangler bundles one: workerd's conditions, React's production build. */
async function bundle(entry) {
  const { outputFiles } = await build({
    ...entry, bundle: true, format: 'esm', write: false, platform: 'browser', conditions: ['workerd', 'worker'],
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error',
  });
  return outputFiles[0].text;
}

/** A worker from its module text, in workerd, without nodejs_compat. */
const workerOf = (script, bindings = {}) => new Miniflare({ modules: true, script, compatibilityDate: '2026-07-01', bindings });

let site;
let origin;

describe('exchange-elements/server in Node, Deno, Bun and workerd', () => {
  before(async () => {
    site = createServer((req, res) => {
      if (req.url === '/page') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SITE_PAGE);
      if (req.url === '/data.json') return void res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: '"v1"' }).end(JSON_BODY);
      if (req.url === '/file.bin') return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(BINARY);
      res.writeHead(404).end();
    }).listen(0, '127.0.0.1');
    await once(site, 'listening');
    origin = `http://127.0.0.1:${site.address().port}`;
  });
  after(() => site?.close());

  it('renders the same pages byte for byte in each runtime', { timeout: 180_000 }, async () => {
    const { renderAll } = await import(pathToFileURL(renderAllFile).href);
    const expected = await renderAll(renderPage, PAGES);
    for (const [i, html] of expected.entries()) {
      const rendered = html.split('shadowrootmode="open"').length - 1;
      assert.ok(rendered >= 10, `page ${i}: ${rendered} shadow roots, for ten elements`);
    }
    assert.match(expected[2], /dir="rtl"/, 'the Arabic page');

    const script = join(scratch, 'print.mjs');
    writeFileSync(script, `import { renderPage } from ${JSON.stringify(ENTRY)};
import { renderAll } from ${JSON.stringify(pathToFileURL(renderAllFile).href)};
console.log(JSON.stringify(await renderAll(renderPage, ${JSON.stringify(PAGES)})));`);
    const deno = JSON.parse(await run('node_modules/.bin/deno', ['run', '--allow-read', '--allow-env', '--node-modules-dir=manual', script]));
    const bun = JSON.parse(await run('node_modules/.bin/bun', [script]));
    const worker = workerOf(await bundle({
      stdin: {
        contents: `import { renderPage } from 'exchange-elements/server';
import { renderAll } from ${JSON.stringify(renderAllFile)};
export default { fetch: async () => Response.json(await renderAll(renderPage, ${JSON.stringify(PAGES)})) };`,
        resolveDir: REPO,
      },
    }));
    try {
      const workerd = await (await worker.dispatchFetch('https://www.example.com/')).json();
      for (const [name, pages] of Object.entries({ deno, bun, workerd })) {
        pages.forEach((html, i) => assert.ok(html === expected[i], `${name}, page ${i}: the same bytes as Node's`));
      }
    } finally { await worker.dispose(); }
  });

  it('renders 10,000 pages in one workerd request', { timeout: 600_000 }, async () => {
    const worker = workerOf(await bundle({
      stdin: {
        contents: `import { renderPage } from 'exchange-elements/server';
const PAGE = '<!doctype html><html><head></head><body><ex-footer></ex-footer><ex-cookie-notice></ex-cookie-notice></body></html>';
export default { async fetch() {
  let rendered = 0;
  for (let i = 0; i < 10000; i += 1) if ((await renderPage(PAGE, { cookies: i % 2 ? 'theme=dark' : '' })).includes('shadowrootmode')) rendered += 1;
  return Response.json({ rendered });
} };`,
        resolveDir: REPO,
      },
    }));
    try {
      const res = await worker.dispatchFetch('https://www.example.com/');
      assert.equal(res.status, 200, await res.clone().text());
      assert.deepEqual(await res.json(), { rendered: 10_000 });
    } finally { await worker.dispose(); }
  });

  it('examples/cloudflare-worker: createHandler in workerd in front of a site', { timeout: 120_000 }, async () => {
    const worker = workerOf(await bundle({ entryPoints: ['examples/cloudflare-worker/worker.js'] }), { UPSTREAM: origin });
    try {
      await assertServes((path, init) => worker.dispatchFetch(`https://www.example.com${path}`, init));
    } finally { await worker.dispose(); }
  });

  for (const [name, command, args] of [['deno', 'node_modules/.bin/deno', ['run', '--allow-net', '--allow-env', '--allow-read', 'examples/deno/server.js']], ['bun', 'node_modules/.bin/bun', ['examples/bun/server.js']]]) {
    it(`examples/${name}: createHandler serving a site`, { timeout: 120_000 }, async () => {
      const child = spawn(command, args, { cwd: REPO, env: { ...process.env, UPSTREAM: origin, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        let out = '';
        for await (const chunk of child.stdout) {
          out += chunk;
          if (/listening on \S+/.test(out)) break;
        }
        const base = /listening on (http:\/\/\S+?)\/?\s/.exec(`${out} `)?.[1];
        assert.ok(base, out);
        await assertServes((path, init) => fetch(`${base}${path}`, init));
      } finally { child.kill(); }
    });
  }
});

/** The site through a handler: its page rendered, its JSON and binary as they are. */
async function assertServes(get) {
  const html = await (await get('/page', { headers: { accept: 'text/html' } })).text();
  assert.match(html, /<p>Hello<\/p><ex-footer [^>]*data-ex-ssr="s1-"[^>]*><template shadowrootmode="open">/);
  const json = await get('/data.json');
  assert.equal(json.headers.get('etag'), '"v1"');
  assert.deepEqual(new Uint8Array(await json.arrayBuffer()), new TextEncoder().encode(JSON_BODY));
  assert.deepEqual(new Uint8Array(await (await get('/file.bin')).arrayBuffer()), BINARY);
}
