// <ex-header> below 992 px: the side drawer (same menus, H5 items, rewards card, the account
// side's settings with the language and fiat choices), the chat room, and the redirects on load.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import { sendKeys } from '@web/test-runner-commands';
import { stores } from '../../../core/stores';
import {
  $, $$, clearHeaderCaches, desktop, loggedIn, mount, openMenuHolding, page, phone, recordNavigation, shadow, USER,
} from '../../../testing/header';
import { committed, frames } from '../../../testing/settle';
import { cookieWrittenBy } from '../../../testing/cookie-recorder';

const toggle = (el: Element) => $<HTMLButtonElement>(el, '.xh-drawer-toggle')!;
const drawer = (el: Element) => $<HTMLDialogElement>(el, 'dialog.xh-drawer')!;
async function openDrawer(el: Element): Promise<HTMLDialogElement> {
  toggle(el).click();
  await waitUntil(() => drawer(el).open && drawer(el).querySelector('.xh-sections'), 'the drawer did not open', { timeout: 8000 });
  return drawer(el);
}
const heads = (d: HTMLElement) => [...d.querySelectorAll<HTMLButtonElement>('.xa-section-head')];
const labelOf = (head: HTMLButtonElement) => head.querySelector('.xa-grow')!.textContent;
const section = (d: HTMLElement, label: string) => heads(d).find((b) => labelOf(b) === label);
/** Opens a section of the drawer and returns its body. */
async function openSection(d: HTMLElement, label: string): Promise<HTMLElement> {
  await waitUntil(() => section(d, label), `no section ${label}`);
  const head = section(d, label)!;
  if (head.getAttribute('aria-expanded') !== 'true') head.click();
  await waitUntil(() => d.querySelector(`#${CSS.escape(head.getAttribute('aria-controls')!)}`), `${label} did not open`);
  return d.querySelector<HTMLElement>(`#${CSS.escape(head.getAttribute('aria-controls')!)}`)!;
}

