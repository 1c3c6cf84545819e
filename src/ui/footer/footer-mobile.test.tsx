// <ex-footer> on a phone (spec §2 "Mobile footer", §4 "Footer accordion"): the accordion,
// the language selector (path rewritten with /{lang}, none for en) and the fiat selector
// (curr_fiat cookie, reload), both through the shared stores.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { cookieWrittenBy } from '../../testing/cookie-recorder';
import '../../../elements/ex-footer';
import { navigation } from '../../core/navigation';
import { configure, setFiat, setLocale, stores } from '../../core/stores';

const root = (el: Element) => el.shadowRoot!;
// each section a disclosure: <details> with its heading in the <summary>
const toggles = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('summary.toggle')];
const foldOf = (summary: HTMLElement) => summary.parentElement as HTMLDetailsElement;
const isOpen = (summary: HTMLElement) => foldOf(summary).open;
const listOf = (summary: HTMLElement) => foldOf(summary).querySelector<HTMLElement>('.links')!;
/** rendered: a closed disclosure's content is not (checkVisibility sees its hidden slot) */
const shown = (list: HTMLElement) => list.checkVisibility();
const select = (el: Element, setting: string) => root(el).querySelector<HTMLSelectElement>(`select[data-setting="${setting}"]`)!;
const choose = (s: HTMLSelectElement, value: string) => {
  s.value = value;
  s.dispatchEvent(new Event('change', { bubbles: true }));
};

const phone = async (siteId = 0, lang = 'en') => {
  const el = await fixture<HTMLElement>(html`<ex-footer site-id=${siteId} lang=${lang}></ex-footer>`);
  await waitUntil(() => toggles(el).length > 0, 'no accordion');
  return el;
};

