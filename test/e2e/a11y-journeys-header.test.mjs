// Keyboard journeys through <ex-header> (issue 42), as a keyboard and screen-reader user takes
// them, at 1440 and 390 px: the Tab order and what each stop shows; the menu buttons, the
// account disclosures, the bell's panel, the search dialog and the drawer opened, moved through
// and closed by their WAI-ARIA pattern, their accessibility tree read, focus never lost to
// <body> and given back on close.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openHardening } from './hardening-lib.mjs';
import { accountStops, everyElement, focusState, HEADER_STOPS, pressUntil, stopName, tabThrough, tree } from './a11y-lib.mjs';

let demo;
const pages = {};
before(async () => {
  demo = await openHardening();
  pages.wide = await everyElement(demo, { width: 1440 });
  pages.phone = await everyElement(demo, { width: 390, height: 800 });
});
after(async () => {
  for (const page of Object.values(pages)) assert.deepEqual(page.errors, []);
  await demo?.close();
});

const trigger = (page, part) => page.locator(`ex-header [part=${part}]`).first();
const expanded = (page, part) => trigger(page, part).getAttribute('aria-expanded');
const press = (page, key) => page.keyboard.press(key);

/** Escape closes what is open and gives focus back to `part`. */
async function closesBackTo(page, part) {
  await pressUntil(page, 'Escape', (s) => s.host === 'ex-header' && s.part === part, `Escape gives focus back to ${part}`);
  assert.equal(await expanded(page, part), 'false');
}

describe('<ex-header>: Tab order, every stop seen', () => {
  const parts = (stops) => stops.map(stopName);
  it('1440 px: the skip link, the logo, the menus, then the account side in its order', async () => {
    const { stops, problems } = await tabThrough(pages.wide, 'ex-header');
    assert.deepEqual(problems, []);
    assert.equal(stops[0].name, 'Skip to main content');
    assert.equal(stops[1].part, 'logo');
    assert.ok(stops.filter((s) => s.part === 'nav-button').length >= 3, parts(stops).join());
    assert.deepEqual(accountStops(stops), HEADER_STOPS.account);
  });

  it('390 px: the skip link, the logo, search, deposit, the bell, the drawer button', async () => {
    const { stops, problems } = await tabThrough(pages.phone, 'ex-header');
    assert.deepEqual(problems, []);
    assert.deepEqual(parts(stops), HEADER_STOPS.phone);
  });
});

