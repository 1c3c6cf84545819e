// npm run bench (issue 17): the demo's realistic page (bar, header, text, cookie notice, footer;
// site 0, logged out) as the browser paints it, server-rendered by the demo server and client-only
// (?ssr=0), side by side in one run at 1440 and 390 px, three loads each:
// cumulative layout shift, first contentful paint, and whether that paint came before the classic
// script ran its work (defined the first element: on a server-rendered page the elements wait for
// the first paint, element-shell.ts) and before it was evaluated at all. Both pages load the
// classic script with `defer`. Run by npm run bench after the server bench; alone: node bench/paint.mjs.
import { pathToFileURL } from 'node:url';
import { startServer } from '../demo/server.mjs';
import { launchChromium, PHONE_USER_AGENT } from '../scripts/chromium.mjs';

export const PAINT_TARGETS = { serverCls: 0, clientCls: 0.05 };
const LOADS = 3;
const WIDTHS = [1440, 390];
/** The demo's realistic page, as the demo server renders it, and client-only (with the README's
 * reserve rules, demo/pages/realistic.css, as a site owner would copy them). */
const PAGES = { server: '/realistic.html', client: '/realistic.html?ssr=0' };

/** Before the page's scripts: the layout shifts (without recent input), FCP, when the classic
 * script was evaluated and when it defined its first element. */
function observe() {
  window.__paint = { cls: 0, fcp: null, scriptRan: null, defined: null };
  const define = customElements.define;
  customElements.define = function (...args) {
    window.__paint.defined ??= performance.now();
    return define.apply(this, args);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paint.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  let api;
  Object.defineProperty(window, 'exElements', {
    configurable: true,
    get: () => api,
    set(value) { api ??= value; window.__paint.scriptRan ??= performance.now(); },
  });
}

/** Every element defined and drawn, then quiet: no layout shift for half a second. */
async function settled(tab) {
  await tab.waitForFunction(() => ['ex-announcement-bar', 'ex-header', 'ex-cookie-notice', 'ex-footer'].every((tag) => customElements.get(tag))
    && document.querySelector('ex-footer').shadowRoot?.querySelector('a'), null, { timeout: 30_000, polling: 50 });
  let last = -1;
  for (;;) {
    const cls = await tab.evaluate(() => window.__paint.cls);
    if (cls === last) return;
    last = cls;
    await tab.waitForTimeout(500);
  }
}

export async function benchPaint() {
  const demo = await startServer({ port: 0 });
  const browser = await launchChromium();
  const results = [];
  try {
    for (const width of WIDTHS) {
      for (const variant of ['server', 'client']) {
        const loads = [];
        for (let i = 0; i < LOADS; i += 1) {
          // 390 px is a phone, with a phone's browser (the server renders the phone layout for it)
          const context = await browser.newContext({ viewport: { width, height: 900 }, ...(width < 768 ? { userAgent: PHONE_USER_AGENT } : {}) });
          const tab = await context.newPage();
          await tab.addInitScript(observe);
          await tab.goto(demo.url + PAGES[variant]);
          await settled(tab);
          loads.push(await tab.evaluate(() => window.__paint));
          await context.close();
        }
        results.push({
          variant, width,
          cls: Math.max(...loads.map((l) => l.cls)),
          fcpMs: loads.map((l) => l.fcp).sort((a, b) => a - b)[1],
          paintedBeforeScript: loads.every((l) => l.fcp !== null && l.defined !== null && l.fcp < l.defined),
          paintedBeforeEvaluation: loads.filter((l) => l.fcp !== null && l.scriptRan !== null && l.fcp < l.scriptRan).length,
        });
      }
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  // the 0.00: CLS to two decimals
  const met = results.every((r) => +r.cls.toFixed(2) <= (r.variant === 'server' ? PAINT_TARGETS.serverCls : PAINT_TARGETS.clientCls))
    && results.filter((r) => r.variant === 'server').every((r) => r.paintedBeforeScript);
  for (const r of results) {
    console.log(`paint, ${r.variant === 'server' ? 'server-rendered' : 'client-only'} at ${r.width} px: CLS ${r.cls.toFixed(3)} (worst of ${LOADS}, target ${r.variant === 'server' ? '0.00' : '≤ 0.05'}), `
      + `first contentful paint ${r.fcpMs?.toFixed(0)} ms (median), ${r.paintedBeforeScript ? 'before' : 'not before'} the classic script ran its work `
      + `(before it was evaluated in ${r.paintedBeforeEvaluation} of ${LOADS} loads)`);
  }
  return { results, met };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await benchPaint()).met ? 0 : 1;