describe('<ex-header> side drawer (below 992 px)', () => {
  before(phone);
  after(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });

  it('the bar navigation gives way to the drawer button; the drawer is 352 px wide and modal', async () => {
    const el = await mount();
    expect(getComputedStyle($(el, '.xh-nav')!).display).to.equal('none');
    expect(getComputedStyle(toggle(el)).display).to.not.equal('none');
    const d = await openDrawer(el);
    expect(d.matches(':modal')).to.be.true;
    expect(d.offsetWidth).to.equal(352);
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
  });

  it('holds the same menus as disclosures, without the entries hidden below 992 px', async () => {
    page({ common: { fiat_list: [{ fiat: 'USD' }, { fiat: 'EUR' }] } });
    const el = await mount();
    const d = await openDrawer(el);
    const labels = heads(d).map(labelOf);
    expect(labels).to.include.members(['Settings', 'Buy Crypto', 'Trade', 'Futures', 'Earn', 'Community', 'More']);
    const trade = section(d, 'Trade')!;
    expect(trade.getAttribute('aria-expanded')).to.equal('false');
    expect((await openSection(d, 'Trade')).querySelector('a[href="/trade/BTC_USDT"]')).to.exist;
    // one section at a time (§4); every menu section opened in turn
    for (const label of ['Buy Crypto', 'Trade', 'Futures', 'Earn', 'Community', 'More']) {
      const body = await openSection(d, label);
      expect(heads(d).filter((h) => h.getAttribute('aria-expanded') === 'true').map(labelOf), label).to.deep.equal([label]);
      for (const gone of ['/competition/center/trading', '/c2cloan/cny', '/broker', '/institution/quant-fund']) {
        expect(body.querySelector(`a[href="${gone}"]`), gone).to.equal(null);
      }
      expect(body.querySelector('a[href^="https://testnet."]')).to.equal(null);
      expect(body.querySelector('[data-panel], [data-panel-frame]')).to.equal(null);
    }
    // "Pay with" is a plain buy link here
    expect((await openSection(d, 'Buy Crypto')).querySelector('a[href="/crypto/buy-USD-USDT"]')).to.exist;
  });

  it('logged out: the rewards card; logged in: none', async () => {
    const out = await mount();
    const d = await openDrawer(out);
    expect(d.querySelector('.xh-rewards-card')!.textContent).to.contain('20 USDT');
    expect(d.querySelector('.xh-rewards-card a')!.getAttribute('href')).to.equal(`/signup?redirect_url=${encodeURIComponent(location.pathname)}`);
    page(loggedIn());
    const inside = await mount();
    expect((await openDrawer(inside)).querySelector('.xh-rewards-card')).to.equal(null);
    page({ flags: { register: false } });
    expect((await openDrawer(await mount())).querySelector('.xh-rewards-card')).to.equal(null);
  });

  it('Escape closes it and gives focus back to the drawer button', async () => {
    const el = await mount();
    toggle(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => drawer(el).open);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !drawer(el).open);
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('false');
    await waitUntil(() => shadow(el).activeElement === toggle(el), 'focus did not return');
  });

  it('the close button closes it; widening past 992 px closes it', async () => {
    const el = await mount();
    const d = await openDrawer(el);
    d.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!.click();
    await waitUntil(() => !d.open);
    await openDrawer(el);
    el.style.width = '1200px';
    await waitUntil(() => !d.open, 'the drawer stayed open on a wide bar');
    el.style.width = '';
  });

  const buttonNamed = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent!.includes(text));

  it('one language choice, the settings\' (with the Turkish modal): it rewrites the page path, the current one marked', async () => {
    page({ lang: 'de' });
    const nav = recordNavigation();
    try {
      const el = await mount({ lang: 'de', pagePath: '/de/trade/BTC_USDT?tab=spot' });
      const d = await openDrawer(el);
      const settings = await openSection(d, 'Einstellungen');
      buttonNamed(settings, 'Sprache')!.click();
      await waitUntil(() => d.querySelector('.xa-option[lang="zh-CN"]'), 'no language list');
      expect(d.querySelectorAll('.xa-option[lang="de"]').length).to.equal(1);
      expect(d.querySelector('.xa-option[lang="de"]')!.getAttribute('aria-current')).to.equal('true');
      d.querySelector<HTMLButtonElement>('.xa-option[lang="zh-CN"]')!.click();
      expect(nav.assigned).to.deep.equal(['/zh/trade/BTC_USDT?tab=spot']);
      d.querySelector<HTMLButtonElement>('.xa-option[lang="tr"]')!.click();
      await waitUntil(() => d.querySelector('[part="turkey-dialog"][open]'), 'no Turkish modal');
    } finally {
      nav.restore();
      page();
    }
  });

  it('one fiat choice, the settings\': it writes curr_fiat and reloads the page', async () => {
    const nav = recordNavigation();
    try {
      const el = await mount();
      const d = await openDrawer(el);
      const events: unknown[] = [];
      el.addEventListener('ex-settings-change', (e) => events.push((e as CustomEvent).detail));
      buttonNamed(await openSection(d, 'Settings'), 'Currency')!.click();
      await waitUntil(() => d.querySelector('ul.xa-fiats'), 'no fiat list');
      // the write, not the jar: a Secure cookie stays out of WebKit's jar on http://localhost
      expect(cookieWrittenBy('curr_fiat', () => buttonNamed(d.querySelector('ul.xa-fiats')!, 'EUR')!.click())?.value).to.equal('EUR');
      expect(stores.fiat.get()).to.equal('EUR');
      expect(nav.reloads).to.equal(1);
      expect(events).to.deep.equal([{ setting: 'fiat', value: 'EUR' }]);
    } finally {
      nav.restore();
      stores.fiat.set('USD');
    }
  });

  it('flags hide the language and fiat choices', async () => {
    page({ flags: { language: false, exchangeRate: false } });
    const settings = await openSection(await openDrawer(await mount()), 'Settings');
    expect(buttonNamed(settings, 'Language')?.textContent ?? 'none').to.equal('none');
    expect(settings.querySelectorAll('[role="switch"]').length).to.equal(1); // the theme's
  });

  it('with the remote menu, the drawer lists the H5 items', async () => {
    page({ flags: { newMenu: true } });
    const el = await mount();
    const d = await openDrawer(el);
    await waitUntil(() => section(d, 'Trade'), 'no remote menu');
    const links = new Set([...d.querySelectorAll('.xh-sections > li > a')].map((a) => a.getAttribute('href')));
    for (const head of heads(d).filter((h) => h.closest('.xh-sections'))) {
      for (const a of (await openSection(d, labelOf(head)!)).querySelectorAll('a')) links.add(a.getAttribute('href'));
    }
    expect(links.has('/app'), 'an H5 item').to.equal(true);
    expect(links.has('/copytrading')).to.equal(true);
    expect(links.has('/untitled')).to.equal(false);
  });

  it('axe: the drawer open, light and dark', async function () {
    this.timeout(30000);
    const light = await mount();
    await openDrawer(light);
    await expect(light).to.be.accessible();
    light.remove();
    const el = await mount({ theme: 'dark' });
    const d = await openDrawer(el);
    await openSection(d, 'Trade');
    await expect(el).to.be.accessible();
  });
});

