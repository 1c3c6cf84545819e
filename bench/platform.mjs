// The platform figures of issue 9, after the market benchmark in `npm run bench`, or alone with
// `node bench/platform.mjs` (needs a build; `--sizes`: the sizes alone, in a second, no browser):
//  - sizes: gzipped bundles against the React runtime chunk, the classic script up front by group
//    and each element's view (bench/sizes.mjs);
//  - boot: script evaluation to painted content, each element alone and all ten, beside a bare
//    React 19 element wrapped the same way (the floor) in the same run; and all ten
//    server-rendered (issue 17), to every element hydrated (interactive), beside React alone
//    hydrating the same server markup (the markup floor), and at CPU 4× the longest task of each
//    (issue 31);
//  - network: requests per endpoint on a typical page; market data before and after a panel opens;
//  - memory: JS heap with all ten elements on 10,000 markets, and after mounting and removing
//    them 50 times.
// Writes its part of bench/results.json under `platform`, keeping the other keys. The pages
// (bench/platform-site.mjs) use the project's build (dist/: the classic script, each element's ES
// module entry) and the demo server; only the three floors are no part of the package.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../scripts/chromium.mjs';
import { ALL, MARKETS, SERVER_RENDERED, SPOTS, TAGS, serve, writeMarkupFloor } from './platform-site.mjs';
import { BUDGETS, bundleSizes, ownBudget } from './sizes.mjs';

const RESULTS = 'bench/results.json';
// Server-rendered, all ten hydrate within React's own time for the same markup, and at CPU 4× no
// task of the page is longer than the markup floor's longest (issue 31, DESIGN.md §3e).
const TARGETS = { ...BUDGETS, heapGrowthBytes: 512 * 1024, jsValueGrowthBytes: 64 * 1024, serverOverMarkupFloor: 1, taskCpuRate: 4 };
const BOOT_ROUNDS = 7; // the floor and all ten
const ALONE_ROUNDS = 3; // each element alone
const TASK_ROUNDS = 5; // the longest task at CPU 4×
const TASK_QUIET_MS = 500; // after every element is hydrated: no new long task for this long
const CYCLES = 50;

/** Market data calls (spec §7): none may leave a page before a market panel or list is shown. */
export const MARKET_DATA = /\/apiw\/v2\/(common\/tabs|market\/|pilot\/|options\/|pre-market\/|alpha\/|delivery\/)|\/memebox\//;

/** Before the page's scripts: the longest task (PerformanceObserver `longtask`: only tasks over
 * 50 ms are reported), script evaluation and parsing included, and when the last one ended. */
function observeLongTasks() {
  window.tasks = { longestMs: 0, lastEnd: 0 };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      window.tasks.longestMs = Math.max(window.tasks.longestMs, task.duration);
      window.tasks.lastEnd = Math.max(window.tasks.lastEnd, task.startTime + task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Opens a page in a fresh context (no cache, no storage); `requests` lists its API paths, and
 * `mainThreadMs()` the renderer's main-thread task time so far (Chromium's TaskDuration). Pages
 * are client-only (?ssr=0) unless named in SERVER_RENDERED. With `cpu`, the CPU is slowed that
 * many times and the page's long tasks observed.
 */
async function open(browser, base, name, { cpu } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 2400 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (cpu) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(observeLongTasks);
  }
  const requests = [];
  page.on('request', (r) => { const { pathname } = new URL(r.url()); if (/^\/api/.test(pathname)) requests.push(pathname); });
  page.on('pageerror', (e) => console.error(`${name}: ${e.message}`));
  // a markup floor that did not match its server markup would be rendered afresh, and timed as hydrated
  page.on('console', (m) => { if (m.type() === 'error') console.error(`${name}: ${m.text()}`); });
  await page.goto(name in SERVER_RENDERED ? `${base}/${SERVER_RENDERED[name]}.html` : `${base}/${name}.html?ssr=0`);
  const mainThreadMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  return { context, page, requests, mainThreadMs };
}

const median = (xs) => { const s = xs.filter((x) => x !== null).sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : null; };

