// npm run bench (issue 31, DESIGN.md §3e): is the header ever visible and dead? On the demo's
// realistic page, server-rendered and client-only (?ssr=0), a real mouse click (CDP
// Input.dispatchMouseEvent: move, press, release, through the browser's input pipeline, sent
// together as a hand makes them: Playwright's mouse.click waits for the page to handle each event
// before it makes the next, so a busy page would push the press past its busy task) on the header's first menu
// trigger as soon as it is painted: the first frame (requestAnimationFrame: the frame then paints)
// in which the trigger is shown with a box and every stylesheet of the header's shadow root has
// loaded; the page tells the bench at once, from that frame (a Playwright binding), and the bench
// clicks the trigger's centre. Not the first-contentful-paint entry, nor polling the page: both
// wait behind the script's evaluation, just when an early click matters. The delay from that
// frame to the click's timestamp is the harness's own and is printed. Then: did its menu open (lost: not
// within LOST_MS), and how long from the click's own timestamp (the pointerdown event's
// timeStamp, taken when the input was made, however long the page keeps it waiting) to the end
// of the first frame that shows the menu's panel. LOADS loads per cell: 1440 / 390 px (a phone's
// browser), CPU 1× / 4×, cold / warm (a second load in the same context); the two pages in turns.
// Writes its figures under `earlyClicks` in bench/results.json. Alone: node bench/early-clicks.mjs
// (needs a build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startServer } from '../demo/server.mjs';
import { launchChromium, PHONE_USER_AGENT } from '../scripts/chromium.mjs';
import { markdownTable } from './table.mjs';

/** The header's first menu trigger (its first shown one: the bar's first menu at 1440 px, the
 * drawer toggle at 390 px) and the panels a trigger opens, by the header's part names: they stay
 * whether the menus open by script or by `popovertarget`. */
export const MENU = { trigger: '[part~="nav-button"], [part~="drawer-toggle"]', panel: '[part~="dropdown"], [part~="drawer"]' };
export const CLICK_TARGETS = { serverLost: 0, openOverClient: 1.2 };
const LOADS = 15;
const LOST_MS = 3000;
const WIDTHS = [1440, 390];
const CPU = [1, 4];
const PAGES = { server: '/realistic.html', client: '/realistic.html?ssr=0' };
const RESULTS = 'bench/results.json';

/** In the page before its scripts: where the painted trigger is (told to the bench through
 * window.__painted), and when a click opened a menu. */