describe('<ex-header> chat room (§2 community, §6)', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });

  it('opens in place with the nickname and the sub-account flag', async () => {
    page(loggedIn({ ...USER, is_sub_account: true }));
    const el = await mount();
    let detail: unknown = null;
    el.addEventListener('ex-chatroom-open', (e) => { detail = (e as CustomEvent).detail; }, { once: true });
    const menu = await openMenuHolding(el, 'Community');
    [...menu.querySelectorAll<HTMLButtonElement>('button[role="menuitem"]')].find((b) => b.textContent!.includes('Chat Room'))!.click();
    expect(detail).to.deep.equal({ nickname: 'Satoshi N.', isSubAccount: true, isLogin: true });
    const chat = $<HTMLDialogElement>(el, 'dialog.xh-chat')!;
    await waitUntil(() => chat.open);
    expect(chat.textContent).to.contain('Chatting as Satoshi N.');
    expect(chat.textContent).to.contain('Sub-accounts can read');
    expect(chat.querySelector('slot[name="chatroom"]')).to.exist;
    await expect(el).to.be.accessible();
    chat.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await waitUntil(() => !chat.open);
  });

  it('the page may open its own chat instead (ex-chatroom-open is cancelable); logged-out visitors are asked to log in', async () => {
    const el = await mount();
    let asked = false;
    el.addEventListener('ex-chatroom-open', (e) => { asked = true; e.preventDefault(); }, { once: true });
    const menu = await openMenuHolding(el, 'Community');
    const button = [...menu.querySelectorAll<HTMLButtonElement>('button[role="menuitem"]')].find((b) => b.textContent!.includes('Chat Room'))!;
    button.click();
    const chat = $<HTMLDialogElement>(el, 'dialog.xh-chat')!;
    await waitUntil(() => asked, 'no ex-chatroom-open'); // the page was asked and said no,
    await frames(); // and the header has rendered its answer
    expect(chat.open).to.be.false;
    await openMenuHolding(el, 'Community');
    button.click();
    await waitUntil(() => chat.open);
    expect(chat.querySelector('a[href="/login"]')).to.exist;
  });
});

