import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/ex-search-modal';
import { clearMemoryCache } from '../../core/cache';
import { navigation } from '../../core/navigation';
import { RECENT_KEY } from '../../core/search-modal/builtin';
import { configure, setFiat, setLocale, setTheme } from '../../core/stores';
import type { PageConfigInput } from '../../core/types';
import { shadow } from '../../testing/reminders';
import { committed, frames, turn } from '../../testing/settle';

interface AppCalls { mounts: Array<Record<string, unknown>>; updates: Array<Record<string, unknown>>; unmounts: number }
const calls = () => (window as unknown as { __searchAppCalls?: AppCalls }).__searchAppCalls;
const APP_SRC = '/src/ui/search-modal/test-search-app.js';
const withApp = (searchApp: unknown) => configure({ searchApp } as PageConfigInput);

const dialogOf = (el: Element) => shadow(el).querySelector('dialog')!;
const inputOf = (el: Element) => shadow(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
const options = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')];
const groupNames = (el: Element) => [...shadow(el).querySelectorAll('[role="group"] > .group')].map((g) => g.textContent);
function type(el: Element, value: string) {
  const box = inputOf(el);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
const key = (target: EventTarget, k: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...init }));

async function builtin() {
  const el = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
  await waitUntil(() => shadow(el).querySelector('.trigger'), 'no trigger');
  return el;
}
async function opened() {
  const el = await builtin();
  shadow(el).querySelector<HTMLButtonElement>('.trigger')!.click();
  await waitUntil(() => dialogOf(el).open, 'the dialog did not open');
  return el;
}

