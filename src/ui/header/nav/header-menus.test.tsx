// <ex-header> menus in the browser: every edition logged in and out, languages, compliance
// and feature-flag hiding, the remote menu, the bubble, tracked clicks and ex-navigate.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import sinon from 'sinon';
import { allHrefs, staticTopNav } from '../../../core/header/build';
import { COMPLIANCE_KEYS as C } from '../../../core/compliance';
import { EDITIONS } from '../../../core/editions';
import { loadCatalog, translator } from '../../../core/i18n';
import { en } from '../../../core/i18n/catalogs/en';
import { withPrefix } from '../../../core/links';
import {
  $, $$, barEntries, clearHeaderCaches, desktop, everyBarLink, loggedIn, mount, openMenu, page, topButton,
} from '../../../testing/header';
import { watchRequests } from '../../../testing/settle';

const expected = (key: (typeof EDITIONS)[number]['key'], prefix = '', menuList: string[] = []) => new Set(allHrefs(staticTopNav({
  edition: EDITIONS.find((e) => e.key === key)!, compliance: { menuList, businessList: [] }, flags: {},
  link: (p) => withPrefix(prefix, p), t: translator('en', { en }), vars: { fiat: 'USD' },
})));

describe('<ex-header> menus per edition (spec §2, §6)', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });
  after(() => page());

  for (const edition of EDITIONS) {
    for (const login of [false, true]) {
      it(`${edition.key}, logged ${login ? 'in' : 'out'}: every menu opened, every link as the tables say`, async () => {
        page({ ...(login ? loggedIn() : {}), testnet: edition.key === 'testnet' });
        const el = await mount({ siteId: edition.key === 'testnet' ? undefined : edition.siteId });
        expect(await everyBarLink(el)).to.deep.equal(expected(edition.key));
      });
    }
  }

  it('German prefixes every internal link with /de; the trade link keeps the edition pair', async () => {
    page({ lang: 'de' });
    const el = await mount({ siteId: 177, lang: 'de' });
    const links = await everyBarLink(el);
    expect(links).to.deep.equal(expected('tr', '/de'));
    expect(links.has('/de/trade/BTC_TRY')).to.be.true;
  });

  it('the server prefix (lang_prefix) is used as given', async () => {
    page({ lang: 'zh', common: { lang_prefix: '/zh' } });
    await loadCatalog('zh');
    const trade = translator('zh')('header.trade');
    expect(trade).to.equal('交易');
    const el = await mount({ lang: 'zh' });
    await waitUntil(() => topButton(el, trade));
    const menu = await openMenu(el, trade);
    expect(menu.querySelector('a[href="/zh/trade/BTC_USDT"]')).to.exist;
  });

  it('the More menu holds every route of §2 "More menu", in its groups', async () => {
    const el = await mount();
    const menu = await openMenu(el, 'More');
    const groups = [...menu.querySelectorAll('[role="group"]')].map((g) => g.getAttribute('aria-label'));
    expect(groups).to.include.members(['Rewards', 'Launch', 'Wealth', 'Services']);
    for (const route of ['/rewards_hub/events', '/referral/affiliate', '/vip', '/calendar', '/proof-of-reserves', '/broker', '/candy-drop',
      '/launchpool', '/hodler-airdrop', '/launchpad', '/alpha-point/airdrop', '/futures/points', '/auto-investment',
      '/dual-currency-investment', '/soft-staking', '/cryptoloan', '/crypto-lending-center', '/vip-wealth', '/private-wealth',
      '/institution/quant-fund', '/asset-management/institution/asset-landing']) {
      expect(menu.querySelector(`a[href="${route}"]`), route).to.exist;
    }
  });

  it('menu tags: green "New", fire "Hot", live "LIVE"', async () => {
    const el = await mount();
    const trade = await openMenu(el, 'Trade');
    expect(trade.querySelector('a[href="/alpha"] .xh-tag-green')!.textContent).to.equal('New');
    expect(trade.querySelector('a[href="/copytrading"] .xh-tag-fire')!.textContent).to.equal('Hot');
    const community = await openMenu(el, 'Community');
    expect(community.querySelector('a[href="/live"] .xh-tag-live')!.textContent).to.equal('LIVE');
  });

  it('new-window items open safely and say so in hidden text, as the footer\'s do (WCAG G201); the web3 site is one', async () => {
    const el = await mount();
    const note = (a: Element) => a.querySelector('.ex-visually-hidden')?.textContent?.trim();
    const web3 = $<HTMLAnchorElement>(el, 'a.xh-top-link[href^="https://web3."]')!;
    expect(web3.target).to.equal('_blank');
    expect(web3.rel).to.equal('noopener noreferrer');
    expect(note(web3)).to.equal('(opens in a new window)');
    const derivatives = await openMenu(el, 'Futures');
    const demo = derivatives.querySelector<HTMLAnchorElement>('a[href^="https://testnet."]')!;
    expect(demo.target).to.equal('_blank');
    expect(note(demo)).to.equal('(opens in a new window)');
    const sameWindow = [...derivatives.querySelectorAll('a'), ...$$<HTMLAnchorElement>(el, 'a.xh-top-link')].filter((a) => !a.target);
    expect(sameWindow.length).to.be.above(0);
    expect(sameWindow.filter(note), 'a link that stays in the window').to.deep.equal([]);
  });
});

