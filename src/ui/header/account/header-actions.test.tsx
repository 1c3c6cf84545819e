import { waitUntil } from '../../../testing/wait';
import sinon from 'sinon';
import { $, $$, cancelNavigation, expect, find, hrefs, mount, openMenu, page } from '../../../testing/header-account';
import { watchRequests } from '../../../testing/settle';

describe('HeaderActions: who sees what', () => {
  let uncancel: () => void;
  beforeEach(() => { uncancel = cancelNavigation(); });
  afterEach(() => { uncancel(); sinon.restore(); });

  it('logged out: login and sign-up, settings and theme; no wallet, orders, personal centre or bell (§6)', async () => {
    page({ user: null });
    const el = await mount();
    const login = await find<HTMLAnchorElement>(el, '[part="login"]');
    expect(login.getAttribute('href')).to.equal('/login');
    expect($(el, '[part="signup"]')!.getAttribute('href')).to.match(/^\/signup\?redirect_url=/);
    for (const part of ['wallet', 'orders', 'personal', 'bell']) expect($(el, `[part="${part}-trigger"]`), part).to.equal(null);
    expect($(el, '[part="settings-trigger"]')).to.not.equal(null);
    expect($(el, '[part="theme-toggle"]')).to.not.equal(null);
    expect($(el, '[part="deposit"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('logged out: sign-up hidden by the register flag; the language prefix on links', async () => {
    page({ user: null, flags: { register: false }, lang: 'de' });
    const el = await mount();
    expect((await find(el, '[part="login"]')).getAttribute('href')).to.equal('/de/login');
    expect($(el, '[part="signup"]')).to.equal(null);
    await waitUntil(() => $(el, '[part="login"]')!.textContent === 'Anmelden', 'the German catalog did not apply');
    page({ lang: 'en' });
  });

  it('testnet: the login link is the authorize redirect (§4)', async () => {
    page({ user: null, testnet: true });
    const el = await mount();
    expect((await find(el, '[part="login"]')).getAttribute('href')).to.match(/^\/oauth\/authorize\?redirect_uri=http/);
  });

  it('main, logged in: deposit, wallet, orders, personal centre, bell, download, settings, theme', async () => {
    page();
    const el = await mount();
    expect((await find(el, '[part="deposit"]')).getAttribute('href')).to.equal('/myaccount/deposit/USDT');
    for (const part of ['wallet', 'orders', 'personal', 'bell', 'download', 'settings']) {
      expect($(el, `[part="${part}-trigger"]`), part).to.not.equal(null);
    }
    expect($(el, '[part="bell-trigger"]')!.getAttribute('href')).to.equal('/reminder');
    await expect(el).to.be.accessible();
  });

  it('wallet menu: every main-site entry, cross margin once cross_margin/info says so', async () => {
    page();
    const el = await mount();
    const panel = await openMenu(el, 'wallet');
    await waitUntil(() => hrefs(panel).includes('/myaccount/myfunds/cross_margin'), 'cross margin did not appear');
    expect(hrefs(panel)).to.include.members([
      '/myaccount/myfunds', '/myaccount/myfunds/spot', '/myaccount/myfunds/futures', '/myaccount/funds/alpha',
      '/myaccount/deposit/USDT', '/myaccount/withdraw/USDT', '/myaccount/mypurselog', '/gt', '/myaccount/point_manage',
    ]);
    expect(panel.querySelectorAll('h3').length).to.equal(3);
    await expect(el).to.be.accessible();
  });

  it('US: deposit, no download QR; the settings menu offers green-up and 24h only (§6)', async () => {
    page({ site: 232 });
    const el = await mount();
    await find(el, '[part="deposit"]');
    expect($(el, '[part="download-trigger"]')).to.equal(null);
    const settings = await openMenu(el, 'settings');
    const values = [...settings.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((i) => i.value);
    expect(values).to.deep.equal(['risegreen', '24h']);
  });

  it('EU: no download QR; Japan: no deposit, UTC+8 hidden, its own fiat routes', async () => {
    page({ site: 106 });
    let el = await mount();
    await find(el, '[part="settings-trigger"]');
    expect($(el, '[part="download-trigger"]')).to.equal(null);
    expect($(el, '[part="deposit"]')).to.equal(null);

    page({ site: 83 });
    el = await mount();
    const settings = await openMenu(el, 'settings');
    const values = [...settings.querySelectorAll<HTMLInputElement>('input[name$="reftime"]')].map((i) => i.value);
    expect(values).to.deep.equal(['24h', 'utc0']);
    expect($(el, '[part="deposit"]')).to.equal(null);
    const wallet = await openMenu(el, 'wallet');
    expect(hrefs(wallet)).to.include.members(['/myaccount/deposit_fiat/JPY', '/myaccount/withdraw_fiat/JPY']);
  });

  it('UAE: no cross margin whatever the uid; UTC+8 hidden', async () => {
    page({ site: 181 });
    const requests = watchRequests();
    const el = await mount();
    const wallet = await openMenu(el, 'wallet');
    // the account data the rows follow has come (account_mode, and cross_margin/info if it was asked), and has rendered
    await requests.ended('/unified/account_mode');
    await requests.ended('/cross_margin/info');
    expect(hrefs(wallet)).not.to.include('/myaccount/myfunds/cross_margin');
    expect(hrefs(wallet)).to.include('/myaccount/deposit_fiat');
  });

  it('UK-wide and Italy limits hide wallets and orders (§6)', async () => {
    page({ site: 182, common: { isUKLimit: true } });
    let el = await mount();
    await find(el, '[part="personal-trigger"]');
    expect($(el, '[part="wallet-trigger"]')).to.equal(null);
    expect($(el, '[part="orders-trigger"]')).to.equal(null);
    page({ common: { isItalyLimit: true } });
    el = await mount();
    await find(el, '[part="personal-trigger"]');
    expect($(el, '[part="wallet-trigger"]')).to.equal(null);
  });

  it('compliance: deposit hides the button and deposit rows; C2C and alpha orders hidden', async () => {
    page({ compliance: { menuList: ['deposit', 'c2c_orders', 'alpha_account'] } });
    const el = await mount();
    await find(el, '[part="wallet-trigger"]');
    expect($(el, '[part="deposit"]')).to.equal(null);
    const orders = await openMenu(el, 'orders');
    expect(hrefs(orders)).to.include('/myaccount/myorders');
    expect(hrefs(orders)).not.to.include.members(['/p2p/orders']);
    expect(hrefs(orders)).not.to.include('/myaccount/order/alpha/record');
  });

  it('feature flags hide their options', async () => {
    page({ flags: { notification: false, download: false, setting: false, theme: false, personalInfo: false, multipleOrder: false } });
    const el = await mount();
    await find(el, '[part="wallet-trigger"]');
    for (const part of ['bell', 'download', 'settings', 'personal', 'orders']) expect($(el, `[part="${part}-trigger"]`), part).to.equal(null);
    expect($(el, '[part="theme-toggle"]')).to.equal(null);
    // multiple order off: the orders entry is the spot orders link alone
    expect($$(el, 'a.xa-orders-link').map((a) => a.getAttribute('href'))).to.deep.equal(['/myaccount/myorders']);
  });

  it('menus open one at a time; Escape closes and returns focus; ArrowDown opens onto the first link', async () => {
    page();
    const el = await mount();
    await openMenu(el, 'wallet');
    await openMenu(el, 'orders');
    expect($(el, '[part="wallet-panel"]')).to.equal(null);
    const orders = $(el, '[part="orders-panel"]')!;
    const first = orders.querySelector('a')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    expect(el.shadowRoot!.activeElement).to.equal(orders.querySelectorAll('a')[1]);
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => !$(el, '[part="orders-panel"]'));
    const trigger = $(el, '[part="orders-trigger"]')!;
    expect(el.shadowRoot!.activeElement).to.equal(trigger);
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    await waitUntil(() => el.shadowRoot!.activeElement?.getAttribute('href') === '/myaccount/myorders');
  });

  it('a click outside closes the open menu', async () => {
    page();
    const el = await mount();
    await openMenu(el, 'settings');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => !$(el, '[part="settings-panel"]'));
  });

  it('drawer: the same menus as sections, the bell as a link row, settings with the theme switch', async () => {
    page();
    const el = await mount('drawer');
    await find(el, '.xa-section-head');
    const heads = $$(el, '.xa-section-head');
    expect(heads.map((h) => h.querySelector('.xa-grow')!.textContent)).to.deep.equal(['Account', 'Wallet', 'Orders', 'Settings']);
    expect(hrefs(el.shadowRoot as unknown as Element)).to.include.members(['/myaccount/deposit/USDT', '/reminder', '/mobileapp?pos=header']);
    heads[3].click();
    const body = await find(el, '.xa-section-body');
    expect(body.querySelectorAll('[role="switch"]').length).to.equal(2); // fiat values, dark theme
    heads[1].click();
    await waitUntil(() => $$(el, '.xa-section-body').length === 1 && hrefs($(el, '.xa-section-body')!).includes('/myaccount/myfunds'));
    await expect(el).to.be.accessible();
  });

  it('drawer, logged out: login and sign-up and the settings', async () => {
    page({ user: null });
    const el = await mount('drawer');
    await find(el, '[part="login"]');
    expect($$(el, '.xa-section-head').map((h) => h.textContent!.trim())).to.deep.equal(['Settings']);
  });

  it('Arabic: right to left', async () => {
    page({ lang: 'ar' });
    const el = await mount();
    expect((await find(el, '.xa-root')).getAttribute('dir')).to.equal('rtl');
    page({ lang: 'en' });
  });
});
