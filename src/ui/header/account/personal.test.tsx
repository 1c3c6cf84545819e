import { oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import sinon from 'sinon';
import { navigation } from '../../../core/navigation';
import { cookies } from '../../../core/persist';
import { $, cancelNavigation, expect, find, hrefs, mount, openMenu, page, texts, type PageCase } from '../../../testing/header-account';

async function personal(c: PageCase = {}, attrs = '') {
  page(c);
  const el = await mount('bar', attrs);
  return { el, panel: await openMenu(el, 'personal') };
}

describe('HeaderActions: personal centre', () => {
  let uncancel: () => void;
  beforeEach(() => { uncancel = cancelNavigation(); });
  afterEach(() => { uncancel(); sinon.restore(); cookies.remove('switch_account_tag'); });

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
    const panel = await openMenu(el, 'personal');
    [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Log out')!.click();
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
});