describe('<ex-header> chat room: where focus goes when it closes (WCAG 2.4.3)', () => {
  afterEach(desktop);
  beforeEach(() => { clearHeaderCaches(); page(loggedIn()); });

  const active = (el: Element) => shadow(el).activeElement;
  const chat = (el: Element) => $<HTMLDialogElement>(el, 'dialog.xh-chat')!;
  const named = (node: Element | null) => node?.outerHTML.slice(0, 80) ?? `<${document.activeElement?.localName}>`;

  for (const close of ['Escape', 'the close button'] as const) {
    it(`from the Community menu, by keys: ${close} closes it, and focus goes back to the menu's button`, async () => {
      await desktop();
      const el = await mount();
      const menu = await openMenuHolding(el, 'Community'); // the menu that holds the entry, and its button
      const button = $(el, `[aria-controls="${menu.id}"]`)!;
      const row = [...menu.querySelectorAll<HTMLButtonElement>('button[role="menuitem"]')].find((b) => b.textContent!.includes('Chat Room'))!;
      row.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => chat(el).open && chat(el).contains(active(el)), 'the chat did not open with focus in it');
      await waitUntil(() => button.getAttribute('aria-expanded') === 'false', 'the menu stayed open');
      if (close === 'the close button') chat(el).querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.focus();
      await sendKeys({ press: close === 'Escape' ? 'Escape' : 'Enter' });
      await waitUntil(() => !chat(el).open, `${close} did not close the chat`);
      await waitUntil(() => active(el) === button, `focus went to ${named(active(el))}`);
    });
  }

  it('from the drawer: focus goes back to the drawer\'s button', async () => {
    await phone();
    const el = await mount();
    toggle(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => drawer(el).open && drawer(el).querySelector('.xh-sections'), 'the drawer did not open', { timeout: 8000 });
    const body = await openSection(drawer(el), 'Community');
    [...body.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.includes('Chat Room'))!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => chat(el).open && !drawer(el).open, 'the chat did not take the drawer\'s place');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !chat(el).open, 'Escape did not close the chat');
    await waitUntil(() => active(el) === toggle(el), `focus went to ${named(active(el))}`);
  });
});

describe('<ex-header> redirects on load (§2, §4, §6)', () => {
  before(desktop);
  let nav: ReturnType<typeof recordNavigation>;
  beforeEach(() => { clearHeaderCaches(); nav = recordNavigation(); });
  afterEach(() => { nav.restore(); page(); });

  const mountAt = async (pagePath: string, siteId?: number) =>
    fixture<HTMLElement>(html`<ex-header page-path=${pagePath} site-id=${siteId ?? ''}></ex-header>`);

  it('a logged-out visitor on a listed path goes to the host of the host map', async () => {
    page({ hostMap: { [location.hostname]: 'www.example.com' } });
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('ex-redirect', listen);
    await mountAt('/trade/BTC_USDT');
    await waitUntil(() => nav.assigned.length === 1);
    document.removeEventListener('ex-redirect', listen);
    expect(nav.assigned).to.deep.equal(['https://www.example.com/trade/BTC_USDT']);
    expect(events).to.deep.equal([{ href: 'https://www.example.com/trade/BTC_USDT', reason: 'host-map' }]);
  });

  it('not when logged in, not on other paths, not when the page cancels ex-redirect', async () => {
    page({ ...loggedIn(), hostMap: { [location.hostname]: 'www.example.com' } });
    (await mountAt('/')).remove();
    page({ hostMap: { [location.hostname]: 'www.example.com' } });
    await mountAt('/myaccount/profile');
    let cancelled = 0;
    const cancel = (e: Event) => { cancelled++; e.preventDefault(); };
    document.addEventListener('ex-redirect', cancel);
    await mountAt('/fee');
    await waitUntil(() => cancelled > 0, 'no ex-redirect on /fee'); // it asked, the page said no,
    await frames(); // and the header has carried on
    document.removeEventListener('ex-redirect', cancel);
    expect(nav.assigned).to.deep.equal([]);
  });

  it('the AU site under the au_redirect limit sends every visitor to /state_compliance_tips', async () => {
    page({ ...loggedIn(), compliance: { menuList: [], businessList: [], au_redirect: true } });
    await mountAt('/pre-market/ABC', 11);
    await waitUntil(() => nav.assigned.length === 1);
    expect(nav.assigned).to.deep.equal(['/state_compliance_tips']);
    const there = await mountAt('/state_compliance_tips', 11);
    const elsewhere = await mountAt('/pre-market/ABC', 0);
    // both have rendered and run their effects: a redirect would have happened by now
    await committed(there);
    await committed(elsewhere);
    expect(nav.assigned.length).to.equal(1);
  });

  it('renders a working header all the same', async () => {
    page({ hostMap: { [location.hostname]: 'www.example.com' } });
    const el = await mount({ pagePath: '/' });
    expect($$(el, '.xh-top-btn').length).to.be.greaterThan(2);
  });
});
