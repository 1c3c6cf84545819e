// npm run bench (issue 31, DESIGN.md §3e): is the header ever visible and dead? On the demo's
// realistic page, server-rendered and client-only (?ssr=0), a real mouse click (CDP
// Input.dispatchMouseEvent: move, press, release, through the browser's input pipeline, sent
// together as a hand makes them: Playwright's mouse.click waits for the page to handle each event
// before it makes the next, so a busy page would push the press past its busy task) on the header's first menu
// trigger as soon as it is painted: once the first frame in which the trigger is shown with a box
// and every stylesheet of the header's shadow root has loaded has rendered (its style, layout and
// paint; a click made in that frame's requestAnimationFrame callback, as the bench did before,
// hit a button not yet on screen and counted the rest of the frame's rendering as the click's
// wait); the page tells the bench at once, and the bench clicks the trigger's centre. The page
// tells it, and tells it when the menu shows, through a DevTools binding (Runtime.addBinding),
// whose call leaves nothing to run in the page: Playwright's exposeBinding answers each call by
// evaluating in the page, and its waitForFunction first injects its own script, both on the
// page's main thread just as the click comes, which the bench then counted in the page's click →
// open. Not the first-contentful-paint entry, nor polling the page: both wait behind the
// script's evaluation, just when an early click matters. The delay from the painted frame to the
// click's timestamp is the harness's own and is printed.
// Each load records (issue 43) where the click landed — on the trigger or not, and when: before
// the classic script started, while it evaluated, or after it — and the menu's state: opened by
// the HTML alone (the native popover: the header not hydrated yet) or by the hydrated header,
// before the script ran or not, and whether it is still open, with its items, once the header
// has hydrated. Click → open runs from the click's own timestamp (the pointerdown event's
// timeStamp, taken when the input was made, however long the page keeps it waiting) to the end
// of the rendering of the first frame that shows the menu's panel, the panel's own style, layout
// and paint included. Both ends are a user-blocking task posted from the frame's
// requestAnimationFrame callback, which runs as soon as the frame has rendered, ahead of any task
// already queued (a message, as the bench once posted, waited behind the classic script's
// evaluation, whose run then counted as the click's wait although the frame had painted).
// Beside them at CPU 1×, three floors of click → open, loaded in the same turns: the same
// server-rendered page with every script refused (the HTML alone: its native popover, with no
// script downloading or compiling beside it), clicked as it loads like the others and clicked
// once it has loaded and is idle (the panel's own opening, with no loading beside it), and a
// bare page of one such button and popover in a declarative shadow root (what this browser and
// harness take for any popover: the input's way, the next frame, the host's load). A click
// before the script can open no sooner than the HTML alone as it loads; that no sooner than the
// bare page.
// Lost: not open within LOST_MS. LOADS loads per cell (LOADS=n in the environment for a quick
// run): 1440 / 390 px (a phone's browser), CPU 1× / 4×, cold / warm (a second load in the same
// context); the two pages in turns.
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
/** One frame at 60 Hz: an early click's menu shows in the frame after it (CPU 1×). */
export const FRAME_MS = 1000 / 60;
export const CLICK_TARGETS = { serverLost: 0, beforeScriptOpenMs: FRAME_MS, beforeScriptCpu: 1, keptThroughHydration: true, navToOpenOverClient: 1 };
const LOADS = Number(process.env.LOADS ?? 15);
const LOST_MS = 3000;
const WIDTHS = process.env.WIDTHS ? process.env.WIDTHS.split(',').map(Number) : [1440, 390];
const CPU = process.env.CPU ? process.env.CPU.split(',').map(Number) : [1, 4];
const PAGES = { server: '/realistic.html', client: '/realistic.html?ssr=0' };
/** The floors, at CPU_FLOORS only: a page, whether its scripts are refused, and whether it is
 * clicked only once loaded and idle (what the panel's opening costs with no loading beside it). */
