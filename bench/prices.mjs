// Live prices under load (issue 18, DESIGN §3b), called by bench/run.mjs (or alone: node bench/prices.mjs).
// The real spot dropdown on 10,000 pairs, scrolling all the time, fed by the demo's endpoint
// (demo/price-server.mjs) at 1,000 ticks/s and in a 10,000 ticks/s burst; beside it, in the same
// run and against the same endpoint, a naive list with one React state update per message
// (bench/pages/prices-naive.tsx). Per phase: p95 and worst frame, the longest long task and the
// main-thread CPU per second (CDP Performance.getMetrics TaskDuration). The live page runs its socket
// in the price worker (prices.worker), as a page given dist/price-worker.js does.
import { build } from 'esbuild';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../scripts/chromium.mjs';
import { attachPriceServer } from '../demo/price-server.mjs';
import { handleApi } from '../demo/mock/api.mjs';
import { spotRows } from '../demo/mock/fixtures-markets.mjs';

const PAIRS = 10_000;
const OUT = '.cache/bench/prices';
/**
 * Each phase scrolls the same rows from the top (after a warm-up pass over them), so scrolling alone
 * costs about the same in each; it is measured before and after the 1,000 ticks/s phase and averaged.
 */
const PHASES = [
  { name: 'no ticks', rate: 0, seconds: 6 }, { name: '1,000 ticks/s', rate: 1000, seconds: 6 },
  { name: 'no ticks, again', rate: 0, seconds: 6 }, { name: '10,000 ticks/s burst', rate: 10_000, seconds: 4 },
];
const WARM_UP_SECONDS = 6;
export const PRICE_TARGETS = { frameP95Ms: 16.7, longTaskMs: 50, cpuRatio: 5 };

