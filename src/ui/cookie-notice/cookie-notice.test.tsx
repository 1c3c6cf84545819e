import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import '../../../elements/ex-cookie-notice';
import { ACCEPTED_KEY } from '../../core/cookie-notice';
import { cookies } from '../../core/persist';
import { committed, frames } from '../../testing/settle';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { focusAfterDismissal, focusAfterPointerDismissal } from '../../testing/dismissal-focus';

const notice = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="notice"]');
const nowS = () => Math.floor(Date.now() / 1000);

describe('<ex-cookie-notice>', () => {
  afterEach(() => { localStorage.clear(); cookies.remove(ACCEPTED_KEY); });

  it('shows on the EU home page when never accepted, with the cookie-policy link', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
    await waitUntil(() => notice(el));
    expect(notice(el)!.textContent).to.contain('We use cookies');
    expect(el.shadowRoot!.querySelector('p a')!.getAttribute('href')).to.equal('/legal/cookies-policy');
    await expect(el).to.be.accessible();
  });

  it('speaks Italian for the Italian locale, with the prefixed link', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" lang="it" page-path="/it"></ex-cookie-notice>`);
    await waitUntil(() => notice(el)?.textContent?.includes('Utilizziamo i cookie'), 'no Italian text');
    expect(el.shadowRoot!.querySelector('p a')!.getAttribute('href')).to.equal('/it/legal/cookies-policy');
    expect(el.shadowRoot!.querySelector('[part="accept"]')!.textContent).to.equal('Accetta');
  });

  it('is not shown outside the EU edition or away from the home page', async () => {
    for (const tpl of [
      html`<ex-cookie-notice site-id="0" page-path="/"></ex-cookie-notice>`,
      html`<ex-cookie-notice site-id="182" page-path="/"></ex-cookie-notice>`,
      html`<ex-cookie-notice site-id="106" page-path="/fee"></ex-cookie-notice>`,
    ]) {
      const el = await fixture(tpl);
      await committed(el); // its first render decided, and committed
      expect(notice(el)).to.equal(null);
    }
  });

  it('marks the notice with its language as HTML names it: a host lang="tw" reads as zh-TW, not Twi (WCAG 3.1.2)', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" page-path="/" lang="tw"></ex-cookie-notice>`);
    await waitUntil(() => notice(el));
    expect(notice(el)!.getAttribute('lang')).to.equal('zh-TW');
  });

  it('accepting stores the time in seconds, hides it and tells the host', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
    await waitUntil(() => notice(el));
    let detail: { how: string; acceptedAt: number } | undefined;
    el.addEventListener('ex-cookie-notice-close', (e) => { detail = (e as CustomEvent).detail; });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="accept"]')!.click();
    await waitUntil(() => !notice(el));
    const stored = Number(localStorage.getItem(ACCEPTED_KEY));
    expect(stored).to.be.within(nowS() - 5, nowS());
    expect(detail).to.deep.equal({ how: 'accept', acceptedAt: stored });
  });

  it('the close button also stores the time', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
    await waitUntil(() => notice(el));
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Close cookie notice"]')!.click();
    await waitUntil(() => !notice(el));
    expect(Number(localStorage.getItem(ACCEPTED_KEY))).to.be.greaterThan(0);
  });

  it('stays hidden within 90 days of acceptance and comes back after', async () => {
    localStorage.setItem(ACCEPTED_KEY, String(nowS() - 89 * 86400));
    const recent = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
    await committed(recent);
    expect(notice(recent)).to.equal(null);
    localStorage.setItem(ACCEPTED_KEY, String(nowS() - 91 * 86400));
    const old = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
    await waitUntil(() => notice(old));
  });

  it('takes its phone layout at widths of at most 768 px, an iPad upright included (§2, §9), not at 769', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
    await waitUntil(() => notice(el));
    const direction = async (width: number) => {
      await setViewport({ width, height: 700 });
      await frames(1);
      return getComputedStyle(notice(el)!).flexDirection;
    };
    try {
      expect(await direction(768)).to.equal('column');
      expect(await direction(769)).to.equal('row');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('no control the keyboard reaches is under the notice (WCAG 2.4.11), up to the end of the page, at 390 px', async () => {
    await setViewport({ width: 390, height: 700 });
    // a page's end as the footer makes it: a column of links, the last at the very bottom
    const page = document.createElement('div');
    page.innerHTML = `<div style="height: 900px"></div>${Array.from({ length: 12 }, (_, i) => `<p style="margin: 0"><a href="#l${i}">Link ${i}</a></p>`).join('')}`;
    document.body.append(page);
    try {
      const el = await fixture(html`<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>`);
      await waitUntil(() => notice(el));
      await frames(2); // laid out and measured, as before a visitor's first key
      const covered: string[] = [];
      page.querySelector('a')!.focus();
      for (const link of page.querySelectorAll('a')) {
        await waitUntil(() => document.activeElement === link, `focus is on ${document.activeElement?.textContent}`);
        const [a, n] = [link.getBoundingClientRect(), notice(el)!.getBoundingClientRect()];
        if (a.bottom > n.top && a.top < n.bottom) covered.push(link.textContent!);
        await sendKeys({ press: 'Tab' });
      }
      expect(covered).to.deep.equal([]);
      notice(el)!.querySelector<HTMLButtonElement>('[part="accept"]')!.click();
      await waitUntil(() => !notice(el));
      expect(getComputedStyle(document.documentElement).scrollPaddingBottom).to.equal('auto'); // the room given back
    } finally {
      page.remove();
      await setViewport({ width: 800, height: 600 });
    }
  });

  // WCAG 2.4.3: the focused control goes with the notice; focus goes on, never to <body>
  const NOTICE = '<ex-cookie-notice data-dismissed site-id="106" page-path="/"></ex-cookie-notice>';
  for (const control of ['[part="accept"]', 'button.close']) {
    it(`dismissed with ${control} from the keyboard: focus goes on to the next control`, async () => {
      expect(await focusAfterDismissal(NOTICE, control, 'a control')).to.equal('a#after');
    });

    it(`dismissed with ${control} from the keyboard, nothing after it: focus goes to the page's main`, async () => {
      expect(await focusAfterDismissal(NOTICE, control, 'nothing')).to.equal('main');
    });
  }

  it('dismissed by a pointer that gave the button no focus (Safari): focus stays where it was', async () => {
    expect(await focusAfterPointerDismissal(NOTICE, '[part="accept"]')).to.equal('button#before');
  });

  it('is accessible in dark theme and right-to-left', async () => {
    const el = await fixture(html`<ex-cookie-notice site-id="106" lang="ar" theme="dark" page-path="/ar"></ex-cookie-notice>`);
    await waitUntil(() => notice(el)?.textContent?.includes('ملفات'), 'no Arabic text');
    await expect(el).to.be.accessible();
  });
});
