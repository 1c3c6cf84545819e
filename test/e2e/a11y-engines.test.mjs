// The keyboard journeys of issue 42 in the engines other than Chromium (the a11y-journeys-*
// files take Chromium with Playwright's keyboard and accessibility tree): Firefox and WebKit,
// through engines.mjs, on the page of every element at 1440 and 390 px. The same steps as
// there (a11y-lib.mjs): every element's Tab stops show a focus, nothing over them, in view; the
// header's Tab order; the WAI-ARIA patterns by their keys, focus never on <body> while a panel
// is open and given back on close. With no accessibility tree to read over WebDriver, roles and
// states are read where assistive technology gets them from: the DOM's role and aria-* attributes.
//
// WebKit here is WebKitGTK's MiniBrowser, whose Tab reaches links (WebKitGTK's default for its
// enable-tabs-to-links setting, and MiniBrowser's --enable-tabs-to-links), as in GNOME Web, and as
// in Safari with "Press Tab to highlight each item on a webpage" on. Safari's own default is off:
// Tab reaches only form controls and buttons (Option+Tab every stop), so a Safari visitor who
// has not turned it on skips the skip link, the logo and every link by Tab; that is Safari's
// choice, the same on every site, and the journeys below assert the stops visitors get with the
// setting on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer } from '../../demo/server.mjs';
import { ENGINE_NAMES, everyElementShows, journey, openEngine, recordingServer } from './engines.mjs';
import {
  accountStops, ELEMENT_STOPS, everyElementsStops, focusState, HEADER_STOPS, pressUntil, stopName, tabInto, tabThrough,
} from './a11y-lib.mjs';

// the EU edition (its cookie notice shows) has neither the deposit button nor the download QR (spec §6)
const EU_ACCOUNT = HEADER_STOPS.account.filter((p) => p !== 'deposit' && p !== 'download-trigger');

/** The attributes of the one visible match (through shadow roots). */
const one = async (j, host, inner, text) => {
  const [found, ...more] = await j.attributes(host, inner, text);
  assert.ok(found && !more.length, `one ${host} ${inner} shown, not ${more.length + Boolean(found)}`);
  return found;
};

