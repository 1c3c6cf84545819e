import { expect } from '@open-wc/testing';
import { COMPLIANCE_KEYS as C, type ComplianceKey } from '../../compliance';
import { EDITIONS, editionByKey, type EditionKey } from '../../editions';
import { translator } from '../../i18n';
import { en } from '../../i18n/catalogs/en';
import { withPrefix } from '../../links';
import { allHrefs, barGroups, drawerItems, findItem, plainMenu, staticTopNav, topNav, type MenuContext } from '../build';
import { TESTNET_URL, WEB3_URL } from './menus';
import { REGION_RULES } from './regions';
import type { NavItem } from '../types';

const ctxFor = (key: EditionKey, opts: { prefix?: string; menuList?: ComplianceKey[]; flags?: Record<string, boolean> } = {}): MenuContext => ({
  edition: editionByKey(key),
  compliance: { menuList: opts.menuList ?? [], businessList: [] },
  flags: opts.flags ?? {},
  link: (path) => withPrefix(opts.prefix ?? '', path),
  t: translator('en', { en }),
  vars: { fiat: 'USD' },
});
const hrefs = (items: NavItem[]) => new Set(allHrefs(items));
/** the links of entries and of menus (the built-in search lists both as pages) */
const everyHref = (items: NavItem[]): Set<string> =>
  new Set(items.flatMap((item) => [...(item.href ? [item.href] : []), ...everyHref(item.children)]));
const menu = (items: NavItem[], key: string) => findItem(items, key);

// spec §2 "Header links": top navigation, More menu, community, trade, derivatives and buy-crypto dropdowns
const SPEC_MAIN = [
  '/crypto', '/buy-sell-crypto', '/price', '/sale', '/trade/BTC_USDT', '/referral', '/futures/USDT/BTC_USDT', '/simple-earn',
  '/otc', '/post', '/institution', '/learn', '/brand-partnerships', '/rewards_hub', '/help', '/announcements', '/blog', '/nextup',
  '/staking', '/staking/BTC', '/staking/GUSD', '/competition/center/trading', WEB3_URL,
  '/rewards_hub/events', '/referral/affiliate', '/vip', '/calendar', '/proof-of-reserves', '/asset-management/institution/asset-landing',
  '/broker', '/candy-drop', '/launchpool', '/hodler-airdrop', '/launchpad', '/alpha-point/airdrop', '/futures/points',
  '/auto-investment', '/dual-currency-investment', '/soft-staking', '/cryptoloan', '/crypto-lending-center', '/vip-wealth',
  '/private-wealth', '/institution/quant-fund',
  '/live', '/news',
  '/alpha', '/premint', '/trade/BTC_USDT?tab=isolated_margin', '/convert', '/etf', '/copytrading', '/crypto-trading-bots',
  '/options/BTC_USDT', '/unified-trading-account', '/futures/trading-guide-for-beginners', TESTNET_URL,
  '/p2p-express/buy/USD-USDT', '/card', '/c2cloan/cny',
];

