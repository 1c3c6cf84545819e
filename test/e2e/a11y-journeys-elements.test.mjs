// Keyboard journeys through the elements other than the header (issue 42), at 1440 and 390 px:
// every element's Tab stops show a focus and none is covered (by the cookie notice, the sticky
// header, the app banner) or out of view; the market lists' combobox, listbox and tabs, the
// reminder panel's tabs, the footer's disclosures and the Alpha list by their WAI-ARIA
// patterns, their accessibility trees read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openHardening } from './hardening-lib.mjs';
import { everyElement, everyElementsStops, focusState, pressUntil, tabInto, tree } from './a11y-lib.mjs';

let demo;
const pages = {};
before(async () => {
  demo = await openHardening();
  pages.wide = await everyElement(demo, { width: 1440, query: '?site=106' });
  pages.phone = await everyElement(demo, { width: 390, height: 800, query: '?site=106' });
});
after(async () => {
  for (const page of Object.values(pages)) assert.deepEqual(page.errors, []);
  await demo?.close();
});

const press = (page, key) => page.keyboard.press(key);

describe('every element\'s Tab stops: a visible focus, nothing over it, in view', () => {
  for (const [name, width] of [['wide', 1440], ['phone', 390]]) {
    it(`${width} px, with the EU cookie notice and the app banner showing`, async () => {
      assert.deepEqual((await everyElementsStops(pages[name])).problems, []);
    });
  }
});

describe('the market lists: a combobox over a listbox, tabs over a tab panel (1440 px)', () => {
  it('<ex-market-dropdown>: arrows and PageDown move the active option; Escape clears; the tabs select with arrows, Home, End', async () => {
    const page = pages.wide;
    const input = page.locator('ex-market-dropdown [part=search] input');
    await tabInto(page, 'ex-market-dropdown');
    const start = await focusState(page);
    assert.equal(start.role, 'combobox', 'the first stop is the search field');
    await press(page, 'ArrowDown');
    const active = () => input.getAttribute('aria-activedescendant');
    const first = await active();
    assert.ok(first, 'ArrowDown activates an option');
    assert.equal(await page.locator(`ex-market-dropdown [id="${first}"]`).getAttribute('aria-selected'), 'true');
    const snapshot = await tree(page, 'ex-market-dropdown [part=panel]');
    assert.match(snapshot, /- combobox "Search Spot markets" \[expanded\]/);
    assert.match(snapshot, /- tablist "Markets":\n\s+- tab "All" \[selected\]/);
    assert.match(snapshot, /- tabpanel "All":\n\s+- listbox "Spot markets":\n\s+- option "[^"]+" \[selected\]\n(\s+- option "[^"]+"\n)+/);
    await press(page, 'PageDown');
    const paged = await active();
    assert.notEqual(paged, first, 'PageDown moves the active option');
    assert.equal(await page.locator(`ex-market-dropdown [id="${paged}"]`).getAttribute('aria-selected'), 'true');
    assert.equal((await focusState(page)).role, 'combobox', 'focus stays in the field');
    await input.fill('btc');
    await pressUntil(page, 'Escape', (s) => s.role === 'combobox', 'Escape keeps focus in the field');
    assert.equal(await input.inputValue(), '', 'Escape clears the search');

    await pressUntil(page, 'Tab', (s) => s.role === 'tab', 'Tab reaches the selected tab');
    const tabs = page.locator('ex-market-dropdown [role=tab]');
    const selected = async () => (await focusState(page)).name;
    await press(page, 'ArrowRight');
    assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await selected(), (await tabs.nth(1).textContent()).trim(), 'focus follows the selection');
    await press(page, 'End');
    assert.equal(await tabs.last().getAttribute('aria-selected'), 'true');
    const last = (await tabs.last().textContent()).trim();
    assert.match(await tree(page, 'ex-market-dropdown [part=panel]'), new RegExp(`- tab "${last}" \\[selected\\][\\s\\S]*- tabpanel "${last}"`));
    await press(page, 'Home');
    assert.equal(await tabs.first().getAttribute('aria-selected'), 'true');
  });

  it('<ex-market-search>: two rows of tabs, each with its selected tab; the market tab changes the list', async () => {
    const page = pages.wide;
    const snapshot = await tree(page, 'ex-market-search [part=panel]');
    assert.match(snapshot, /- tablist "Markets":\n\s+- tab "Spot" \[selected\]/);
    assert.match(snapshot, /- tablist "Categories":\n\s+- tab "All" \[selected\]/);
    await page.locator('ex-market-search [role=tab][aria-selected=true]').first().focus();
    await press(page, 'ArrowRight');
    await pressUntil(page, null, (s) => s.role === 'tab' && s.name === 'Futures', 'ArrowRight selects Futures');
    await page.locator('ex-market-search [role=listbox][aria-label="Futures markets"]').waitFor();
    await press(page, 'Home');
  });
});

