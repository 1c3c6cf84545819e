import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import sinon from 'sinon';
import '../../../elements/ex-alpha-list';
import { navigation } from '../../core/navigation';
import { setReftime } from '../../core/stores';
import { resetMarketState } from '../../testing/markets';
// two frames and a task turn: what a keystroke set has rendered and its effects have run (each
// test page has a window of its own, so frames come; a fixed 30 ms lost the debounce's timer on a busy machine)
import { frames } from '../../testing/settle';
import { faultCookie, requestsOf, setCsrfCookie, shadow, uniqueBase } from '../../testing/reminders';

const rows = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button.row')];
const sideItems = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('.side-item')];
const input = (el: Element) => shadow(el).querySelector<HTMLInputElement>('input[type="search"]')!;
const rowNamed = (el: Element, pair: string) => rows(el).find((r) => r.querySelector('.pair')!.textContent === pair);

/** Types into React's controlled input. */
function type(el: Element, value: string) {
  const box = input(el);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

async function list(base: string) {
  const el = await fixture<HTMLElement>(html`<ex-alpha-list api-base=${base}></ex-alpha-list>`);
  await waitUntil(() => rows(el).length > 0 && sideItems(el).length > 1, 'the list did not load', { timeout: 5000 });
  return el;
}

describe('<ex-alpha-list>', () => {
  before(setCsrfCookie);
  // the lists are cached per site and language (spec §9 alpha_market_data_v2): start empty
  beforeEach(resetMarketState);
  afterEach(() => sinon.restore());

  it('loads chains from the MEMEBOX menu and all chains with tab, timezone, page 1, limit 100', async () => {
    const base = uniqueBase('alpha-calls');
    const el = await list(base);
    expect(sideItems(el).map((b) => b.textContent)).to.deep.equal(['All Chains', 'Solana', 'Ethereum', 'BNB Chain', 'Base', 'Arbitrum']);
    expect(sideItems(el)[0].getAttribute('aria-current')).to.equal('true');
    const call = (await requestsOf(base)).find((r) => r.path === '/apiw/v2/alpha/currencies')!;
    expect(call.query).to.deep.equal({ tab: 'ALPHA_ALLCHAIN', timezone: '', page: '1', limit: '100' });
    expect(rows(el).length).to.equal(100);
  });

  it('a side-menu chain asks for that chain; the reftime sets the timezone', async () => {
    const base = uniqueBase('alpha-chain');
    setReftime('utc8');
    try {
      const el = await list(base);
      sideItems(el)[1].click();
      await waitUntil(() => rows(el).length > 0 && rows(el).every((r) => r.querySelector('img.chain')?.getAttribute('alt') === 'Solana'));
      const calls = (await requestsOf(base)).filter((r) => r.path === '/apiw/v2/alpha/currencies');
      expect(calls.map((c) => c.query.chain)).to.deep.equal([undefined, 'sol']);
      expect(calls.every((c) => c.query.timezone === 'utc8')).to.be.true;
    } finally { setReftime('24h'); }
  });

  it('shows icon, chain icon, show_pair and the address shortened to first 4 + last 4', async () => {
    const el = await list(uniqueBase('alpha-row'));
    const row = rowNamed(el, 'PEPE/USDT')!;
    const address = row.querySelector('.address')!;
    expect(address.getAttribute('title')).to.match(/^0x[0-9a-f]{40}$/);
    const full = address.getAttribute('title')!;
    expect(address.textContent).to.equal(`${full.slice(0, 4)}…${full.slice(-4)}`);
    expect(row.querySelector('img.icon')!.getAttribute('src')).to.equal('/__mock/icon/PEPE.svg');
    expect(row.querySelector('img.chain')!.getAttribute('alt')).to.equal('Ethereum');
  });

  it('debounces the search 1000 ms, trims it, and a newer keyword wins', async () => {
    const base = uniqueBase('alpha-debounce');
    const el = await list(base);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      type(el, 'po');
      await frames();
      clock.tick(500);
      type(el, '  pepe ');
      await frames();
      clock.tick(999);
      await frames();
      expect((await requestsOf(base)).some((r) => r.path === '/apiw/v2/alpha/markets_by_keywords')).to.be.false;
      clock.tick(1);
      await frames();
    } finally { clock.restore(); }
    await waitUntil(() => rows(el).length === 1 && !!rowNamed(el, 'PEPE/USDT'), 'no search result');
    const searches = (await requestsOf(base)).filter((r) => r.path === '/apiw/v2/alpha/markets_by_keywords');
    expect(searches.map((s) => s.query.keywords)).to.deep.equal(['pepe']);
  });

  it('an emptied search shows the normal list again without a search call', async () => {
    const base = uniqueBase('alpha-clear');
    const el = await list(base);
    type(el, 'pepe');
    await waitUntil(() => rows(el).length === 1, 'no search result');
    type(el, '   ');
    await waitUntil(() => rows(el).length === 100, 'the list did not come back');
    const searches = (await requestsOf(base)).filter((r) => r.path === '/apiw/v2/alpha/markets_by_keywords');
    expect(searches.length).to.equal(1);
  });

  it('a click tracks, looks the path up and opens it in the same window', async () => {
    const base = uniqueBase('alpha-open');
    const assign = sinon.stub(navigation, 'assign');
    const el = await list(base);
    const tracked = oneEvent(el, 'ex-track');
    const navigated = oneEvent(el, 'ex-navigate');
    rowNamed(el, 'PEPE/USDT')!.click();
    const track = await tracked;
    expect(track.detail).to.include({ event: 'alpha_click', pair: 'PEPE_USDT', chain: 'eth' });
    const nav = await navigated;
    expect(nav.detail.href).to.match(/^\/alpha\/eth-pepe-0x[0-9a-f]{40}$/);
    expect(assign.calledOnceWith(nav.detail.href)).to.be.true;
    const lookup = (await requestsOf(base)).find((r) => r.path === '/api/web/v1/web3-trade-interface/memebox/symbol_to_path')!;
    expect(lookup.method).to.equal('POST');
    expect(lookup.body).to.deep.equal({ symbols: ['PEPE'] });
  });

  it('a failed lookup opens /alpha/{chain}-{address}; a cancelled ex-navigate opens nothing', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const el = await list(uniqueBase('alpha-fallback'));
    const row = rowNamed(el, 'PEPE/USDT')!;
    const address = row.querySelector('.address')!.getAttribute('title')!;
    const fault = faultCookie('500', 'memebox/symbol_to_path');
    try {
      row.click();
      await waitUntil(() => assign.called);
    } finally { fault.clear(); }
    expect(assign.firstCall.args[0]).to.equal(`/alpha/eth-${address}`);
    el.addEventListener('ex-navigate', (e) => e.preventDefault(), { once: true });
    const navigated = oneEvent(el, 'ex-navigate');
    row.click();
    await navigated;
    await frames();
    expect(assign.callCount).to.equal(1);
  });

  it('marks its view with its language as HTML names it: a host lang="tw" reads as zh-TW, not Twi (WCAG 3.1.2)', async () => {
    const el = await fixture<HTMLElement>(html`<ex-alpha-list api-base=${uniqueBase('alpha-tw')} lang="tw"></ex-alpha-list>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="alpha"]'), 'no list');
    expect(el.shadowRoot!.querySelector('[part="alpha"]')!.getAttribute('lang')).to.equal('zh-TW');
  });

  it('uses the language prefix on the Alpha page', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const el = await fixture<HTMLElement>(html`<ex-alpha-list api-base=${uniqueBase('alpha-lang')} lang="ja"></ex-alpha-list>`);
    await waitUntil(() => !!rowNamed(el, 'PEPE/USDT'), 'no rows', { timeout: 5000 });
    rowNamed(el, 'PEPE/USDT')!.click();
    await waitUntil(() => assign.called);
    expect(assign.firstCall.args[0]).to.match(/^\/ja\/alpha\/eth-pepe-/);
  });

  it('a menu property gives the side menu and its tabs', async () => {
    const base = uniqueBase('alpha-menu');
    const menu = { market: 'MEMEBOX', sub: [{ market: 'sol', title: 'SOL', sub: [{ market: 'sol', title: 'All' }, { market: 'bsc', title: 'BNB' }] }] };
    const el = await fixture<HTMLElement>(html`<ex-alpha-list api-base=${base} .menu=${menu}></ex-alpha-list>`);
    await waitUntil(() => shadow(el).querySelectorAll('.tab').length === 2, 'no tabs');
    expect(sideItems(el).map((b) => b.textContent)).to.deep.equal(['SOL']);
    shadow(el).querySelectorAll<HTMLButtonElement>('.tab')[1].click();
    await waitUntil(async () => (await requestsOf(base)).some((r) => r.query.chain === 'bsc'));
    expect(shadow(el).querySelectorAll('.tab')[1].getAttribute('aria-pressed')).to.equal('true');
    const log = await requestsOf(base);
    // both chains were asked; the order they reach the mock's log is not the order they were sent
    expect(log.filter((r) => r.path === '/apiw/v2/alpha/currencies').map((r) => r.query.chain)).to.have.members(['sol', 'bsc']);
    expect(log.some((r) => r.path === '/apiw/v2/common/tabs')).to.be.false;
  });

  for (const kind of ['500', 'garbage', 'shape', 'code']) {
    it(`a ${kind} failure shows the empty state`, async () => {
      const el = await fixture<HTMLElement>(html`<ex-alpha-list api-base=${`/__fault/${kind}`}></ex-alpha-list>`);
      await waitUntil(() => shadow(el).querySelector('.empty')?.textContent === 'No tokens found', 'no empty state', { timeout: 5000 });
      expect(sideItems(el).map((b) => b.textContent)).to.deep.equal(['All chains']);
    });
  }

  it('a search without results shows the empty state', async () => {
    const el = await list(uniqueBase('alpha-none'));
    type(el, 'zzzz-no-such-token');
    await waitUntil(() => shadow(el).querySelector('.empty')?.textContent === 'No tokens found', 'no empty state');
  });

  it('is accessible, light and dark', async () => {
    const el = await list(uniqueBase('alpha-axe'));
    await expect(el).to.be.accessible();
    el.setAttribute('theme', 'dark');
    await waitUntil(() => el.classList.contains('ex-dark'));
    await expect(el).to.be.accessible();
  });
});