for (const engine of ENGINE_NAMES.filter((name) => name !== 'Chromium')) {
  describe(`keyboard journeys in ${engine}`, () => {
    let demo; let server; let b; let j;
    /** The page of every element at `width`, a first visit (the EU cookie notice and the app banner showing). */
    // Firefox scrolls a focused element only when it is out of view, where Chromium and WebKit
    // bring it into view: a market list (a focusable listbox taller than what a phone shows above
    // the cookie notice) stays as it was, its top in view and its centre under the notice. Not
    // entirely hidden is what WCAG 2.4.11 asks; that is what Firefox's visitors get and what is
    // asserted there.
    const partlyCovered = engine === 'Firefox' ? (s) => s.role === 'listbox' && !s.topCovered : undefined;
    const pageProblems = []; // JavaScript errors, console errors and warnings, of each load before the last
    const load = async (width) => {
      pageProblems.push(...(await j.ask('problems') ?? []));
      await b.size(width, width > 800 ? 900 : 800);
      await b.goto(`${server.url}/all-elements.html?site=106`);
      await everyElementShows(j);
    };
    before(async () => {
      demo = await startServer({ port: 0 });
      server = await recordingServer(demo.url);
      b = await openEngine(engine);
      j = journey(b);
      await load(1440);
    });
    after(async () => {
      await j?.ask('forget');
      await b?.close(); await server?.close(); await demo?.close();
    });

    /** Escape closes what `trigger` opened, focus back on it, collapsed. */
    const closesBackTo = async (trigger) => {
      await pressUntil(b, 'Escape', (s) => s.host === 'ex-header' && s.part === trigger, `Escape gives focus back to ${trigger}`);
      assert.deepEqual(await j.attributes('ex-header', `[part=${trigger}][aria-expanded=true]`), [], 'collapsed');
    };

    it('1440 px: every element\'s Tab stops show a focus, nothing over them, in view', async () => {
      assert.deepEqual((await everyElementsStops(b)).problems, []);
    });

    it('1440 px: the header\'s Tab order: the skip link, the logo, the menus, the account side', async () => {
      const { stops, problems } = await tabThrough(b, 'ex-header');
      assert.deepEqual(problems, []);
      assert.deepEqual(stops.slice(0, 2).map(stopName), ['Skip to main content', 'logo']);
      assert.ok(stops.filter((s) => s.part === 'nav-button').length >= 3, stops.map(stopName).join());
      assert.deepEqual(accountStops(stops), EU_ACCOUNT);
    });

    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      it(`a top menu is a menu button: ${key} opens it on an item, ArrowDown moves, Escape closes it and gives focus back`, async () => {
        await j.focus('ex-header', '[part=nav-button]');
        const first = await pressUntil(b, key, (s) => s.role === 'menuitem', `${key} opens the menu on an item`);
        assert.equal((await j.attributes('ex-header', '[part=nav-button][aria-expanded=true]')).length, 1, 'the button says its menu is open');
        const menu = await one(j, 'ex-header', '[role=menu]');
        assert.ok(menu['aria-labelledby'], 'the menu is named by its button');
        assert.ok((await j.attributes('ex-header', '[role=menu] [role=menuitem]')).length >= 2, 'its items are menu items');
        await pressUntil(b, 'ArrowDown', (s) => s.role === 'menuitem' && s.name !== first.name, 'ArrowDown: the next item');
        await closesBackTo('nav-button');
        await j.gone('ex-header', '[part=dropdown]');
      });
    }

    for (const part of ['wallet', 'orders', 'personal', 'settings']) {
      it(`${part}: a disclosure; ArrowDown opens it onto a control inside, Escape gives focus back`, async () => {
        await j.focus('ex-header', `[part=${part}-trigger]`);
        await pressUntil(b, 'ArrowDown', (s) => s.host === 'ex-header' && s.part !== `${part}-trigger`, `ArrowDown enters the ${part} panel`);
        assert.equal((await one(j, 'ex-header', `[part=${part}-trigger]`))['aria-expanded'], 'true');
        assert.ok(await j.holdsFocus('ex-header', `[part=${part}-panel]`), `focus is inside the ${part} panel`);
        await closesBackTo(`${part}-trigger`);
      });
    }

    it('the bell: ArrowDown enters <ex-reminder-panel>, its tabs one selected; Escape gives focus back', async () => {
      await j.focus('ex-header', '[part=bell-trigger]');
      await pressUntil(b, 'ArrowDown', (s) => s.host === 'ex-reminder-panel', 'ArrowDown enters the reminder panel');
      const tabs = await j.attributes('ex-header', '[role=tablist] [role=tab]'); // in the panel's own shadow root
      assert.ok(tabs.length > 1, 'the panel\'s tabs');
      assert.equal(tabs.filter((t) => t['aria-selected'] === 'true').length, 1, 'one tab selected');
      await closesBackTo('bell-trigger');
    });

    it('search: Enter opens a modal dialog onto its combobox; ArrowDown selects an option; Escape closes it and gives focus back', async () => {
      await j.focus('ex-header', 'button[aria-label="Search markets"]');
      await pressUntil(b, 'Enter', (s) => s.role === 'combobox', 'the search field takes focus');
      await b.type('eth');
      await j.shows('ex-search-modal', '[part=option]', /ETH/);
      const dialog = await one(j, 'ex-search-modal', '[part=dialog]');
      assert.ok(dialog.tag === 'dialog' || dialog.role === 'dialog', 'a dialog');
      assert.equal((await one(j, 'ex-search-modal', '[role=combobox]'))['aria-expanded'], 'true');
      assert.ok((await j.attributes('ex-search-modal', '[role=listbox] [role=option]')).length > 0, 'options in a listbox');
      await b.press('ArrowDown');
      const active = (await one(j, 'ex-search-modal', '[role=combobox]'))['aria-activedescendant'];
      assert.ok(active, 'ArrowDown activates an option');
      assert.equal((await one(j, 'ex-search-modal', `[id="${active}"]`))['aria-selected'], 'true');
      await pressUntil(b, 'Escape', (s) => s.host === 'ex-header' && s.name === 'Search markets', 'Escape gives focus back to the search button');
      await j.gone('ex-search-modal', '[part=dialog]');
    });

    it('<ex-market-dropdown>: ArrowDown and PageDown move the active option, focus in the field; arrows, End and Home select the tabs', async () => {
      await tabInto(b, 'ex-market-dropdown');
      assert.equal((await focusState(b)).role, 'combobox', 'the first stop is the search field');
      const active = async () => (await one(j, 'ex-market-dropdown', '[role=combobox]'))['aria-activedescendant'];
      await b.press('ArrowDown');
      const first = await active();
      assert.ok(first, 'ArrowDown activates an option');
      assert.equal((await one(j, 'ex-market-dropdown', `[id="${first}"]`))['aria-selected'], 'true');
      await b.press('PageDown');
      const paged = await active();
      assert.notEqual(paged, first, 'PageDown moves the active option');
      assert.equal((await one(j, 'ex-market-dropdown', `[id="${paged}"]`))['aria-selected'], 'true');
      assert.equal((await focusState(b)).role, 'combobox', 'focus stays in the field');

      await pressUntil(b, 'Tab', (s) => s.role === 'tab', 'Tab reaches the selected tab');
      const selected = async () => (await j.attributes('ex-market-dropdown', '[role=tab]')).map((t) => t['aria-selected'] === 'true');
      await b.press('ArrowRight');
      assert.equal((await selected()).indexOf(true), 1, 'ArrowRight selects the second tab');
      assert.equal((await focusState(b)).name, (await j.attributes('ex-market-dropdown', '[role=tab]'))[1].text, 'focus follows the selection');
      await b.press('End');
      assert.equal((await selected()).lastIndexOf(true), (await selected()).length - 1, 'End: the last tab');
      await b.press('Home');
      assert.equal((await selected()).indexOf(true), 0, 'Home: the first tab');
    });

    it('<ex-reminder-panel>: arrows select a tab, focus follows, the selected tab the row\'s one Tab stop', async () => {
      await j.focus('ex-reminder-panel', '[role=tab][aria-selected=true]');
      await b.press('ArrowRight');
      const tab = (await j.attributes('ex-reminder-panel', '[role=tab]'))[1];
      assert.deepEqual([tab['aria-selected'], tab.tabindex], ['true', '0']);
      const s = await focusState(b);
      assert.deepEqual([s.role, s.ring, s.covered, s.outside], ['tab', 'own', null, false]);
      assert.ok(tab.text.startsWith(s.name), `focus on the selected tab, not "${s.name}"`); // its text ends with a count
      await b.press('Home');
    });

    it('390 px: every element\'s Tab stops show a focus, nothing over them, in view; the header\'s in order', async () => {
      await load(390);
      const { stopsOf, problems } = await everyElementsStops(b, { elements: [['ex-header', 10], ...ELEMENT_STOPS], partlyCovered });
      assert.deepEqual(problems, []);
      assert.deepEqual(stopsOf['ex-header'].map(stopName), HEADER_STOPS.phone.filter((p) => p !== 'deposit'));
    });

    it('390 px: the drawer is a modal dialog: Enter opens it onto a control inside, Tab stays in it, a section is a disclosure, Escape gives focus back', async () => {
      await j.focus('ex-header', '[part=drawer-toggle]');
      await pressUntil(b, 'Enter', (s) => s.part !== 'drawer-toggle', 'the drawer takes focus');
      assert.equal((await one(j, 'ex-header', '[part=drawer-toggle]'))['aria-expanded'], 'true');
      const drawer = await one(j, 'ex-header', '[part=drawer]');
      assert.ok(drawer.tag === 'dialog' || drawer.role === 'dialog', 'a dialog');
      for (let i = 0; i < 12; i++) {
        await b.press('Tab');
        const s = await focusState(b);
        if (s.on === 'browser') continue; // past the last control: the browser's own, then round again
        assert.notEqual(s.on, 'body', 'Tab left focus on <body>');
        assert.ok(await j.holdsFocus('ex-header', '[part=drawer]'), `Tab left the open drawer for ${JSON.stringify(s)}`);
      }
      const wallet = () => one(j, 'ex-header', '[part=drawer] button[aria-expanded]', /Wallet/);
      await j.focus('ex-header', '[part=drawer] button[aria-expanded]', /Wallet/);
      await b.press('Enter');
      assert.equal((await wallet())['aria-expanded'], 'true', 'Enter opens the section');
      await b.press('Space');
      assert.equal((await wallet())['aria-expanded'], 'false', 'Space closes it');
      await closesBackTo('drawer-toggle');
      await j.gone('ex-header', '[part=drawer]');
    });

    it('390 px: a footer section is a disclosure: Enter opens it, its first link is the next stop, Space closes it', async () => {
      const open = async () => 'open' in (await j.attributes('ex-footer', 'details'))[0];
      await j.focus('ex-footer', 'summary');
      await b.press('Enter');
      assert.equal(await open(), true);
      const link = await pressUntil(b, 'Tab', (s) => s.host === 'ex-footer', 'Tab from the open section');
      assert.deepEqual([link.on, link.covered, link.outside], ['a', null, false]);
      await j.focus('ex-footer', 'summary');
      await b.press('Space');
      assert.equal(await open(), false);
    });

    it('390 px: dismissing the cookie notice, then the app banner, from the keyboard: focus goes on to the next control, then to main', async () => {
      await b.run(() => document.querySelectorAll('#a11y-before, #a11y-after').forEach((el) => el.remove())); // tabInto's
      await j.focus('ex-cookie-notice', '[part=accept]');
      await b.press('Enter');
      await j.gone('ex-cookie-notice', '[part=notice]');
      const next = await pressUntil(b, null, () => true, 'focus after the cookie notice');
      assert.deepEqual([next.host, next.part], ['ex-app-banner', 'close']);
      await b.press('Enter');
      await j.gone('ex-app-banner', '[part=banner]');
      assert.equal((await pressUntil(b, null, () => true, 'focus after the app banner')).on, 'main');
    });

    it('no JavaScript error, no console error or warning on the way', async () => {
      assert.deepEqual([...pageProblems, ...await j.ask('problems')], []);
    });
  });
}