describe('the reminder panel and the Alpha list (1440 px)', () => {
  it('<ex-reminder-panel>: tabs over a tab panel; arrows select and focus follows', async () => {
    const page = pages.wide;
    const panel = 'main ex-reminder-panel';
    assert.match(await tree(page, `${panel} [part=panel]`), /- tablist "Notification types":\n\s+- tab "[^"]+" \[selected\][\s\S]*- tabpanel "[^"]+":/);
    await page.locator(`${panel} [role=tab][aria-selected=true]`).focus();
    await press(page, 'ArrowRight');
    const tab = page.locator(`${panel} [role=tab]`).nth(1);
    assert.equal(await tab.getAttribute('aria-selected'), 'true');
    assert.equal(await tab.getAttribute('tabindex'), '0', 'the selected tab is the one Tab stop of the row');
    const s = await focusState(page);
    assert.equal(s.role, 'tab');
    assert.deepEqual([s.ring, s.covered, s.outside], ['own', null, false]);
    await pressUntil(page, 'Tab', (x) => x.role === 'tabpanel', 'Tab goes from the tab to its panel');
    await page.locator(`${panel} [role=tab]`).nth(1).focus();
    await press(page, 'Home');
  });

  it('<ex-alpha-list>: the chain buttons say which is current; Enter chooses one', async () => {
    const page = pages.wide;
    const ethereum = page.locator('ex-alpha-list [part=side-menu] button', { hasText: 'Ethereum' });
    await ethereum.focus();
    await press(page, 'Enter');
    await page.locator('ex-alpha-list [part=side-menu] button[aria-current=true]', { hasText: 'Ethereum' }).waitFor();
    assert.match(await tree(page, 'ex-alpha-list [part=alpha]'), /- navigation "Chains":[\s\S]*- searchbox "Search token or contract address"/);
    assert.equal((await focusState(page)).name, 'Ethereum', 'focus stays on the chosen chain');
    await page.locator('ex-alpha-list [part=side-menu] button').first().focus();
    await press(page, 'Enter');
  });
});

describe('the footer on phones (390 px)', () => {
  it('each section is a disclosure: Enter and Space open and close it, its links come next in Tab order', async () => {
    const page = pages.phone;
    const summary = page.locator('ex-footer summary').first();
    const open = () => summary.evaluate((s) => s.parentElement.open);
    await summary.focus();
    await press(page, 'Enter');
    assert.equal(await open(), true);
    const link = await pressUntil(page, 'Tab', (s) => s.host === 'ex-footer', 'Tab from the open section');
    assert.equal(link.on, 'a', 'its first link is the next stop');
    assert.deepEqual([link.covered, link.outside], [null, false]);
    await pressUntil(page, 'Shift+Tab', (s) => s.on === 'summary', 'back to the section');
    await press(page, 'Space');
    assert.equal(await open(), false);
  });
});
