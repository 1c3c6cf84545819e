// Every `part` the elements render is listed in custom-elements.json (npm run build): each
// element is put through its main states against the mock API (the header logged out and in
// with its menus, panels and dialogs opened through its own controls, the footer with the
// Turkey question, the market lists with tabs and no match, …) while a MutationObserver records
// every part token that appears in its shadow root, however briefly. The other way round (no
// listed part that no view renders) is test/e2e/manifest.test.mjs.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../src/elements';
import { navigation } from '../src/core/navigation';
import { cookies } from '../src/core/persist';
import { configure } from '../src/core/stores';
import { $, $$, clearHeaderCaches, desktop, loggedIn, mount, openMenu, page, topButton } from '../src/testing/header';
import { cancelNavigation, openMenu as openAccountMenu } from '../src/testing/header-account';
import { resetMarketState } from '../src/testing/markets';
import { setCsrfCookie, uniqueBase } from '../src/testing/reminders';
import { waitUntil } from '../src/testing/wait';

type Manifest = { modules: { declarations?: { tagName?: string; cssParts?: { name: string }[] }[] }[] };
let listed: Map<string, Set<string>>;

/** Records every part token that appears in `el`'s shadow root from now on (and those already there). */
function watchParts(el: Element): { seen: Set<string>; stop: () => void } {
  const seen = new Set<string>();
  const add = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const x of [node, ...node.querySelectorAll('[part]')]) for (const name of x.part) seen.add(name);
  };
  const take = (records: MutationRecord[]) => {
    for (const r of records) {
      if (r.type === 'attributes') add(r.target);
      r.addedNodes.forEach(add);
    }
  };
  el.shadowRoot!.childNodes.forEach(add);
  const observer = new MutationObserver(take);
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, attributeFilter: ['part'] });
  return { seen, stop: () => { take(observer.takeRecords()); observer.disconnect(); } };
}

/** Runs `states` on `el` while watching its parts; every part seen is listed, and `expected` were seen. */
async function expectListed(el: Element, expected: string[], states: () => Promise<void> = async () => {}) {
  await waitUntil(() => el.shadowRoot, `${el.localName} has no shadow root`);
  const watch = watchParts(el);
  try { await states(); } finally { watch.stop(); }
  const parts = listed.get(el.localName);
  expect(parts, `${el.localName} is not in the manifest`).to.exist;
  expect([...watch.seen].filter((p) => !parts!.has(p)), `${el.localName}: parts rendered but not in custom-elements.json`).to.deep.equal([]);
  expect([...watch.seen], `${el.localName}: the states were not reached`).to.include.members(expected);
}