describe('<ex-header> compliance and feature flags (§6)', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });
  after(() => page());

  it('the compliance menu list hides its keys', async () => {
    page({ compliance: { menuList: [C.derivatives, C.web3, C.fiatTrade, C.otc, C.vipService], businessList: [] } });
    const el = await mount();
    expect(barEntries(el)).to.not.include.members(['Futures', 'Web3', 'Buy Crypto']);
    const links = await everyBarLink(el);
    expect(links).to.deep.equal(expected('main', '', [C.derivatives, C.web3, C.fiatTrade, C.otc, C.vipService]));
    for (const gone of ['/otc', '/vip', '/futures/USDT/BTC_USDT', '/p2p-express/buy/USD-USDT']) expect(links.has(gone), gone).to.be.false;
  });

  it('flags hide the rewards hub, pay-with and search; an absent flag shows its option', async () => {
    page({ flags: { rewardsHub: false, payWith: false, search: false } });
    const el = await mount();
    expect($(el, 'a[href="/rewards_hub"]')).to.equal(null);
    expect($(el, 'button[aria-label="Search markets"]')).to.equal(null);
    const buy = await openMenu(el, 'Buy Crypto');
    expect(buy.querySelector('[data-special="payWith"]')).to.equal(null);
    page();
    const shown = await mount();
    expect($(shown, 'button[aria-label="Search markets"]')).to.exist;
  });

  it('search follows the edition: Japan has none', async () => {
    const el = await mount({ siteId: 83 });
    expect($(el, 'button[aria-label="Search markets"]')).to.equal(null);
  });
});