describe('header menus: the main site', () => {
  it('holds every route of spec §2 and nothing else', () => {
    const got = hrefs(staticTopNav(ctxFor('main')));
    for (const route of SPEC_MAIN) expect(got.has(route), route).to.be.true;
    for (const href of got) expect(SPEC_MAIN, href).to.include(href);
  });

  it('has the top navigation in order, with the header keys of §2', () => {
    expect(staticTopNav(ctxFor('main')).map((i) => i.key)).to.deep.equal([
      'buy_coins_head', 'markets', 'trade_head', 'derivatives', 'earn', 'web3', 'community', 'institution', 'learn', 'rewards_hub', 'more',
    ]);
    const trade = menu(staticTopNav(ctxFor('main')), 'trade_head')!;
    expect(trade.children.map((i) => i.key)).to.include('spot_trade');
  });

  it('prefixes every internal link with the language, and leaves external sites alone', () => {
    const items = staticTopNav(ctxFor('main', { prefix: '/de' }));
    for (const href of allHrefs(items)) {
      if (href.startsWith('https://')) expect([WEB3_URL, TESTNET_URL]).to.include(href);
      else expect(href.startsWith('/de/'), href).to.be.true;
    }
    expect(menu(items, 'spot_trade')!.href).to.equal('/de/trade/BTC_USDT');
    expect(menu(items, 'web3')!.openInNewWindow).to.be.true;
    expect(menu(items, 'testnet')!.openInNewWindow).to.be.true;
  });

  it('puts the hover panels on trade, alpha, pre-market, launchpad, futures and options', () => {
    const items = staticTopNav(ctxFor('main'));
    const panels = Object.fromEntries(['spot_trade', 'alpha', 'preMarket', 'pilot', 'futures', 'options'].map((k) => [k, menu(items, k)!.hoverPanel]));
    expect(panels).to.deep.equal({ spot_trade: 'trade', alpha: 'memebox', preMarket: 'preMarket', pilot: 'pilot', futures: 'futures', options: 'options' });
  });

  it('marks the special items: pay-with, chat room, competition banner, demo trading, More, rewards hub', () => {
    const items = staticTopNav(ctxFor('main'));
    expect(menu(items, 'payWith')!.specialHandler).to.equal('payWith');
    expect(menu(items, 'payWith')!.title).to.equal('Pay with USD');
    expect(menu(items, 'chatRoom')!.specialHandler).to.equal('chatRoom');
    expect(menu(items, 'competition')!.specialHandler).to.equal('extraPanel');
    expect(menu(items, 'testnet')!.specialHandler).to.equal('testnet');
    expect(menu(items, 'more')!.specialHandler).to.equal('moreMenu');
    expect(menu(items, 'more')!.isVertical).to.be.false;
    expect(menu(items, 'rewards_hub')!.specialHandler).to.equal('rewardsHub');
    expect(menu(items, 'live')!.tags).to.deep.equal([{ type: 4, word: 'LIVE' }]);
  });
});

// the trade pair of /trade/{pair} per edition (§2 "Top navigation")
const PAIRS: Record<EditionKey, string> = {
  main: 'BTC_USDT', tr: 'BTC_TRY', sg: 'BTC_SGD', eu: 'BTC_USDC', jp: 'BTC_JPY', uae: 'BTC_AED',
  hk: 'BTC_USDT', us: 'BTC_USDT', bs: 'BTC_USDT', uk: 'BTC_USDT', au: 'BTC_USDT', testnet: 'BTC_USDT',
};

// routes that exist only where the edition has the regional feature (§6)
const FEATURE_ROUTES = {
  futures: ['/futures/USDT/BTC_USDT', '/futures/points'],
  margin: ['/trade/{pair}?tab=isolated_margin', '/cryptoloan', '/crypto-lending-center'],
  copyTrading: ['/copytrading'],
  referral: ['/referral', '/referral/affiliate'],
} as const;