describe('<ex-footer> on a phone', () => {
  const assign = navigation.assign;
  const reload = navigation.reload;
  let assigned: string[] = [];
  let reloads = 0;
  const startUrl = `${location.pathname}${location.search}`;

  before(async () => { await setViewport({ width: 375, height: 800 }); });
  after(async () => { await setViewport({ width: 800, height: 600 }); });
  beforeEach(() => {
    assigned = [];
    reloads = 0;
    navigation.assign = (url) => { assigned.push(url); };
    navigation.reload = () => { reloads++; };
  });
  afterEach(() => {
    navigation.assign = assign;
    navigation.reload = reload;
    history.replaceState(null, '', startUrl);
    setLocale('en');
  });

  it('folds every section: a disclosure each (details, the heading in its summary), lists hidden', async () => {
    const el = await phone();
    const summaries = toggles(el);
    expect(summaries.map((b) => b.textContent)).to.deep.equal(['About', 'Products', 'Services', 'Learn']);
    for (const b of summaries) {
      expect(b.querySelector('h2')).to.not.equal(null);
      expect(isOpen(b)).to.equal(false);
      expect(shown(listOf(b))).to.equal(false);
    }
  });

  it('a click opens a section, a click on the open one closes it, another click moves it', async () => {
    const el = await phone();
    const [about, products] = toggles(el);
    about.click();
    await waitUntil(() => isOpen(about));
    expect(shown(listOf(about))).to.equal(true);
    expect(listOf(about).querySelector('a')!.getAttribute('href')).to.equal('/about_us');
    about.click();
    await waitUntil(() => !isOpen(about));
    expect(shown(listOf(about))).to.equal(false);
    about.click();
    await waitUntil(() => isOpen(about));
    products.click();
    await waitUntil(() => isOpen(products));
    expect(isOpen(about)).to.equal(false);
    expect(shown(listOf(about))).to.equal(false);
    // React's state follows the disclosures: a render keeps them as they are
    el.setAttribute('lang', 'en');
    await waitUntil(() => isOpen(products) && !isOpen(about));
  });

  it('the accordion works from the keyboard', async () => {
    const el = await phone(177, 'tr');
    const [first] = toggles(el);
    first.focus();
    expect(root(el).activeElement).to.equal(first);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(first), 'Enter did not open it');
    await sendKeys({ press: ' ' });
    await waitUntil(() => !isOpen(first), 'Space did not close it');
  });

  it('shows social icons and the two selectors on a phone', async () => {
    const el = await phone();
    expect(root(el).querySelectorAll('.social a')).to.have.length(6);
    expect(select(el, 'locale').value).to.equal('en');
    expect(root(el).querySelector('.settings')!.getAttribute('aria-label')).to.equal('Language and currency');
  });

  it('language: rewrites the path with /{lang}, sets the shared locale and navigates', async () => {
    history.replaceState(null, '', '/zh/trade/BTC_USDT?tab=spot#top');
    const el = await phone(0, 'zh');
    let change: unknown = null;
    el.addEventListener('ex-settings-change', (e) => { change = (e as CustomEvent).detail; });
    choose(select(el, 'locale'), 'de');
    expect(assigned).to.deep.equal(['/de/trade/BTC_USDT?tab=spot#top']);
    expect(stores.locale.get()).to.equal('de');
    expect(change).to.deep.equal({ setting: 'locale', value: 'de', href: '/de/trade/BTC_USDT?tab=spot#top' });
  });

  it('language: Turkish away from the Turkey site asks first: stay here in Turkish, or go there (§4)', async () => {
    history.replaceState(null, '', '/fee');
    const el = await phone();
    const ask = async () => {
      const went = assigned.length;
      choose(select(el, 'locale'), 'tr');
      await waitUntil(() => root(el).querySelector<HTMLDialogElement>('[part="turkey-dialog"]')?.open, 'no question');
      expect(assigned).to.have.length(went);
      expect(stores.locale.get()).to.equal('en');
      expect(select(el, 'locale').value).to.equal('en');
      return root(el).querySelector<HTMLDialogElement>('[part="turkey-dialog"]')!;
    };
    const answer = (dialog: HTMLElement, text: string) => [...dialog.querySelectorAll('button')].find((b) => b.textContent === text)!.click();
    await expect(el).to.be.accessible();
    answer(await ask(), 'Go to the Turkey site');
    expect(assigned).to.deep.equal(['https://www.gate.tr/']);
    await waitUntil(() => !root(el).querySelector('[part="turkey-dialog"]'));
    answer(await ask(), 'Stay here in Turkish');
    expect(assigned).to.deep.equal(['https://www.gate.tr/', '/tr/fee']);
    expect(stores.locale.get()).to.equal('tr');
  });

  it('language: on the Turkey site Turkish switches at once', async () => {
    history.replaceState(null, '', '/fee');
    const el = await phone(177);
    choose(select(el, 'locale'), 'tr');
    expect(assigned).to.deep.equal(['/tr/fee']);
    expect(root(el).querySelector('[part="turkey-dialog"]')).to.equal(null);
  });

  it('language: the host hears ex-navigate first and may route instead', async () => {
    history.replaceState(null, '', '/fee');
    const el = await phone();
    let heard: unknown = null;
    el.addEventListener('ex-navigate', (e) => { heard = (e as CustomEvent).detail; e.preventDefault(); });
    choose(select(el, 'locale'), 'de');
    expect(heard).to.deep.equal({ href: '/de/fee', source: 'footer-settings' });
    expect(assigned).to.deep.equal([]);
    expect(stores.locale.get()).to.equal('de');
  });

  it('language: English has no segment', async () => {
    history.replaceState(null, '', '/it/fee');
    const el = await phone(106, 'it');
    choose(select(el, 'locale'), 'en');
    expect(assigned).to.deep.equal(['/fee']);
    expect(stores.locale.get()).to.equal('en');
  });

  it('language: the arrow keys step through the closed selector without leaving; Enter goes, Escape puts it back (WCAG 3.2.2)', async () => {
    history.replaceState(null, '', '/fee');
    const el = await phone();
    const s = select(el, 'locale');
    const after = (n: number) => s.options[[...s.options].findIndex((o) => o.value === 'en') + n].value;
    const [first, second] = [after(1), after(2)];
    s.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => s.value === first, 'ArrowDown did not step');
    expect(assigned).to.deep.equal([]);
    expect(stores.locale.get()).to.equal('en');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => s.value === 'en', 'Escape did not put English back');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => s.value === second, 'two steps did not get to the second language');
    expect(assigned).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => assigned.length > 0, 'Enter did not switch');
    expect(assigned).to.deep.equal([`/${second}/fee`]);
    expect(stores.locale.get()).to.equal(second);
  });

  it('language: each option is marked with its language as HTML names it (繁體中文 zh-TW, not tw: Twi)', async () => {
    const el = await phone();
    const langOf = (code: string) => select(el, 'locale').querySelector(`option[value="${code}"]`)?.getAttribute('lang');
    expect(langOf('tw')).to.equal('zh-TW');
    expect(langOf('en')).to.equal('en');
  });

  it('fiat: stepping with the arrow keys and leaving reloads nothing and puts the currency back', async () => {
    const before = stores.fiat.get();
    configure({ common: { fiat_list: [{ fiat: 'USD', symbol: '$' }, { fiat: 'EUR', symbol: '€' }] } });
    setFiat('USD');
    try {
      const el = await phone();
      const fiat = select(el, 'fiat');
      fiat.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => fiat.value === 'EUR', 'ArrowDown did not step');
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => fiat.value === 'USD', 'leaving did not put USD back');
      expect(reloads).to.equal(0);
      expect(stores.fiat.get()).to.equal('USD');
    } finally {
      configure({ common: { fiat_list: [] } });
      setFiat(before);
    }
  });

  it('fiat: lists common.fiat_list, writes curr_fiat, updates the store and reloads', async () => {
    const before = stores.fiat.get();
    configure({ common: { fiat_list: [{ fiat: 'USD', symbol: '$' }, { fiat: 'EUR', symbol: '€' }, { fiat: 'TRY' }] } });
    try {
      const el = await phone();
      const fiat = select(el, 'fiat');
      expect([...fiat.options].map((o) => o.textContent)).to.deep.equal(['USD ($)', 'EUR (€)', 'TRY']);
      let change: unknown = null;
      el.addEventListener('ex-settings-change', (e) => { change = (e as CustomEvent).detail; });
      // the write, not the jar: a Secure cookie stays out of WebKit's jar on http://localhost
      expect(cookieWrittenBy('curr_fiat', () => choose(fiat, 'EUR'))?.value).to.equal('EUR');
      expect(stores.fiat.get()).to.equal('EUR');
      expect(reloads).to.equal(1);
      expect(assigned).to.deep.equal([]);
      expect(change).to.deep.equal({ setting: 'fiat', value: 'EUR' });
    } finally {
      configure({ common: { fiat_list: [] } });
      setFiat(before);
    }
  });

  it('no fiat list: no fiat selector', async () => {
    const el = await phone();
    expect(root(el).querySelector('select[data-setting="fiat"]')).to.equal(null);
  });

  it('is accessible on a phone, with a section open, in both themes and in Arabic', async () => {
    for (const [siteId, lang, theme] of [[0, 'en', 'light'], [181, 'ar', 'dark']] as const) {
      const el = await fixture<HTMLElement>(html`<ex-footer site-id=${siteId} lang=${lang} theme=${theme}></ex-footer>`);
      await waitUntil(() => toggles(el).length > 0);
      toggles(el)[0].click();
      await waitUntil(() => isOpen(toggles(el)[0]));
      await expect(el).to.be.accessible();
      el.remove(); // one contentinfo landmark at a time
    }
  });
});

describe('<ex-footer> on a desktop', () => {
  it('shows headings and open lists, no accordion buttons and no selectors', async () => {
    await setViewport({ width: 1280, height: 800 });
    try {
      const el = await fixture<HTMLElement>(html`<ex-footer site-id="0"></ex-footer>`);
      await waitUntil(() => root(el).querySelector('.section a'));
      expect(toggles(el)).to.have.length(0);
      expect(root(el).querySelectorAll('details')).to.have.length(0);
      expect(root(el).querySelector('.settings')).to.equal(null);
      expect([...root(el).querySelectorAll('.links')].every((l) => !(l as HTMLElement).hidden)).to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
