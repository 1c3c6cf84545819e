// exchange-elements/server is web-standard (issue 30, DESIGN.md §3c): the built entry and every
// file it loads import no node: module and name no Node global; loading it sets no timer, reads
// nothing, draws no random value; a render leaves no timer behind, so a process that renders
// one page exits as soon as it has printed it.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bulletin } from '../../demo/mock/fixtures-site.mjs';

const ENTRY = fileURLToPath(new URL('../../dist/server/index.js', import.meta.url));
const PAGE = `<!doctype html><html><head><title>Markets</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0, "lang": "en"}</script>
<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header><p>Text</p><ex-footer></ex-footer></body></html>`;
// import specifiers of an ES module: static, re-exports and dynamic
const SPECIFIERS = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The entry and every file it loads, by path, with the packages they import. */
function loadedFiles(entry) {
  const files = new Map();
  const visit = (file) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    for (const [, fromStatic, fromDynamic] of text.matchAll(SPECIFIERS)) {
      const specifier = fromStatic ?? fromDynamic;
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
    }
  };
  visit(entry);
  return files;
}

/** Runs a module's text in a new Node process; resolves with its output and exit code. */
const runScript = (script) => new Promise((resolve) => {
  execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout, stderr) => resolve({ code: error ? error.code : 0, stdout, stderr }));
});

let api;
let apiOrigin;
const asked = [];

describe('exchange-elements/server, web-standard', () => {
  before(async () => {
    api = createServer((req, res) => {
      asked.push(req.url);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data: bulletin() }));
    }).listen(0, '127.0.0.1');
    await once(api, 'listening');
    apiOrigin = `http://127.0.0.1:${api.address().port}`;
  });
  after(() => api?.close());

  it('imports no node: module and names no Node global, in the entry or any file it loads', () => {
    const files = loadedFiles(ENTRY);
    assert.ok(files.size > 1, 'the entry loads its chunks');
    for (const [file, text] of files) {
      for (const [, fromStatic, fromDynamic] of text.matchAll(SPECIFIERS)) {
        const specifier = fromStatic ?? fromDynamic;
        assert.ok(specifier.startsWith('.') || /^react(-dom)?(\/[\w-]+)*$/.test(specifier), `${file} imports ${specifier}`);
      }
      for (const global of [/\bprocess\s*\./, /\bBuffer\b/, /\bsetImmediate\b/, /\brequire\s*\(/]) assert.doesNotMatch(text, global, file);
    }
  });

  it('sets no timer, fetches nothing and draws no random value while it loads', async () => {
    const { stdout, stderr } = await runScript(`
      const calls = [];
      // calls from the package's own files (React, its peer, draws its random keys as it loads)
      const watch = (owner, name) => {
        const original = owner[name];
        owner[name] = function (...args) {
          const caller = new Error().stack.split('\\n')[2];
          if (caller.includes('/dist/server/')) calls.push(\`\${name} \${caller.trim()}\`);
          return original.apply(this, args);
        };
      };
      for (const name of ['setTimeout', 'setInterval', 'fetch', 'queueMicrotask']) watch(globalThis, name);
      watch(Math, 'random');
      watch(crypto, 'getRandomValues');
      watch(crypto, 'randomUUID');
      const server = await import(${JSON.stringify(ENTRY)});
      console.log(JSON.stringify({ calls, exports: Object.keys(server) }));`);
    const { calls, exports } = JSON.parse(stdout || `{"error": ${JSON.stringify(stderr)}}`);
    assert.ok(exports.includes('renderPage'), stderr);
    assert.deepEqual(calls, []);
  });

  it('leaves no timer behind once a page is rendered with its data', async () => {
    const before = asked.length;
    const { stdout, stderr } = await runScript(`
      const { renderPage } = await import(${JSON.stringify(ENTRY)});
      const html = await renderPage(${JSON.stringify(PAGE)}, { url: ${JSON.stringify(`${apiOrigin}/`)} });
      const timers = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout');
      console.log(JSON.stringify({ rendered: html.includes('shadowrootmode'), timers }));`);
    assert.deepEqual(JSON.parse(stdout || `{"error": ${JSON.stringify(stderr)}}`), { rendered: true, timers: [] });
    assert.ok(asked.length > before, 'the bulletin was fetched from the API');
  });

  it('a process that renders one page exits within 100 ms of printing it', async () => {
    // the API is reached over node:http (renderPage's fetch option): Node's own fetch adds its
    // teardown (~100 ms on a busy machine) to any process that used it, renderer or not
    const child = spawn(process.execPath, ['--input-type=module', '-e', `
      import { request } from 'node:http';
      import { renderPage } from ${JSON.stringify(ENTRY)};
      const fetch = (input, init) => new Promise((resolve, reject) => {
        request(new Request(input, init).url, { agent: false }, async (res) => {
          const chunks = [];
          for await (const chunk of res) chunks.push(chunk);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: { 'content-type': res.headers['content-type'] } }));
        }).on('error', reject).end();
      });
      process.stdout.write(await renderPage(${JSON.stringify(PAGE)}, { url: ${JSON.stringify(`${apiOrigin}/`)}, fetch }));`]);
    let out = '';
    let printedAt;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.trimEnd().endsWith('</html>')) printedAt = performance.now();
    });
    const [code] = await once(child, 'exit');
    const exitedAt = performance.now();
    assert.equal(code, 0);
    assert.ok(out.includes('scheduled system maintenance'), "the page was printed with the API's bulletin");
    assert.ok(printedAt, 'the page was printed');
    assert.ok(exitedAt - printedAt < 100, `exited ${Math.round(exitedAt - printedAt)} ms after printing the page`);
  });
});
