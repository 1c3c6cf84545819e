import { oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { daysUntil, recordCookieWrites } from '../../../testing/cookie-recorder';
import { forgetStoredSettings } from '../../../testing/stored-settings';
import { navigation } from '../../../core/navigation';
import { storage } from '../../../core/persist';
import { setFiat, setRiseColour, setTheme, stores } from '../../../core/stores';
import { $, expect, find, mount, openMenu, page, texts, type PageCase } from '../../../testing/header-account';

async function settings(c: PageCase = {}) {
  page(c);
  const el = await mount();
  return { el, panel: await openMenu(el, 'settings') };
}
const buttonNamed = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.includes(text))!;
const focused = (el: Element) => el.shadowRoot!.activeElement?.textContent?.trim() ?? `<${document.activeElement?.localName}>`;
/** Presses Enter on a control as a keyboard user would, and waits for focus to land on a control named `then`. */
async function enterOn(el: Element, control: HTMLElement, then: string) {
  control.focus();
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => focused(el).startsWith(then), `focus went to ${focused(el)}, not ${then}`);
}

describe('HeaderActions: settings menu', () => {
  let rec: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => { rec = recordCookieWrites(); });
  afterEach(() => {
    rec.restore();
    sinon.restore();
    setTheme('light');
    setFiat('USD');
    setRiseColour('risegreen');
    forgetStoredSettings();
  });

  it('rise/fall colour and time basis: stores, cookies (one year, /) and ex-settings-change', async () => {
    const { el, panel } = await settings();
    await expect(el).to.be.accessible();
    const red = panel.querySelector<HTMLInputElement>('input[value="risered"]')!;
    const change = oneEvent(el, 'ex-settings-change');
    red.click();
    expect((await change).detail).to.deep.equal({ setting: 'riseColour', value: 'risered' });
    expect(stores.riseColour.get()).to.equal('risered');
    await waitUntil(() => el.classList.contains('ex-risered'));
    const w = rec.of('market-rise-colour')!;
    expect([w.value, w.attributes.path]).to.deep.equal(['risered', '/']);
    expect(daysUntil(w.attributes.expires)).to.be.closeTo(365, 1);
    panel.querySelector<HTMLInputElement>('input[value="utc8"]')!.click();
    expect(stores.reftime.get()).to.equal('utc8');
    expect(rec.of('market-reftime')!.value).to.equal('utc8');
    await waitUntil(() => panel.querySelector<HTMLInputElement>('input[value="utc8"]')!.checked);
  });

  it('ArrowDown on its button lands on the rise/fall colour chosen, as Tab into that group would, not on its first choice', async () => {
    setRiseColour('risered');
    page();
    const el = await mount();
    (await find(el, '[part="settings-trigger"]')).focus();
    await sendKeys({ press: 'ArrowDown' });
    const value = () => (el.shadowRoot!.activeElement as HTMLInputElement | null)?.value;
    await waitUntil(() => value() === 'risered', 'focus did not land on the checked risered');
  });

  it('focus follows the view (WCAG 2.4.3): into each subview, and back to the row that opened it', async () => {
    const { el, panel } = await settings();
    await enterOn(el, buttonNamed(panel, 'Language and region'), 'Back to settings');
    await enterOn(el, buttonNamed($(el, '.xa-subview')!, 'Back to settings'), 'Language and region');
    await enterOn(el, buttonNamed($(el, '.xa-settings')!, 'Currency'), 'Back to settings');
    await enterOn(el, buttonNamed($(el, '.xa-subview')!, 'Back to settings'), 'Currency');
    const rate = $(el, '[role="switch"]')!;
    await enterOn(el, rate, 'Show fiat values'); // off: the view stays, and so does focus
    await enterOn(el, $(el, '[role="switch"]')!, 'Back to settings'); // on: the fiat view
    await enterOn(el, buttonNamed($(el, '.xa-subview')!, 'Back to settings'), 'Show fiat values');
  });

  it('language: rewrites the path with /{lang} and goes there (ex-settings-change with it, then ex-navigate)', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, panel } = await settings();
    buttonNamed(panel, 'Language and region').click();
    const list = await find(el, 'ul.xa-options');
    expect(list.querySelectorAll('li').length).to.equal(16);
    const navigate = oneEvent(el, 'ex-navigate');
    const change = oneEvent(el, 'ex-settings-change');
    buttonNamed(list, 'Deutsch').click();
    const expected = `/de${location.pathname === '/' ? '' : location.pathname}${location.search}`;
    expect((await change).detail).to.deep.equal({ setting: 'locale', value: 'de', href: expected });
    expect((await navigate).detail.href).to.equal(expected);
    expect(assign.calledOnceWith(expected)).to.equal(true);
    expect(stores.locale.get()).to.equal('de');
    expect(rec.of('lang')!.value).to.equal('de');
    stores.locale.set('en');
  });

  it('region-restriction tips for German, French and Spanish only, with the user agreement link', async () => {
    const { el, panel } = await settings();
    buttonNamed(panel, 'Language and region').click();
    const list = await find(el, 'ul.xa-options');
    const tips = [...list.querySelectorAll('.xa-tip-btn')].map((b) => b.getAttribute('aria-label'));
    expect(tips).to.deep.equal(['Region restrictions for Español', 'Region restrictions for Français', 'Region restrictions for Deutsch']);
    const bubble = list.querySelector('[role="tooltip"]')!;
    expect(bubble.textContent).to.contain('Restricted Locations');
    expect(bubble.querySelector('a')!.getAttribute('href')).to.equal('/user-agreement');
    expect(bubble.querySelector('a')!.getAttribute('target')).to.equal('_blank');
    await expect(el).to.be.accessible();
  });

  it('Turkish away from the Turkey site: the modal; stay switches here, go leaves for the Turkey site', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, panel } = await settings({ extra: { turkeySiteUrl: 'https://tr.example/' } });
    buttonNamed(panel, 'Language and region').click();
    buttonNamed(await find(el, 'ul.xa-options'), 'Türkçe').click();
    const dialog = await find<HTMLDialogElement>(el, 'dialog[part="turkey-dialog"]');
    expect(dialog.open).to.equal(true);
    expect(assign.called).to.equal(false);
    await expect(el).to.be.accessible();
    buttonNamed(dialog, 'Go to the Turkey site').click();
    expect(assign.calledOnceWith('https://tr.example/')).to.equal(true);
    await waitUntil(() => !$(el, 'dialog[part="turkey-dialog"]'));
    buttonNamed($(el, 'ul.xa-options')!, 'Türkçe').click();
    buttonNamed(await find(el, 'dialog[part="turkey-dialog"]'), 'Stay here in Turkish').click();
    expect(assign.secondCall.args[0]).to.match(/^\/tr([/?]|$)/);
    expect(stores.locale.get()).to.equal('tr');
    stores.locale.set('en');
  });

  it('the Turkey dialog from the keyboard: its close button or Escape closes it alone, and focus goes back to "Türkçe" (WCAG 2.4.3)', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, panel } = await settings({ extra: { turkeySiteUrl: 'https://tr.example/' } });
    await enterOn(el, buttonNamed(panel, 'Language and region'), 'Back to settings');
    const turkish = buttonNamed(await find(el, 'ul.xa-options'), 'Türkçe');
    const dialog = () => $<HTMLDialogElement>(el, 'dialog[part="turkey-dialog"]');
    for (const close of ['the close button', 'Escape'] as const) {
      await enterOn(el, turkish, 'Stay here in Turkish'); // the dialog opens on its first answer
      if (close === 'the close button') dialog()!.querySelector<HTMLButtonElement>('.ex-dialog-close')!.focus();
      await sendKeys({ press: close === 'Escape' ? 'Escape' : 'Enter' });
      await waitUntil(() => !dialog(), `${close} did not close the dialog`);
      await waitUntil(() => el.shadowRoot!.activeElement === turkish, `${close}: focus went to ${focused(el)}`);
      expect($(el, '[part="settings-trigger"]')!.getAttribute('aria-expanded'), `${close} closed the settings menu`).to.equal('true');
      expect(turkish.isConnected).to.equal(true);
    }
    expect(assign.called).to.equal(false);
  });

  it('Turkish on the Turkey site switches directly', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const { el, panel } = await settings({ site: 177 });
    buttonNamed(panel, 'Language and region').click();
    buttonNamed(await find(el, 'ul.xa-options'), 'Türkçe').click();
    expect(assign.firstCall.args[0]).to.match(/^\/tr([/?]|$)/);
    expect($(el, 'dialog[part="turkey-dialog"]')).to.equal(null);
    stores.locale.set('en');
  });

  it('rate switch off clears the fiat; on opens the fiat view with USD; picking one writes curr_fiat and reloads (§4)', async () => {
    const reload = sinon.stub(navigation, 'reload');
    const { el, panel } = await settings();
    const sw = panel.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(sw.getAttribute('aria-checked')).to.equal('true');
    sw.click();
    await waitUntil(() => stores.fiat.get() === '');
    expect(storage.get('currency_rate_switch')).to.equal('0');
    await waitUntil(() => $(el, '[role="switch"]')!.getAttribute('aria-checked') === 'false');
    $(el, '[role="switch"]')!.click();
    expect(stores.fiat.get()).to.equal('USD');
    const fiats = await find(el, 'ul.xa-fiats');
    expect(texts(fiats, '.xa-fiat-code')).to.include.members(['USD', 'EUR', 'JPY', 'TRY']);
    expect(buttonNamed(fiats, 'EUR').textContent).to.contain('1 USD ≈ 0.92 EUR');
    expect(buttonNamed(fiats, 'USD').getAttribute('aria-current')).to.equal('true');
    await expect(el).to.be.accessible();
    buttonNamed(fiats, 'EUR').click();
    expect(stores.fiat.get()).to.equal('EUR');
    const w = rec.of('curr_fiat')!;
    expect([w.value, w.attributes.path, w.attributes.secure]).to.deep.equal(['EUR', '/', true]);
    expect(daysUntil(w.attributes.expires)).to.be.closeTo(365, 1);
    expect(reload.calledOnce).to.equal(true);
  });

  it('in Arabic a rate reads left to right, "1 USD ≈ 0.92 EUR", inside the right-to-left list', async () => {
    const { el, panel } = await settings({ lang: 'ar' });
    panel.querySelectorAll<HTMLButtonElement>('.xa-nav-row')[1].click(); // the currency row
    const fiats = await find(el, 'ul.xa-fiats');
    const rate = [...fiats.querySelectorAll<HTMLElement>('.xa-muted')].find((s) => s.textContent!.includes('EUR'))!;
    expect(getComputedStyle(fiats).direction).to.equal('rtl');
    expect(getComputedStyle(rate).direction).to.equal('ltr');
  });

  it("the user's or common curr_fiat that differs wins (§4)", async () => {
    page();
    setFiat('USD');
    page({ user: { curr_fiat: 'TRY' } });
    expect(stores.fiat.get()).to.equal('TRY');
    page({ user: { curr_fiat: 'USD' } });
  });

  it('theme toggle: the theme store for every element, is_change_skin, ex-settings-change', async () => {
    page();
    const el = await mount();
    const other = await mount('drawer');
    const toggle = await find(el, '[part="theme-toggle"]');
    expect(toggle.getAttribute('aria-label')).to.equal('Switch to the dark theme');
    const change = oneEvent(el, 'ex-settings-change');
    toggle.click();
    expect((await change).detail).to.deep.equal({ setting: 'theme', value: 'dark' });
    expect(stores.theme.get()).to.equal('dark');
    expect(storage.get('is_change_skin')).to.equal('1');
    await waitUntil(() => el.classList.contains('ex-dark') && other.classList.contains('ex-dark'));
    expect($(el, '[part="theme-toggle"]')!.getAttribute('aria-label')).to.equal('Switch to the light theme');
    await expect(el).to.be.accessible();
  });
});
