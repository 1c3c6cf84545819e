// npm run bench (issues 17, 31; DESIGN.md §3e): the demo's realistic page (bar, header, text,
// cookie notice, footer; site 0, logged out) as the browser paints it, server-rendered by the demo
// server, client-only (?ssr=0), and the paint floor (bench/paint-site.mjs: the same server HTML
// with each shadow root's CSS inline and no script), taken in turns within each round, cold and
// warm (a second load in the same context), at 1440 and 390 px (a phone's browser), on localhost
// and throttled (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×). Each load reports
// first contentful paint, when the header and footer are complete on screen and when the whole
// page is (bench/paint-probe.mjs: the frame after which every element's box and the boxes of its
// visible links and buttons no longer change, and not before the first paint), and layout shift.
// Beside them the Next.js example's three pages (issue 32) served by `next start` from a build of
// the packed package: layout shift and first paint. Writes its figures under `paint` in
// bench/results.json. Run by npm run bench after the server bench; alone: node bench/paint.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launchChromium, PHONE_USER_AGENT } from '../scripts/chromium.mjs';
import { nextSite } from '../test/e2e/react-site.mjs';
import { allShown, paintProbe } from './paint-probe.mjs';
import { floorPath, servePaintSite } from './paint-site.mjs';
import { markdownTable } from './table.mjs';

export const PAINT_TARGETS = { overFloor: 1.1, serverCls: 0, clientCls: 0.05, nextCls: 0.005 };
const LOADS = 5; // per cell, each cold then warm
const NEXT_LOADS = 3;
const WIDTHS = [1440, 390];
const QUIET_MS = 500; // settled: no box moved and nothing shifted for this long
/** Throttled: Chrome DevTools' conditions of the issue (bytes per second), and CPU 4×. */
const NETWORKS = { localhost: null, throttled: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750, cpu: 4 } };
const RESULTS = 'bench/results.json';
const HEADER_FOOTER = ['ex-header', 'ex-footer'];
const DEMO_TAGS = ['ex-announcement-bar', 'ex-header', 'ex-cookie-notice', 'ex-footer'];
const PAGE = '/realistic.html';
const DEMO = [
  { variant: 'floor', label: 'paint floor', path: (width) => floorPath(width), script: false },
  { variant: 'server', label: 'server-rendered', path: () => PAGE, script: true },
  { variant: 'client', label: 'client-only', path: () => `${PAGE}?ssr=0`, script: true },
];
const NEXT = [
  { variant: 'next-server', label: 'Next.js, server components (/)', path: '/' },
  { variant: 'next-client', label: 'Next.js, client component (/client)', path: '/client' },
  { variant: 'next-pages', label: 'Next.js, Pages Router (/legacy)', path: '/legacy' },
];

// 390 px is a phone, with a phone's browser (the servers render the phone layout for it)
const browserOf = (width) => ({ viewport: { width, height: 900 }, ...(width < 768 ? { userAgent: PHONE_USER_AGENT } : {}) });

/**
 * Until the page has settled: loaded; with script, its elements defined, the header and footer
 * showing their links, and quiet since the definitions too — a client-only page's elements
 * render only once their views have come, which on the throttled network is hundreds of ms after
 * the definitions (quiet since the last change alone ended its load at its first paint).
 */
async function settled(tab, tags, script) {
  await tab.waitForFunction(({ names, withScript, quiet, parts }) => {
    const p = window.__paint;
    if (document.readyState !== 'complete' || p.fcp === null) return false;
    if (withScript && !(names.every((t) => customElements.get(t)) && parts.every((t) => document.querySelector(t)?.shadowRoot?.querySelector('a, button')))) return false;
    return performance.now() - Math.max(p.wholeAt ?? 0, p.headerFooterAt ?? 0, p.shiftAt, withScript ? p.defined : 0) > quiet;
  }, { names: tags, withScript: script, quiet: QUIET_MS, parts: HEADER_FOOTER }, { timeout: 60_000, polling: 100 });
  const p = await tab.evaluate(() => { window.__paint.stop = true; return window.__paint; });
  return {
    cls: p.cls, fcp: p.fcp, defined: p.defined, scriptRan: p.scriptRan, shown: allShown(p.headerFooter),
    // nothing is on screen before the first paint: a box placed earlier shows with it
    headerFooterMs: Math.max(p.headerFooterAt, p.fcp), wholeMs: Math.max(p.wholeAt, p.fcp), inFirstPaint: p.headerFooterAt <= p.fcp,
  };
}