function clickProbe({ trigger, panel }) {
  const probe = { paintedAt: null, clickAt: null, openAt: null, openBefore: false, scriptRan: null };
  window.__click = probe;
  let api;
  Object.defineProperty(window, 'exElements', { configurable: true, get: () => api, set(value) { api ??= value; probe.scriptRan ??= performance.now(); } });
  const shown = (node) => { const r = node.getBoundingClientRect(); return r.width > 0 && r.height > 0 && node.checkVisibility({ visibilityProperty: true }); };
  const root = () => document.querySelector('ex-header')?.shadowRoot;
  const menuOpen = () => [...root()?.querySelectorAll(panel) ?? []].some(shown);
  const styled = (r) => [...r.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet);
  const painted = (time) => {
    const r = root();
    const first = r && styled(r) ? [...r.querySelectorAll(trigger)].find(shown) : undefined;
    if (!first) return requestAnimationFrame(painted);
    const box = first.getBoundingClientRect();
    probe.paintedAt = time;
    window.__painted({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  };
  requestAnimationFrame(painted);
  const opened = () => {
    if (!menuOpen()) return requestAnimationFrame(opened);
    const channel = new MessageChannel(); // after the frame's rendering: the frame that shows it
    channel.port1.onmessage = () => { probe.openAt = performance.now(); };
    channel.port2.postMessage(0);
  };
  addEventListener('pointerdown', (e) => {
    if (probe.clickAt !== null) return;
    probe.clickAt = e.timeStamp;
    probe.openBefore = menuOpen();
    requestAnimationFrame(opened);
  }, true);
}

const MOUSE = [{ type: 'mouseMoved', button: 'none' }, { type: 'mousePressed', button: 'left', clickCount: 1 }, { type: 'mouseReleased', button: 'left', clickCount: 1 }];

/** One load: navigate, click the trigger once painted (`painted` resolves then), wait for its menu. */
async function earlyClick(tab, cdp, url, painted) {
  let timer;
  const notPainted = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${url}: no shown header menu trigger (${MENU.trigger}) in 30 s`)), 30_000);
  });
  await tab.goto(url, { waitUntil: 'commit' });
  const { x, y } = await Promise.race([painted, notPainted]).finally(() => clearTimeout(timer));
  await Promise.all(MOUSE.map((event) => cdp.send('Input.dispatchMouseEvent', { ...event, x, y })));
  const opened = await tab.waitForFunction(() => window.__click.openAt !== null, null, { polling: 50, timeout: LOST_MS }).then(() => true, () => false);
  const p = await tab.evaluate(() => window.__click);
  await tab.mouse.move(1, 899); // away, so the next load starts with no pointer over the header
  return {
    lost: !opened, openMs: opened ? p.openAt - p.clickAt : null, clickAt: p.clickAt, paintedAt: p.paintedAt, openBefore: p.openBefore,
    beforeScript: p.scriptRan === null || (p.clickAt !== null && p.clickAt < p.scriptRan),
  };
}

async function loadPair(browser, { width, cpu, url }) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...(width < 768 ? { userAgent: PHONE_USER_AGENT } : {}) });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    let painted;
    await tab.exposeBinding('__painted', (_, target) => painted(target));
    await tab.addInitScript(clickProbe, MENU);
    const loads = [];
    for (let i = 0; i < 2; i += 1) loads.push(await earlyClick(tab, cdp, url, new Promise((resolve) => { painted = resolve; })));
    return loads;
  } finally {
    await context.close();
  }
}

const median = (xs) => { const s = xs.filter((x) => x !== null).sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : null; };
const summary = (loads) => ({
  loads: loads.length, lost: loads.filter((l) => l.lost).length, openMs: median(loads.map((l) => l.openMs)),
  paintedAtMs: median(loads.map((l) => l.paintedAt)), clickAtMs: median(loads.map((l) => l.clickAt)), paintedToClickMs: median(loads.map((l) => (l.clickAt === null ? null : l.clickAt - l.paintedAt))), beforeScript: loads.filter((l) => l.beforeScript).length,
  lostBeforeScript: loads.filter((l) => l.lost && l.beforeScript).length, openBefore: loads.filter((l) => l.openBefore).length,
});

export async function benchEarlyClicks() {
  const started = Date.now();
  const demo = await startServer({ port: 0 });
  const browser = await launchChromium();
  const cells = [];
  try {
    for (const width of WIDTHS) {
      for (const cpu of CPU) {
        const runs = Object.fromEntries(Object.keys(PAGES).map((page) => [page, { cold: [], warm: [] }]));
        for (let round = 0; round < LOADS; round += 1) { // in turns, so load on the machine falls on both alike
          for (const [page, path] of Object.entries(PAGES)) {
            const [cold, warm] = await loadPair(browser, { width, cpu, url: demo.url + path });
            runs[page].cold.push(cold);
            runs[page].warm.push(warm);
          }
        }
        for (const cache of ['cold', 'warm']) {
          const [server, client] = [summary(runs.server[cache]), summary(runs.client[cache])];
          const met = server.lost <= CLICK_TARGETS.serverLost && server.openMs !== null && client.openMs !== null
            && server.openMs <= CLICK_TARGETS.openOverClient * client.openMs;
          cells.push({ width, cpu, cache, server, client, met });
        }
      }
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const seconds = (Date.now() - started) / 1000;
  printTable(cells, seconds);
  const met = cells.every((c) => c.met);
  const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  writeFileSync(RESULTS, `${JSON.stringify({ ...previous, earlyClicks: { date: new Date().toISOString(), targets: CLICK_TARGETS, loads: LOADS, lostMs: LOST_MS, menu: MENU, cells, met, seconds } }, null, 2)}\n`);
  console.log(`early-click targets: ${met ? 'met' : 'MISSED'}; written to ${RESULTS} under "earlyClicks"`);
  return { cells, met };
}

const ms = (x) => (x === null ? '—' : x.toFixed(0));

function printTable(cells, seconds) {
  const rows = [['width', 'CPU', 'cache', `lost (of ${LOADS}): server / client`, 'click → open, median ms: server / client', `server ÷ client (≤ ${CLICK_TARGETS.openOverClient})`,
    'painted / clicked at, median ms: server; client', 'painted → click (harness)', 'server clicks before the script ran (lost)', 'target'],
  ...cells.map(({ width, cpu, cache, server, client, met }) => [`${width} px`, `${cpu}×`, cache, `${server.lost} / ${client.lost}`,
    `${ms(server.openMs)} / ${ms(client.openMs)}`, server.openMs && client.openMs ? `${(server.openMs / client.openMs).toFixed(2)}×` : '—',
    `${ms(server.paintedAtMs)} / ${ms(server.clickAtMs)}; ${ms(client.paintedAtMs)} / ${ms(client.clickAtMs)}`, `${ms(server.paintedToClickMs)}; ${ms(client.paintedToClickMs)}`, `${server.beforeScript} (${server.lostBeforeScript})`, met ? 'met' : 'MISSED'])];
  console.log(`early clicks on the painted header (${cells.length * LOADS * 2} loads, ${seconds.toFixed(0)} s; 0 lost server-rendered, click → open ≤ ${CLICK_TARGETS.openOverClient}× client-only)`);
  console.log(markdownTable(rows));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await benchEarlyClicks()).met ? 0 : 1;
