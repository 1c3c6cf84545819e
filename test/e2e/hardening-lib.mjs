// Shared set-up of the hardening tests (issue 8): pages that record every ex-* event, every
// Content-Security-Policy violation and every finished API call, and keep the page where it
// is (ex-navigate, ex-redirect and ex-logout are cancelled, as a single-page host would).
import { fetchesEnded, frames, openDemo, recordFetches } from './browser.mjs';

export { fetchesEnded, frames };

export const TAGS = [
  'ex-header', 'ex-footer', 'ex-announcement-bar', 'ex-reminder-panel', 'ex-market-dropdown',
  'ex-market-search', 'ex-alpha-list', 'ex-search-modal', 'ex-cookie-notice', 'ex-app-banner',
];

/** Runs in the page before any of its scripts. */
function recorder() {
  const record = { events: [], violations: [] };
  Object.defineProperty(window, '__ex', { value: record });
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (event.type.startsWith('ex-')) {
      let detail = null;
      try { detail = JSON.parse(JSON.stringify(event.detail ?? null)); } catch { detail = String(event.detail); }
      record.events.push({ type: event.type, detail, tag: this.localName });
    }
    return dispatch.call(this, event);
  };
  const cancel = (e) => e.preventDefault();
  for (const type of ['ex-navigate', 'ex-redirect', 'ex-logout']) document.addEventListener(type, cancel);
  document.addEventListener('securitypolicyviolation', (e) => record.violations.push(
    `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} sample ${e.sample}`), true);
}

/** The API path of a request URL, without a /__fault/… prefix. */
const apiPath = (url) => new URL(url).pathname.replace(/^\/__fault\/[^/]+/, '');

export async function openHardening() {
  const demo = await openDemo();
  return {
    ...demo,
    /** a page (its own browser context) that records errors, ex-* events, CSP violations and API calls */
    async page(options = {}) {
      const page = await demo.page(options);
      page.setDefaultTimeout(10_000);
      await page.addInitScript(recorder);
      await recordFetches(page);
      page.calls = [];
      page.sent = [];
      const isApi = (request) => /\/(api|apiw|apiweb)\//.test(request.url());
      const done = (request) => { if (isApi(request)) page.calls.push(apiPath(request.url())); };
      page.on('request', (request) => { if (isApi(request)) page.sent.push(apiPath(request.url())); });
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      return page;
    },
  };
}

/**
 * Runs in the page before its scripts (after fetchRecorder): notes each of `tags` that shows an
 * `[aria-busy=true]` inside it (in its light DOM or any shadow root under it) while a fetch
 * whose URL includes `part` is open in the page. It looks whenever a shadow root's content or an
 * aria-busy changes, and when such a fetch leaves (the element may have been busy before it).
 */
function busyRecorder({ part, tags }) {
  const seen = [];
  Object.defineProperty(window, '__exBusy', { value: seen });
  const open = () => window.__exFetches.open(part).length > 0;
  /** The element of `tags` holding `node`, up through the shadow roots around it. */
  const tagOf = (node) => {
    for (let n = node; n; n = n.parentNode ?? n.host ?? null) if (n.nodeType === 1 && tags.includes(n.localName)) return n.localName;
    return undefined;
  };
  const note = (node) => { const tag = tagOf(node); if (tag && !seen.includes(tag)) seen.push(tag); };
  const busyAt = (node) => node.nodeType === 1 && (node.matches('[aria-busy=true]') ? node : node.querySelector('[aria-busy=true]'));
  // only what changed is looked at: a walk of every shadow root on each change starved a busy
  // machine's main thread while five such pages ran at once
  const observer = new MutationObserver((records) => {
    if (seen.length === tags.length || !open()) return;
    for (const r of records) for (const n of r.type === 'attributes' ? [r.target] : r.addedNodes) { const busy = busyAt(n); if (busy) note(busy); }
  });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    return root;
  };
  // a view already busy when the call leaves: looked for once, as the call starts
  const busyIn = (root) => !!root.querySelector('[aria-busy=true]')
    || [...root.querySelectorAll('*')].some((el) => el.shadowRoot && busyIn(el.shadowRoot));
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const answer = fetch.call(this, input, init);
    if (open()) for (const tag of tags) if (!seen.includes(tag) && [...document.querySelectorAll(tag)].some((el) => el.shadowRoot && busyIn(el.shadowRoot))) seen.push(tag);
    return answer;
  };
}

/** Records which of `tags` showed [aria-busy=true] while a fetch of `part` was open (call before the page's first navigation). */
export const recordBusy = (page, part, tags) => page.addInitScript(busyRecorder, { part, tags });

/** The tags recordBusy saw busy while the call was open. */
export const busyWhileOpen = (page) => page.evaluate(() => [...window.__exBusy]);

/**
 * Waits for the first element matching `selector` (Playwright's CSS pierces shadow roots) to be
 * visible. The ceiling is for a busy 2-core machine running five pages of ten elements at once
 * (the fault matrix), where an element's first data took over 10 s.
 */
export const shows = (page, selector, timeout = 30_000) => page.locator(selector).first().waitFor({ timeout });

/** The ex-* events dispatched so far (of one type when given). */
export const events = (page, type) =>
  page.evaluate((t) => window.__ex.events.filter((e) => !t || e.type === t), type);

export const violations = (page) => page.evaluate(() => window.__ex.violations);

/** How many requests whose path includes `part` have finished (answered, failed or aborted). */
export const finished = (page, part) => page.calls.filter((p) => p.includes(part)).length;

/**
 * Resolves once `count` requests whose path includes `part` have been sent (`list` page.sent) or
 * have finished; when finished, once the page has taken every answer of `part` too (each of its
 * fetches has ended in the page) and drawn it (two frames).
 */
export async function callsDone(page, part, count = 1, { list = page.calls, timeout = 10_000 } = {}) {
  const until = Date.now() + timeout;
  while (list.filter((p) => p.includes(part)).length < count) {
    if (Date.now() > until) throw new Error(`no call to ${part} (seen: ${[...new Set(list)].join(', ')})`);
    await new Promise((r) => setTimeout(r, 25));
  }
  if (list === page.calls) await fetchesEnded(page, part, { timeout });
  else await frames(page);
}

/** The mock's fault prefix for an api-base (demo/mock/faults.mjs). */
export const faultBase = (kind, part) => `/__fault/${kind}${part ? `:${encodeURIComponent(part)}` : ''}`;

/** Sets (or, with null, removes) an attribute on every element matching `selector`. */
export const setAttr = (page, selector, name, value) => page.evaluate(([s, n, v]) => {
  for (const el of document.querySelectorAll(s)) if (v === null) el.removeAttribute(n); else el.setAttribute(n, v);
}, [selector, name, value]);