/** A fresh context: the load (cold), then with `warm` a second in the same context. */
async function load(browser, { width, url, tags, script, network, warm }) {
  const context = await browser.newContext(browserOf(width));
  try {
    const tab = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: network.latency, downloadThroughput: network.downloadThroughput, uploadThroughput: network.uploadThroughput });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpu });
    }
    await tab.addInitScript(paintProbe, { tags, headerFooter: HEADER_FOOTER });
    const loads = [];
    for (let i = 0; i < (warm ? 2 : 1); i += 1) {
      await tab.goto(url);
      loads.push(await settled(tab, tags, script));
    }
    return loads;
  } finally {
    await context.close();
  }
}

const median = (xs) => { const s = xs.filter((x) => x !== null).sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : null; };
const summary = (loads) => ({
  loads: loads.length, cls: Math.max(...loads.map((l) => l.cls)), fcpMs: median(loads.map((l) => l.fcp)),
  headerFooterMs: median(loads.map((l) => l.headerFooterMs)), wholeMs: median(loads.map((l) => l.wholeMs)),
  inFirstPaint: loads.filter((l) => l.inFirstPaint).length, shown: loads.every((l) => l.shown),
  paintedBeforeDefined: loads.filter((l) => l.fcp !== null && l.defined !== null && l.fcp < l.defined).length,
  paintedBeforeEvaluation: loads.filter((l) => l.fcp !== null && l.scriptRan !== null && l.fcp < l.scriptRan).length,
});

/** The targets of one cell (network, width, cache): server-rendered against the floor and client-only. */
function judge({ floor, server, client }) {
  const limit = floor.fcpMs * PAINT_TARGETS.overFloor;
  return {
    firstPaint: server.fcpMs <= limit && server.headerFooterMs <= limit && server.shown,
    whole: server.wholeMs <= client.wholeMs,
    cls: +server.cls.toFixed(2) <= PAINT_TARGETS.serverCls,
    clientCls: client.cls <= PAINT_TARGETS.clientCls,
  };
}

async function demoCells(browser, base) {
  const cells = [];
  for (const [network, conditions] of Object.entries(NETWORKS)) {
    for (const width of WIDTHS) {
      const runs = DEMO.map(() => ({ cold: [], warm: [] }));
      for (let round = 0; round < LOADS; round += 1) { // in turns, so load on the machine falls on all alike
        for (const [i, page] of DEMO.entries()) {
          const [cold, warm] = await load(browser, { width, url: base + page.path(width), tags: DEMO_TAGS, script: page.script, network: conditions, warm: true });
          runs[i].cold.push(cold);
          runs[i].warm.push(warm);
        }
      }
      for (const cache of ['cold', 'warm']) {
        const [floor, server, client] = runs.map((r) => summary(r[cache]));
        cells.push({ network, width, cache, floor, server, client, met: judge({ floor, server, client }) });
      }
    }
  }
  return cells;
}

async function nextRows(browser, base) {
  const rows = [];
  for (const width of WIDTHS) {
    const runs = NEXT.map(() => []);
    for (let round = 0; round < NEXT_LOADS; round += 1) {
      for (const [i, page] of NEXT.entries()) runs[i].push(...await load(browser, { width, url: base + page.path, tags: HEADER_FOOTER, script: true }));
    }
    rows.push(...NEXT.map((page, i) => ({ variant: page.variant, width, ...summary(runs[i]) })));
  }
  return rows;
}

