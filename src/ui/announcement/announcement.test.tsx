import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { THIS_BROWSER_UA } from '../../testing/this-browser';
import sinon from 'sinon';
import '../../../elements/ex-announcement-bar';
import { DISMISSED_COOKIE, DISMISSED_KEY } from '../../core/announcement';
import { cookies } from '../../core/persist';
import { sanitizer } from '../../core/safety';
import { configure } from '../../core/stores';
import { committed, frames, watchRequests, type WatchedRequests } from '../../testing/settle';
import { XSS_VECTORS } from '../../testing/xss-vectors';
import { centre } from '../../testing/pointer';
import { focusAfterDismissal, focusAfterPointerDismissal } from '../../testing/dismissal-focus';

declare global { interface Window { __xss?: number } }

const bar = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="bar"]');
/** The bar has what decides it: the sanitiser, and the answer to its bulletin call (which has rendered). */
async function answered(requests: WatchedRequests) {
  await waitUntil(() => sanitizer.value, 'the sanitiser did not load');
  await requests.ended('/fullsiteBulletin', { atLeast: 1 });
}
const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data }), { headers: { 'content-type': 'application/json' } });

/** Emulates a media feature; false where the engine cannot (Firefox: no DevTools protocol; WebKit: WebDriver has no media emulation). */
async function emulated(media: Parameters<typeof emulateMedia>[0]): Promise<boolean> {
  try {
    await emulateMedia(media);
    return true;
  } catch (error) {
    if (/CDP|not supported for browser type webdriver/.test(String(error))) return false;
    throw error;
  }
}