describe('<ex-header> remote menu (§5, §6, §7)', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });
  after(() => { clearHeaderCaches(); page(); });

  it('flags.newMenu on the main site: the remote web items, checked, with no unsafe link anywhere', async () => {
    page({ flags: { newMenu: true } });
    const el = await mount();
    await waitUntil(() => barEntries(el).includes('Institutional'), barEntries(el).join());
    const links = await everyBarLink(el);
    expect(links.has('/trade/BTC_USDT')).to.be.true;
    expect(links.has('/crypto-trading-bots')).to.be.true; // unknown jump_type → internal
    expect(links.has('/copytrading')).to.be.false; // H5 only
    expect(links.has('/untitled') || links.has('/imageless') || links.has('/nft')).to.be.false;
    for (const a of $$<HTMLAnchorElement>(el, 'a')) expect(a.protocol, a.href).to.match(/^https?:$/);
    const trade = await openMenu(el, 'Trade');
    expect(trade.querySelector('a[href="/trade/BTC_USDT"] img.xh-glyph')).to.exist;
    expect(trade.querySelector('a[href="/trade/BTC_USDT"]')!.getAttribute('data-panel')).to.equal('trade');
  });

  it('remote images follow the theme', async () => {
    page({ flags: { newMenu: true } });
    const el = await mount({ theme: 'dark' });
    await waitUntil(() => barEntries(el).includes('Institutional'));
    const trade = await openMenu(el, 'Trade');
    expect(trade.querySelector<HTMLImageElement>('img.xh-glyph')!.getAttribute('src')).to.match(/\/__mock\/icon\//);
  });

  it('the remote menu failing (after its retries) leaves the built-in menu', async () => {
    // no cached menu from the tests before: a fresh entry would be served without a fetch
    clearHeaderCaches();
    page({ flags: { newMenu: true } });
    const el = await mount({ apiBase: '/__fault/500' });
    await waitUntil(() => barEntries(el).includes('Buy Crypto'), barEntries(el).join(), { timeout: 8000 });
  });

  it('is only for the main site: another edition keeps its tables', async () => {
    page({ flags: { newMenu: true } });
    const el = await mount({ siteId: 106 });
    expect(await everyBarLink(el)).to.deep.equal(expected('eu'));
  });
});

describe('<ex-header> rewards bubble, tracking and navigation events', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });

  it('the rewards hub shows its bubble text on the main site', async () => {
    const el = await mount();
    await waitUntil(() => $(el, '.xh-bubble')?.textContent === 'Up to 20 USDT');
  });

  it('a failed bubble call gives no bubble', async () => {
    const requests = watchRequests();
    try {
      const el = await mount({ apiBase: '/__fault/500' });
      await waitUntil(() => $(el, 'a[href="/rewards_hub"]'));
      await requests.ended('/rewards/bubble', { atLeast: 1 }); // its failed answer has come and rendered
      expect($(el, '.xh-bubble')).to.equal(null);
    } finally { sinon.restore(); }
  });

  it('a menu click sends ex-track, then a cancelable ex-navigate before an internal link', async () => {
    const el = await mount();
    const events: Array<[string, unknown]> = [];
    const onTrack = (e: Event) => events.push(['track', (e as CustomEvent).detail]);
    const onNavigate = (e: Event) => { events.push(['navigate', (e as CustomEvent).detail]); e.preventDefault(); };
    el.addEventListener('ex-track', onTrack);
    el.addEventListener('ex-navigate', onNavigate);
    const menu = await openMenu(el, 'Trade');
    menu.querySelector<HTMLAnchorElement>('a[href="/convert"]')!.click();
    el.removeEventListener('ex-track', onTrack);
    el.removeEventListener('ex-navigate', onNavigate);
    expect(events).to.deep.equal([
      ['track', { event: 'header_menu_click', menu: 'trade_head', item: 'convert', href: '/convert' }],
      ['navigate', { href: '/convert', source: 'header-trade_head' }],
    ]);
  });

  it('the search button asks the page to open the search', async () => {
    const el = await mount();
    let detail: unknown = null;
    el.addEventListener('ex-search-open', (e) => { detail = (e as CustomEvent).detail; }, { once: true });
    $<HTMLButtonElement>(el, 'button[aria-label="Search markets"]')!.click();
    // once the search modal's definition is in (it comes on demand), so that a page's modal hears it
    await waitUntil(() => detail !== null, 'no ex-search-open');
    expect(detail).to.deep.equal({ source: 'header' });
  });

  it('the bar is 64 px high, with the logo linking home', async () => {
    const el = await mount();
    expect($(el, '.xh-bar')!.getBoundingClientRect().height).to.equal(64);
    expect($(el, 'a.xh-logo')!.getAttribute('href')).to.equal('/');
    expect(topButton(el, 'Trade')).to.exist;
  });
});