const ms = (x) => (x === null ? '—' : `${x.toFixed(0)}`);
const met = (ok) => (ok ? 'met' : 'MISSED');

function printTables(cells, next) {
  console.log(`paint (issue 31): medians of ${LOADS} loads, ms from navigation; floor / server-rendered / client-only`);
  console.log(markdownTable([
    ['network', 'width', 'cache', 'first contentful paint', 'server ÷ floor', 'header + footer complete (server: in its first paint)', `FCP and complete ≤ ${PAINT_TARGETS.overFloor}× floor FCP`,
      'page whole', 'server ≤ client', 'CLS (worst)', `server 0.00, client ≤ ${PAINT_TARGETS.clientCls}`, 'server painted before defined'],
    ...cells.map(({ network, width, cache, floor, server, client, met: m }) => [network, `${width} px`, cache,
      `${ms(floor.fcpMs)} / ${ms(server.fcpMs)} / ${ms(client.fcpMs)}`, `${(server.fcpMs / floor.fcpMs).toFixed(2)}×`,
      `${ms(floor.headerFooterMs)} / ${ms(server.headerFooterMs)} (${server.inFirstPaint} of ${server.loads}) / ${ms(client.headerFooterMs)}`, met(m.firstPaint),
      `${ms(floor.wholeMs)} / ${ms(server.wholeMs)} / ${ms(client.wholeMs)}`, met(m.whole),
      `${floor.cls.toFixed(3)} / ${server.cls.toFixed(3)} / ${client.cls.toFixed(3)}`, met(m.cls && m.clientCls),
      `${server.paintedBeforeDefined} of ${server.loads} (before evaluation: ${server.paintedBeforeEvaluation})`]),
  ]));
  console.log(markdownTable([
    ['page', 'width', `CLS (worst of ${NEXT_LOADS})`, 'target', 'first contentful paint (median)', 'painted before the elements were defined'],
    ...next.map((r) => [NEXT.find((p) => p.variant === r.variant).label, `${r.width} px`, r.cls.toFixed(3), `≤ ${PAINT_TARGETS.nextCls}: ${met(r.cls <= PAINT_TARGETS.nextCls)}`,
      `${ms(r.fcpMs)} ms`, `${r.paintedBeforeDefined} of ${r.loads}`]),
  ]));
}

export async function benchPaint() {
  const started = Date.now();
  const next = await nextSite('nextjs-bench'); // built once per run
  let demo;
  let nextServer;
  let browser;
  let cells;
  let nextResults;
  try {
    demo = await servePaintSite(PAGE, Object.fromEntries(WIDTHS.map((w) => [w, browserOf(w).userAgent])));
    nextServer = await next.serve('start');
    browser = await launchChromium();
    cells = await demoCells(browser, demo.url);
    nextResults = await nextRows(browser, nextServer.base);
  } finally {
    await browser?.close();
    await demo?.close();
    await nextServer?.stop();
    next.close();
  }
  printTables(cells, nextResults);
  const ok = cells.every((c) => Object.values(c.met).every(Boolean) && c.server.paintedBeforeDefined === c.server.loads)
    && nextResults.every((r) => r.cls <= PAINT_TARGETS.nextCls);
  const seconds = (Date.now() - started) / 1000;
  const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  writeFileSync(RESULTS, `${JSON.stringify({ ...previous, paint: { date: new Date().toISOString(), targets: PAINT_TARGETS, loads: LOADS, cells, next: nextResults, met: ok, seconds } }, null, 2)}\n`);
  console.log(`paint targets: ${ok ? 'met' : 'MISSED'} (${seconds.toFixed(0)} s); written to ${RESULTS} under "paint"`);
  return { cells, next: nextResults, met: ok };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await benchPaint()).met ? 0 : 1;
