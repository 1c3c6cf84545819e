// npm run bench (issue 17): renderPage on one core — pages per second, p50/p99 per page, and
// the heap after a garbage collection over 10,000 renders (flat, or a render leaks). The page
// is the realistic one: bar (with its bulletin), header, text, cookie notice, footer; each render has its own
// cookies (theme, rise colour) and one of four languages. Run with --expose-gc (bench/run.mjs).
import { renderPage } from '../dist/server/index.js';
import { bulletin } from '../demo/mock/fixtures-site.mjs';

const TARGET_PAGES_PER_S = 200;
const RENDERS = 10_000;
const LANGS = ['en', 'tr', 'ar', 'ja'];
const page = (lang) => `<!doctype html><html><head><title>Markets</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0, "lang": "${lang}"}</script>
<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header>
<main><h1>Markets</h1><p>${'Some text of the page. '.repeat(40)}</p></main>
<ex-cookie-notice></ex-cookie-notice><ex-footer></ex-footer></body></html>`;
const PAGES = LANGS.map(page);

const heapMb = () => { globalThis.gc?.(); return process.memoryUsage().heapUsed / 2 ** 20; };
// a server answers each request from the event loop: other work runs in between
const nextRequest = () => new Promise((resolve) => setImmediate(resolve));
// the bar's bulletin, fetched by each render (§3a), from an API that answers at once: the
// figures are the renderer's own work, not a network's
const BULLETIN = JSON.stringify({ code: 200, data: bulletin() });
const fetchApi = async () => new Response(BULLETIN, { headers: { 'content-type': 'application/json' } });
const render = (i) => renderPage(PAGES[i % PAGES.length], {
  url: 'https://www.example.com/', fetch: fetchApi, cookies: `theme=${i % 2 ? 'dark' : 'light'}; is_change_skin=1; market-rise-colour=${i % 3 ? 'risegreen' : 'risered'}`,
});

export async function benchServer() {
  for (let i = 0; i < 200; i += 1) await render(i); // warm: catalogs loaded, code optimised
  const times = [];
  const heaps = [];
  const start = performance.now();
  let paused = 0;
  for (let i = 0; i < RENDERS; i += 1) {
    await nextRequest();
    const t = performance.now();
    await render(i);
    times.push(performance.now() - t);
    // a render leaves nothing behind (DESIGN.md §3c): collected at once
    if (i === 999 || i === RENDERS - 1) {
      const p = performance.now();
      heaps.push(heapMb());
      paused += performance.now() - p;
    }
  }
  const seconds = (performance.now() - start - paused) / 1000;
  times.sort((a, b) => a - b);
  const result = {
    pagesPerSecond: Math.round(RENDERS / seconds),
    p50Ms: +times[Math.floor(RENDERS * 0.5)].toFixed(2),
    p99Ms: +times[Math.floor(RENDERS * 0.99)].toFixed(2),
    heapAfter1kMb: +heaps[0].toFixed(1),
    heapAfter10kMb: +heaps[1].toFixed(1),
  };
  console.log(`renderPage, one core: ${result.pagesPerSecond} pages/s (target ≥ ${TARGET_PAGES_PER_S}), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; `
    + `heap after GC ${result.heapAfter1kMb} MB at 1,000 renders, ${result.heapAfter10kMb} MB at 10,000${globalThis.gc ? '' : ' (no --expose-gc: not collected)'}`);
  return { ...result, met: result.pagesPerSecond >= TARGET_PAGES_PER_S && result.heapAfter10kMb <= result.heapAfter1kMb * 1.2 };
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchServer()).met ? 0 : 1;
