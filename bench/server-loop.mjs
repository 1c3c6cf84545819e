// The render loop of the server benches (bench/server.mjs in Node, bench/server-runtimes.mjs in
// Node, Deno, Bun and workerd), web-standard so each runtime runs it as it is: renderPage over
// 10,000 renders of the realistic page — bar (with its bulletin), header, text, cookie notice,
// footer —, each with its own cookies (theme, rise colour) and one of four languages; pages per
// second, p50/p99 per page, and the heap at 1,000 and 10,000 renders where the runtime tells it.
import { bulletin } from '../demo/mock/fixtures-site.mjs';

export const RENDERS = 10_000;
const LANGS = ['en', 'tr', 'ar', 'ja'];
export const benchPage = (lang, config = {}) => `<!doctype html><html><head><title>Markets</title></head><body>
<script type="application/json" id="ex-config">${JSON.stringify({ siteId: 0, lang, ...config })}</script>
<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header>
<main><h1>Markets</h1><p>${'Some text of the page. '.repeat(40)}</p></main>
<ex-cookie-notice></ex-cookie-notice><ex-footer></ex-footer></body></html>`;
const PAGES = LANGS.map((lang) => benchPage(lang));
// the bar's bulletin, fetched by each render (§3a), from an API that answers at once: the
// figures are the renderer's own work, not a network's
const BULLETIN = JSON.stringify({ code: 200, data: bulletin() });
const fetchApi = async () => new Response(BULLETIN, { headers: { 'content-type': 'application/json' } });

/**
 * `heapMb`: the heap after a collection, in MB (or a promise of it), or undefined where the runtime cannot tell;
 * `nextRequest`: waits as a server between requests does (other work runs in between).
 */
export async function renderLoop(renderPage, { heapMb = () => undefined, nextRequest = () => new Promise((resolve) => setTimeout(resolve, 0)) } = {}) {
  const render = (i) => renderPage(PAGES[i % PAGES.length], {
    url: 'https://www.example.com/', fetch: fetchApi, cookies: `theme=${i % 2 ? 'dark' : 'light'}; is_change_skin=1; market-rise-colour=${i % 3 ? 'risegreen' : 'risered'}`,
  });
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
      heaps.push(await heapMb());
      paused += performance.now() - p;
    }
  }
  const seconds = (performance.now() - start - paused) / 1000;
  times.sort((a, b) => a - b);
  const mb = (heap) => (heap === undefined ? null : +heap.toFixed(1));
  return {
    pagesPerSecond: Math.round(RENDERS / seconds),
    p50Ms: +times[Math.floor(RENDERS * 0.5)].toFixed(2),
    p99Ms: +times[Math.floor(RENDERS * 0.99)].toFixed(2),
    heapAfter1kMb: mb(heaps[0]),
    heapAfter10kMb: mb(heaps[1]),
  };
}