describe('header menus: every regional edition', () => {
  for (const edition of EDITIONS) {
    const key = edition.key;
    it(`${key}: trade link, top navigation and regional features`, () => {
      const items = staticTopNav(ctxFor(key, { prefix: '/en-x' }));
      const got = hrefs(items);
      expect(menu(items, 'trade_head')!.href).to.equal(`/en-x/trade/${PAIRS[key]}`);
      expect(menu(items, 'spot_trade')!.href).to.equal(`/en-x/trade/${PAIRS[key]}`);
      const tops = items.map((i) => i.key);
      const rules = REGION_RULES[key];
      expect(tops.length).to.equal(rules.nav.length);
      for (const [feature, routes] of Object.entries(FEATURE_ROUTES)) {
        const on = rules.features[feature as keyof typeof rules.features];
        for (const route of routes) {
          const href = `/en-x${route.replace('{pair}', PAIRS[key])}`;
          // a route shown on this edition must belong to an enabled feature
          if (!on) expect(got.has(href), `${key} ${href}`).to.be.false;
        }
      }
      // the rewards hub, its bubble and its events are the main site's only (§7)
      expect(got.has('/en-x/rewards_hub')).to.equal(key === 'main');
      expect(got.has('/en-x/rewards_hub/events')).to.equal(key === 'main');
      for (const href of got) expect(href.startsWith('/en-x/') || href.startsWith('https://'), href).to.be.true;
    });
  }

  it('futures and margin show on the main site and the Bahamas only; testnet has futures but no margin', () => {
    const has = (key: EditionKey, k: string) => Boolean(menu(staticTopNav(ctxFor(key)), k));
    expect(EDITIONS.filter((e) => has(e.key, 'derivatives')).map((e) => e.key)).to.deep.equal(['main', 'bs', 'testnet']);
    expect(EDITIONS.filter((e) => has(e.key, 'margin')).map((e) => e.key)).to.deep.equal(['main', 'bs']);
    expect(EDITIONS.filter((e) => has(e.key, 'copytrading')).map((e) => e.key)).to.deep.equal(['main', 'bs']);
  });

  it('testnet has no demo-trading link of its own, no buy crypto, earn or referral', () => {
    const items = staticTopNav(ctxFor('testnet'));
    expect(items.map((i) => i.key)).to.deep.equal(['trade_head', 'derivatives']);
    expect(menu(items, 'testnet')).to.equal(undefined);
  });

  it('Malta is the EU edition: site 106 gives the EU rows', () => {
    const eu = EDITIONS.find((e) => e.siteId === 106)!;
    expect(eu.variants).to.include('Malta');
    expect(menu(staticTopNav(ctxFor(eu.key)), 'spot_trade')!.href).to.equal('/trade/BTC_USDC');
  });
});

// compliance keys of §6 and the links each hides on the main site
const COMPLIANCE_TABLE: Array<[ComplianceKey, string[]]> = [
  [C.spotTrade, ['/trade/BTC_USDT']],
  [C.derivatives, ['/futures/USDT/BTC_USDT', '/options/BTC_USDT', '/unified-trading-account', '/futures/trading-guide-for-beginners',
    '/competition/center/trading', TESTNET_URL]],
  [C.marginEtf, ['/etf']],
  [C.pay, ['/card']],
  [C.otc, ['/otc']],
  [C.vipService, ['/vip']],
  [C.latestNews, ['/news', '/announcements']],
  [C.helpCenter, ['/help']],
  [C.fiatTrade, ['/crypto', '/buy-sell-crypto', '/p2p-express/buy/USD-USDT', '/card', '/c2cloan/cny']],
  [C.express, ['/p2p-express/buy/USD-USDT']],
  [C.affiliate, ['/referral/affiliate']],
  [C.learn, ['/learn']],
  [C.partner, ['/brand-partnerships']],
  [C.marginTrade, ['/trade/BTC_USDT?tab=isolated_margin']],
  [C.stablecoinStaking, ['/staking/GUSD']],
  [C.web3, [WEB3_URL]],
  [C.flashExchange, ['/convert']],
  [C.launchpad, ['/launchpad', '/sale']],
];

describe('header menus: compliance hiding (§6)', () => {
  for (const [key, routes] of COMPLIANCE_TABLE) {
    it(`"${key}" hides ${routes.join(', ')} and nothing else, menus' own links included`, () => {
      const before = everyHref(staticTopNav(ctxFor('main')));
      const after = everyHref(staticTopNav(ctxFor('main', { menuList: [key] })));
      for (const route of routes) expect(after.has(route), route).to.be.false;
      const lost = [...before].filter((h) => !after.has(h));
      expect(lost.sort()).to.deep.equal([...routes].sort());
    });
  }

  it('hiding derivatives removes the whole Futures menu', () => {
    expect(menu(staticTopNav(ctxFor('main', { menuList: [C.derivatives] })), 'derivatives')).to.equal(undefined);
  });

  it('hiding fiat trade removes the buy-crypto menu with its pay-with panel', () => {
    expect(menu(staticTopNav(ctxFor('main', { menuList: [C.fiatTrade] })), 'buy_coins_head')).to.equal(undefined);
  });
});