async function bootTimes(browser, base) {
  await writeMarkupFloor(browser, base);
  const everyRound = ['floor', 'shell-floor', 'all-ten', 'all-ten-ssr', 'markup-floor'];
  const names = [...everyRound, ...Object.keys(TAGS)];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < BOOT_ROUNDS; round++) { // interleaved, so load on the machine falls on all alike
    for (const name of names.filter((n) => everyRound.includes(n) || round < ALONE_ROUNDS)) {
      const { context, page, mainThreadMs } = await open(browser, base, name);
      runs[name].push({ ...await page.evaluate(() => window.booted), cpuMs: await mainThreadMs() });
      await context.close();
    }
  }
  const ms = (name, key = 'ms') => median(runs[name].map((r) => r[key]));
  const allTenEach = Object.fromEntries(Object.keys(TAGS).map((tag) => [tag, median(runs['all-ten'].map((r) => r.each.find((e) => e.tag === tag)?.ms ?? null))]));
  return {
    rounds: BOOT_ROUNDS, aloneRounds: ALONE_ROUNDS, floorMs: ms('floor'), shellFloorMs: ms('shell-floor'), allTenMs: ms('all-ten'),
    allTenOverFloor: ms('all-ten') / ms('floor'), floorEvalMs: ms('floor', 'evalMs'), allTenEvalMs: ms('all-ten', 'evalMs'),
    // server-rendered: the content is there from the HTML; this is until every element is hydrated
    serverAllTenMs: ms('all-ten-ssr'), serverAllTenOverFloor: ms('all-ten-ssr') / ms('floor'), serverAllTenCpuMs: ms('all-ten-ssr', 'cpuMs'),
    markupFloorMs: ms('markup-floor'), markupFloorOverFloor: ms('markup-floor') / ms('floor'), serverAllTenOverMarkupFloor: ms('all-ten-ssr') / ms('markup-floor'),
    // main-thread task time from navigation until painted: what the wall-clock figures rest on, steadier under load
    floorCpuMs: ms('floor', 'cpuMs'), shellFloorCpuMs: ms('shell-floor', 'cpuMs'), allTenCpuMs: ms('all-ten', 'cpuMs'),
    aloneMs: Object.fromEntries(Object.keys(TAGS).map((tag) => [tag, ms(tag)])), allTenEachMs: allTenEach,
    unpainted: names.filter((n) => runs[n].some((r) => r.ms === null)),
  };
}

/** The longest task of the server-rendered page of all ten and of the markup floor, at CPU 4×
 * (medians of TASK_ROUNDS loads, in turns), until each has hydrated everything and gone quiet. */
async function longestTasks(browser, base) {
  const names = ['all-ten-ssr', 'markup-floor'];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < TASK_ROUNDS; round++) {
    for (const name of names) {
      const { context, page } = await open(browser, base, name, { cpu: TARGETS.taskCpuRate });
      await page.evaluate(() => window.booted);
      await page.waitForFunction((quiet) => performance.now() - window.tasks.lastEnd > quiet, TASK_QUIET_MS, { polling: 100 });
      runs[name].push(await page.evaluate(() => window.tasks.longestMs));
      await context.close();
    }
  }
  return { rounds: TASK_ROUNDS, serverLongestTaskMs: median(runs['all-ten-ssr']), markupFloorLongestTaskMs: median(runs['markup-floor']) };
}

async function settle(page) {
  await page.evaluate(() => window.booted);
  await page.waitForTimeout(1500); // later calls (after data, effects) have time to start
}

async function networkCounts(browser, base) {
  const count = (paths) => paths.reduce((c, p) => ({ ...c, [p]: (c[p] ?? 0) + 1 }), {});
  const typical = await open(browser, base, 'typical');
  await settle(typical.page);
  await typical.context.close();
  const hf = await open(browser, base, 'header-footer');
  await settle(hf.page);
  const before = hf.requests.filter((p) => MARKET_DATA.test(p));
  await hf.page.locator('ex-header [part~="nav-button"]', { hasText: 'Trade' }).first().click();
  await hf.page.locator('ex-header [data-panel="trade"]').first().hover();
  await hf.page.locator('ex-header [data-panel-frame="trade"] [role="option"]').first().waitFor({ timeout: 10_000 });
  const after = hf.requests.filter((p) => MARKET_DATA.test(p));
  await hf.context.close();
  return { typical: count(typical.requests), headerFooter: { marketBeforePanel: count(before), marketAfterPanel: count(after) } };
}

