import { oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import sinon from 'sinon';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { navigation } from '../../../core/navigation';
import { cookies } from '../../../core/persist';
import { $, cancelNavigation, expect, find, hrefs, mount, openMenu, page, texts, type PageCase } from '../../../testing/header-account';
import { AWAY, centre } from '../../../testing/pointer';

/** Opens the personal menu as the mouse does (a click on the avatar goes to the profile, §2), once its content is there. */
const openPersonal = (el: HTMLElement): Promise<HTMLElement> => openMenu(el, 'personal');

async function personal(c: PageCase = {}, attrs = '') {
  page(c);
  const el = await mount('bar', attrs);
  return { el, panel: await openPersonal(el) };
}

const focused = (el: Element) => el.shadowRoot!.activeElement;
const logOutIn = (panel: Element) => [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Log out')!;

/** A logged-in header whose personal menu ArrowDown on the focused avatar opened, focus inside it. */
async function openedByKeys() {
  page();
  const el = await mount();
  const avatar = await find(el, '[part="personal-trigger"]');
  avatar.focus();
  await sendKeys({ press: 'ArrowDown' });
  const panel = await find(el, '[part="personal-panel"]');
  await waitUntil(() => panel.contains(focused(el)), `ArrowDown did not enter the menu: focus is on ${focused(el)?.outerHTML.slice(0, 80)}`, { timeout: 8000 });
  return { el, avatar, panel };
}

describe('HeaderActions: personal centre', () => {
  let uncancel: () => void;
  beforeEach(() => { uncancel = cancelNavigation(); });
  afterEach(() => { uncancel(); sinon.restore(); cookies.remove('switch_account_tag'); });

  it('the avatar is a link to {prefix}/myaccount/profile (§2): a click goes there, and says so to the host', async () => {
    page({ lang: 'zh' });
    const el = await mount();
    const avatar = await find<HTMLAnchorElement>(el, '[part="personal-trigger"]');
    expect(avatar.localName).to.equal('a');
    expect(avatar.getAttribute('href')).to.equal('/zh/myaccount/profile');
    const navigate = oneEvent(el, 'ex-navigate');
    avatar.click();
    expect((await navigate).detail).to.deep.equal({ href: '/zh/myaccount/profile', source: 'personal-trigger' });
    page({ lang: 'en' });
  });

  it('hovering the avatar opens the personal menu, as the bell\'s panel', async () => {
    const { el, panel } = await personal();
    expect($(el, '[part="personal-trigger"]')!.getAttribute('aria-expanded')).to.equal('true');
    expect($(el, '[part="personal-trigger"]')!.getAttribute('aria-controls')).to.equal(panel.id);
    await expect(el).to.be.accessible();
  });

  it('ArrowDown on the avatar opens the menu onto its first control; Escape gives focus back to the avatar; it says Enter opens the profile and ArrowDown the menu', async () => {
    const { el, avatar, panel } = await openedByKeys();
    expect(focused(el)).to.equal(panel.querySelector('[part="personal-card"]')); // its first control
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => focused(el) === avatar, 'Escape did not give focus back to the avatar');
    expect(avatar.getAttribute('aria-expanded')).to.equal('false');
    const hint = el.shadowRoot!.getElementById(avatar.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(hint, 'the avatar describes its keys').to.match(/Enter.*(Down|↓)/);
  });

  it('the personal card links to the profile, with nickname, VIP tier and UID', async () => {
    const { el, panel } = await personal({ user: { tier_level: 5 } });
    const card = panel.querySelector('[part="personal-card"]')!;
    expect(card.getAttribute('href')).to.equal('/myaccount/profile');
    expect(card.textContent).to.contain('Satoshi N.');
    expect(texts(panel, '.xa-badge')).to.deep.equal(['VIP 5']);
    expect(panel.textContent).to.contain('UID 10086123');
    await expect(el).to.be.accessible();
  });

  it('tier 0 is a regular user; a trial VIP carries the trial badge', async () => {
    let { panel } = await personal({ user: { tier_level: 0 } });
    expect(texts(panel, '.xa-badge')).to.deep.equal(['Regular user']);
    ({ panel } = await personal({ user: { tier_level: 1, is_trial_vip: true } }));
    expect(texts(panel, '.xa-badge')).to.deep.equal(['VIP 1', 'Trial']);
  });

  it('main: progress with 2 decimals and the plans 1–3 hint (§5)', async () => {
    const { panel } = await personal({ user: { tier_level: 1 } });
    expect(panel.querySelector('progress')!.value).to.equal(42.5);
    expect(panel.textContent).to.contain('42.50%');
    expect(panel.textContent).to.contain('Upgrade to VIP 2');
    expect(texts(panel, '.xa-plans li')).to.deep.equal([
      '30-day trading volume of 1,500,000 USDT', 'GT holdings of 2,000 GT', 'Total assets of 300,000 USD',
    ]);
  });

  it('UK, AU, US: plan 1 and the assets plan 3; UAE plan 1; Japan and UAE none at tier 0', async () => {
    for (const site of [182, 11, 232]) {
      const { panel } = await personal({ site, user: { tier_level: 5 } });
      expect(texts(panel, '.xa-plans li').length, `site ${site}`).to.equal(2);
      expect(texts(panel, '.xa-plans li')[1]).to.contain('Total assets');
    }
    let { panel } = await personal({ site: 181, user: { tier_level: 1 } });
    expect(texts(panel, '.xa-plans li')).to.deep.equal(['30-day trading volume of 1,500,000 USDT']);
    for (const site of [181, 83]) {
      ({ panel } = await personal({ site, user: { tier_level: 0 } }));
      expect(panel.querySelector('.xa-tier'), `site ${site}`).to.equal(null);
    }
    ({ panel } = await personal({ site: 182, user: { tier_level: 0 } }));
    expect(panel.querySelector('.xa-tier')).to.not.equal(null);
  });

  it('the weak-safety notice when safe_level is 1 or less', async () => {
    let { panel, el } = await personal({ user: { safe_level: 1 } });
    expect(panel.querySelector('.xa-notice a')!.getAttribute('href')).to.equal('/myaccount/security-setting');
    await expect(el).to.be.accessible();
    ({ panel } = await personal({ user: { safe_level: 2 } }));
    expect(panel.querySelector('.xa-notice')).to.equal(null);
  });

  it('the trading account: spot until upgraded (account_mode)', async () => {
    const { panel } = await personal();
    await waitUntil(() => panel.querySelector('.xa-mode'), 'account mode did not load');
    expect(panel.querySelector('.xa-mode')!.textContent).to.contain('Spot account');
    expect(panel.querySelector('.xa-upgrade')!.getAttribute('href')).to.equal('/unified-trading-account');
  });

  it('user menu: §2 links; sub-account management only for non-sub-accounts with white_list_show', async () => {
    let { panel } = await personal();
    expect(hrefs(panel)).to.include.members([
      '/myaccount/kyc_home', '/myaccount/security-setting', '/myaccount/coupon_center', '/myaccount/profile/api-key/manage',
      '/myaccount/sub_account_manage', '/myaccount/tickets', '/fee', '/groupchat/service', '/reminder',
    ]);
    ({ panel } = await personal({ user: { is_sub_account: true } }));
    expect(hrefs(panel)).not.to.include('/myaccount/sub_account_manage');
    ({ panel } = await personal({ user: { white_list_show: false } }));
    expect(hrefs(panel)).not.to.include('/myaccount/sub_account_manage');
  });

  it('Switch Account: main site non-sub-accounts, or the switch-tag cookie; it fires ex-account-switch', async () => {
    let { el, panel } = await personal();
    const button = [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Switch account')!;
    setTimeout(() => button.click());
    const event = await oneEvent(el, 'ex-account-switch');
    expect(event.detail).to.deep.equal({ uid: 10086123 });
    ({ panel } = await personal({ user: { is_sub_account: true } }));
    expect(panel.textContent).not.to.contain('Switch account');
    ({ panel } = await personal({ site: 182 }));
    expect(panel.textContent).not.to.contain('Switch account');
    cookies.set('switch_account_tag', '1');
    ({ el, panel } = await personal({ site: 182 }));
    expect(panel.textContent).to.contain('Switch account');
  });

  it('copies the UID and says "Copied successfully"', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const { el, panel } = await personal();
    (panel.querySelector('button[aria-label="Copy UID"]') as HTMLButtonElement).click();
    await waitUntil(() => $(el, '[part="toast"]')!.textContent === 'Copied successfully');
    expect(write.calledOnceWith('10086123')).to.equal(true);
    expect($(el, '[part="toast"]')!.getAttribute('role')).to.equal('status');
  });

  it('a refused clipboard says so', async () => {
    sinon.stub(navigator.clipboard, 'writeText').rejects(new Error('denied'));
    const { el, panel } = await personal();
    (panel.querySelector('button[aria-label="Copy UID"]') as HTMLButtonElement).click();
    await waitUntil(() => $(el, '[part="toast"]')!.textContent!.startsWith('Could not copy'));
  });
});

// The cookies themselves are checked in core/header/account/logout.test.ts; pages of the
// runner share cookies, so here the removal is watched, not the jar.
describe('HeaderActions: logout', () => {
  let remove: sinon.SinonStub;
  beforeEach(() => { remove = sinon.stub(cookies, 'remove'); });
  afterEach(() => sinon.restore());

  async function openLogout(attrs = '') {
    page();
    const el = await mount('bar', attrs);
    logOutIn(await openPersonal(el)).click();
    const dialog = await find<HTMLDialogElement>(el, '[part="logout-dialog"]');
    return { el, dialog };
  }
  const button = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;

  it('confirm dialog: all devices or this device; the overlay; cookies cleared; ex-logout; {prefix}/login', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, dialog } = await openLogout();
    expect(dialog.open).to.equal(true);
    expect(button(dialog, 'All devices')).to.not.equal(undefined);
    await expect(el).to.be.accessible();
    const logoutEvent = oneEvent(el, 'ex-logout');
    button(dialog, 'This device').click();
    await find(el, '[part="logout-overlay"]');
    expect((await logoutEvent).detail).to.deep.equal({ scope: 'this', href: '/login' });
    await waitUntil(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal('/login');
    expect(remove.getCalls().map((c) => c.args[0])).to.deep.equal(['pver', 'sign']);
    expect(assign.calledAfter(remove)).to.equal(true);
  });

  it('a host that cancels ex-logout routes itself: the overlay goes, no redirect', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, dialog } = await openLogout();
    el.addEventListener('ex-logout', (e) => e.preventDefault());
    button(dialog, 'All devices').click();
    await waitUntil(() => !$(el, '[part="logout-overlay"]') && !$(el, '[part="logout-dialog"]'));
    expect(assign.called).to.equal(false);
  });

  it('a failed call shows no error (§8): cookies cleared and the login page all the same', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, dialog } = await openLogout('api-base="/__fault/500"');
    button(dialog, 'This device').click();
    await waitUntil(() => assign.called, 'no redirect');
    expect(assign.firstCall.args[0]).to.equal('/login');
    expect(remove.getCalls().map((c) => c.args[0])).to.deep.equal(['pver', 'sign']);
    expect($(el, '[role="alert"]')).to.equal(null);
  });

  // APG dialog: closing it gives focus back to the control that opened it, here the menu's
  // button (the panel holding "Log out" closes as the dialog opens)
  const dialogOf = (el: Element) => $<HTMLDialogElement>(el, '[part="logout-dialog"]');
  async function cancelsBackTo(el: HTMLElement, trigger: Element, close: 'Escape' | 'the close button') {
    await waitUntil(() => dialogOf(el)?.contains(focused(el)), 'focus is not in the dialog');
    if (close === 'the close button') dialogOf(el)!.querySelector<HTMLButtonElement>('.ex-dialog-close')!.focus();
    await sendKeys({ press: close === 'Escape' ? 'Escape' : 'Enter' });
    await waitUntil(() => !dialogOf(el), `${close} did not close the dialog`);
    await waitUntil(() => focused(el) === trigger, `${close}: focus went to ${focused(el)?.outerHTML.slice(0, 80) ?? `<${document.activeElement?.localName}>`}`);
    expect(remove.called, 'logged out').to.equal(false);
  }

  for (const close of ['Escape', 'the close button'] as const) {
    it(`from the keyboard, ${close} cancels it and focus goes back to the avatar`, async () => {
      const { el, avatar, panel } = await openedByKeys();
      logOutIn(panel).focus();
      await sendKeys({ press: 'Enter' });
      await cancelsBackTo(el, avatar, close);
      expect(avatar.getAttribute('aria-expanded')).to.equal('false');
    });
  }

  it('in the drawer, cancelling it gives focus back to the personal section\'s button', async () => {
    page();
    const el = await mount('drawer');
    const head = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.xa-section-head')].find((b) => b.querySelector('.xa-grow')!.textContent === 'Account')!;
    head.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.querySelector('.xa-section-body .xa-personal'), 'the section did not open', { timeout: 8000 });
    logOutIn(el.shadowRoot!.querySelector('.xa-section-body')!).focus();
    await sendKeys({ press: 'Enter' });
    await cancelsBackTo(el, head, 'Escape');
  });

  it('with the mouse, from a hover-opened menu: the menu closes for the dialog, and cancelling it gives focus to the avatar', async () => {
    await setViewport({ width: 1440, height: 900 });
    page();
    const el = await mount();
    const avatar = await find(el, '[part="personal-trigger"]');
    await sendMouse({ type: 'move', position: centre(avatar) });
    const panel = await find(el, '[part="personal-panel"]');
    await waitUntil(() => panel.childElementCount, 'the personal menu\'s content did not load', { timeout: 8000 });
    logOutIn(panel).click(); // a click as Safari makes it, giving the button no focus
    await find(el, '[part="logout-dialog"]');
    await waitUntil(() => avatar.getAttribute('aria-expanded') === 'false', 'the menu stayed open under the dialog');
    await sendMouse({ type: 'click', position: centre(dialogOf(el)!.querySelector('.ex-dialog-close')!) });
    await waitUntil(() => !dialogOf(el), 'the close button did not close the dialog');
    await sendMouse({ type: 'move', position: AWAY });
    await waitUntil(() => focused(el) === avatar, `focus went to ${focused(el)?.outerHTML.slice(0, 80) ?? `<${document.activeElement?.localName}>`}`);
    expect(avatar.getAttribute('aria-expanded')).to.equal('false');
    await resetMouse();
  });
});