const buttonNamed = (root: ParentNode, text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.includes(text));

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('custom-elements.json lists every part the elements render', () => {
  before(async () => {
    const manifest = await (await fetch('/custom-elements.json')).json() as Manifest;
    listed = new Map(manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName)
      .map((d) => [d.tagName!, new Set((d.cssParts ?? []).map((p) => p.name))]));
    setCsrfCookie();
  });
  let uncancel: () => void;
  beforeEach(() => { sinon.stub(navigation, 'assign'); sinon.stub(navigation, 'reload'); uncancel = cancelNavigation(); });
  afterEach(() => { uncancel(); sinon.restore(); });

  describe('<ex-header>', () => {
    before(desktop);
    beforeEach(() => clearHeaderCaches());

    it('logged out: a menu, a market hover panel with its tabs, download, settings with the Turkey question, the drawer', async () => {
      page({ turkeySiteUrl: 'https://tr.example/' } as never);
      const el = await mount();
      await expectListed(el, ['header', 'nav-button', 'dropdown', 'market-panel', 'row', 'tabs-main', 'tab-selected', 'login', 'signup',
        'download-panel', 'settings-panel', 'theme-toggle', 'toast', 'turkey-dialog', 'drawer', 'account-drawer', 'rewards-card'], async () => {
        // the first menu with a market hover panel: its row opened by the keyboard (→)
        let row: HTMLElement | null = null;
        for (const button of $$<HTMLButtonElement>(el, '.xh-top-item:not(.xh-overflow) > .xh-top-btn')) {
          row = (await openMenu(el, button.textContent!.trim())).querySelector<HTMLElement>('[data-panel]');
          if (row) break;
        }
        expect(row, 'no menu with a market hover panel').to.exist;
        row!.focus();
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => $(el, '[part~="market-panel"]:not([hidden]) [part~="row"]'), 'the market panel did not load', { timeout: 8000 });
        await sendKeys({ press: 'Escape' });
        await openAccountMenu(el, 'download');
        const settings = await openAccountMenu(el, 'settings');
        buttonNamed(settings, 'Language and region')!.click();
        await waitUntil(() => $(el, 'ul.xa-options') && buttonNamed($(el, 'ul.xa-options')!, 'Türkçe'));
        buttonNamed($(el, 'ul.xa-options')!, 'Türkçe')!.click();
        await waitUntil(() => $<HTMLDialogElement>(el, 'dialog[part="turkey-dialog"]')?.open, 'no Turkey question');
        buttonNamed($(el, 'dialog[part="turkey-dialog"]')!, 'Stay here in Turkish')!.click();
        await setViewport({ width: 375, height: 800 });
        await waitUntil(() => $(el, '[part~="drawer-toggle"]')?.checkVisibility(), 'no drawer button on a phone');
        $<HTMLButtonElement>(el, '[part~="drawer-toggle"]')!.click();
        await waitUntil(() => $<HTMLDialogElement>(el, 'dialog[part="drawer"]')?.open && $(el, '[part~="rewards-card"]'), 'the drawer did not open', { timeout: 8000 });
      });
      await desktop();
    });

    it('logged in: deposit, wallet, orders, the personal menu, the bell with its dot, the logout dialog and overlay, the chat room', async () => {
      page(loggedIn());
      sinon.stub(cookies, 'remove');
      const el = await mount();
      await expectListed(el, ['deposit', 'wallet-trigger', 'wallet-panel', 'orders-trigger', 'orders-panel', 'personal-trigger', 'personal-panel',
        'personal-card', 'bell-trigger', 'bell-panel', 'unread-dot', 'logout-dialog', 'logout-overlay', 'chatroom'], async () => {
        await openAccountMenu(el, 'wallet');
        await openAccountMenu(el, 'orders');
        // the bell is a link: hovering opens its panel (React's onPointerEnter listens to pointerover)
        $(el, '[part="bell-trigger"]')!.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true, composed: true }));
        await waitUntil(() => $(el, '[part="bell-panel"]') && $(el, '[part="unread-dot"]'), 'no bell panel with the unread dot', { timeout: 8000 });
        const community = await openMenu(el, topButton(el, 'Community') ? 'Community' : 'More');
        [...community.querySelectorAll<HTMLButtonElement>('button[role="menuitem"]')].find((b) => b.textContent!.includes('Chat Room'))!.click();
        await waitUntil(() => $<HTMLDialogElement>(el, 'dialog[part="chatroom"]')?.open, 'the chat room did not open');
        $<HTMLDialogElement>(el, 'dialog[part="chatroom"]')!.close();
        // last: the logout ends in navigation (stubbed), its overlay left up
        const personal = await openAccountMenu(el, 'personal');
        buttonNamed(personal, 'Log out')!.click();
        await waitUntil(() => $<HTMLDialogElement>(el, '[part="logout-dialog"]')?.open, 'no logout dialog');
        buttonNamed($(el, '[part="logout-dialog"]')!, 'This device')!.click();
        await waitUntil(() => $(el, '[part="logout-overlay"]'), 'no logout overlay');
      });
    });
  });

  describe('<ex-footer>', () => {
    after(() => setViewport({ width: 800, height: 600 }));

    it('the Turkey edition, and on a phone the settings and the Turkey question', async () => {
      await setViewport({ width: 1440, height: 900 });
      const turkey = await fixture<HTMLElement>(html`<ex-footer site-id="177"></ex-footer>`);
      await waitUntil(() => turkey.shadowRoot?.querySelector('[part~="contact"]'), 'no Turkey contact block');
      await expectListed(turkey, ['footer', 'sections', 'section', 'contact', 'bottom', 'social']);
      await setViewport({ width: 375, height: 800 });
      const el = await fixture<HTMLElement>(html`<ex-footer site-id="0"></ex-footer>`);
      await waitUntil(() => el.shadowRoot?.querySelector('select[data-setting="locale"]'), 'no language selector');
      await expectListed(el, ['footer', 'settings', 'turkey-dialog'], async () => {
        const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[data-setting="locale"]')!;
        select.value = 'tr';
        select.dispatchEvent(new Event('change', { bubbles: true }));
        await waitUntil(() => el.shadowRoot!.querySelector<HTMLDialogElement>('[part="turkey-dialog"]')?.open, 'no Turkey question');
      });
    });

    it('an EU edition with its regulatory statement', async () => {
      const el = await fixture<HTMLElement>(html`<ex-footer site-id="106"></ex-footer>`);
      await waitUntil(() => el.shadowRoot?.querySelector('[part~="statement"]'), 'no EU statement');
      await expectListed(el, ['footer', 'legal', 'statement']);
    });
  });

  describe('the market lists', () => {
    beforeEach(resetMarketState);

    for (const tag of ['ex-market-dropdown', 'ex-market-search']) {
      it(`<${tag}>: tab rows, rows with tags, a chosen tab, View All, and no match`, async () => {
        const holder = await fixture<HTMLDivElement>(html`<div style="width:400px"></div>`);
        holder.innerHTML = `<${tag} market="spot"></${tag}>`;
        const el = holder.firstElementChild!;
        await expectListed(el, ['panel', 'search', 'tabs', 'tabs-main', 'tab', 'tab-selected', 'list', 'row', 'tag', 'tag-new', 'view-all', 'empty'], async () => {
          const root = el.shadowRoot!;
          await waitUntil(() => root.querySelector('[part~="row"]') && root.querySelector('[part~="tab-selected"]'), 'no rows', { timeout: 8000 });
          // New: rows with their tags
          [...root.querySelectorAll<HTMLElement>('[part~="tabs"] [role="tab"]')].find((t) => t.textContent!.trim() === 'New')!.click();
          await waitUntil(() => root.querySelector('[part~="row"] [part~="tag-new"]'), 'no tagged rows');
          // View All shows after 450 px of scroll
          const list = root.querySelector<HTMLElement>('[part~="list"][role="listbox"]')!;
          list.scrollTop = 451;
          await waitUntil(() => root.querySelector('[part~="view-all"]'), 'no View All');
          type(el.shadowRoot!.querySelector('input')!, 'zzqqxx-no-such-market');
          await waitUntil(() => el.shadowRoot!.querySelector('[part~="empty"]'), 'no empty state');
        });
      });
    }
  });

  describe('the other elements', () => {
    afterEach(() => { localStorage.clear(); });

    it('<ex-reminder-panel>: tabs with badges and messages', async () => {
      configure({ user: { isLogin: true, uid: 10086 } });
      // an API base of its own: no cache or unread count left by the header's bell before it
      const el = await fixture<HTMLElement>(html`<ex-reminder-panel api-base=${uniqueBase('parts')}></ex-reminder-panel>`);
      await expectListed(el, ['panel', 'tabs', 'badge', 'list', 'message', 'view-all'], async () => {
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="message"]') && el.shadowRoot!.querySelector('[part~="badge"]'), 'no messages', { timeout: 8000 });
      });
    });

    it('<ex-alpha-list>: chains, tabs, rows, and no match', async () => {
      resetMarketState();
      const el = await fixture<HTMLElement>(html`<ex-alpha-list></ex-alpha-list>`);
      await expectListed(el, ['alpha', 'side-menu', 'search', 'list', 'row', 'empty'], async () => {
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="row"]'), 'no tokens', { timeout: 8000 });
        type(el.shadowRoot!.querySelector('input')!, 'zzqqxx-no-such-token');
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="empty"]'), 'no empty state', { timeout: 8000 });
      });
    });

    it('<ex-search-modal>: the built-in search opened, with results and with none', async () => {
      configure({ searchApp: null } as never);
      const el = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await expectListed(el, ['trigger', 'dialog', 'input', 'results', 'option', 'close', 'empty'], async () => {
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="trigger"]'), 'no built-in search');
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="trigger"]')!.click();
        await waitUntil(() => el.shadowRoot!.querySelector<HTMLDialogElement>('[part~="dialog"]')?.open, 'the dialog did not open');
        const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!;
        type(input, 'btc');
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="option"]'), 'no results', { timeout: 8000 });
        type(input, 'zzqqxx-nothing');
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="empty"]'), 'no empty state', { timeout: 8000 });
      });
    });

    it('<ex-cookie-notice>, <ex-app-banner> and <ex-announcement-bar>', async () => {
      const notice = await fixture<HTMLElement>(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
      await waitUntil(() => notice.shadowRoot?.querySelector('[part~="accept"]'), 'no cookie notice');
      await expectListed(notice, ['notice', 'accept']);
      const banner = await fixture<HTMLElement>(html`<ex-app-banner></ex-app-banner>`);
      await waitUntil(() => banner.shadowRoot?.querySelector('[part~="open"]'), 'no app banner');
      await expectListed(banner, ['banner', 'close', 'download', 'open']);
      const bar = await fixture<HTMLElement>(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
      await waitUntil(() => bar.shadowRoot?.querySelector('[part~="close"]'), 'no announcement', { timeout: 8000 });
      await expectListed(bar, ['bar', 'content', 'close']);
    });
  });
});