const FLOORS = {
  html: { path: '/realistic.html', scripts: false },
  settled: { path: '/realistic.html', scripts: false, settled: true },
  bare: { path: '/__bare-popover.html', scripts: false },
};
const CPU_FLOORS = 1;
/** The bare floor's page: the header's trigger and panel (by their part names), and nothing else. */
const BARE = '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Bare popover</title>'
  + '<ex-header><template shadowrootmode="open"><nav><button part="nav-button" popovertarget="m">Markets</button>'
  + `<div id="m" popover part="dropdown">${'<a href="#">Market</a> '.repeat(8)}</div></nav></template></ex-header><main><p>Page</p></main></html>`;
const RESULTS = 'bench/results.json';
const CLASSIC = '/dist/ex-elements.js';
/** The DevTools binding through which the page tells the bench (its global's name). */
const BINDING = '__earlyClick';

/** In the page before its scripts: where the painted trigger is and when the menu shows (told to
 * the bench through the binding), where and when the click landed, and how its menu opened.
 * Nothing on the click's way reads layout (the page handles the click as it would unwatched). */
function clickProbe({ trigger, panel, classic, binding }) {
  const probe = {
    paintedAt: null, clickAt: null, onTrigger: null, hit: null, openBefore: false, openedAt: null, openedBy: null,
    openAt: null, handledAt: null, interactiveAt: null, scriptRan: null, scriptStart: null,
  };
  window.__click = probe;
  const tell = (kind, data = {}) => window[binding](JSON.stringify({ kind, ...data }));
  let api;
  Object.defineProperty(window, 'exElements', { configurable: true, get: () => api, set(value) { api ??= value; probe.scriptRan ??= performance.now(); } });
  // the classic script is deferred: it starts no earlier than the page is parsed
  document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') probe.interactiveAt ??= performance.now(); });
  // its evaluation's start, exactly, where the Long Animation Frames API reports it (a frame of 50 ms or more)
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const script = frame.scripts.find((s) => s.invokerType === 'classic-script' && s.sourceURL.endsWith(classic));
      if (script) probe.scriptStart ??= script.startTime;
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const shown = (node) => { const r = node.getBoundingClientRect(); return r.width > 0 && r.height > 0 && node.checkVisibility({ visibilityProperty: true }); };
  const root = () => document.querySelector('ex-header')?.shadowRoot;
  /** the panels open (a popover, or the drawer's dialog shown as modal) */
  const openPanels = () => [...root()?.querySelectorAll(panel) ?? []].filter((p) => p.matches(':popover-open') || p.open);
  const hydrated = () => {
    const r = root();
    const key = r && Object.keys(r).find((k) => k.startsWith('__reactContainer'));
    const state = key ? r[key]?.stateNode.current.memoizedState : undefined;
    return Boolean(state && !state.isDehydrated && state.element);
  };
  window.__headerHydrated = hydrated;
  window.__menuState = () => {
    const [open] = openPanels();
    return { open: Boolean(open), items: open ? open.querySelectorAll('[role="menuitem"], a[href]').length : 0 };
  };
  const styled = (r) => [...r.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet);
  let watching = null;
  // Once the frame whose requestAnimationFrame callback calls it has rendered (its style, layout
  // and paint): a user-blocking task runs ahead of the tasks already queued, the parser's and the
  // classic script's, which a message (MessageChannel, normal priority) would wait behind.
  const afterFrame = (then) => scheduler.postTask(then, { priority: 'user-blocking' });
  const painted = () => {
    const r = root();
    const first = r && styled(r) ? [...r.querySelectorAll(trigger)].find(shown) : undefined;
    if (!first) return requestAnimationFrame(painted);
    // how the menu opens: by the HTML alone (the header not hydrated) or by the hydrated header
    if (watching !== r) {
      watching = r;
      r.addEventListener('beforetoggle', (e) => {
        if (probe.clickAt === null || probe.openedAt !== null || e.newState !== 'open' || !e.target.matches(panel)) return;
        probe.openedAt = performance.now();
        probe.openedBy = hydrated() ? 'header' : 'html';
      }, true);
    }
    const box = first.getBoundingClientRect();
    afterFrame(() => {
      probe.paintedAt = performance.now();
      tell('painted', { x: box.left + box.width / 2, y: box.top + box.height / 2 });
    });
  };
  requestAnimationFrame(painted);
  const opened = () => {
    const [open] = openPanels();
    if (!open || !shown(open)) return requestAnimationFrame(opened);
    afterFrame(() => {
      probe.openAt = performance.now();
      tell('open');
    });
  };
  addEventListener('pointerdown', (e) => {
    if (probe.clickAt !== null) return;
    probe.clickAt = e.timeStamp;
    const path = e.composedPath();
    probe.onTrigger = path.some((node) => node instanceof Element && node.matches(trigger));
    const target = path[0];
    probe.hit = target instanceof Element ? (target.closest('[part]')?.getAttribute('part') ?? target.localName) : String(target);
    probe.openBefore = openPanels().length > 0;
    requestAnimationFrame(opened);
  }, true);
  // when the page got to the click (the wait before it is the busy page's)
  addEventListener('click', () => { probe.handledAt ??= performance.now(); }, true);
}

