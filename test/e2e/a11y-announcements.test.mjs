// What screen readers hear without focus moving (issue 42, WCAG 4.1.3): every text change of a
// live region (role=status, alert or log, or aria-live other than off), in the page or any shadow
// root, recorded while a visitor acts. Result counts, empty states, errors, toasts and a changed
// setting reach a polite region once each; live prices never change a live region's text.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openHardening, shows } from './hardening-lib.mjs';
import { until } from './browser.mjs';

/** Runs in the page before its scripts: notes each new text of each live region, with its politeness. */
function liveRecorder() {
  const heard = [];
  Object.defineProperty(window, '__exHeard', { value: heard });
  const LIVE = '[role=status], [role=alert], [role=log], [aria-live]:not([aria-live=off])';
  const last = new WeakMap();
  const regionOf = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest(LIVE);
  const note = (region) => {
    const text = region.textContent.trim().replace(/\s+/g, ' ');
    if (text === (last.get(region) ?? '')) return;
    last.set(region, text);
    if (!text) return;
    let host = region;
    while (host && !host.localName?.startsWith('ex-')) host = host.getRootNode().host;
    const politeness = region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
    heard.push({ text, politeness, host: host?.localName ?? 'page' });
  };
  const observer = new MutationObserver((records) => {
    const regions = new Set();
    for (const r of records) {
      const at = regionOf(r.target);
      if (at) regions.add(at);
      for (const n of r.addedNodes) if (n.nodeType === 1) for (const region of [n.matches(LIVE) ? n : null, ...n.querySelectorAll(LIVE)]) if (region) regions.add(region);
    }
    regions.forEach(note);
  });
  const watch = (root) => observer.observe(root, { subtree: true, childList: true, characterData: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) { const root = attachShadow.call(this, init); watch(root); return root; };
  // declarative shadow roots of a server render are there before any script: watched when found
  document.addEventListener('DOMContentLoaded', () => {
    watch(document);
    const walk = (root) => root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) { watch(el.shadowRoot); walk(el.shadowRoot); } });
    walk(document);
  });
}

let demo;
let page;
before(async () => {
  demo = await openHardening();
  page = await demo.page({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(liveRecorder);
  await page.goto(demo.url('/all-elements.html'));
  await shows(page, 'ex-alpha-list [part=row]');
  await shows(page, 'ex-market-dropdown [part~=row]');
  await page.waitForLoadState('networkidle');
});
after(async () => { assert.deepEqual(page?.errors, []); await demo?.close(); });

const heard = () => page.evaluate(() => window.__exHeard.length);
/** What the live regions said from `from` on (once it says `until` holds, or has said something). */
async function saidSince(from, done = (said) => said.length > 0, what = 'an announcement') {
  let said = [];
  await until(async () => { said = (await page.evaluate((n) => window.__exHeard.slice(n), from)); return done(said) || said; }, what, 10_000);
  return said;
}
const texts = (said) => said.map((s) => `${s.host}: ${s.text}`);

/** Types `text` into the field, and gives what was said once the field's element has said `expected`. */
async function typeAndHear(field, text, host, expected) {
  await field.fill('');
  const from = await heard();
  await field.fill(text);
  const said = await saidSince(from, (s) => s.some((x) => x.host === host && expected.test(x.text)), `${host} says ${expected}`);
  await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); })); // no second message behind it
  return (await page.evaluate((n) => window.__exHeard.slice(n), from)).filter((s) => s.host === host);
}

describe('live regions: each message once, politely', () => {
  it('the market list: a search\'s count, then its empty state', async () => {
    const field = page.locator('ex-market-dropdown [part=search] input');
    const found = await typeAndHear(field, 'eth', 'ex-market-dropdown', /^\d+ results$/);
    assert.equal(found.length, 1, texts(found).join(' | '));
    assert.equal(found[0].politeness, 'polite');
    const none = await typeAndHear(field, 'zzzzq', 'ex-market-dropdown', /No results/);
    assert.deepEqual(texts(none), ['ex-market-dropdown: No results for “zzzzq”']);
    await field.fill('');
  });

  it('the search dialog: a count, then its empty state', async () => {
    await page.locator('ex-search-modal [part=trigger]').click();
    const field = page.locator('ex-search-modal [part=input]');
    const found = await typeAndHear(field, 'btc', 'ex-search-modal', /^\d+ results$/);
    assert.equal(found.length, 1, texts(found).join(' | '));
    const none = await typeAndHear(field, 'zzzzq', 'ex-search-modal', /No results/);
    assert.deepEqual(texts(none), ['ex-search-modal: No results for “zzzzq”']);
    await page.keyboard.press('Escape');
  });

  it('the Alpha list: a search\'s count, then its empty state', async () => {
    const field = page.locator('ex-alpha-list [part=search]');
    const found = await typeAndHear(field, 'PEPE', 'ex-alpha-list', /^\d+ results$/);
    assert.equal(found.length, 1, texts(found).join(' | '));
    const none = await typeAndHear(field, 'zzzzq', 'ex-alpha-list', /No tokens/);
    assert.deepEqual(texts(none), ['ex-alpha-list: No tokens found']);
    await field.fill('');
  });

  it('a changed setting (the theme), and a toast (copying the UID, or its error)', async () => {
    let from = await heard();
    await page.locator('ex-header [part=theme-toggle]').click();
    let said = await saidSince(from, (s) => s.some((x) => x.host === 'ex-header'));
    assert.deepEqual(texts(said.filter((s) => s.host === 'ex-header')), ['ex-header: Dark theme on']);
    await page.locator('ex-header [part=theme-toggle]').click();
    await saidSince(from + said.length, (s) => s.some((x) => x.text === 'Light theme on'));
    from = await heard();
    await page.locator('ex-header [part=personal-trigger]').hover(); // a link to the profile that opens its menu
    await page.locator('ex-header [part=personal-panel] button[aria-label="Copy UID"]').click();
    said = await saidSince(from, (s) => s.some((x) => x.host === 'ex-header'));
    const toast = said.filter((s) => s.host === 'ex-header');
    assert.equal(toast.length, 1, texts(toast).join(' | '));
    assert.match(toast[0].text, /^(Copied|Could not copy)/);
    await page.keyboard.press('Escape');
  });
});

describe('live prices', () => {
  it('ticks change the rows, never a live region', async () => {
    await page.locator('ex-market-dropdown [part=search] input').fill(''); // its whole list, whatever a test before left
    await page.locator('ex-market-dropdown').scrollIntoViewIfNeeded();
    const from = await heard();
    const prices = () => page.evaluate(() => [...document.querySelector('ex-market-dropdown').shadowRoot.querySelectorAll('[part~=row]')]
      .map((row) => row.textContent).join('|'));
    const first = await prices();
    let changes = 0;
    let seen = first;
    await until(async () => { const now = await prices(); if (now !== seen) { changes += 1; seen = now; } return changes >= 3; }, 'three price ticks in the list', 20_000);
    assert.deepEqual(await page.evaluate((n) => window.__exHeard.slice(n), from), []);
  });
});
