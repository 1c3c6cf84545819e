// Shared steps of the keyboard and screen-reader journeys (issue 42): where focus is, through
// shadow roots; whether it shows, whether anything covers it; Tab through an element's stops;
// the accessibility tree of an opened structure; a page of every element, loaded.
import assert from 'node:assert/strict';
import { shows } from './hardening-lib.mjs';

export { shows };

/**
 * The deepest focused element (through shadow roots) and what a sighted keyboard user sees of
 * it: `host` the ex-* element holding it, `on` 'body' when nothing has focus ('browser' when the
 * browser's own controls have it); `ring` its focus
 * indicator (an outline or box-shadow, on it or on a wrapper within two levels that draws one
 * for :focus-within); `covered` the element that is on top at its centre when that is not it
 * (elementFromPoint through shadow roots: the cookie notice, the sticky header, the banner, a
 * clipping scroller); `outside` when its box is not within the viewport.
 */
export const focusState = (page) => page.evaluate(() => {
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
  let top = document.elementFromPoint(x, y);
  while (top?.shadowRoot) { const inner = top.shadowRoot.elementFromPoint(x, y); if (!inner || inner === top) break; top = inner; }
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
    outside: r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth || r.width === 0,
  };
});

/** A stop's problems for a sighted keyboard user (none: an empty list). */
export const stopProblems = (s) => [
  !s.ring && 'no focus indicator', s.covered && `covered by ${s.covered}`, s.outside && 'out of view',
].filter(Boolean).map((p) => `${s.host} ${s.on}${s.part ? `[part=${s.part}]` : ''} "${s.name}": ${p}`);

/** Focuses the first visible control of `tag`'s shadow root as the keyboard would reach it (Tab from a button placed before it). */
export async function tabInto(page, tag, nth = 0) {
  await page.evaluate(([t, n]) => {
    document.getElementById('a11y-before')?.remove();
    const before = Object.assign(document.createElement('button'), { id: 'a11y-before', textContent: 'before' });
    before.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden';
    const el = document.querySelectorAll(t)[n];
    el.before(before);
    before.focus();
  }, [tag, nth]);
  await page.keyboard.press('Tab');
}

/**
 * Tabs through `tag`'s stops (at most `max`), starting on its first: each stop's state (with
 * what `each(page)` gives there as `seen`), and the problems found at them. The browser scrolls a stop into view as focus reaches it; the state is
 * read once the page's scroll position has held for a frame.
 */
export async function tabThrough(page, tag, { max = 40, nth = 0, each } = {}) {
  await tabInto(page, tag, nth);
  const stops = [];
  for (let i = 0; i < max; i++) {
    await settledScroll(page);
    const s = await focusState(page);
    if (s.host !== tag) break;
    if (each) s.seen = await each(page);
    stops.push(s);
    await page.keyboard.press('Tab');
  }
  return { stops, problems: stops.flatMap(stopProblems) };
}

/** Resolves once the page's and every scroller's positions are the same two frames running. */
export const settledScroll = (page) => page.evaluate(() => new Promise((resolve) => {
  const where = () => `${scrollX},${scrollY},${[...document.querySelectorAll('*')].map((e) => (e.shadowRoot ? [...e.shadowRoot.querySelectorAll('*')] : [])).flat()
    .filter((e) => e.scrollTop || e.scrollLeft).map((e) => `${e.scrollTop}:${e.scrollLeft}`).join()}`;
  let last = where();
  const look = () => requestAnimationFrame(() => { const now = where(); if (now === last) resolve(); else { last = now; look(); } });
  look();
}));

/** Presses `key`, then waits until focus is off <body> and `check(state)` holds; gives the state. */
export async function pressUntil(page, key, check, what) {
  if (key) await page.keyboard.press(key);
  let s;
  const end = Date.now() + 10_000;
  for (;;) {
    s = await focusState(page);
    if (s.on !== 'body' && check(s)) return s;
    if (Date.now() > end) assert.fail(`${what}: focus is on ${JSON.stringify(s)}`);
    await page.evaluate(() => new Promise(requestAnimationFrame));
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
  await shows(page, 'ex-footer a[href]');
  await shows(page, 'ex-reminder-panel [part=message], ex-reminder-panel [part=empty]');
  await page.waitForLoadState('networkidle'); // hydrated: a new render takes no focus away
  return page;
}