const MOUSE = [{ type: 'mouseMoved', button: 'none' }, { type: 'mousePressed', button: 'left', clickCount: 1 }, { type: 'mouseReleased', button: 'left', clickCount: 1 }];

/** When the click landed: before the classic script started, while it evaluated, or after it. */
function landed(p) {
  if (p.clickAt === null) return null;
  if (p.scriptRan === null || p.clickAt < p.scriptStart) return 'before the script';
  return p.clickAt < p.scriptRan ? 'while it evaluated' : 'after it';
}

/** In the page: its fonts loaded, then an idle period with no frame due (a long one: Chromium
 * gives up to 50 ms when nothing is scheduled). */
function settle() {
  const idle = (resolve) => requestIdleCallback((deadline) => (deadline.timeRemaining() >= 40 ? resolve() : idle(resolve)));
  return document.fonts.ready.then(() => new Promise(idle));
}

/** One load: navigate, click the trigger once the page tells it painted (`settled`: once it has
 * loaded and is idle), wait for the page to tell its menu shows, then for the header to hydrate
 * (or render), and look at the menu again. `told(kind, ms)` is the page's next message of that
 * kind, or null after `ms`. */
async function earlyClick(tab, cdp, url, told, { scripts, settled }) {
  const painted = told('painted', 30_000);
  await tab.goto(url, { waitUntil: 'commit' });
  const at = await painted;
  if (!at) throw new Error(`${url}: no shown header menu trigger (${MENU.trigger}) in 30 s`);
  if (settled) await tab.waitForLoadState('load').then(() => tab.evaluate(settle));
  const open = told('open', LOST_MS);
  await Promise.all(MOUSE.map((event) => cdp.send('Input.dispatchMouseEvent', { ...event, ...at })));
  const opened = (await open) !== null;
  const hydrated = scripts && await tab.waitForFunction(() => window.__headerHydrated(), null, { polling: 50, timeout: 30_000 }).then(() => true, () => false);
  // after the commit's effects (the hydrated header takes the open popover over in a layout effect)
  const after = hydrated ? await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.__menuState()))))) : null;
  const p = await tab.evaluate(([classic]) => {
    const probe = window.__click;
    // no long frame reported it: no earlier than both the page parsed and the script's response in
    const response = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === classic);
    probe.scriptStart ??= probe.scriptRan === null ? null : Math.max(probe.interactiveAt ?? 0, response?.responseEnd ?? 0);
    probe.responseAt = performance.getEntriesByType('navigation')[0]?.responseStart ?? null;
    return probe;
  }, [CLASSIC]);
  await tab.mouse.move(1, 899); // away, so the next load starts with no pointer over the header
  return {
    lost: !opened, openMs: opened ? p.openAt - p.clickAt : null, handledMs: p.handledAt === null ? null : p.handledAt - p.clickAt, openedMs: p.openedAt === null ? null : p.openedAt - p.clickAt, navToOpenMs: opened ? p.openAt : null, clickAt: p.clickAt, paintedAt: p.paintedAt, responseAt: p.responseAt,
    onTrigger: p.onTrigger, hit: p.hit, landed: landed(p), beforeScript: landed(p) === 'before the script', scriptStart: p.scriptStart, scriptRan: p.scriptRan,
    openBefore: p.openBefore, openedBy: p.openedBy, openedBeforeScript: p.openedAt !== null && (p.scriptRan === null || p.openedAt < p.scriptRan),
    openAfterHydration: after?.open ?? null, itemsAfterHydration: after?.items ?? null,
  };
}

