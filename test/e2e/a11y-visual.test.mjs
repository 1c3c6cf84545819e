// What a keyboard user with low vision sees (issue 42): every focus ring meets 3:1 against the
// background behind it in the light and the dark theme (WCAG 1.4.11), and with forced colours
// (Windows high contrast, Chromium's emulation) every focus ring and state stays visible: the
// selected tab, the active option, the current chain, an open menu, a switch, rise and fall.
// Screenshots of the forced-colour states go to /tmp/forced-*.png, to be looked at.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openHardening, TAGS } from './hardening-lib.mjs';
import { everyElement, focusState, pressUntil, tabThrough } from './a11y-lib.mjs';

let demo;
const pages = {};
before(async () => {
  demo = await openHardening();
  pages.light = await everyElement(demo, { width: 1440 });
  pages.dark = await everyElement(demo, { width: 1440, query: '?theme=dark' });
  // a page that shows the dark theme has a dark page behind the elements
  await pages.dark.addStyleTag({ content: 'body { background: #0b0e11; color: #eaecef; }' });
});
after(async () => {
  for (const page of Object.values(pages)) assert.deepEqual(page.errors, []);
  await demo?.close();
});

/** The focused element's (or `[tag, selector]`'s) ring colour, the colour behind the ring (layers
 * composited up through shadow hosts to the first opaque one, the canvas white past the page) and
 * their contrast ratio. */
const ringContrast = (page, target = null) => page.evaluate((at) => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (at) el = document.querySelector(at[0]).shadowRoot.querySelector(at[1]);
  const up = (n) => n.parentElement ?? n.getRootNode().host ?? null;
  const rgba = (text) => { const m = /rgba?\(([^)]+)\)/.exec(text); if (!m) return null; const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number); return { r, g, b, a }; };
  /** the ring `node` draws: its outline, else its box-shadow; with the node whose background is behind it */
  const ringOf = (node) => {
    const c = getComputedStyle(node);
    if (c.outlineStyle !== 'none' && parseFloat(c.outlineWidth) > 0) return { colour: rgba(c.outlineColor), behind: parseFloat(c.outlineOffset) < 0 ? node : up(node) };
    if (c.boxShadow !== 'none') return { colour: rgba(c.boxShadow), behind: c.boxShadow.includes('inset') ? node : up(node) };
    return null;
  };
  const ring = ringOf(el) ?? [el.parentElement, el.parentElement?.parentElement].filter((w) => w?.matches(':focus-within')).map(ringOf).find(Boolean);
  if (!ring) return { ratio: 0, ring: 'none' };
  const layers = [];
  for (let n = ring.behind; n && n.nodeType === 1; n = up(n)) {
    const bg = rgba(getComputedStyle(n).backgroundColor);
    if (bg && bg.a > 0) layers.push(bg);
    if (bg?.a === 1) break;
  }
  const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
  const bg = layers.reverse().reduce((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
  const colour = over(ring.colour, bg);
  const lum = ({ r, g, b }) => [r, g, b].map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [hi, lo] = [lum(colour), lum(bg)].sort((a, b) => b - a);
  const hex = ({ r, g, b }) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  return { ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100, ring: hex(colour), bg: hex(bg) };
}, target);

/** Every element's first Tab stops, with `each(page)` at each (a few of each kind of control). */
async function everyStop(page, each) {
  const stops = [];
  for (const tag of TAGS) stops.push(...(await tabThrough(page, tag, { max: tag === 'ex-footer' ? 12 : 6, each })).stops);
  return stops;
}

describe('focus rings meet 3:1 against what is behind them', () => {
  for (const theme of ['light', 'dark']) {
    it(`${theme} theme: every element's Tab stops, a menu item, an active option`, async () => {
      const page = pages[theme];
      const stops = await everyStop(page, (p) => ringContrast(p));
      await page.locator('ex-header [part=nav-button]').first().focus();
      await pressUntil(page, 'Enter', (s) => s.role === 'menuitem', 'a menu item has focus');
      stops.push({ ...(await focusState(page)), seen: await ringContrast(page) });
      await page.keyboard.press('Escape');
      assert.ok(stops.length > 40, `${stops.length} stops`);
      const low = stops.filter((s) => !(s.seen.ratio >= 3)).map((s) => `${s.host} ${s.on}${s.part ? `[part=${s.part}]` : ''} "${s.name}": ${s.seen.ring} on ${s.seen.bg} ${s.seen.ratio}:1`);
      assert.deepEqual(low, []);
      // the listbox's active option: its outline, inside the row, against the row
      await page.locator('ex-market-dropdown [part=search] input').focus();
      await page.keyboard.press('ArrowDown');
      const active = await ringContrast(page, ['ex-market-dropdown', '[part~=row].selected']);
      assert.ok(active.ratio >= 3, `the active option: ${JSON.stringify(active)}`);
      await page.keyboard.press('Escape');
    });
  }
});

