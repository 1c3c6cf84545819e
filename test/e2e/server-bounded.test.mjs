// Bounded work per page (issue 30, DESIGN.md §3c): a small page of 3,200 ex-* tags renders a
// capped number of them and says where it stopped, grows the process's memory by little, asks
// the API once for what its elements share, and lets another visitor's page through meanwhile.
// It runs in a process of its own, so its memory and its turns are its own.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bulletin } from '../../demo/mock/fixtures-site.mjs';

const ENTRY = fileURLToPath(new URL('../../dist/server/index.js', import.meta.url));
const TAGS = ['ex-announcement-bar', 'ex-footer', 'ex-header', 'ex-footer', 'ex-header', 'ex-footer', 'ex-header', 'ex-footer'];
const BIG = `<!doctype html><html><head><title>Tags</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0, "lang": "en"}</script>
${Array.from({ length: 3200 }, (_, i) => `<${TAGS[i % TAGS.length]}></${TAGS[i % TAGS.length]}>`).join('')}</body></html>`;
const SMALL = '<!doctype html><html><head></head><body><ex-footer></ex-footer><p>Another visitor</p></body></html>';
// a running server has rendered every kind of element before: its code is loaded and compiled
const WARM = `<!doctype html><html><head></head><body>${[...new Set(TAGS)].map((tag) => `<${tag}></${tag}>`).join('')}</body></html>`;

let api;
let apiOrigin;
let bulletinCalls = 0;

const peakRss = String.raw`Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024`;

describe('bounded work per page', () => {
  before(async () => {
    api = createServer((req, res) => {
      if (req.url.startsWith('/api/web/v1/site/fullsiteBulletin')) bulletinCalls += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data: bulletin() }));
    }).listen(0, '127.0.0.1');
    await once(api, 'listening');
    apiOrigin = `http://127.0.0.1:${api.address().port}`;
  });
  after(() => api?.close());

  it('renders a capped part of a page of 3,200 tags, says so, asks the API once and lets another page through', { timeout: 120_000 }, async () => {
    assert.ok(BIG.length > 80_000 && BIG.length < 84_000, `the page is ${BIG.length} bytes`);
    const script = `
      import { readFileSync } from 'node:fs';
      const { renderPage } = await import(${JSON.stringify(ENTRY)});
      const options = { url: ${JSON.stringify(`${apiOrigin}/`)} };
      await renderPage(${JSON.stringify(WARM)}, { ...options, fetch: async () => new Response('{}') });
      const before = ${peakRss};
      let bigDone = false;
      const big = renderPage(${JSON.stringify(BIG)}, options).then((html) => { bigDone = true; return html; });
      // another visitor arrives while the big page renders
      await new Promise((resolve) => setTimeout(resolve, 0));
      const start = performance.now();
      const small = await renderPage(${JSON.stringify(SMALL)}, options);
      const smallMs = performance.now() - start;
      const bigWasRunning = !bigDone;
      const html = await big;
      console.log(JSON.stringify({ grownBytes: ${peakRss} - before, smallMs, bigWasRunning, smallRendered: small.includes('shadowrootmode'),
        length: html.length, rendered: html.split('shadowrootmode').length - 1, inlineStyles: html.split('<style>').length - 1, note: /<!-- ex-elements: [^>]*-->/.exec(html)?.[0] }));`;
    const result = await new Promise((resolve, reject) => {
      execFile(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 2 ** 20 }, (error, stdout, stderr) => {
        if (error) reject(new Error(stderr || error.message));
        else resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
      });
    });
    assert.ok(result.rendered > 0 && result.rendered <= 64, `${result.rendered} elements rendered`);
    // each root carries its stylesheets inline (every shadow root is its own scope): the cap counts them
    assert.ok(result.inlineStyles >= 2 * result.rendered, `${result.inlineStyles} inline stylesheets in ${result.rendered} roots`);
    assert.ok(result.length < BIG.length + 1.5 * 2 ** 20, `the page grew from ${BIG.length} to ${result.length} characters`);
    assert.match(result.note ?? "", /the server renders at most 64 elements .* from here on the elements render in the browser/);
    assert.ok(result.grownBytes < 50 * 2 ** 20, `peak memory grew by ${Math.round(result.grownBytes / 2 ** 20)} MB`);
    assert.equal(bulletinCalls, 1, "the big page's bars share one bulletin call (the warm-up's API answers no use)");
    assert.ok(result.smallRendered);
    assert.ok(result.bigWasRunning, 'the other page was answered while the big one rendered');
    assert.ok(result.smallMs < 200, `the other page took ${Math.round(result.smallMs)} ms`);
  });
});
