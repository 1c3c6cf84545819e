// npm run bench (issue 32, DESIGN.md §3d): exchange-elements/react's server path against
// renderPage on one core — the same header and footer, once as a React 19 tree streamed by
// renderToReadableStream (each element's render read with use()), once as an HTML page given to
// renderPage — pages per second and p50/p99; and the heap after 1,000 more renders (flat, or
// the in-flight renders leak). Run with NODE_ENV=production (both Reacts' production builds) and
// --expose-gc (the heap figure).
import { createElement as h } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ExFooter, ExHeader } from 'exchange-elements/react';
import { renderPage } from '../dist/server/index.js';

const RENDERS = 2_000;
const LANGS = ['en', 'tr', 'ar', 'ja'];
/** At most this much slower than renderPage for the same elements: each element renders with its
 * own store set (renderPage: one per page), then React streams the page around them. */
const TARGET_RATIO = 2;

const options = (i) => ({ url: 'https://www.example.com/', cookies: `theme=${i % 2 ? 'dark' : 'light'}; is_change_skin=1; lang=${LANGS[i % 4]}` });
const html = (lang) => `<!doctype html><html><head><title>Markets</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0, "lang": "${lang}"}</script>
<ex-header></ex-header><main><h1>Markets</h1></main><ex-footer></ex-footer></body></html>`;
const viaPage = (i) => renderPage(html(LANGS[i % 4]), options(i));
async function viaReact(i) {
  const renderOptions = { ...options(i), config: { siteId: 0, lang: LANGS[i % 4] } };
  const stream = await renderToReadableStream(h('html', null, h('body', null,
    h(ExHeader, { renderOptions }), h('main', null, h('h1', null, 'Markets')), h(ExFooter, { renderOptions }))));
  await stream.allReady;
  return new Response(stream).text();
}

// a computed store read once stays mounted for nanostores' 1 s unmount delay: wait it out, then collect
const heapMb = async () => { await new Promise((resolve) => setTimeout(resolve, 1100)); globalThis.gc?.(); globalThis.gc?.(); return process.memoryUsage().heapUsed / 2 ** 20; };

const summary = (times, ms) => {
  times.sort((x, y) => x - y);
  return { pagesPerSecond: Math.round(times.length / (ms / 1000)), p50Ms: +times[times.length >> 1].toFixed(2), p99Ms: +times[Math.floor(times.length * 0.99)].toFixed(2) };
};

/** The two renders taken in turns, so a busy machine slows both alike. */
async function measure() {
  for (let i = 0; i < 100; i += 1) { await viaPage(i); await viaReact(i); } // warm
  const times = { page: [], react: [] };
  for (let i = 0; i < RENDERS; i += 1) {
    for (const [name, render] of [['page', viaPage], ['react', viaReact]]) {
      const t = performance.now();
      await render(i);
      times[name].push(performance.now() - t);
    }
  }
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  return { page: summary(times.page, sum(times.page)), react: summary(times.react, sum(times.react)) };
}

export async function benchReact() {
  const { page, react } = await measure();
  const heapBefore = await heapMb();
  for (let i = 0; i < 1000; i += 1) await viaReact(i);
  const heapGrowthMb = +((await heapMb()) - heapBefore).toFixed(1);
  const ratio = +(page.pagesPerSecond / react.pagesPerSecond).toFixed(2);
  console.log(`exchange-elements/react, one core: ${react.pagesPerSecond} pages/s (renderPage ${page.pagesPerSecond}: ${ratio}×, target ≤ ${TARGET_RATIO}×), `
    + `p50 ${react.p50Ms} ms (${page.p50Ms}), p99 ${react.p99Ms} ms (${page.p99Ms}); heap after GC grew ${heapGrowthMb} MB over 1,000 more renders`);
  return { react, page, ratio, heapGrowthMb, met: ratio <= TARGET_RATIO && heapGrowthMb <= 5 };
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchReact()).met ? 0 : 1;