describe('header menus: feature flags (§6)', () => {
  it('payWith: false hides the pay-with item; rewardsHub: false hides the hub and its events', () => {
    const items = staticTopNav(ctxFor('main', { flags: { payWith: false, rewardsHub: false } }));
    expect(menu(items, 'payWith')).to.equal(undefined);
    expect(menu(items, 'rewards_hub')).to.equal(undefined);
    expect(menu(items, 'events')).to.equal(undefined);
    expect(menu(items, 'buySell')).to.not.equal(undefined);
  });

  it('a flag that is absent or true leaves its option shown', () => {
    const items = staticTopNav(ctxFor('main', { flags: { payWith: true } }));
    expect(menu(items, 'payWith')).to.not.equal(undefined);
    expect(menu(items, 'rewards_hub')).to.not.equal(undefined);
  });
});

describe('header menus: drawer and remote combination', () => {
  it('the drawer leaves out the entries hidden below 992 px and has no panels', () => {
    const items = drawerItems(plainMenu(staticTopNav(ctxFor('main')), '/crypto/buy-USD-USDT'));
    for (const key of ['competition', 'testnet', 'c2cLoan', 'quantFund', 'broker']) expect(menu(items, key), key).to.equal(undefined);
    expect(menu(items, 'payWith')!.href).to.equal('/crypto/buy-USD-USDT');
    expect(menu(items, 'payWith')!.specialHandler).to.equal(undefined);
    expect(allHrefs(items).length).to.be.greaterThan(40);
    const panels = (list: NavItem[]): unknown[] => list.flatMap((i) => [i.hoverPanel, ...panels(i.children)]).filter(Boolean);
    expect(panels(items)).to.deep.equal([]);
  });

  it('a non-empty remote menu replaces the static entries, keeping the rewards hub and More', () => {
    const remote: NavItem[] = [{ key: 'r1', title: 'Remote', href: '/r1', tags: [], children: [], isVertical: true }];
    expect(topNav(ctxFor('main'), remote).map((i) => i.key)).to.deep.equal(['r1', 'rewards_hub', 'more']);
    expect(topNav(ctxFor('main'), []).map((i) => i.key)).to.deep.equal(staticTopNav(ctxFor('main')).map((i) => i.key));
    expect(topNav(ctxFor('main'), null)[0].key).to.equal('buy_coins_head');
  });
});

describe("header menus: how the bar folds into More (the bar's CSS, DESIGN.md §3f)", () => {
  const groups = (items: NavItem[]) => {
    const { lead, core, tail } = barGroups(items);
    const keys = (indices: number[]) => indices.map((i) => items[i].key);
    return { lead: keys(lead), core: keys(core), tail: keys(tail) };
  };
  const bar = (key: EditionKey) => staticTopNav(ctxFor(key)).filter((i) => i.specialHandler !== 'moreMenu');

  it('the main site: the tail goes first from its end, then Buy Crypto and Markets, trade and futures last', () => {
    expect(groups(bar('main'))).to.deep.equal({
      lead: ['buy_coins_head', 'markets'], core: ['trade_head', 'derivatives'],
      tail: ['earn', 'web3', 'community', 'institution', 'learn', 'rewards_hub'],
    });
  });

  it('an edition without futures keeps trade last; one that starts with trade folds from its end', () => {
    expect(groups(bar('tr'))).to.deep.equal({ lead: ['buy_coins_head', 'markets'], core: ['trade_head'], tail: ['earn', 'learn'] });
    expect(groups(bar('testnet'))).to.deep.equal({ lead: [], core: [], tail: ['trade_head', 'derivatives'] });
  });

  it('a remote menu with none of the ranked entries folds from its end', () => {
    const remote = ['a', 'b', 'c'].map((key): NavItem => ({ key, title: key, href: `/${key}`, tags: [], children: [], isVertical: true }));
    expect(groups(remote)).to.deep.equal({ lead: [], core: [], tail: ['a', 'b', 'c'] });
  });
});