describe('<ex-announcement-bar>', () => {
  afterEach(() => { localStorage.clear(); cookies.remove(DISMISSED_COOKIE); sinon.restore(); });

  it('shows the announcement on the home page, sanitised, with its details link', async () => {
    const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await waitUntil(() => bar(el), 'the bar did not appear');
    expect(bar(el)!.textContent).to.contain('scheduled system maintenance');
    expect(bar(el)!.getAttribute('role')).to.equal('region');
    const more = el.shadowRoot!.querySelector<HTMLAnchorElement>('a.more')!;
    expect(more.getAttribute('href')).to.equal('/announcements/article/48211');
    await expect(el).to.be.accessible();
  });

  it('shows on wallet pages and prefixes links with the language', async () => {
    const el = await fixture(html`<ex-announcement-bar lang="tr" page-path="/tr/myaccount/myfunds"></ex-announcement-bar>`);
    await waitUntil(() => bar(el));
    expect(el.shadowRoot!.querySelector('a.more')!.getAttribute('href')).to.equal('/tr/announcements/article/48211');
  });

  it('keeps its place while the bulletin loads: an empty bar of the same height, hidden from assistive tech (issue 17, CLS)', async () => {
    let reply!: (response: Response) => void;
    sinon.stub(window, 'fetch').callsFake(() => new Promise<Response>((resolve) => { reply = resolve; }));
    const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await waitUntil(() => el.shadowRoot!.querySelector('.bar') && reply, 'no bar kept its place');
    expect(el.shadowRoot!.querySelector('.bar')!.getAttribute('aria-hidden')).to.equal('true');
    expect(bar(el), 'nothing to read yet').to.equal(null);
    const kept = el.getBoundingClientRect().height;
    expect(kept).to.equal(44);
    reply(answer({ content_id: 'p1', content: 'Hello' }));
    await waitUntil(() => bar(el), 'the bulletin did not show');
    expect(el.getBoundingClientRect().height, 'the page below did not move').to.equal(kept);
  });

  it('stays hidden, and asks nothing, on other pages', async () => {
    const spy = sinon.spy(window, 'fetch');
    const el = await fixture(html`<ex-announcement-bar page-path="/trade/BTC_USDT"></ex-announcement-bar>`);
    await committed(el); // it has rendered, and would have asked by now
    expect(bar(el)).to.equal(null);
    expect(spy.called).to.be.false;
  });

  it('closing stores the content_id, hides the bar and tells the host; it does not come back', async () => {
    const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await waitUntil(() => bar(el));
    let detail: unknown;
    el.addEventListener('ex-announcement-dismiss', (e) => { detail = (e as CustomEvent).detail; });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await waitUntil(() => !bar(el));
    expect(detail).to.deep.equal({ contentId: 'ann-2026-11' });
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).to.deep.equal(['ann-2026-11']);
    expect(cookies.get(DISMISSED_COOKIE), 'for a server render (DESIGN.md §3a)').to.equal('ann-2026-11');
    const requests = watchRequests();
    const again = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await answered(requests);
    expect(bar(again)).to.equal(null);
  });

  const BAR = '<ex-announcement-bar data-dismissed page-path="/"></ex-announcement-bar>';
  it('closed from the keyboard: focus goes on to the next control (WCAG 2.4.3)', async () => {
    expect(await focusAfterDismissal(BAR, '[part="close"]', 'a control')).to.equal('a#after');
  });

  it("closed from the keyboard, nothing after it: focus goes to the page's main", async () => {
    expect(await focusAfterDismissal(BAR, '[part="close"]', 'nothing')).to.equal('main');
  });

  it('closed by a pointer that gave the button no focus (Safari): focus stays where it was', async () => {
    expect(await focusAfterPointerDismissal(BAR, '[part="close"]')).to.equal('button#before');
  });

  for (const link of [42, true, [], {}]) {
    it(`a link that is not a string (${JSON.stringify(link)}) is no link: the announcement shows without it`, async () => {
      sinon.stub(window, 'fetch').callsFake(async () => answer({ content_id: 7, content: 'Hello', link }));
      const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
      await waitUntil(() => bar(el), 'the announcement was lost');
      expect(bar(el)!.textContent).to.contain('Hello');
      expect(el.shadowRoot!.querySelector('.more'), 'no details link, not even a disabled one').to.equal(null);
    });
  }

  it('no bar, not an empty one kept for ever, when the sanitiser fails to load (§8: a failed announcement is none)', async () => {
    sinon.stub(sanitizer, 'load').rejects(new Error('the chunk did not load'));
    const requests = watchRequests();
    const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await requests.ended('/fullsiteBulletin', { atLeast: 1 }); // the bar kept its place until now
    await waitUntil(() => !el.shadowRoot!.querySelector('.bar'), 'the empty bar stayed');
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  for (const kind of ['500', 'garbage', 'shape', 'null', 'code']) {
    it(`an API failure (${kind}) leaves it hidden without an error`, async () => {
      const requests = watchRequests();
      const el = await fixture(html`<ex-announcement-bar page-path="/" api-base=${`/__fault/${kind}`}></ex-announcement-bar>`);
      await answered(requests);
      expect(bar(el)).to.equal(null);
    });
  }

  it('recovers when the API answers again', async () => {
    const requests = watchRequests();
    const el = await fixture(html`<ex-announcement-bar page-path="/" api-base="/__fault/500"></ex-announcement-bar>`);
    await answered(requests);
    expect(bar(el)).to.equal(null); // failed first
    el.removeAttribute('api-base');
    await waitUntil(() => bar(el), 'no bar after the API recovered');
  });

  it('hostile content never executes and unsafe links never become links', async () => {
    window.__xss = undefined;
    const hostile = XSS_VECTORS.join(' ');
    sinon.stub(window, 'fetch').callsFake(async () => answer({ content_id: 'x1', content: hostile, link: 'javascript:window.__xss=1' }));
    const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await waitUntil(() => bar(el));
    await frames(); // events its insertion queued (toggle, focus, animation) have run; the checks below find any handler left
    const root = el.shadowRoot!;
    const text = root.querySelector('.text')!;
    expect(text.querySelectorAll('script, iframe, img, svg, object, embed, form').length).to.equal(0);
    expect([...root.querySelectorAll('*')].some((n) => [...n.attributes].some((a) => a.name.startsWith('on')))).to.be.false;
    expect([...text.querySelectorAll('a')].every((a) => !a.hasAttribute('href') || a.getAttribute('href') === '#' || a.getAttribute('href')!.startsWith('/'))).to.be.true;
    expect(root.querySelectorAll('a.more').length).to.equal(0);
    expect(window.__xss).to.equal(undefined);
  });

  it('scrolls a too-long text as a marquee in the app, with a pause control', async () => {
    configure({ appUserAgent: THIS_BROWSER_UA });
    const long = 'A very long announcement. '.repeat(20);
    sinon.stub(window, 'fetch').callsFake(async () => answer({ content_id: 'm1', content: long }));
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 320px"><ex-announcement-bar page-path="/"></ex-announcement-bar></div>`);
    const el = wrapper.firstElementChild!;
    const text = () => el.shadowRoot!.querySelector<HTMLElement>('.text');
    await waitUntil(() => text()?.getAnimations().length === 1, 'no marquee animation');
    // the marquee now: a new size (the control taking its place) measures again and starts a new one
    const marqueeNow = () => text()!.getAnimations()[0];
    expect(Number(marqueeNow().effect!.getTiming().duration)).to.be.greaterThan(3000);
    const pause = el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Pause scrolling"]')!;
    pause.click();
    await waitUntil(() => marqueeNow()?.playState === 'paused', `the marquee is ${marqueeNow()?.playState}`);
    await waitUntil(() => el.shadowRoot!.querySelector('button[aria-label="Resume scrolling"]'));
    configure({ appUserAgent: undefined });
  });

  /** A marquee running at 320 px (as in the app), with the bulletin's text. */
  async function marquee(content: string) {
    configure({ appUserAgent: THIS_BROWSER_UA });
    sinon.stub(window, 'fetch').callsFake(async () => answer({ content_id: 'm3', content, link: '/announcements/article/48211' }));
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 320px"><ex-announcement-bar page-path="/"></ex-announcement-bar></div>`);
    const el = wrapper.firstElementChild!;
    const text = () => el.shadowRoot!.querySelector<HTMLElement>('.text');
    await waitUntil(() => text()?.getAnimations().length === 1 && text()!.querySelector('a'), 'no marquee animation');
    // the marquee now (a new size measures again and starts a new one)
    return { el, root: el.shadowRoot!, animation: () => text()!.getAnimations()[0] };
  }
  const LONG = 'A very long announcement. '.repeat(12);

  it('the marquee holds still while a link in it has focus or the pointer is over it (WCAG 2.2.2, 2.4.7)', async () => {
    try {
      const { root, animation } = await marquee(`${LONG}<a href="/fees">Fees</a> ${LONG}`);
      const link = root.querySelector<HTMLAnchorElement>('.text a')!;
      link.focus();
      await waitUntil(() => animation()?.playState === 'paused', `focused, the marquee is ${animation()?.playState}; focus on ${root.activeElement?.outerHTML}`);
      expect(root.querySelector('button.pause')!.getAttribute('aria-label'), 'the visitor did not pause it').to.equal('Pause scrolling');
      link.blur();
      await waitUntil(() => animation()?.playState === 'running', 'it did not go on after focus left');
      await sendMouse({ type: 'move', position: centre(root.querySelector('.viewport')!) });
      await waitUntil(() => animation()?.playState === 'paused', `hovered, the marquee is ${animation()?.playState}`);
      const bar = root.querySelector('.bar')!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [5, Math.round(bar.bottom + 40)] }); // off the bar
      await waitUntil(() => animation()?.playState === 'running', 'it did not go on after the pointer left');
      root.querySelector<HTMLButtonElement>('button.pause')!.click(); // the visitor's pause outlasts a focus
      link.focus();
      link.blur();
      await frames();
      expect(animation()?.playState).to.equal('paused');
    } finally {
      configure({ appUserAgent: undefined });
    }
  });

  it("one Tab stop per place: the text's copy of the details link is hidden; a link in the text shows its whole focus ring (WCAG 2.4.7)", async () => {
    try {
      const { root } = await marquee(`${LONG}<a href="/fees">Fees</a> <a href="/announcements/article/48211">Details</a>`);
      const copy = root.querySelector<HTMLAnchorElement>('.text a[href="/announcements/article/48211"]')!;
      expect([copy.tabIndex, copy.getAttribute('aria-hidden')]).to.deep.equal([-1, 'true']);
      const stops = [...root.querySelectorAll<HTMLAnchorElement>('a')].filter((a) => a.tabIndex >= 0 && !a.closest('[aria-hidden="true"]'));
      expect(stops.map((a) => a.textContent)).to.deep.equal(['Fees', 'Details']);
      const fees = stops[0];
      await sendKeys({ press: 'Shift' }); // the keyboard in use: focus shows its ring
      fees.focus();
      expect(fees.matches(':focus-visible')).to.equal(true);
      const style = getComputedStyle(fees);
      const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const [a, box] = [fees.getBoundingClientRect(), root.querySelector('.viewport')!.getBoundingClientRect()];
      expect(style.outlineStyle).to.equal('solid');
      expect(a.top - ring, 'the ring above the link, inside the clipping viewport').to.be.at.least(box.top);
      expect(a.bottom + ring, 'the ring below the link').to.be.at.most(box.bottom);
    } finally {
      configure({ appUserAgent: undefined });
    }
  });

  it('never moves under prefers-reduced-motion: the text wraps instead', async function () {
    // emulateMedia drives Chromium's DevTools protocol, which Firefox and WebKit do not speak
    if (!(await emulated({ reducedMotion: 'reduce' }))) this.skip();
    try {
      configure({ appUserAgent: THIS_BROWSER_UA });
      sinon.stub(window, 'fetch').callsFake(async () => answer({ content_id: 'm2', content: 'Long text. '.repeat(40) }));
      const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 320px"><ex-announcement-bar page-path="/"></ex-announcement-bar></div>`);
      const el = wrapper.firstElementChild!;
      await waitUntil(() => el.shadowRoot!.querySelector('.viewport.wrap'));
      await frames(); // a marquee would start from the size observer's first report, in the next frame
      expect(el.shadowRoot!.querySelector<HTMLElement>('.text')!.getAnimations()).to.have.length(0);
      // the control keeps its place, hidden: not shown, not focusable, not announced
      expect(el.shadowRoot!.querySelector<HTMLElement>('button.pause')!.checkVisibility({ visibilityProperty: true })).to.equal(false);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
      configure({ appUserAgent: undefined });
    }
  });

  it('asks the host before following the details link (ex-navigate, cancelable)', async () => {
    const el = await fixture(html`<ex-announcement-bar page-path="/"></ex-announcement-bar>`);
    await waitUntil(() => el.shadowRoot!.querySelector('a.more'));
    const seen: string[] = [];
    el.addEventListener('ex-track', (e) => seen.push((e as CustomEvent).detail.event));
    el.addEventListener('ex-navigate', (e) => { seen.push((e as CustomEvent).detail.href); e.preventDefault(); });
    const before = location.href;
    el.shadowRoot!.querySelector<HTMLAnchorElement>('a.more')!.click();
    expect(seen).to.deep.equal(['announcement_click', '/announcements/article/48211']);
    expect(location.href).to.equal(before);
  });

  it('renders in dark theme with the dark tokens', async () => {
    const el = await fixture(html`<ex-announcement-bar page-path="/" theme="dark"></ex-announcement-bar>`);
    await waitUntil(() => bar(el));
    expect(el.classList.contains('ex-dark')).to.be.true;
    expect(getComputedStyle(bar(el)!).backgroundColor).to.equal('rgb(46, 36, 16)');
  });
});
