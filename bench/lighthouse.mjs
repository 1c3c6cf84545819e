// npm run bench (issues 17, 31, 43): Lighthouse (its default mobile run: a mid-range phone, simulated
// slow 4G and CPU) on the demo's realistic page (bar, header, text, cookie notice, footer), with the
// project's Chromium, three ways: client-only (?ssr=0), server-rendered by the demo server, and
// server-rendered behind `ex-elements proxy` (a legacy site's deployment: the command in its own
// process in front of the client-only page). Five runs each, interleaved so the machine's noise
// falls on all three alike, and each figure's median stands (DESIGN.md §3e). Prints the scores,
// the paint figures, every audit that keeps a category below its target (in the run whose
// performance score is the median), and whether the proxy's page is no worse than the demo's
// render and the server render no worse than client-only.
// Alone: node bench/lighthouse.mjs (needs a build).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pathToFileURL } from 'node:url';
import { startServer } from '../demo/server.mjs';
import { startProxy } from '../test/e2e/proxy-command.mjs';
import { chromiumPath, LAUNCH_ARGS } from '../scripts/chromium.mjs';
import { markdownTable } from './table.mjs';

export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, tbtMs: 50 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = 5;
/** Each way of serving the page: its URL, from the demo's and the proxy's base URLs. */
const PAGES = {
  'client-only': ({ demo }) => `${demo}/realistic.html?ssr=0`,
  'server-rendered': ({ demo }) => `${demo}/realistic.html`,
  'behind the proxy': ({ proxy }) => `${proxy}/realistic.html?ssr=0`,
};

/** One Lighthouse run: the category scores (0–100), the paint figures, the audits that fell short. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
  const figure = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ({ category: c, id: ref.id, title: lhr.audits[ref.id].title, value: lhr.audits[ref.id].displayValue ?? '' })));
  // what the trace showed: main-thread time by kind of work, each script's cost, the long tasks
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const where = (u) => (u === url ? 'page' : URL.canParse(u) ? new URL(u).pathname : u); // or Lighthouse's "Unattributable"
  const trace = {
    work: items('mainthread-work-breakdown').map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)}`),
    scripts: items('bootup-time').map((i) => `${where(i.url)} ${Math.round(i.total)} (script ${Math.round(i.scripting)})`),
    longTasks: items('long-tasks').map((i) => `${Math.round(i.duration)} at ${Math.round(i.startTime)} (${where(i.url)})`),
  };
  return {
    scores, failing, trace,
    cls: figure('cumulative-layout-shift'), tbtMs: figure('total-blocking-time'),
    lcpMs: figure('largest-contentful-paint'), fcpMs: figure('first-contentful-paint'),
  };
}

/** Rows saying whether page `a` is no worse than page `b`: performance and total blocking time. */
const noWorse = (a, b, aName, bName) => [
  [`performance, ${aName} vs ${bName}`, `${a.scores.performance} vs ${b.scores.performance}`, '≥', a.scores.performance >= b.scores.performance],
  [`TBT, ${aName} vs ${bName}`, `${Math.round(a.tbtMs)} vs ${Math.round(b.tbtMs)} ms`, '≤', a.tbtMs <= b.tbtMs],
];

const medianRun = (runs, pick) => [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)];
const median = (runs, pick) => pick(medianRun(runs, pick));

/** Each figure's median over the runs; the failing audits of the median-performance run. */
const medians = (runs) => ({
  scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs, (r) => r.scores[c])])),
  failing: medianRun(runs, (r) => r.scores.performance).failing,
  trace: medianRun(runs, (r) => r.tbtMs).trace,
  ...Object.fromEntries(['cls', 'tbtMs', 'lcpMs', 'fcpMs'].map((key) => [key, median(runs, (r) => r[key])])),
  runs: runs.map((r) => r.scores.performance), tbtRuns: runs.map((r) => Math.round(r.tbtMs)),
});

export async function benchLighthouse() {
  const demo = await startServer({ port: 0 });
  const proxy = await startProxy(demo.url);
  const chrome = await launch({ chromePath: await chromiumPath(), chromeFlags: ['--headless=new', ...LAUNCH_ARGS] });
  const runs = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const [name, url] of Object.entries(PAGES)) runs[name].push(await audit(url({ demo: demo.url, proxy: proxy.base }), chrome.port));
    }
  } finally {
    chrome.kill();
    proxy.child.kill();
    await demo.close();
  }
  const results = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, medians(list)]));
  const server = results['server-rendered'];
  const t = LIGHTHOUSE_TARGETS;
  const checks = [
    ['performance', server.scores.performance, `≥ ${t.performance}`, server.scores.performance >= t.performance],
    ['total blocking time', `${Math.round(server.tbtMs)} ms`, `≤ ${t.tbtMs} ms`, server.tbtMs <= t.tbtMs],
    ['CLS', server.cls.toFixed(3), '0.00', +server.cls.toFixed(2) <= t.cls],
    ...['accessibility', 'best-practices', 'seo'].map((c) => [c, server.scores[c], `${t[c]}`, server.scores[c] >= t[c]]),
    ...noWorse(results['behind the proxy'], server, 'behind the proxy', "the demo's render"),
    ...noWorse(server, results['client-only'], 'server-rendered', 'client-only'),
  ];
  const met = checks.every(([, , , ok]) => ok);
  for (const [name, r] of Object.entries(results)) {
    console.log(`lighthouse, ${name}, mobile: performance ${r.scores.performance} (median of ${r.runs.join(', ')}), accessibility ${r.scores.accessibility}, `
      + `best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}; CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms (of ${r.tbtRuns.join(', ')}), `
      + `FCP ${(r.fcpMs / 1000).toFixed(1)} s, LCP ${(r.lcpMs / 1000).toFixed(1)} s`);
    for (const f of r.failing) console.log(`  ${f.category}: ${f.id} — ${f.title}${f.value ? ` (${f.value})` : ''}`);
    console.log(`  the trace of the median-TBT run (simulated ms): main thread: ${r.trace.work.join(', ')}; scripts: ${r.trace.scripts.join(', ')}; long tasks: ${r.trace.longTasks.join(', ') || 'none'}`);
  }
  console.log(`lighthouse mobile targets, server-rendered, and the three ways side by side (medians of ${RUNS}):`);
  console.log(markdownTable([['measure', 'result', 'target', 'met'], ...checks.map(([name, value, target, ok]) => [name, value, target, ok ? 'met' : 'MISSED'])]));
  return { results, met };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await benchLighthouse()).met ? 0 : 1;