describe('<ex-header> at 1440 px: menus and disclosures', () => {
  it('a top menu is a menu button: Enter opens on the first item, arrows, Home and End move, Escape gives focus back', async () => {
    const page = pages.wide;
    const button = trigger(page, 'nav-button');
    const name = (await button.textContent()).trim();
    await button.focus();
    const first = await pressUntil(page, 'Enter', (s) => s.role === 'menuitem', 'Enter opens the menu on its first item');
    assert.equal(await expanded(page, 'nav-button'), 'true');
    const snapshot = await tree(page, 'ex-header [part=dropdown]:visible');
    assert.match(snapshot, new RegExp(`^- menu "${name}":\\n(  - menuitem "[^"]+"\\n?){2,}`));
    const items = [...snapshot.matchAll(/menuitem "([^"]+)"/g)].map((m) => m[1].replace(/\s+/g, ''));
    assert.equal(first.name.replace(/\s+/g, ''), items[0].slice(0, first.name.replace(/\s+/g, '').length));
    const at = async () => (await focusState(page)).name.replace(/\s+/g, '');
    await press(page, 'ArrowDown');
    assert.ok(items[1].startsWith(await at()), 'ArrowDown: the second item');
    await press(page, 'End');
    assert.ok(items.at(-1).startsWith(await at()), 'End: the last item');
    await press(page, 'ArrowDown');
    assert.ok(items[0].startsWith(await at()), 'ArrowDown on the last item wraps to the first');
    await press(page, 'Home');
    assert.ok(items[0].startsWith(await at()), 'Home: the first item');
    await closesBackTo(page, 'nav-button');
    await page.locator('ex-header [part=dropdown]:visible').waitFor({ state: 'detached' });
  });

  for (const part of ['wallet', 'orders', 'personal', 'download', 'settings']) {
    it(`${part}: a disclosure; ArrowDown opens onto its first control, Escape gives focus back`, async () => {
      const page = pages.wide;
      await trigger(page, `${part}-trigger`).focus();
      await pressUntil(page, 'ArrowDown', (s) => s.host === 'ex-header' && s.part !== `${part}-trigger`, `ArrowDown enters the ${part} panel`);
      assert.equal(await expanded(page, `${part}-trigger`), 'true');
      const inside = await page.evaluate((p) => {
        const root = document.querySelector('ex-header').shadowRoot;
        return root.querySelector(`[part=${p}-panel]`).contains(root.activeElement);
      }, part);
      assert.ok(inside, `focus is inside the ${part} panel`);
      assert.match(await tree(page, `ex-header [part=${part}-panel]`), /- (link|button|radio|img) /);
      await closesBackTo(page, `${part}-trigger`);
    });
  }

  it('settings: each view change keeps focus (a subview\'s back button, then the row that opened it)', async () => {
    const page = pages.wide;
    await trigger(page, 'settings-trigger').focus();
    await pressUntil(page, 'ArrowDown', (s) => s.part !== 'settings-trigger', 'ArrowDown enters the settings');
    await page.locator('ex-header [part=settings-panel] button', { hasText: 'Language and region' }).focus();
    const back = await pressUntil(page, 'Enter', (s) => /back/i.test(s.name), 'the language view\'s back button takes focus');
    assert.equal(back.host, 'ex-header');
    await pressUntil(page, 'Enter', (s) => /Language and region/.test(s.name), 'back: the row that opened the view');
    await closesBackTo(page, 'settings-trigger');
  });

  it('the bell: ArrowDown enters <ex-reminder-panel> (tabs, selected), Escape gives focus back', async () => {
    const page = pages.wide;
    await trigger(page, 'bell-trigger').focus();
    await pressUntil(page, 'ArrowDown', (s) => s.host === 'ex-reminder-panel' && s.part === 'view-all', 'ArrowDown enters the reminder panel');
    await page.locator('ex-header [part=bell-panel] [role=tabpanel] [part=message]').first().waitFor(); // the tab's messages are in
    const snapshot = await tree(page, 'ex-header [part=bell-panel] [part=panel]');
    assert.match(snapshot, /^- region "Notifications":/);
    assert.match(snapshot, /- tablist "[^"]+":\n\s+- tab "[^"]+" \[selected\]/);
    assert.match(snapshot, /- tabpanel "[^"]+":/);
    await closesBackTo(page, 'bell-trigger');
  });

  it('search: a modal dialog with a combobox over a listbox; Escape gives focus back to its button', async () => {
    const page = pages.wide;
    const button = page.locator('ex-header button[aria-label="Search markets"]');
    await button.focus();
    await pressUntil(page, 'Enter', (s) => s.role === 'combobox', 'the search field takes focus');
    await page.keyboard.type('eth');
    await page.locator('ex-search-modal [part=option]').first().waitFor();
    const snapshot = await tree(page, 'ex-search-modal [part=dialog]');
    assert.match(snapshot, /^- dialog "Search markets, tokens and pages":\n\s+- combobox "[^"]+" \[expanded\]: eth/);
    assert.match(snapshot, /- listbox "[^"]+":\n\s+- group "Spot":[\s\S]*- option "ETH\/USDT/);
    await press(page, 'ArrowDown');
    const active = await page.locator('ex-search-modal [part=input]').getAttribute('aria-activedescendant');
    assert.equal(await page.locator(`ex-search-modal [id="${active}"]`).getAttribute('aria-selected'), 'true');
    await pressUntil(page, 'Escape', (s) => s.host === 'ex-header' && s.name === 'Search markets', 'Escape gives focus back to the search button');
    await page.locator('ex-search-modal [part=dialog]').waitFor({ state: 'hidden' });
  });
});

describe('<ex-header> at 390 px: the drawer', () => {
  it('a modal dialog: Enter opens it onto its first control, Tab stays in it, a section is a disclosure, Escape gives focus back', async () => {
    const page = pages.phone;
    await trigger(page, 'drawer-toggle').focus();
    await pressUntil(page, 'Enter', (s) => s.part !== 'drawer-toggle', 'the drawer takes focus');
    assert.equal(await expanded(page, 'drawer-toggle'), 'true');
    const snapshot = await tree(page, 'ex-header [part=drawer]');
    assert.match(snapshot, /^- dialog "Site menu":/);
    assert.match(snapshot, /- button "Close menu"/);
    const inDrawer = () => page.evaluate(() => {
      const root = document.querySelector('ex-header').shadowRoot;
      return root.querySelector('[part=drawer]').contains(root.activeElement);
    });
    // round the dialog both ways: only its controls, and the browser's own between the ends
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set();
      for (let i = 0; i < 40; i++) {
        await press(page, key);
        const s = await focusState(page);
        if (s.on === 'browser') continue;
        assert.notEqual(s.on, 'body', `${key} left focus on <body>`);
        assert.ok(await inDrawer(), `${key} left the open drawer for ${JSON.stringify(s)}`);
        seen.add(s.name);
      }
      assert.ok(seen.size > 8, `${key} went round ${seen.size} controls`);
    }
    const wallet = page.locator('ex-header [part=drawer] button', { hasText: 'Wallet' });
    await wallet.focus();
    await press(page, 'Enter');
    assert.equal(await wallet.getAttribute('aria-expanded'), 'true');
    assert.match(await tree(page, 'ex-header [part=drawer]'), /- button "Wallet" \[expanded\]/);
    await press(page, 'Space');
    assert.equal(await wallet.getAttribute('aria-expanded'), 'false');
    await closesBackTo(page, 'drawer-toggle');
    await page.locator('ex-header [part=drawer]').waitFor({ state: 'hidden' });
  });
});
