import { waitUntil } from '../../../testing/wait';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { apiClient } from '../../../core/api/client';
import { DEFAULT_CONFIG } from '../../../core/config';
import { resetUnreadPoller, UNREAD_EVENT, UNREAD_FIRST_MS, UNREAD_POLL_MS, type Activity } from '../../../core/header/account/unread';
import { stores } from '../../../core/stores';
import { loadCatalog } from '../../../core/i18n';
import { encodeQr } from '../../../core/qr';
import { qrLoader, qrPath } from './DownloadQr';
import { $, expect, find, mount, openMenu, page, pointerOnto } from '../../../testing/header-account';
import { turn } from '../../../testing/settle';

const alwaysActive: Activity = { active: () => true, watch: () => () => {} };

describe('HeaderActions: bell', () => {
  afterEach(() => { sinon.restore(); stores.unread.set({}); });

  it('the dot follows the unread store; the custom event sets it; the label says so', async () => {
    resetUnreadPoller({ activity: alwaysActive });
    page();
    const el = await mount();
    const bell = await find(el, '[part="bell-trigger"]');
    expect($(el, '[part="unread-dot"]')).to.equal(null);
    expect(bell.getAttribute('aria-label')).to.equal('Notifications');
    dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: { announce: 2 } }));
    await waitUntil(() => $(el, '[part="unread-dot"]'));
    expect(bell.getAttribute('aria-label')).to.equal('Notifications (unread)');
    dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: false }));
    await waitUntil(() => !$(el, '[part="unread-dot"]'));
  });

  it('hovering the bell refreshes the count and opens the reminder panel', async () => {
    resetUnreadPoller({ activity: alwaysActive });
    page();
    const el = await mount();
    const bell = await find(el, '[part="bell-trigger"]');
    pointerOnto(bell);
    // the mock's unread counts (several types have unread messages)
    await waitUntil(() => $(el, '[part="unread-dot"]'), 'the hover refresh did not set the dot');
    const panel = await find(el, '[part="bell-panel"]');
    const reminders = panel.querySelector('ex-reminder-panel')!;
    expect(reminders).to.not.equal(null);
    await waitUntil(() => reminders.shadowRoot?.querySelector('[role="tab"]'), 'the reminder panel did not load');
    await expect(el).to.be.accessible();
  });

  it('ArrowDown enters the reminder panel (its first control, in its own shadow root); the bell says Enter opens the page and ArrowDown the panel', async () => {
    resetUnreadPoller({ activity: alwaysActive });
    page();
    const el = await mount();
    const bell = await find(el, '[part="bell-trigger"]');
    bell.focus();
    await sendKeys({ press: 'ArrowDown' });
    const reminders = await find(el, '[part="bell-panel"] ex-reminder-panel');
    const inner = () => reminders.shadowRoot?.activeElement;
    await waitUntil(() => el.shadowRoot!.activeElement === reminders && inner(), `focus is on ${el.shadowRoot!.activeElement?.outerHTML.slice(0, 80)}`, { timeout: 8000 });
    expect(inner()!.getAttribute('part')).to.equal('view-all'); // its first control
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.shadowRoot!.activeElement === bell, 'Escape did not give focus back to the bell');
    const hint = el.shadowRoot!.getElementById(bell.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(hint, 'the bell describes its keys').to.match(/Enter.*(Down|↓)/);
  });

  it('one poller for two bells: first after 60 s, then every 5 minutes, one request each time', async () => {
    const client = apiClient({ apiBase: '', lang: 'en', csrf: DEFAULT_CONFIG.csrf });
    const call = client.call.bind(client);
    const unread = sinon.stub(client, 'call').callsFake(((name: Parameters<typeof call>[0], opts?: Parameters<typeof call>[1]) =>
      (name === 'unreadNum' ? Promise.resolve({ trade: 1 }) : call(name, opts))) as typeof client.call);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      resetUnreadPoller({ activity: alwaysActive });
      page();
      const wrapper = document.createElement('div');
      wrapper.innerHTML = '<ex-test-header-actions variant="bar"></ex-test-header-actions><ex-test-header-actions variant="bar"></ex-test-header-actions>';
      document.body.append(wrapper);
      const bells = () => [...wrapper.children].map((el) => el.shadowRoot?.querySelector('[part="bell-trigger"]'));
      for (let i = 0; i < 1000 && !bells().every(Boolean); i++) await turn();
      expect(bells().every(Boolean)).to.equal(true);
      const polls = () => unread.getCalls().filter((c) => c.args[0] === 'unreadNum').length;
      await clock.tickAsync(UNREAD_FIRST_MS - 1);
      expect(polls()).to.equal(0);
      await clock.tickAsync(1);
      expect(polls()).to.equal(1);
      await clock.tickAsync(UNREAD_POLL_MS);
      expect(polls()).to.equal(2);
      for (let i = 0; i < 1000 && !wrapper.children[1].shadowRoot!.querySelector('[part="unread-dot"]'); i++) await turn();
      expect(wrapper.children[0].shadowRoot!.querySelector('[part="unread-dot"]')).to.not.equal(null);
      expect(wrapper.children[1].shadowRoot!.querySelector('[part="unread-dot"]')).to.not.equal(null);
      wrapper.remove();
      await turn();
      await clock.tickAsync(UNREAD_POLL_MS * 2);
      expect(polls()).to.equal(2); // no bell left, no polling
    } finally {
      clock.restore();
    }
  });

  it('the drawer shows the bell as a link to {prefix}/reminder', async () => {
    resetUnreadPoller({ activity: alwaysActive });
    page({ lang: 'zh' });
    const el = await mount('drawer');
    await waitUntil(() => $(el, 'a[href="/zh/reminder"]'));
    page({ lang: 'en' });
  });
});

