// Shared steps of the keyboard and screen-reader journeys (issue 42): where focus is, through
// shadow roots; whether it shows, whether anything covers it; Tab through an element's stops;
// the accessibility tree of an opened structure; a page of every element, loaded.
import assert from 'node:assert/strict';
import { playwrightEngine } from './engines.mjs';
import { shows } from './hardening-lib.mjs';

export { shows };

/**
 * The deepest focused element (through shadow roots) and what a sighted keyboard user sees of
 * it: `host` the ex-* element holding it, `on` 'body' when nothing has focus ('browser' when the
 * browser's own controls have it); `ring` its focus
 * indicator (an outline or box-shadow, on it or on a wrapper within two levels that draws one
 * for :focus-within); `covered` the element that is on top at its centre when that is not it
 * (elementFromPoint through shadow roots: the cookie notice, the sticky header, the banner, a
 * clipping scroller), `topCovered` whether its visible top edge is covered too; `outside` when
 * its box is not within the viewport.
 */
export function focusedInPage() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  // Tab past a modal dialog's last control goes to the browser's own controls (native <dialog>)
  if (!document.hasFocus()) return { on: 'browser' };
  if (!el || el === document.body || el === document.documentElement) return { on: 'body' };
  let host = el;
  while (host && !host.localName?.startsWith('ex-')) host = host.getRootNode().host;
  const drawn = (node) => {
    const c = getComputedStyle(node);
    const outline = c.outlineStyle !== 'none' && parseFloat(c.outlineWidth) > 0 && !/rgba\(.*, 0\)$|transparent/.test(c.outlineColor);
    return outline || c.boxShadow !== 'none';
  };
  // a wrapper's ring (for :focus-within) is an outline, or a box-shadow in the elements' focus colour
  const probe = document.body.appendChild(document.createElement('i'));
  probe.style.color = getComputedStyle(el).getPropertyValue('--ex-color-focus').trim() || 'Highlight';
  const focusColour = getComputedStyle(probe).color;
  probe.remove();
  const outlined = (node) => { const c = getComputedStyle(node); return c.outlineStyle !== 'none' && parseFloat(c.outlineWidth) > 0; };
  const inFocusColour = (node) => outlined(node) || getComputedStyle(node).boxShadow.includes(focusColour);
  const wrappers = [el.parentElement, el.parentElement?.parentElement].filter((w) => w?.matches(':focus-within'));
  const ring = drawn(el) ? 'own' : wrappers.some(inFocusColour) ? 'wrapper' : null;
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const onTop = (px, py) => {
    let node = document.elementFromPoint(px, py);
    while (node?.shadowRoot) { const inner = node.shadowRoot.elementFromPoint(px, py); if (!inner || inner === node) break; node = inner; }
    return node;
  };
  const top = onTop(x, y);
  const atTopEdge = onTop(x, Math.max(r.top, 0) + 4);
  /** `node` is `el`, inside it, or a composed ancestor of it (a label around an input) */
  const mine = (node) => {
    for (let n = node; n; n = n.parentNode ?? n.host) if (n === el) return true;
    for (let n = el; n; n = n.parentNode ?? n.host) if (n === node) return true;
    return false;
  };
  const what = (node) => node && `${node.getRootNode().host?.localName ?? 'page'} ${node.localName}${node.getAttribute('part') ? `[part=${node.getAttribute('part')}]` : ''}`;
  return {
    on: el.localName,
    host: host?.localName ?? null,
    part: el.getAttribute('part'),
    role: el.getAttribute('role'),
    name: (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '').trim().replace(/\s+/g, ' ').slice(0, 40),
    ring,
    covered: top && !mine(top) ? what(top) : null,
    topCovered: Boolean(atTopEdge && !mine(atTopEdge)),
    outside: r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth || r.width === 0,
  };
}

/**
 * The keys and the page of a journey, in any engine: a Playwright page as it is, or one of
 * engines.mjs's browsers (`run` and `press`), so the steps below serve both.
 */
const driver = (page) => (page.run ? page : playwrightEngine(page));

/** Where focus is (focusedInPage), in a Playwright page or an engine's browser. */
export const focusState = (page) => driver(page).run(focusedInPage);

/** Each element other than the header, and how many of its Tab stops to take (lists go on far beyond what a check needs). */
export const ELEMENT_STOPS = [
  ['ex-announcement-bar', 5], ['ex-search-modal', 3], ['ex-reminder-panel', 8], ['ex-market-dropdown', 5],
  ['ex-market-search', 6], ['ex-alpha-list', 10], ['ex-footer', 60], ['ex-cookie-notice', 5], ['ex-app-banner', 5],
];

/** The header's Tab stops (parts, or names where a stop has no part): the account side at 1440 px, all of them at 390 px. */
export const HEADER_STOPS = {
  account: ['deposit', 'wallet-trigger', 'orders-trigger', 'personal-trigger', 'bell-trigger', 'download-trigger', 'settings-trigger', 'theme-toggle'],
  phone: ['Skip to main content', 'logo', 'Search markets', 'deposit', 'bell-trigger', 'drawer-toggle'],
};

/** A stop as the header's lists name it: its part, or its name. */
export const stopName = (s) => s.part ?? s.name;

