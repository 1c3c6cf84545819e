// Shared set-up of the end-to-end tests: the demo server on a free port and the project's Chromium.
import { startServer } from '../../demo/server.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';

/** The browser's own request for /favicon.ico, on a page that names no icon (Debian's Chromium
 * makes it; the npm one does not): its 404 is not the page's. */
const browsersOwn = (message) => /\/favicon\.ico$/.test(message.location().url ?? '');

/** Records a page's uncaught errors and console errors and warnings into `problems` (each as
 * `format` writes it, from its kind: `pageerror`, `error` or `warning`); gives `problems`. */
export function recordProblems(page, problems = [], format = (kind, text) => text) {
  page.on('pageerror', (e) => problems.push(format('pageerror', e.message)));
  page.on('console', (m) => { if (['error', 'warning'].includes(m.type()) && !browsersOwn(m)) problems.push(format(m.type(), m.text())); });
  return problems;
}

export async function openDemo() {
  const server = await startServer({ port: 0 });
  const browser = await launchChromium();
  return {
    url: (path) => `${server.url.replace(/\/$/, '')}${path}`,
    /** a page that records uncaught errors and console errors */
    async page(options = {}) {
      const page = await browser.newPage(options);
      page.errors = [];
      // EX_STACKS=1 prints each uncaught page error's stack (dist/ has source maps)
      page.on('pageerror', (e) => { page.errors.push(e.message); if (process.env.EX_STACKS) console.log('PAGEERROR', e.stack); });
      // fault stories make the mock answer 500 on purpose: a failed load is not a page error
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) page.errors.push(m.text());
      });
      return page;
    },
    async close() { await browser.close(); await server.close(); },
  };
}

/**
 * Runs in a page before its scripts: records every fetch it makes, with the resource entries of
 * its URL before it, so a test can wait until the page has had every answer it asked for (an
 * answered, failed or aborted fetch each leaves a resource entry). Keeps every entry (the
 * default buffer is 250). References are taken now: a page clock may fake `performance` later.
 */
function fetchRecorder() {
  const perf = performance;
  const entries = (url) => perf.getEntriesByName(url, 'resource').length;
  perf.setResourceTimingBufferSize(100_000);
  const calls = [];
  const real = window.fetch;
  window.fetch = function fetch(input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    const call = { url, before: entries(url), failed: false };
    calls.push(call);
    const answer = real.call(window, input, init);
    answer.catch(() => { call.failed = true; });
    return answer;
  };
  const matcher = (part) => (typeof part === 'string' ? (url) => url.includes(part) : (url) => new RegExp(part.source, part.flags).test(url));
  Object.defineProperty(window, '__exFetches', {
    value: {
      /** the URLs fetched that match `part` (a string, or a RegExp's { source, flags }) */
      urls: (part) => calls.filter((c) => matcher(part)(c.url)).map((c) => c.url),
      /** the URLs of those fetches still open */
      open(part) {
        const byUrl = new Map();
        for (const c of calls) if (matcher(part)(c.url)) byUrl.set(c.url, [...(byUrl.get(c.url) ?? []), c]);
        return [...byUrl].filter(([url, list]) => entries(url) < list[0].before + list.filter((c) => !c.failed).length).map(([url]) => url);
      },
    },
  });
}

/** Records the page's fetches (call before its first navigation). */
export const recordFetches = (page) => page.addInitScript(fetchRecorder);

const partArg = (part) => (part instanceof RegExp ? { source: part.source, flags: part.flags } : part);

/** Two animation frames, then a task turn, in the page: what a change set has rendered and committed. */
export const frames = (page) => page.evaluate(() => new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));
}));

/**
 * Resolves once every fetch the page has made whose URL matches `part` (a string or RegExp)
 * has ended in the page, then two frames: the page has taken those answers and drawn them.
 */
export async function fetchesEnded(page, part, { timeout = 10_000 } = {}) {
  try {
    await page.waitForFunction((p) => window.__exFetches.open(p).length === 0, partArg(part), { timeout, polling: 50 });
  } catch (e) {
    const open = await page.evaluate((p) => window.__exFetches.open(p), partArg(part)).catch(() => []);
    throw new Error(`fetches of ${part} still open after ${timeout} ms: ${open.join(', ')} (${e.message.split('\n')[0]})`);
  }
  await frames(page);
}

/**
 * In the page, from now on: each toggle of the header's panels matching `panel` goes into
 * `window.__toggles` (its new state, whether a click's own task made it, the panel's part), and
 * `window.__headerMenu()` tells the panels open: how many, whether the first is the one first
 * seen open, and its items. Gives the centre of the header's first shown `trigger`.
 */
export const watchHeaderMenus = (page, { trigger, panel }) => page.evaluate(([trig, pan]) => {
  const root = document.querySelector('ex-header').shadowRoot;
  window.__toggles = [];
  let inClick = false;
  addEventListener('click', () => { inClick = true; setTimeout(() => { inClick = false; }); }, true);
  root.addEventListener('beforetoggle', (e) => {
    if (e.target.matches(pan)) window.__toggles.push({ state: e.newState, inClick, part: e.target.getAttribute('part') });
  }, true);
  window.__headerMenu = () => {
    const open = [...root.querySelectorAll(pan)].filter((p) => p.matches(':popover-open, :modal'));
    window.__opened ??= open[0];
    return { open: open.length, same: open[0] === window.__opened, items: open[0]?.querySelectorAll('[role="menuitem"], a[href]').length ?? 0 };
  };
  const box = [...root.querySelectorAll(trig)].find((b) => b.checkVisibility({ visibilityProperty: true })).getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}, [trigger, panel]);

/** Resolves once the element's own React root has hydrated its server-made shadow root. */
export const elementHydrated = (page, tag, timeout = 30_000) => page.waitForFunction((t) => {
  const root = document.querySelector(t)?.shadowRoot;
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer'));
  const state = key ? root[key]?.stateNode.current.memoizedState : undefined;
  return Boolean(state && !state.isDehydrated && state.element);
}, tag, { timeout });

/** Runs the page's CPU `rate` times slower (Chromium's DevTools protocol), as a slower device would. */
export async function throttleCpu(page, rate) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Waits until `check()` (async) holds, asked from here (also where the page runs no timer to
 * poll on: script off); fails with its last value after `timeout` ms. */
export async function until(check, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last === true) return;
    if (Date.now() > end) throw new Error(`${what}: not so after ${timeout} ms (${JSON.stringify(last)})`);
    await new Promise((resolve) => { setTimeout(resolve, 50); });
  }
}