/** Coin icons as a CDN serves them (a bitmap), as bench/run.mjs does: the mock's SVG icons are painted on the main thread. */
const ICON = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const page = (script, config) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>prices bench</title>
<script type="application/json" id="ex-config">${JSON.stringify(config)}</script>
<script type="module" src="/${script}.js"></script></head><body style="margin:0"><div id="stage" style="width:400px"></div></body></html>`;
const PAGES = {
  '/live/': page('live', { apiBase: '/n/10000', prices: { url: '/ws/v4/', worker: '/worker.js' } }),
  '/naive/': page('naive', {}),
};

async function bundle() {
  await mkdir(OUT, { recursive: true });
  await build({
    entryPoints: { live: 'bench/pages/prices-live.ts', naive: 'bench/pages/prices-naive.tsx', worker: 'src/core/prices/price-worker.ts' }, outdir: OUT, bundle: true, minify: true,
    format: 'esm', target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'automatic', logLevel: 'warning', ignoreAnnotations: true,
  });
}

function serve() {
  const spots = JSON.stringify({ code: 200, message: 'success', data: spotRows(PAIRS) });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    if (PAGES[url.pathname]) return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGES[url.pathname]);
    const script = /^\/(live|naive|worker)\.js$/.exec(url.pathname);
    if (script) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(await readFile(`${OUT}/${script[1]}.js`));
    if (url.pathname.startsWith('/__mock/icon/')) return res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }).end(ICON);
    if (url.pathname === `/n/${PAIRS}/apiw/v2/market/spots`) return res.writeHead(200, { 'content-type': 'application/json' }).end(spots);
    const sized = /^\/n\/\d+(\/.*)$/.exec(url.pathname);
    if (sized) req.url = `${sized[1]}${url.search}`;
    if (!(await handleApi(req, res))) res.writeHead(404).end();
  });
  const prices = attachPriceServer(server, { spotCount: PAIRS, meanIntervalMs: 2000 });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, prices })));
}

/** In the page: scrolls `list` two rows a frame for `ms`; gives every frame's length and the long tasks. */
function scrollFor([ms, naive]) {
  const list = naive ? document.querySelector('.list') : document.querySelector('ex-market-dropdown').shadowRoot.querySelector('.list');
  list.scrollTop = 0;
  const longTasks = [];
  const observer = new PerformanceObserver((entries) => longTasks.push(...entries.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  const frames = [];
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      list.scrollTop = list.scrollTop + 116 >= list.scrollHeight - list.clientHeight ? 0 : list.scrollTop + 116;
      if (now - start < ms) requestAnimationFrame(step);
      else { observer.disconnect(); resolve({ frames: frames.slice(1), longTasks }); }
    };
    requestAnimationFrame(step);
  });
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const p95 = (xs) => sorted(xs)[Math.ceil(xs.length * 0.95) - 1];

/**
 * One page through the phases: scrolling while the endpoint storms, then until the page has taken
 * every message (a page that falls behind works on after the storm). The main-thread time of the
 * ticks is the phase's minus what scrolling alone took (the phases without ticks, averaged) over as long.
 */
async function measure(browser, base, variant, control) {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  tab.on('pageerror', (e) => console.error(`${variant} page error:`, e.message));
  await tab.goto(`${base}/${variant}/`);
  const rowSelector = variant === 'live' ? 'ex-market-dropdown [part~="row"]' : '.list > div > div';
  await tab.locator(rowSelector).first().waitFor({ timeout: 30_000 });
  await tab.waitForFunction(async (url) => (await (await fetch(url)).json()).data.subscriptions.some((s) => s.spot.length > 0), '/__prices/state', { polling: 100 });
  const cdp = await tab.context().newCDPSession(tab);
  // thread time: the main thread's own CPU, not wall time a busy machine (the endpoint, the worker) stretches
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const taskMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  // the ticks the endpoint sent (the live page's socket is in its worker, out of the page's sight)
  const sent = async () => (await (await fetch(`${base}/__prices/state`)).json()).data.sent;
  /** Until the page has taken every message: a page that falls behind works on after the storm, its main thread busy. */
  const drained = async () => {
    for (let before = await taskMs(); ; ) {
      await tab.waitForTimeout(300);
      const now = await taskMs();
      if (now - before < 15) return;
      before = now;
    }
  };
  const results = [];
  await tab.evaluate(scrollFor, [WARM_UP_SECONDS * 1000, variant === 'naive']); // icons loaded, code warm
  for (const phase of PHASES) {
    const [cpu0, m0, t0] = [await taskMs(), await sent(), Date.now()];
    if (phase.rate) await control(`storm?rate=${phase.rate}&seconds=${phase.seconds}`);
    const scrolled = tab.evaluate(scrollFor, [phase.seconds * 1000, variant === 'naive']);
    const { frames, longTasks } = await scrolled;
    const [scrollCpu, scrollSeconds] = [await taskMs() - cpu0, (Date.now() - t0) / 1000];
    await control('storm?rate=0');
    await control('pause'); // no calm ticks either
    const received = await sent() - m0;
    await drained();
    const [cpu, seconds] = [await taskMs() - cpu0, (Date.now() - t0) / 1000];
    await control('resume');
    results.push({
      phase: phase.name, rate: phase.rate, frameP95: p95(frames), frameMax: Math.max(...frames), frames: frames.length,
      longTaskMax: Math.max(0, ...longTasks), longTasks: longTasks.length, cpuPerSecond: cpu / seconds, seconds, received,
      cpu, scrollCpu, scrollSeconds,
    });
  }
  await tab.close();
  // scrolling alone, per second of scrolling (not of the quiet wait after it)
  const calm = results.filter((r) => !r.rate);
  const scrollingPerSecond = calm.reduce((sum, r) => sum + r.scrollCpu / r.scrollSeconds, 0) / calm.length;
  return results.map(({ cpu, scrollCpu, ...r }) => ({
    ...r, msPer1000Ticks: r.rate && r.received ? (Math.max(0, cpu - scrollingPerSecond * r.scrollSeconds) / r.received) * 1000 : 0,
  }));
}

/** Runs both pages against one endpoint; gives the figures and whether each target is met. */
export async function benchPrices() {
  await bundle();
  const { server, prices } = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const control = (action) => fetch(`${base}/__prices/${action}`, { method: 'POST' });
  const browser = await launchChromium();
  try {
    const live = await measure(browser, base, 'live', control);
    const naive = await measure(browser, base, 'naive', control);
    const ticked = (rows) => rows.filter((r) => r.rate > 0);
    const pass = {
      frameP95: ticked(live).every(frameOk),
      longTasks: ticked(live).every((r) => r.longTaskMax <= PRICE_TARGETS.longTaskMs),
      cpuRatio: ticked(live).every((r) => ratio(r, naive.find((n) => n.rate === r.rate)) >= PRICE_TARGETS.cpuRatio),
    };
    return { pairs: PAIRS, live, naive, pass };
  } finally {
    await browser.close();
    prices.close(); // before the server's close: an open socket would hold it
    await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
  }
}

const f = (ms) => ms.toFixed(1);
/** rAF intervals follow the 60 Hz vsync (16.67 ms) with timer jitter: a frame within 0.5 ms of it is on time. */
const frameOk = (r) => r.frameP95 <= PRICE_TARGETS.frameP95Ms + 0.5;
const ratio = (ours, naive) => naive.msPer1000Ticks / ours.msPer1000Ticks;

/** The figures as table rows: [measure, ours, naive, target, met]. */
export function priceRows({ live, naive, pass }) {
  const check = (ok) => (ok ? 'yes' : 'NO');
  return live.flatMap((r, i) => {
    const n = naive[i];
    const ticked = r.rate > 0;
    return [
      [`(e) live prices, ${r.phase}, scrolling 10,000 pairs: p95 / worst frame (ms)`, `${f(r.frameP95)} / ${f(r.frameMax)}`, `${f(n.frameP95)} / ${f(n.frameMax)}`, ticked ? `p95 ≤ ${PRICE_TARGETS.frameP95Ms}` : '', ticked ? check(frameOk(r)) : ''],
      [`(e) live prices, ${r.phase}: longest long task (ms)`, f(r.longTaskMax), f(n.longTaskMax), ticked ? `≤ ${PRICE_TARGETS.longTaskMs}` : '', ticked ? check(r.longTaskMax <= PRICE_TARGETS.longTaskMs) : ''],
      [`(e) live prices, ${r.phase}: main-thread CPU per second (ms), ticks taken per second`, `${f(r.cpuPerSecond)}, ${Math.round(r.received / r.seconds)}`, `${f(n.cpuPerSecond)}, ${Math.round(n.received / n.seconds)}`, '', ''],
      ...(ticked ? [[`(e) live prices, ${r.phase}: main-thread ms per 1,000 ticks (over scrolling alone)`, f(r.msPer1000Ticks), `${f(n.msPer1000Ticks)} (${ratio(r, n).toFixed(1)}×)`, `naive ≥ ${PRICE_TARGETS.cpuRatio}×`, check(ratio(r, n) >= PRICE_TARGETS.cpuRatio)]] : []),
    ];
  });
}

/** Runs the bench, prints its table, keeps its figures under `prices` in bench/results.json. */
export async function main() {
  const results = await benchPrices();
  const rows = [['live prices (issue 18)', 'ours', 'naive: one state update a message', 'target', 'met'], ...priceRows(results)];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row) => `| ${row.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(['', line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n'));
  const previous = await readFile('bench/results.json', 'utf8').then(JSON.parse, () => ({}));
  await writeFile('bench/results.json', `${JSON.stringify({ ...previous, prices: { date: new Date().toISOString(), targets: PRICE_TARGETS, ...results } }, null, 2)}\n`);
  if (Object.values(results.pass).some((ok) => !ok)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