async function loadPair(browser, { width, cpu, url, scripts = true, settled = false }) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...(width < 768 ? { userAgent: PHONE_USER_AGENT } : {}) });
  try {
    if (!scripts) await context.route((u) => u.pathname.endsWith('.js'), (route) => route.abort());
    await context.route((u) => u.pathname === FLOORS.bare.path, (route) => route.fulfill({ contentType: 'text/html', body: BARE }));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const waiting = new Map();
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== BINDING) return;
      const { kind, ...data } = JSON.parse(payload);
      waiting.get(kind)?.(data);
    });
    const told = (kind, ms) => new Promise((resolve) => {
      const done = (data) => { clearTimeout(timer); waiting.delete(kind); resolve(data); };
      const timer = setTimeout(() => done(null), ms);
      waiting.set(kind, done);
    });
    await cdp.send('Runtime.enable'); // the binding's calls are reported to a session that enabled it
    await cdp.send('Runtime.addBinding', { name: BINDING });
    await tab.addInitScript(clickProbe, { ...MENU, classic: CLASSIC, binding: BINDING });
    const loads = [];
    for (let i = 0; i < 2; i += 1) loads.push(await earlyClick(tab, cdp, url, told, { scripts, settled }));
    return loads;
  } finally {
    await context.close();
  }
}

const median = (xs) => { const s = xs.filter((x) => x !== null).sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : null; };
const count = (loads, test) => loads.filter(test).length;
const summary = (loads) => {
  const early = loads.filter((l) => l.beforeScript);
  return {
    loads: loads.length, lost: count(loads, (l) => l.lost), openMs: median(loads.map((l) => l.openMs)), navToOpenMs: median(loads.map((l) => l.navToOpenMs)),
    responseAtMs: median(loads.map((l) => l.responseAt)), paintedAtMs: median(loads.map((l) => l.paintedAt)), clickAtMs: median(loads.map((l) => l.clickAt)), paintedToClickMs: median(loads.map((l) => (l.clickAt === null ? null : l.clickAt - l.paintedAt))),
    offTrigger: count(loads, (l) => !l.onTrigger),
    landed: Object.fromEntries(['before the script', 'while it evaluated', 'after it'].map((when) => [when, count(loads, (l) => l.landed === when)])),
    beforeScript: early.length, lostBeforeScript: count(early, (l) => l.lost), beforeScriptOpenMs: median(early.map((l) => l.openMs)), beforeScriptHandledMs: median(early.map((l) => l.handledMs)),
    // the popover's state for the clicks made before the script: opened by the HTML alone, and before the script ran; still open, with its items, after hydration
    openedByHtml: count(early, (l) => l.openedBy === 'html'), openedBeforeScript: count(early, (l) => l.openedBeforeScript),
    keptThroughHydration: count(early, (l) => !l.lost && l.openAfterHydration && l.itemsAfterHydration > 0),
    openBefore: count(loads, (l) => l.openBefore),
  };
};

/** A cell's targets: none lost server-rendered; at CPU 1× its clicks made before the script open
 * within a frame (median); each of those menus open after hydration; from navigation to an open
 * menu, server-rendered no later than client-only (medians). */
function targetsOf(cpu, server, client) {
  const missed = [];
  if (server.lost > CLICK_TARGETS.serverLost) missed.push('lost');
  if (cpu === CLICK_TARGETS.beforeScriptCpu && server.beforeScript && !(server.beforeScriptOpenMs < CLICK_TARGETS.beforeScriptOpenMs)) missed.push('open in a frame');
  if (server.keptThroughHydration < server.beforeScript - server.lostBeforeScript) missed.push('kept open');
  if (server.navToOpenMs === null || client.navToOpenMs === null || server.navToOpenMs > CLICK_TARGETS.navToOpenOverClient * client.navToOpenMs) missed.push('navigation → open');
  return missed;
}