describe('forced colours (Chromium\'s emulation): focus and every state stay visible', () => {
  before(async () => { await pages.light.emulateMedia({ forcedColors: 'active' }); });
  after(async () => { await pages.light.emulateMedia({ forcedColors: 'none' }); });
  const shot = (page, selector, name) => page.locator(selector).first().screenshot({ path: `/tmp/forced-${name}.png` });

  it('every element\'s Tab stops show a ring', async () => {
    const page = pages.light;
    const stops = await everyStop(page);
    // and the search field of the header's "Pay with" panel, in a menu
    await page.locator('ex-header [part=nav-button]').first().focus();
    await pressUntil(page, 'Enter', (s) => s.role === 'menuitem', 'the first menu opens');
    stops.push(await pressUntil(page, 'Enter', (s) => s.role !== 'menuitem', '"Pay with" opens its panel onto its search field'));
    await pressUntil(page, 'Escape', (s) => s.role === 'menuitem', 'Escape closes the panel, back on its item');
    await pressUntil(page, 'Escape', (s) => s.part === 'nav-button', 'Escape closes the menu');
    assert.deepEqual(stops.filter((s) => !s.ring).map((s) => `${s.host} ${s.on} "${s.name}"`), []);
    await page.locator('ex-market-dropdown [part=search] input').focus();
    await page.keyboard.press('ArrowDown');
    await shot(page, 'ex-market-dropdown', 'market-dropdown');
  });

  it('a tab row marks its selected tab, and only it, with more than colour (a line or an outline, in pixels)', async () => {
    const page = pages.light;
    await page.evaluate(() => document.activeElement?.blur());
    /** whether something is drawn at the tab's bottom edge: its bottom 2 px differ from 2 px of its padding above them */
    const marked = async (tab) => {
      const box = await tab.boundingBox();
      const strip = (y) => page.screenshot({ clip: { x: box.x + 2, y, width: box.width - 4, height: 2 } });
      return !(await strip(box.y + box.height - 2)).equals(await strip(box.y + box.height - 6));
    };
    for (const tag of ['ex-market-dropdown', 'ex-market-search', 'ex-reminder-panel']) {
      await page.locator(`main ${tag}`).scrollIntoViewIfNeeded();
      for (const list of await page.locator(`main ${tag} [role=tablist]`).all()) {
        const name = `${tag} ${await list.getAttribute('aria-label')}`;
        const tabs = await list.locator('[role=tab]:visible').all();
        const marks = [];
        for (const tab of tabs.slice(0, 5)) marks.push(`${await tab.getAttribute('aria-selected') === 'true' ? 'selected' : 'other'} ${await marked(tab) ? 'marked' : 'plain'}`);
        assert.ok(marks.includes('selected marked') && marks.every((m) => m === 'selected marked' || m === 'other plain'), `${name}: ${marks.join(', ')}`);
      }
    }
    await shot(page, 'main ex-market-search', 'market-search');
    await shot(page, 'main ex-reminder-panel', 'reminders');
  });

  it('the active option of the search dialog, the current chain, an open menu', async () => {
    const page = pages.light;
    await page.locator('ex-search-modal [part=trigger]').focus();
    await pressUntil(page, 'Enter', (s) => s.role === 'combobox', 'the search dialog opens');
    await page.keyboard.type('eth');
    await page.locator('ex-search-modal [part=option]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    const option = await page.evaluate(() => {
      const root = document.querySelector('ex-search-modal').shadowRoot;
      const active = root.getElementById(root.querySelector('[part=input]').getAttribute('aria-activedescendant'));
      const c = getComputedStyle(active);
      return { outline: c.outlineStyle !== 'none' && parseFloat(c.outlineWidth) > 0, border: parseFloat(c.borderInlineStartWidth) > 0 };
    });
    assert.ok(option.outline || option.border, 'the active option is marked by more than colour');
    await shot(page, 'ex-search-modal [part=dialog]', 'search');
    await page.keyboard.press('Escape');

    const chain = await page.evaluate(() => {
      const current = document.querySelector('ex-alpha-list').shadowRoot.querySelector('.side-item[aria-current=true]');
      const c = getComputedStyle(current);
      return parseFloat(c.borderInlineStartWidth) > 0 && c.borderInlineStartStyle !== 'none';
    });
    assert.ok(chain, 'the current chain has its mark (a border forced colours keep, not a box-shadow)');
    await shot(page, 'ex-alpha-list', 'alpha');

    await page.locator('ex-header [part=nav-button]').first().focus();
    await pressUntil(page, 'Enter', (s) => s.role === 'menuitem', 'a menu opens');
    const edge = await page.locator('ex-header [part=dropdown]:visible').evaluate((menu) => {
      const c = getComputedStyle(menu);
      return c.borderTopStyle !== 'none' && parseFloat(c.borderTopWidth) > 0;
    });
    assert.ok(edge, 'the open menu has an edge');
    await page.screenshot({ path: '/tmp/forced-header-menu.png', clip: { x: 0, y: 0, width: 900, height: 560 } });
    await page.keyboard.press('Escape');
  });

  it('the settings switch shows on and off; rise and fall carry a sign', async () => {
    const page = pages.light;
    await page.locator('ex-header [part=settings-trigger]').focus();
    await pressUntil(page, 'ArrowDown', (s) => s.part !== 'settings-trigger', 'the settings open');
    const track = await page.evaluate(() => {
      const root = document.querySelector('ex-header').shadowRoot;
      const sw = root.querySelector('[role=switch] .xa-switch');
      const c = getComputedStyle(sw);
      const knob = getComputedStyle(sw, '::after').backgroundColor;
      return { bordered: c.borderStyle !== 'none' && parseFloat(c.borderWidth) > 0, knobSeen: knob !== c.backgroundColor };
    });
    assert.deepEqual(track, { bordered: true, knobSeen: true });
    await shot(page, 'ex-header [part=settings-panel]', 'settings');
    await page.keyboard.press('Escape');
    const changes = await page.evaluate(() => [...document.querySelector('ex-market-dropdown').shadowRoot.querySelectorAll('[part~=row] .change')]
      .map((n) => n.textContent.trim()));
    assert.ok(changes.length > 5, `${changes.length} changes`);
    assert.deepEqual(changes.filter((c) => !/^([+\-−]|0(\.0+)?%)/.test(c)), []);
  });
});