/** The account side's stops among the header's (at 1440 px), as HEADER_STOPS.account names them. */
export const accountStops = (stops) => stops.map(stopName).filter((p) => /-trigger$|^deposit$|^theme-toggle$/.test(p));

/** A stop's problems for a sighted keyboard user (none: an empty list). */
export const stopProblems = (s) => [
  !s.ring && 'no focus indicator', s.covered && `covered by ${s.covered}`, s.outside && 'out of view',
].filter(Boolean).map((p) => `${s.host} ${s.on}${s.part ? `[part=${s.part}]` : ''} "${s.name}": ${p}`);

/**
 * In the page: a hidden button placed before the `n`th `tag` takes focus, so a Tab goes into that
 * element; another after it takes the Tab past its last stop (past the page's last stop, Firefox
 * gives focus to its own controls and the page does not get it back from script).
 */
function beforeElementInPage([tag, n]) {
  const [before, after] = ['before', 'after'].map((side) => {
    document.getElementById(`a11y-${side}`)?.remove();
    const button = Object.assign(document.createElement('button'), { id: `a11y-${side}`, textContent: side });
    button.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden';
    return button;
  });
  const el = document.querySelectorAll(tag)[n];
  el.before(before);
  el.after(after);
  before.focus();
}

/** Focuses the first visible control of `tag`'s shadow root as the keyboard would reach it (Tab from a button placed before it). */
export async function tabInto(page, tag, nth = 0) {
  const d = driver(page);
  await d.run(beforeElementInPage, [tag, nth]);
  await d.press('Tab');
}

/**
 * Tabs through `tag`'s stops (at most `max`), starting on its first: each stop's state (with
 * what `each(page)` gives there as `seen`), and the problems found at them (`partlyCovered`:
 * the stops whose centre may be covered, their top edge not). The browser scrolls a stop into
 * view as focus reaches it; the state is read once the page's scroll position has held for a frame.
 */
export async function tabThrough(page, tag, { max = 40, nth = 0, each, partlyCovered } = {}) {
  await tabInto(page, tag, nth);
  const stops = [];
  for (let i = 0; i < max; i++) {
    await settledScroll(page);
    const s = await focusState(page);
    if (s.host !== tag) break;
    if (each) s.seen = await each(page);
    stops.push(s);
    await driver(page).press('Tab');
  }
  // a stop `partlyCovered` accepts as covered at its centre only is no problem (what an engine's visitors get)
  return { stops, problems: stops.flatMap((s) => stopProblems(partlyCovered?.(s) ? { ...s, covered: null } : s)) };
}

/**
 * Tabs through each of `elements` (tag and how many stops) in turn: each element's stops by tag,
 * and the problems found at all of them; an element with no stop fails.
 */
export async function everyElementsStops(page, { elements = ELEMENT_STOPS, partlyCovered } = {}) {
  const stopsOf = {};
  const problems = [];
  for (const [tag, max] of elements) {
    const { stops, problems: found } = await tabThrough(page, tag, { max, partlyCovered });
    assert.ok(stops.length > 0, `${tag}: no Tab stop`);
    stopsOf[tag] = stops;
    problems.push(...found);
  }
  return { stopsOf, problems };
}

/** In the page: resolves once its and every scroller's positions are the same two frames running. */
function settledScrollInPage() {
  return new Promise((resolve) => {
    const where = () => `${scrollX},${scrollY},${[...document.querySelectorAll('*')].map((e) => (e.shadowRoot ? [...e.shadowRoot.querySelectorAll('*')] : [])).flat()
      .filter((e) => e.scrollTop || e.scrollLeft).map((e) => `${e.scrollTop}:${e.scrollLeft}`).join()}`;
    let last = where();
    const look = () => requestAnimationFrame(() => { const now = where(); if (now === last) resolve(); else { last = now; look(); } });
    look();
  });
}

/** Resolves once the page's and every scroller's positions are the same two frames running. */
export const settledScroll = (page) => driver(page).run(settledScrollInPage);

/** Presses `key`, then waits until focus is off <body> and `check(state)` holds; gives the state. */
export async function pressUntil(page, key, check, what) {
  const d = driver(page);
  if (key) await d.press(key);
  let s;
  const end = Date.now() + 10_000;
  for (;;) {
    s = await focusState(page);
    if (s.on !== 'body' && check(s)) return s;
    if (Date.now() > end) assert.fail(`${what}: focus is on ${JSON.stringify(s)}`);
    await d.run(() => new Promise(requestAnimationFrame));
  }
}

/** The accessibility tree (ARIA snapshot) of the first match of `selector`, once it is visible. */
export async function tree(page, selector) {
  const at = page.locator(selector).first();
  await at.waitFor();
  return at.ariaSnapshot();
}

/** A page of every element (the all-elements page), its lists drawn: the same page for several journeys. */
export async function everyElement(demo, { width = 1440, height = 900, query = '', ...options } = {}) {
  const page = await demo.page({ viewport: { width, height }, ...options });
  await page.goto(demo.url(`/all-elements.html${query}`));
  // the footer's links, or on a phone its sections' headings once it is the accordion
  await shows(page, 'ex-footer a[href], ex-footer summary');
  await shows(page, 'ex-reminder-panel [part=message], ex-reminder-panel [part=empty]');
  await page.waitForLoadState('networkidle'); // hydrated: a new render takes no focus away
  return page;
}