/** Bytes of JavaScript values in a heap snapshot (objects, arrays, closures, strings…), without code and native objects. */
async function jsValueBytes(cdp) {
  const chunks = [];
  const collect = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot: { meta }, nodes } = JSON.parse(chunks.join(''));
  const width = meta.node_fields.length;
  const [typeAt, sizeAt] = [meta.node_fields.indexOf('type'), meta.node_fields.indexOf('self_size')];
  const skip = new Set(['code', 'native', 'hidden', 'object shape', 'synthetic'].map((t) => meta.node_types[0].indexOf(t)));
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += width) if (!skip.has(nodes[i + typeAt])) bytes += nodes[i + sizeAt];
  return bytes;
}

const WARM_UP = 10;

async function memory(browser, base) {
  const { context, page, requests } = await open(browser, base, 'memory');
  const cdp = await context.newCDPSession(page);
  // nanostores lets a store go STORE_UNMOUNT_DELAY (1 s) after its last listener: a snapshot waits
  // that out, so it never counts the last cycle's stores on some runs and not on others
  const settled = () => page.evaluate(() => new Promise((r) => { setTimeout(r, 1100); }));
  const gc = async () => { await settled(); for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage'); };
  const heap = async () => { await gc(); return (await cdp.send('Runtime.getHeapUsage')).usedSize; };
  const values = async () => { await gc(); return jsValueBytes(cdp); };
  const mount = () => page.evaluate(async (html) => {
    const stage = document.getElementById('stage');
    stage.innerHTML = html;
    const rows = (tag) => stage.querySelector(tag).shadowRoot?.querySelectorAll('[role="option"]').length ?? 0;
    const start = performance.now();
    while (![...stage.children].every(window.contentful) || !rows('ex-market-dropdown') || !rows('ex-market-search')) {
      if (performance.now() - start > 20_000) throw new Error('the elements did not render in 20 s');
      await new Promise((r) => requestAnimationFrame(r));
    }
  }, ALL);
  // the browser's own per-request timing entries are not the elements' memory
  const unmount = () => page.evaluate(() => {
    document.getElementById('stage').replaceChildren();
    performance.clearResourceTimings();
    return new Promise((r) => setTimeout(r, 50));
  });
  await page.waitForFunction(() => window.exElements);
  const empty = await heap();
  await mount();
  const mounted = await heap();
  await unmount();
  const afterFirst = await heap();
  for (let i = 1; i < WARM_UP; i++) { await mount(); await unmount(); }
  const [warm, warmValues] = [await heap(), await values()];
  for (let i = WARM_UP; i < CYCLES; i++) { await mount(); await unmount(); }
  const [after, afterValues] = [await heap(), await values()];
  const spotCalls = requests.filter((p) => p === SPOTS).length;
  await context.close();
  return {
    markets: MARKETS, cycles: CYCLES, warmUpCycles: WARM_UP, spotCalls, emptyBytes: empty, mountedBytes: mounted,
    afterFirstRemovalBytes: afterFirst, afterWarmUpBytes: warm, afterCyclesBytes: after,
    growthBytes: after - warm, jsValueGrowthBytes: afterValues - warmValues,
  };
}

/** Runs every measure; returns the `platform` figures (also merged into bench/results.json). */
export async function runPlatformBench({ log = (s) => process.stdout.write(s) } = {}) {
  const started = Date.now();
  const sizes = bundleSizes();
  const { url: base, close } = await serve();
  // frames are not held to a 60 Hz display clock: painted content is timed, not the next vsync
  const browser = await launchChromium(['--disable-gpu-vsync', '--disable-frame-rate-limit']);
  const timed = async (name, fn) => { const t = Date.now(); const r = await fn(); log(`${name} ${((Date.now() - t) / 1000).toFixed(0)} s… `); return r; };
  try {
    log('platform: ');
    const boot = await timed('boot', () => bootTimes(browser, base));
    const tasks = await timed('longest tasks at CPU 4×', () => longestTasks(browser, base));
    const network = await timed('network', () => networkCounts(browser, base));
    const heap = await timed('memory', () => memory(browser, base));
    log('\n');
    const platform = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, chromium: browser.version() },
      targets: TARGETS, sizes, boot, tasks, network, memory: heap,
      pass: {
        ...sizesPass(sizes, TARGETS),
        noMarketDataBeforePanel: Object.keys(network.headerFooter.marketBeforePanel).length === 0,
        heapGrowth: heap.growthBytes <= TARGETS.heapGrowthBytes && heap.jsValueGrowthBytes <= TARGETS.jsValueGrowthBytes,
        hydration: boot.serverAllTenOverMarkupFloor <= TARGETS.serverOverMarkupFloor,
        longestTask: tasks.serverLongestTaskMs <= tasks.markupFloorLongestTaskMs,
      },
      seconds: (Date.now() - started) / 1000,
    };
    const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
    writeFileSync(RESULTS, `${JSON.stringify({ ...results, platform }, null, 2)}\n`);
    return platform;
  } finally {
    await browser.close();
    await close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (x) => (x === null || x === undefined ? '—' : `${x.toFixed(0)} ms`);
const met = (ok) => (ok ? 'yes' : 'NO');
const counts = (c) => Object.entries(c).map(([path, n]) => `${path.replace(/^\/api\w*(\/web)?\/v\d+\//, '')} ×${n}`).join(', ') || 'none';

/** Whether the sizes meet their budgets. */
const sizesPass = (sizes, targets) => ({
  classicOverReact: sizes.classicOverReact <= targets.classicOverReact,
  elementOwnCode: Object.entries(sizes.elements).every(([tag, e]) => e.own <= ownBudget(tag)),
  catalogs: Object.values(sizes.catalogs).every((bytes) => bytes <= targets.catalogBytes),
});

/** The size figures as table rows: measure, result, target, met. */
export function sizeRows(sizes, targets, pass) {
  const group = ({ bytes, gz }) => `${kb(gz)} (${kb(bytes)} minified)`;
  return [
    ['classic script dist/ex-elements.js, up front (gzip)', `${kb(sizes.classic)} = ${sizes.classicOverReact.toFixed(2)}× React`, `≤ ${targets.classicOverReact}× React (${kb(sizes.react * targets.classicOverReact)})`, met(pass.classicOverReact)],
    ...Object.entries(sizes.classicGroups).map(([name, g]) => [`… of it, ${name === 'unmapped' ? 'the script’s own prologue and registry (no source)' : name} (gzip share, source map)`, group(g), '', '']),
    ['… its on-demand chunks in dist/classic/ (views, DOMPurify, QR; gzip, all together)', kb(sizes.classicOnDemand), '', ''],
    ...Object.entries(sizes.classicViews).map(([tag, v]) => [`… <${tag}>'s view: the chunks it loads with it (gzip)`, `${kb(v.gz)}: ${v.files.join(', ')}`, '', '']),
    ['React runtime chunk (gzip; the floor)', kb(sizes.react), '', ''],
    ['shared runtime: vendor / shared chunks (gzip)', `${kb(sizes.runtime.vendor)} / ${kb(sizes.runtime.shared)}`, '', ''],
    ...Object.entries(sizes.elements).map(([tag, e]) => [`<${tag}> own code (up front + on demand) / with runtime`,
      `${kb(e.own)} (${kb(e.ownUpFront)} + ${kb(e.ownOnDemand)}) / ${kb(e.upFront)}`, `≤ ${kb(ownBudget(tag))}`, met(e.own <= ownBudget(tag))]),
    ...Object.entries(sizes.elements).map(([tag, e]) => [`${e.entry}: up front / code it loads later, as used (gzip)`,
      `${kb(e.upFront)} / ${kb(e.later)}: ${e.laterParts.join(', ')}`, '', '']),
    ['English texts of one surface, with its elements, not counted as own code (gzip)', Object.entries(sizes.english).map(([part, bytes]) => `${part} ${kb(bytes)}`).join(', '), '', ''],
    ['non-English catalogs, each on demand (gzip)', Object.entries(sizes.catalogs).map(([lang, bytes]) => `${lang} ${kb(bytes)}`).join(', '),
      `≤ ${kb(targets.catalogBytes)} each, in no bundle`, met(pass.catalogs)],
  ];
}

/** The figures as table rows: measure, result, target, met. */
export function platformRows(p) {
  const { sizes, boot, tasks, network, memory: heap, targets, pass } = p;
  const task = (x) => (x ? ms(x) : 'none over 50 ms');
  return [
    ...sizeRows(sizes, targets, pass),
    ['boot floor: bare React 19 element (r2wc); script evaluation alone', `${ms(boot.floorMs)}; ${ms(boot.floorEvalMs)}`, '', ''],
    ['boot: bare view through our element shell', ms(boot.shellFloorMs), '', ''],
    ...Object.entries(boot.aloneMs).map(([tag, t]) => [`boot: <${tag}> alone`, ms(t), '', '']),
    ['boot, client-only: all ten (dist/ex-elements.js), last one painted; evaluation alone', `${ms(boot.allTenMs)} = ${boot.allTenOverFloor.toFixed(2)}× floor; ${ms(boot.allTenEvalMs)}`, '', ''],
    ['boot floor for the server-rendered page (the markup floor): React 19 alone hydrating the same server markup, no code of ours', `${ms(boot.markupFloorMs)} = ${boot.markupFloorOverFloor.toFixed(2)}× floor`, '', ''],
    ['boot, server-rendered: all ten, painted from the HTML; last one hydrated (interactive)', `${ms(boot.serverAllTenMs)} = ${boot.serverAllTenOverMarkupFloor.toFixed(2)}× markup floor (${boot.serverAllTenOverFloor.toFixed(2)}× bare-element floor; task time ${ms(boot.serverAllTenCpuMs)})`,
      `≤ ${targets.serverOverMarkupFloor.toFixed(1)}× markup floor`, met(pass.hydration)],
    [`… longest task at CPU ${targets.taskCpuRate}× (script evaluation included; median of ${tasks.rounds}): all ten server-rendered / markup floor`, `${task(tasks.serverLongestTaskMs)} / ${task(tasks.markupFloorLongestTaskMs)}`,
      '≤ the markup floor’s', met(pass.longestTask)],
    ['boot: main-thread task time until painted: floor / bare view through our shell / all ten', `${ms(boot.floorCpuMs)} / ${ms(boot.shellFloorCpuMs)} / ${ms(boot.allTenCpuMs)}`, '', ''],
    ['… each element painted, on the same page (in order)', Object.entries(boot.allTenEachMs).sort((a, b) => a[1] - b[1])
      .map(([tag, t]) => `${tag.replace(/^ex-/, '')} ${ms(t)}`).join(', '), '', ''],
    ['network: typical page (header, footer, announcement, reminders; logged in)', counts(network.typical), '≤ 1 each', met(Object.values(network.typical).every((n) => n <= 1))],
    ['network: header + footer, market data before a panel opens', counts(network.headerFooter.marketBeforePanel), 'none', met(pass.noMarketDataBeforePanel)],
    ['network: … after the trade panel opens', counts(network.headerFooter.marketAfterPanel), '', ''],
    [`JS heap: script only / ten elements on ${heap.markets.toLocaleString('en')} markets`, `${mb(heap.emptyBytes)} / ${mb(heap.mountedBytes)}`, '', ''],
    [`JS heap after removal: 1st / ${heap.warmUpCycles}th / ${heap.cycles}th mount + remove cycle`, `${mb(heap.afterFirstRemovalBytes)} / ${mb(heap.afterWarmUpBytes)} / ${mb(heap.afterCyclesBytes)}`, '', ''],
    [`JS heap growth, cycles ${heap.warmUpCycles}→${heap.cycles}: whole heap / JS values`, `${kb(heap.growthBytes)} / ${kb(heap.jsValueGrowthBytes)}`,
      `≤ ${kb(targets.heapGrowthBytes)} / ≤ ${kb(targets.jsValueGrowthBytes)}`, met(pass.heapGrowth)],
  ];
}

export function formatTable(rows) {
  const table = [['measure', 'result', 'target', 'met'], ...rows];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  const line = (row) => `| ${row.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  return [line(table[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.slice(1).map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--sizes')) {
  const sizes = bundleSizes();
  const pass = sizesPass(sizes, TARGETS);
  console.log(formatTable(sizeRows(sizes, TARGETS, pass)));
  if (Object.values(pass).some((ok) => !ok)) process.exitCode = 1;
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const platform = await runPlatformBench();
  console.log(formatTable(platformRows(platform)));
  console.log(`\n${platform.machine.cpus} CPUs (${platform.machine.cpu}), ${platform.seconds.toFixed(0)} s; written to ${RESULTS} under "platform"`);
  if (Object.values(platform.pass).some((ok) => !ok)) process.exitCode = 1;
}
