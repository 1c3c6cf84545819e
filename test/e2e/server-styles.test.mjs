// Inline styles under a strict CSP (issue 31, DESIGN.md §3a "CSP", §3e): a server-rendered page
// whose policy allows the shadow roots' inline <style>s by nonce or by the published hashes is
// styled from its HTML alone, with zero violations; hydration claims those styles (no render
// again, nothing shifts) and moves each root onto the shared constructed sheets, which the same
// policy allows; the links option still works under `style-src 'self'`.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../../scripts/chromium.mjs';
import { recordProblems } from './browser.mjs';
import { startPageServer } from './server-pages.mjs';

let site;
let browser;

/** In the page, before anything else: every CSP violation; and, for each root, where each of its
 * nodes on screen is as it adopts sheets while its inline <style>s are still there (the last time: just
 * before they go) and once they have gone, in the same task (`__moves`: the nodes that moved;
 * `__compared`: the roots so compared). */
const WATCH = () => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`), true);
  // the nodes on screen: shown, and not clipped away by an ancestor (the bar's entries that do
  // not fit wrap onto its clipped second line, then are set aside when the bar measures itself)
  const clippedAway = (n) => {
    const r = n.getBoundingClientRect();
    for (let a = n.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      if (r.bottom <= c.top || r.top >= c.bottom || r.right <= c.left || r.left >= c.right) return true;
    }
    return false;
  };
  const boxes = (root) => [...root.querySelectorAll('*')]
    .filter((n) => n.localName !== 'style' && n.checkVisibility({ visibilityProperty: true }) && !clippedAway(n))
    .map((n) => [n, JSON.stringify(n.getBoundingClientRect())]);
  const inline = (root) => [...root.children].some((c) => c.localName === 'style');
  const before = new Map();
  window.__moves = [];
  window.__compared = 0;
  const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    ...adopted,
    set(sheets) {
      if (inline(this) && !before.has(this)) {
        new MutationObserver(() => {
          if (inline(this) || !before.has(this)) return;
          const now = new Map(boxes(this));
          const was = before.get(this);
          const changed = [...was.filter(([n, box]) => now.get(n) !== box), ...[...now].filter(([n]) => !was.some(([m]) => m === n))];
          window.__moves.push(...changed.map(([n]) => `${this.host.localName} ${n.localName}.${n.className}`));
          before.delete(this);
          window.__compared += 1;
        }).observe(this, { childList: true });
      }
      if (inline(this)) before.set(this, boxes(this));
      adopted.set.call(this, sheets);
    },
  });
};

/** What the header's bar and the footer look like: properties their own stylesheets set. */
const LOOKS = () => {
  const look = (tag, selector, props) => {
    const el = document.querySelector(tag).shadowRoot.querySelector(selector);
    const style = el && getComputedStyle(el);
    return style ? Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])) : null;
  };
  return {
    header: look('ex-header', '.xh-header', ['position', 'border-bottom-width', 'background-color']),
    headerHeight: document.querySelector('ex-header').getBoundingClientRect().height,
    footer: look('ex-footer', '.footer', ['padding-top', 'border-top-width', 'background-color']),
  };
};

/** What an unstyled header and footer compute to: a static position, no borders, no padding. */
const UNSTYLED = { position: 'static', 'border-bottom-width': '0px', 'padding-top': '0px', 'border-top-width': '0px' };

/** Loads /page?`query` in a fresh context; `script: false` serves the classic script empty, so
 * what shows is the server's HTML alone. Gives the page, its console's problems and a closer. */
async function open(query, { script = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(WATCH);
  if (!script) await page.route(/\/dist\/ex-elements\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const problems = recordProblems(page);
  await page.goto(site.pageUrl(query));
  await page.waitForFunction(() => document.readyState === 'complete');
  return { page, problems, close: () => context.close() };
}

const hydratedAll = (page) => page.waitForFunction(() => window.__serverNodes.every(({ host }) => window.__hydrated(host))
  && window.__serverNodes.every(({ styles, dropped }) => dropped.length === styles.length));

describe('inline styles under a strict CSP, and hydration adopting them', () => {
  before(async () => {
    site = await startPageServer();
    browser = await launchChromium();
  });
  after(async () => { await browser?.close(); site?.close(); });

  for (const [by, query] of [['a nonce', 'csp=nonce'], ['the published hashes', 'csp=hash']]) {
    it(`allowed by ${by}: styled from the HTML alone, then hydrated onto the shared sheets with nothing shifting, zero violations`, async () => {
      const bare = await open(query, { script: false });
      const served = await bare.page.evaluate(LOOKS);
      const inline = await bare.page.evaluate(() => [...document.querySelector('ex-header').shadowRoot.children].filter((c) => c.localName === 'style').length);
      assert.deepEqual(await bare.page.evaluate(() => window.__violations), []);
      assert.deepEqual(bare.problems, []);
      await bare.close();
      assert.ok(inline > 0, 'the header carries its styles inline');
      assert.equal(served.header.position, 'relative', "the header's own rules apply before any script");
      assert.notEqual(served.footer['padding-top'], '0px', "the footer's own rules apply before any script");
      assert.ok(served.headerHeight < 100, `the header is its bar, not an unstyled list (${served.headerHeight} px)`);

      const release = site.holdApi();
      const { page, problems, close } = await open(query);
      await hydratedAll(page);
      const after = await page.evaluate(() => ({
        left: window.__serverNodes.flatMap(({ host }) => [...host.shadowRoot.children].filter((c) => c.localName === 'style')).length,
        adopted: window.__serverNodes.every(({ host, styles }) => host.shadowRoot.adoptedStyleSheets.length >= styles.length),
        lost: window.__serverNodes.flatMap(({ nodes }) => nodes).filter((n) => !n.isConnected).length,
        droppedWithOthers: window.__serverNodes.flatMap(({ dropped }) => dropped).filter((d) => !d.alone).length,
      }));
      const looks = await page.evaluate(LOOKS);
      const moves = await page.evaluate(() => ({ moved: window.__moves, compared: window.__compared === window.__serverNodes.length }));
      const violations = await page.evaluate(() => window.__violations);
      release();
      await close();
      assert.deepEqual(after, { left: 0, adopted: true, lost: 0, droppedWithOthers: 0 }, 'every server node kept; the inline styles gave way to the adopted sheets');
      assert.deepEqual(looks, served, 'the constructed sheets style it exactly as the inline styles did');
      assert.deepEqual(moves, { moved: [], compared: true }, 'no node of any root moved as its inline styles gave way to the adopted sheets');
      assert.deepEqual(violations, [], 'constructed sheets are no inline style to the policy');
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
    });
  }

  it('the checks can fail: a strict policy with neither nonce nor hash blocks the inline styles, which the adopted sheets then replace', async () => {
    const bare = await open('csp=bare', { script: false });
    const served = await bare.page.evaluate(LOOKS);
    const violations = await bare.page.evaluate(() => window.__violations);
    await bare.close();
    assert.ok(violations.length > 0 && violations.every((v) => v.startsWith('style-src')), violations.join('\n'));
    assert.deepEqual({ ...served.header, ...served.footer, 'background-color': undefined },
      { ...UNSTYLED, 'background-color': undefined }, 'unstyled');

    const { page, close } = await open('csp=bare');
    await hydratedAll(page);
    const looks = await page.evaluate(LOOKS);
    await close();
    assert.equal(looks.header.position, 'relative', 'styled by the adopted sheets once hydrated');
  });

  it("the links option: each root links the stylesheet files, allowed by `style-src 'self'` alone", async () => {
    const release = site.holdApi();
    const { page, problems, close } = await open('links&csp=bare');
    await hydratedAll(page);
    const roots = await page.evaluate(() => window.__serverNodes.map(({ host, nodes, styles }) => ({
      links: nodes.filter((n) => n.localName === 'link' && n.rel === 'stylesheet' && n.isConnected).length,
      styles: styles.length,
      lost: nodes.filter((n) => !n.isConnected).length,
    })));
    const looks = await page.evaluate(LOOKS);
    const violations = await page.evaluate(() => window.__violations);
    release();
    await close();
    for (const root of roots) assert.deepEqual({ ...root, links: root.links > 0 }, { links: true, styles: 0, lost: 0 });
    assert.equal(looks.header.position, 'relative');
    assert.deepEqual(violations, []);
    assert.deepEqual(problems, []);
  });

  it('dist/styles/hashes.json: the hash of every stylesheet file, and all of them as one style-src value', async () => {
    const { 'style-src': styleSrc, stylesheets } = JSON.parse(await readFile('dist/styles/hashes.json', 'utf8'));
    const { createHash } = await import('node:crypto');
    const files = Object.keys(stylesheets);
    assert.ok(files.length >= 10, `${files.length} stylesheets`);
    for (const file of files) {
      const css = await readFile(`dist/${file}`);
      assert.equal(stylesheets[file], `'sha256-${createHash('sha256').update(css).digest('base64')}'`, file);
    }
    assert.equal(styleSrc, Object.values(stylesheets).join(' '));
    const pkg = JSON.parse(await readFile('package.json', 'utf8'));
    assert.equal(pkg.exports['./styles/hashes.json'], './dist/styles/hashes.json');
  });
});