describe('HeaderActions: download QR and the account-switch script', () => {
  afterEach(() => { sinon.restore(); document.querySelectorAll('script[data-ex-account-switch]').forEach((s) => s.remove()); });

  it('the QR encodes the site download page with ?pos=header', async () => {
    const encode = sinon.stub().returns({ size: 2, data: [1, 0, 0, 1] });
    sinon.stub(qrLoader, 'load').resolves(encode);
    page({ lang: 'de' });
    await loadCatalog('de');
    const el = await mount();
    const panel = await openMenu(el, 'download');
    await waitUntil(() => panel.querySelector('svg.xa-qr'));
    expect(encode.firstCall.args[0]).to.equal(`${location.origin}/de/mobileapp?pos=header`);
    expect(panel.querySelector('svg.xa-qr path')!.getAttribute('d')).to.equal('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(panel.querySelector('svg.xa-qr')!.getAttribute('aria-label')).to.equal('Scannen, um die App herunterzuladen');
    expect(panel.querySelector('a')!.getAttribute('href')).to.equal('/de/mobileapp?pos=header');
    page({ lang: 'en' });
  });

  it('the real loader draws the encoder\'s symbol of that URL', async () => {
    page();
    const el = await mount();
    const panel = await openMenu(el, 'download');
    await waitUntil(() => panel.querySelector('svg.xa-qr'));
    const svg = panel.querySelector('svg.xa-qr')!;
    const qr = encodeQr(`${location.origin}/mobileapp?pos=header`);
    expect(svg.getAttribute('viewBox')).to.equal(`-2 -2 ${qr.size + 4} ${qr.size + 4}`);
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal(qrPath(qr));
  });

  it('logged-in main-site bars load the account-switch script once', async () => {
    page({ extra: { accountSwitch: { src: '/__missing__/switch.js' } } });
    await mount();
    await mount('drawer');
    await mount();
    expect(document.querySelectorAll('script[data-ex-account-switch]').length).to.equal(1);
  });

  it('no script for logged-out visitors or other sites', async () => {
    page({ user: null, extra: { accountSwitch: { src: '/__missing__/switch.js' } } });
    await mount();
    page({ site: 182, extra: { accountSwitch: { src: '/__missing__/switch.js' } } });
    await mount();
    expect(document.querySelectorAll('script[data-ex-account-switch]').length).to.equal(0);
  });
});