export async function benchEarlyClicks() {
  const started = Date.now();
  const demo = await startServer({ port: 0 });
  const browser = await launchChromium();
  const cells = [];
  try {
    for (const width of WIDTHS) {
      for (const cpu of CPU) {
        const pages = { ...Object.fromEntries(Object.entries(PAGES).map(([page, path]) => [page, { path }])), ...(cpu === CPU_FLOORS ? FLOORS : {}) };
        const runs = Object.fromEntries(Object.keys(pages).map((page) => [page, { cold: [], warm: [] }]));
        for (let round = 0; round < LOADS; round += 1) { // in turns, so load on the machine falls on all alike
          for (const [page, { path, scripts, settled }] of Object.entries(pages)) {
            const [cold, warm] = await loadPair(browser, { width, cpu, url: demo.url + path, scripts, settled });
            runs[page].cold.push(cold);
            runs[page].warm.push(warm);
            if (process.env.EC_DEBUG) for (const l of [cold, warm]) console.log(width, cpu, page, JSON.stringify(l));
          }
        }
        for (const cache of ['cold', 'warm']) {
          const [server, client] = [summary(runs.server[cache]), summary(runs.client[cache])];
          const missed = targetsOf(cpu, server, client);
          const floors = cpu === CPU_FLOORS ? Object.fromEntries(Object.keys(FLOORS).map((page) => [page, summary(runs[page][cache])])) : null;
          cells.push({ width, cpu, cache, server, client, floors, missed, met: missed.length === 0 });
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
  const rows = [['width', 'CPU', 'cache', `lost (of ${LOADS}): server / client`, 'navigation → open, median ms: server / client', 'click → open, median ms: server / client',
    'server clicks: before the script / while it evaluated / after it; off the trigger', `before the script: click → handled / open, median ms (open < ${FRAME_MS.toFixed(1)} at ${CLICK_TARGETS.beforeScriptCpu}×)`,
    'before the script: opened by the HTML / before the script ran / open with its items after hydration (lost)',
    'response / painted / clicked at, median ms: server; client', 'painted → click (harness)',
    `floors at ${CPU_FLOORS}×, click → open, median ms: the HTML alone as it loads / once loaded and idle / a bare popover`, 'target'],
  ...cells.map(({ width, cpu, cache, server, client, floors, missed }) => [`${width} px`, `${cpu}×`, cache, `${server.lost} / ${client.lost}`,
    `${ms(server.navToOpenMs)} / ${ms(client.navToOpenMs)}`, `${ms(server.openMs)} / ${ms(client.openMs)}`,
    `${Object.values(server.landed).join(' / ')}; ${server.offTrigger}`, `${ms(server.beforeScriptHandledMs)} / ${ms(server.beforeScriptOpenMs)}`,
    `${server.openedByHtml} / ${server.openedBeforeScript} / ${server.keptThroughHydration} of ${server.beforeScript} (${server.lostBeforeScript})`,
    `${ms(server.responseAtMs)} / ${ms(server.paintedAtMs)} / ${ms(server.clickAtMs)}; ${ms(client.responseAtMs)} / ${ms(client.paintedAtMs)} / ${ms(client.clickAtMs)}`, `${ms(server.paintedToClickMs)}; ${ms(client.paintedToClickMs)}`,
    floors ? `${ms(floors.html.openMs)} / ${ms(floors.settled.openMs)} / ${ms(floors.bare.openMs)}` : '—',
    missed.length ? `MISSED: ${missed.join(', ')}` : 'met'])];
  const loads = cells.reduce((n, c) => n + LOADS * (2 + (c.floors ? Object.keys(c.floors).length : 0)), 0);
  console.log(`early clicks on the painted header (${loads} loads, ${seconds.toFixed(0)} s; targets: 0 lost server-rendered; `
    + `the clicks made before the script open within a frame at CPU ${CLICK_TARGETS.beforeScriptCpu}× (median), and stay open through hydration; navigation → open no later than client-only)`);
  console.log(markdownTable(rows));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await benchEarlyClicks()).met ? 0 : 1;
