// npm run bench (issue 17): Lighthouse (its default mobile run: a mid-range phone, simulated slow
// 4G and CPU) on the demo's realistic page (bar, header, text, cookie notice, footer), served
// server-rendered by the demo server, with the project's Chromium; the client-only page (?ssr=0)
// beside it for comparison. Each page runs LIGHTHOUSE_RUNS times and the median performance
// score stands: a shared 2-core machine moves the simulated figures from run to run. Prints the
// scores, the paint figures, and every audit that keeps a category below its target.
// Alone: node bench/lighthouse.mjs (needs a build).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pathToFileURL } from 'node:url';
import { startServer } from '../demo/server.mjs';
import { chromiumPath, LAUNCH_ARGS } from '../scripts/chromium.mjs';

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = { 'server-rendered': '/realistic.html', 'client-only': '/realistic.html?ssr=0' };

/** One Lighthouse run: the category scores (0–100), the paint figures, the audits that fell short. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
  const figure = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ({ category: c, id: ref.id, title: lhr.audits[ref.id].title, value: lhr.audits[ref.id].displayValue ?? '' })));
  return {
    scores, failing,
    cls: figure('cumulative-layout-shift'), tbtMs: figure('total-blocking-time'),
    lcpMs: figure('largest-contentful-paint'), fcpMs: figure('first-contentful-paint'),
  };
}

const median = (runs, pick) => [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)];

export async function benchLighthouse() {
  const demo = await startServer({ port: 0 });
  const chrome = await launch({ chromePath: await chromiumPath(), chromeFlags: ['--headless=new', ...LAUNCH_ARGS] });
  const results = {};
  try {
    for (const [name, path] of Object.entries(PAGES)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(demo.url + path, chrome.port));
      results[name] = { ...median(runs, (r) => r.scores.performance), runs: runs.map((r) => r.scores.performance) };
    }
  } finally {
    chrome.kill();
    await demo.close();
  }
  const server = results['server-rendered'];
  const met = server.scores.performance >= LIGHTHOUSE_TARGETS.performance
    && ['accessibility', 'best-practices', 'seo'].every((c) => server.scores[c] >= LIGHTHOUSE_TARGETS[c])
    && +server.cls.toFixed(2) <= LIGHTHOUSE_TARGETS.cls;
  for (const [name, r] of Object.entries(results)) {
    console.log(`lighthouse, ${name}, mobile: performance ${r.scores.performance} (median of ${r.runs.join(', ')}), accessibility ${r.scores.accessibility}, `
      + `best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}; CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms, `
      + `FCP ${(r.fcpMs / 1000).toFixed(1)} s, LCP ${(r.lcpMs / 1000).toFixed(1)} s`);
    for (const f of r.failing) console.log(`  ${f.category}: ${f.id} — ${f.title}${f.value ? ` (${f.value})` : ''}`);
  }
  console.log(`lighthouse targets (server-rendered): performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility, best practices and SEO 100, CLS 0: ${met ? 'met' : 'NOT met'}`);
  return { results, met };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await benchLighthouse()).met ? 0 : 1;
