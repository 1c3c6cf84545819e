import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { setViewport } from '@web/test-runner-commands';
import Cookies from 'js-cookie';
import '../../../elements/ex-app-banner';
import { APP_BANNER_CLOSED_KEY, openAppUrl } from '../../core/app-banner';
import { configure } from '../../core/stores';
import { committed } from '../../testing/settle';
import { THIS_BROWSER_UA } from '../../testing/this-browser';
import { focusAfterDismissal, focusAfterPointerDismissal } from '../../testing/dismissal-focus';

type Banner = HTMLElement & { suppressed: boolean };
const banner = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.banner');
const shown = async (markup = html`<ex-app-banner></ex-app-banner>`) => {
  const el = await fixture<Banner>(markup);
  await waitUntil(() => banner(el), 'the banner did not show');
  return el;
};
const hidden = async (markup = html`<ex-app-banner></ex-app-banner>`) => {
  const el = await fixture<Banner>(markup);
  await committed(el); // its first render decided, and committed
  expect(banner(el)).to.equal(null);
  return el;
};

describe('<ex-app-banner>', () => {
  const startUrl = `${location.pathname}${location.search}`;
  const forgetClosing = () => {
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    document.cookie = `${APP_BANNER_CLOSED_KEY}=; path=/; max-age=0`;
  };
  beforeEach(forgetClosing);
  afterEach(() => {
    forgetClosing();
    history.replaceState(null, '', startUrl);
  });

  it('shows the title, a download link with the prefix and an open-app link for this page', async () => {
    const el = await shown(html`<ex-app-banner lang="tr"></ex-app-banner>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('.download')!.getAttribute('href')).to.equal('/tr/mobileapp?pos=banner');
    expect(root.querySelector('.open')!.getAttribute('href')).to.equal(openAppUrl(`${location.pathname}${location.search}`));
    expect(banner(el)!.getAttribute('role')).to.equal('region');
    await waitUntil(() => root.querySelector('.open')!.textContent === 'Uygulamayı aç', 'no Turkish label');
  });

  it('app-link replaces the open-app link; an unsafe one is ignored', async () => {
    const el = await shown(html`<ex-app-banner app-link="https://open.example/app?x=1"></ex-app-banner>`);
    expect(el.shadowRoot!.querySelector('.open')!.getAttribute('href')).to.equal('https://open.example/app?x=1');
    el.setAttribute('app-link', 'javascript:alert(1)');
    await waitUntil(() => el.shadowRoot!.querySelector('.open')!.getAttribute('href')!.startsWith('https://app.exchange.example/open'));
  });

  it('the suppressed attribute hides it; removing the attribute shows it', async () => {
    const el = await hidden(html`<ex-app-banner suppressed></ex-app-banner>`);
    expect(el.suppressed).to.equal(true);
    el.removeAttribute('suppressed');
    await waitUntil(() => banner(el), 'did not show after the attribute went');
  });

  it('a device_type in the URL hides it', async () => {
    history.replaceState(null, '', `${location.pathname}?device_type=ios`);
    await hidden();
  });

  it('a device_type cookie hides it', async () => {
    Cookies.set('device_type', 'android', { path: '/' });
    try {
      await hidden();
    } finally {
      Cookies.remove('device_type', { path: '/' });
    }
  });

  it('an app user agent hides it', async () => {
    configure({ appUserAgent: THIS_BROWSER_UA });
    try {
      await hidden();
    } finally {
      configure({ appUserAgent: undefined });
    }
    await shown();
  });

  it('close hides it, tells the host, and is remembered by the next banner', async () => {
    const el = await shown();
    let closed = 0;
    el.addEventListener('ex-app-banner-close', () => { closed++; });
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.close')!.click();
    await waitUntil(() => banner(el) === null, 'still shown');
    expect(closed).to.equal(1);
    expect(localStorage.getItem(APP_BANNER_CLOSED_KEY)).to.match(/^\d+$/);
    await hidden();
  });

  // WCAG 2.4.3: the focused close button goes with the banner; focus goes on, never to <body>
  const BANNER = '<ex-app-banner data-dismissed></ex-app-banner>';
  it('closed from the keyboard: focus goes on to the next control', async () => {
    expect(await focusAfterDismissal(BANNER, 'button.close', 'a control')).to.equal('a#after');
  });

  it('closed from the keyboard, nothing after it: focus goes to the page\'s main', async () => {
    expect(await focusAfterDismissal(BANNER, 'button.close', 'nothing')).to.equal('main');
  });

  it('closed by a pointer that gave the button no focus (Safari): focus stays where it was', async () => {
    expect(await focusAfterPointerDismissal(BANNER, 'button.close')).to.equal('button#before');
  });

  it('tracks the two actions', async () => {
    const el = await shown();
    const events: unknown[] = [];
    el.addEventListener('ex-track', (e) => events.push((e as CustomEvent).detail));
    el.addEventListener('ex-navigate', (e) => e.preventDefault());
    el.shadowRoot!.querySelector<HTMLAnchorElement>('.download')!.click();
    expect(events).to.deep.equal([{ event: 'app_banner_download' }]);
    const open = el.shadowRoot!.querySelector<HTMLAnchorElement>('.open')!;
    open.addEventListener('click', (e) => e.preventDefault());
    open.click();
    expect(events).to.deep.equal([{ event: 'app_banner_download' }, { event: 'app_banner_open' }]);
  });

  it('is accessible in both themes, on a phone and in Arabic (right to left)', async () => {
    await setViewport({ width: 375, height: 700 });
    try {
      for (const [theme, lang] of [['light', 'en'], ['dark', 'ar']]) {
        const el = await shown(html`<ex-app-banner theme=${theme} lang=${lang}></ex-app-banner>`);
        await expect(el).to.be.accessible();
        if (lang === 'ar') {
          await waitUntil(() => el.shadowRoot!.querySelector('.open')!.textContent === 'فتح التطبيق');
          expect(getComputedStyle(banner(el)!).direction).to.equal('rtl');
        }
        el.remove();
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