describe('<ex-search-modal>', () => {
  beforeEach(() => { localStorage.clear(); clearMemoryCache(); withApp(null); });
  afterEach(() => { sinon.restore(); withApp(null); document.cookie = 'device_type=; path=/; max-age=0'; });

  it('marks its trigger and dialog with its language as HTML names it: a host lang="tw" reads as zh-TW, not Twi (WCAG 3.1.2)', async () => {
    const el = await fixture<HTMLElement>(html`<ex-search-modal lang="tw"></ex-search-modal>`);
    await waitUntil(() => shadow(el).querySelector('.trigger'), 'no trigger');
    expect(shadow(el).querySelector('.trigger')!.getAttribute('lang')).to.equal('zh-TW');
    expect(dialogOf(el).getAttribute('lang')).to.equal('zh-TW');
  });

  describe('the search application', () => {
    it('loads the configured script and mounts version 5 into a slotted light-DOM container', async () => {
      withApp({ src: APP_SRC });
      const mounted = calls()?.mounts.length ?? 0;
      const el = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await waitUntil(() => (calls()?.mounts.length ?? 0) > mounted, 'the app was not mounted');
      const container = el.querySelector<HTMLElement>('[data-ex-search-app]')!;
      expect(container.slot).to.equal('app');
      expect(container.textContent).to.equal('search app v5 (en)');
      expect(shadow(el).querySelector('slot[name="app"]')).to.exist;
      expect(shadow(el).querySelector('.trigger')).to.equal(null);
      const props = calls()!.mounts.at(-1)!;
      expect(props).to.include({ version: 5, lang: 'en', theme: 'light' });
      expect(document.querySelectorAll(`script[src="${APP_SRC}"]`).length).to.equal(1);
      el.remove();
      expect(calls()!.unmounts).to.be.greaterThan(0);
    });

    it('is updated when the language, fiat, theme or rates change', async () => {
      withApp({ src: APP_SRC });
      const mounted = calls()?.mounts.length ?? 0;
      await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await waitUntil(() => (calls()?.mounts.length ?? 0) > mounted, 'the app was not mounted');
      const last = () => calls()!.updates.at(-1) ?? {};
      const start = calls()!.updates.length;
      try {
        setLocale('zh');
        await waitUntil(() => last().lang === 'zh', 'no language update');
        setFiat('EUR');
        await waitUntil(() => last().fiat === 'EUR', 'no fiat update');
        setTheme('dark');
        await waitUntil(() => last().theme === 'dark', 'no theme update');
        configure({ common: { curr_fiat_market_rates: { EUR: 0.92 } } });
        await waitUntil(() => (last().rates as Record<string, number>)?.EUR === 0.92, 'no rates update');
        // each change reached the app (above); React may batch two of them into one update
        expect(calls()!.updates.length - start).to.be.within(1, 4);
      } finally {
        setLocale('en');
        setFiat('USD');
        setTheme('light');
        configure({ common: { curr_fiat_market_rates: {} } });
      }
    });

    it('is unmounted when the element gets the hidden attribute, mounted again without it', async () => {
      withApp({ src: APP_SRC });
      const el = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await waitUntil(() => el.querySelector('[data-ex-search-app]')?.textContent);
      const unmounts = calls()!.unmounts;
      el.hidden = true;
      await waitUntil(() => calls()!.unmounts === unmounts + 1 && !el.querySelector('[data-ex-search-app]'));
      el.hidden = false;
      await waitUntil(() => el.querySelector('[data-ex-search-app]')?.textContent, 'not mounted again');
    });

    it('a failed or incompatible application gives the built-in search', async () => {
      withApp({ src: '/no-such-search-app.js', global: 'noSuchSearchApp' });
      const missing = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await waitUntil(() => shadow(missing).querySelector('.trigger'), 'no fallback for a missing script');
      withApp({ src: APP_SRC, version: 4 });
      const old = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await waitUntil(() => shadow(old).querySelector('.trigger'), 'no fallback for another version');
    });
  });

  describe('mount conditions', () => {
    // each element's view has rendered (committed: its theme class, then two frames) and chose to render nothing
    it('nothing while hidden, with a device_type cookie or URL parameter, or with the search flag off', async () => {
      const hidden = await fixture<HTMLElement>(html`<ex-search-modal hidden></ex-search-modal>`);
      await committed(hidden);
      expect(shadow(hidden).childElementCount).to.equal(0);

      document.cookie = 'device_type=ios; path=/';
      const cookie = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
      await committed(cookie);
      expect(shadow(cookie).childElementCount).to.equal(0);
      document.cookie = 'device_type=; path=/; max-age=0';

      const url = location.href;
      history.replaceState(null, '', `${location.pathname}?device_type=android`);
      try {
        const query = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
        await committed(query);
        expect(shadow(query).childElementCount).to.equal(0);
      } finally { history.replaceState(null, '', url); }

      configure({ flags: { search: false } });
      try {
        const flagged = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
        await committed(flagged);
        expect(shadow(flagged).childElementCount).to.equal(0);
      } finally { configure({ flags: { search: true } }); }

      expect(shadow(await builtin()).querySelector('.trigger')).to.exist;
    });
  });

  describe('the built-in search', () => {
    it('ranks spot and futures markets, lists Alpha tokens and pages', async () => {
      const el = await opened();
      expect(shadow(el).activeElement).to.equal(inputOf(el));
      type(el, 'btc');
      await waitUntil(() => groupNames(el).includes('Futures'), 'no market results', { timeout: 8000 });
      expect(groupNames(el)[0]).to.equal('Spot');
      const first = options(el)[0];
      expect(first.querySelector('.label')!.textContent).to.match(/^BTC\//);
      type(el, 'pepe');
      await waitUntil(() => groupNames(el).includes('Alpha'));
      expect(options(el).some((o) => o.querySelector('.label')!.textContent === 'PEPE/USDT')).to.be.true;
      type(el, 'convert');
      await waitUntil(() => groupNames(el).includes('Pages'));
      const page = options(el).find((o) => o.querySelector('.detail')?.textContent === '/convert');
      expect(page?.querySelector('.label')!.textContent).to.equal('Convert');
      type(el, 'zzzz-nothing');
      await waitUntil(() => shadow(el).querySelector('.empty')?.textContent === 'No results for “zzzz-nothing”');
    });

    it('announces the result count and "No results for …" once each, in one polite live region (WCAG 4.1.3)', async () => {
      const el = await opened();
      const live = [...shadow(el).querySelectorAll('[role="status"], [aria-live]')];
      expect(live.length, 'live regions').to.equal(1);
      const heard: string[] = [];
      new MutationObserver(() => { if (live[0].textContent && live[0].textContent !== heard.at(-1)) heard.push(live[0].textContent); })
        .observe(live[0], { subtree: true, childList: true, characterData: true });
      type(el, 'btc');
      await waitUntil(() => groupNames(el).includes('Futures'), 'no market results', { timeout: 8000 });
      await waitUntil(() => shadow(el).querySelector('.results')!.getAttribute('aria-busy') === 'false');
      const count = options(el).length;
      type(el, 'zzzz-nothing');
      await waitUntil(() => shadow(el).querySelector('.empty')?.textContent?.startsWith('No results'));
      await frames(2);
      expect(heard).to.deep.equal([`${count} results`, 'No results for “zzzz-nothing”']);
    });

    it('arrows move the active option, Enter opens it and remembers the search', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const el = await opened();
      type(el, 'btc');
      await waitUntil(() => options(el).length > 2, 'no results', { timeout: 8000 });
      const box = inputOf(el);
      key(box, 'ArrowDown');
      await waitUntil(() => box.getAttribute('aria-activedescendant') === options(el)[0].id);
      key(box, 'ArrowDown');
      await waitUntil(() => box.getAttribute('aria-activedescendant') === options(el)[1].id);
      expect(options(el)[1].getAttribute('aria-selected')).to.equal('true');
      key(box, 'ArrowUp');
      await waitUntil(() => box.getAttribute('aria-activedescendant') === options(el)[0].id);
      const navigated = oneEvent(el, 'ex-navigate');
      key(box, 'Enter');
      const nav = await navigated;
      expect(nav.detail.href).to.match(/^\/trade\/BTC_/);
      await waitUntil(() => assign.calledOnceWith(nav.detail.href));
      await waitUntil(() => !dialogOf(el).open, 'the dialog stayed open');
      expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).to.deep.equal(['btc']);
    });

    it('keeps the active option in view in the scrolling results (APG combobox)', async () => {
      const el = await opened();
      type(el, 'btc');
      const results = shadow(el).querySelector<HTMLElement>('.results')!;
      await waitUntil(() => results.getAttribute('aria-busy') === 'false' && results.scrollHeight > results.clientHeight, 'no long list', { timeout: 8000 });
      const inView = (option: HTMLElement) => {
        const [box, at] = [results.getBoundingClientRect(), option.getBoundingClientRect()];
        return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
      };
      const box = inputOf(el);
      const [first, last] = [options(el)[0], options(el).at(-1)!];
      expect(inView(last), 'the last option starts out of view').to.be.false;
      key(box, 'ArrowUp'); // from none: the last one
      await waitUntil(() => box.getAttribute('aria-activedescendant') === last.id);
      await waitUntil(() => inView(last), 'the last option stayed out of view');
      key(box, 'ArrowDown'); // wraps to the first
      await waitUntil(() => box.getAttribute('aria-activedescendant') === first.id);
      await waitUntil(() => inView(first), 'the first option stayed out of view');
    });

    it('shows recent searches for an empty box; choosing one searches it; Clear forgets them', async () => {
      localStorage.setItem(RECENT_KEY, JSON.stringify(['eth', 'pepe']));
      const el = await opened();
      await waitUntil(() => options(el).length === 2);
      expect(options(el).map((o) => o.textContent)).to.deep.equal(['eth', 'pepe']);
      key(inputOf(el), 'ArrowDown');
      await waitUntil(() => inputOf(el).getAttribute('aria-activedescendant') === options(el)[0].id);
      key(inputOf(el), 'Enter');
      await waitUntil(() => inputOf(el).value === 'eth');
      type(el, '');
      await waitUntil(() => options(el).length === 2);
      shadow(el).querySelector<HTMLButtonElement>('.clear')!.click();
      await waitUntil(() => options(el).length === 0);
      expect(localStorage.getItem(RECENT_KEY)).to.equal(null);
    });

    it('opens on the header search button (ex-search-open), unless a listener cancels it', async () => {
      const el = await builtin();
      await committed(el); // its listeners are in (the view's effects have run)
      const header = await fixture<HTMLDivElement>(html`<div></div>`);
      const press = () => header.dispatchEvent(new CustomEvent('ex-search-open', { detail: { source: 'header' }, bubbles: true, composed: true, cancelable: true }));
      const cancel = (e: Event) => e.preventDefault();
      addEventListener('ex-search-open', cancel);
      press();
      // the element looks at the event in a microtask after every listener had it, and opens at once if it may
      await turn();
      await frames();
      expect(dialogOf(el).open).to.be.false;
      removeEventListener('ex-search-open', cancel);
      press();
      await waitUntil(() => dialogOf(el).open, 'ex-search-open did not open the search');
      await waitUntil(() => shadow(el).activeElement === inputOf(el), 'the search box did not take focus');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialogOf(el).open);
    });

    it('opens with "/" and Ctrl+K, not while typing elsewhere; Escape closes', async () => {
      const el = await builtin();
      await committed(el); // its key listener is in (the view's effects have run)
      const outside = await fixture<HTMLInputElement>(html`<input aria-label="elsewhere" />`);
      outside.focus();
      key(outside, '/');
      // the key is handled while it is dispatched, and the dialog opens at once if it does; its render has come
      await frames();
      expect(dialogOf(el).open).to.be.false;
      outside.blur();
      key(document.body, '/');
      await waitUntil(() => dialogOf(el).open, '"/" did not open');
      inputOf(el).focus();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialogOf(el).open, 'Escape did not close');
      key(document.body, 'k', { ctrlKey: true });
      await waitUntil(() => dialogOf(el).open, 'Ctrl+K did not open');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialogOf(el).open);
    });

    it('is accessible, closed and open with results, light and dark', async () => {
      const el = await builtin();
      await expect(el).to.be.accessible();
      shadow(el).querySelector<HTMLButtonElement>('.trigger')!.click();
      type(el, 'eth');
      await waitUntil(() => options(el).length > 2, 'no results', { timeout: 8000 });
      await expect(el).to.be.accessible();
      el.setAttribute('theme', 'dark');
      await waitUntil(() => el.classList.contains('ex-dark'));
      await expect(el).to.be.accessible();
    });
  });
});
