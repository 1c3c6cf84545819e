// The static header menus (spec §2 "Header links": top navigation, trade, derivatives and
// buy-crypto dropdowns, community, More menu). One row per entry; who sees it is data on the
// row (compliance key, regional feature, feature flag, editions), decided in build.ts.
import { COMPLIANCE_KEYS as C } from '../compliance';
import type { EditionKey } from '../editions';
import type { MenuDef } from './types';
import type { TopKey } from './regions';

/** The external sites of §2: the web3 site and the demo-trading (testnet) site. */
export const WEB3_URL = 'https://web3.gate.com/';
export const TESTNET_URL = 'https://testnet.gate.com/';

/** The sign-up reward the drawer's rewards card names (§9 "Referral badge 20 USDT"). */
export const REWARDS_CARD_USDT = 20;

const MAIN: readonly EditionKey[] = ['main'];
const MAIN_BS: readonly EditionKey[] = ['main', 'bs'];
const NEW = [{ type: 2, word: 'header.tag.new' }] as const;
const HOT = [{ type: 3, word: 'header.tag.hot' }] as const;

const buy: MenuDef = {
  key: 'buy_coins_head', title: 'header.buy', link: '/crypto', compliance: C.fiatTrade, children: [
    { key: 'payWith', title: 'header.payWith', desc: 'header.payWith.desc', prefixIcon: 'card', specialHandler: 'payWith', flag: 'payWith' },
    { key: 'oneClick', title: 'header.oneClick', desc: 'header.oneClick.desc', prefixIcon: 'bolt', link: '/crypto' },
    { key: 'buySell', title: 'header.buySell', desc: 'header.buySell.desc', prefixIcon: 'swap', link: '/buy-sell-crypto' },
    { key: 'p2p', title: 'header.p2p', desc: 'header.p2p.desc', prefixIcon: 'users', link: '/p2p-express/buy/USD-USDT', compliance: C.express },
    { key: 'card', title: 'header.card', desc: 'header.card.desc', prefixIcon: 'card', link: '/card', compliance: C.pay, only: MAIN_BS },
    { key: 'c2cLoan', title: 'header.c2cLoan', desc: 'header.c2cLoan.desc', prefixIcon: 'bank', link: '/c2cloan/cny', only: MAIN, hideBelow992: true },
  ],
};

const markets: MenuDef = { key: 'markets', title: 'header.markets', prefixIcon: 'chart', link: '/price' };

const trade: MenuDef = {
  key: 'trade_head', title: 'header.trade', link: '/trade/{pair}', children: [
    { key: 'spot_trade', title: 'header.spot', desc: 'header.spot.desc', prefixIcon: 'candles', link: '/trade/{pair}', hoverPanel: 'trade', compliance: C.spotTrade },
    { key: 'alpha', title: 'header.alpha', desc: 'header.alpha.desc', prefixIcon: 'bolt', link: '/alpha', hoverPanel: 'memebox', only: MAIN, tags: NEW },
    { key: 'preMarket', title: 'header.preMarket', desc: 'header.preMarket.desc', prefixIcon: 'clock', link: '/premint', hoverPanel: 'preMarket', only: MAIN },
    { key: 'pilot', title: 'header.launchpad', desc: 'header.pilot.desc', prefixIcon: 'rocket', link: '/launchpad', hoverPanel: 'pilot', only: MAIN, compliance: C.launchpad },
    { key: 'margin', title: 'header.margin', desc: 'header.margin.desc', prefixIcon: 'scale', link: '/trade/{pair}?tab=isolated_margin', needs: 'margin', compliance: C.marginTrade },
    { key: 'convert', title: 'header.convert', desc: 'header.convert.desc', prefixIcon: 'swap', link: '/convert', compliance: C.flashExchange },
    { key: 'etf', title: 'header.etf', desc: 'header.etf.desc', prefixIcon: 'layers', link: '/etf', only: MAIN_BS, compliance: C.marginEtf },
    { key: 'copytrading', title: 'header.copyTrading', desc: 'header.copyTrading.desc', prefixIcon: 'copy', link: '/copytrading', needs: 'copyTrading', tags: HOT },
    { key: 'bots', title: 'header.bots', desc: 'header.bots.desc', prefixIcon: 'robot', link: '/crypto-trading-bots', only: MAIN_BS },
  ],
};

const derivatives: MenuDef = {
  key: 'derivatives', title: 'header.derivatives', link: '/futures/USDT/BTC_USDT', needs: 'futures', compliance: C.derivatives, children: [
    { key: 'futures', title: 'header.usdtFutures', desc: 'header.usdtFutures.desc', prefixIcon: 'chart', link: '/futures/USDT/BTC_USDT', hoverPanel: 'futures' },
    { key: 'options', title: 'header.options', desc: 'header.options.desc', prefixIcon: 'target', link: '/options/BTC_USDT', hoverPanel: 'options', only: MAIN },
    { key: 'unified', title: 'header.unified', desc: 'header.unified.desc', prefixIcon: 'layers', link: '/unified-trading-account', only: MAIN_BS },
    { key: 'guide', title: 'header.futuresGuide', desc: 'header.futuresGuide.desc', prefixIcon: 'book', link: '/futures/trading-guide-for-beginners' },
    { key: 'testnet', title: 'header.demoTrading', desc: 'header.demoTrading.desc', prefixIcon: 'flask', link: TESTNET_URL, openInNewWindow: true,
      specialHandler: 'testnet', except: ['testnet'], hideBelow992: true },
    // the competition banner (§6: hidden at 992 px and below)
    { key: 'competition', title: 'header.competition', desc: 'header.competition.desc', prefixIcon: 'trophy', link: '/competition/center/trading',
      specialHandler: 'extraPanel', only: MAIN, hideBelow992: true },
  ],
};

const earn: MenuDef = {
  key: 'earn', title: 'header.earn', link: '/simple-earn', children: [
    { key: 'simpleEarn', title: 'header.simpleEarn', desc: 'header.simpleEarn.desc', prefixIcon: 'coins', link: '/simple-earn' },
    { key: 'staking', title: 'header.staking', desc: 'header.staking.desc', prefixIcon: 'lock', link: '/staking' },
    { key: 'btcStaking', title: 'header.btcStaking', desc: 'header.btcStaking.desc', prefixIcon: 'coins', link: '/staking/BTC', only: MAIN_BS },
    { key: 'gusd', title: 'header.gusd', desc: 'header.gusd.desc', prefixIcon: 'dollar', link: '/staking/GUSD', only: MAIN, compliance: C.stablecoinStaking },
    { key: 'startup', title: 'header.startup', desc: 'header.startup.desc', prefixIcon: 'rocket', link: '/sale', only: MAIN, compliance: C.launchpad },
    { key: 'nextup', title: 'header.nextup', desc: 'header.nextup.desc', prefixIcon: 'star', link: '/nextup', only: MAIN, tags: NEW },
  ],
};

const web3: MenuDef = { key: 'web3', title: 'header.web3', prefixIcon: 'globe', link: WEB3_URL, openInNewWindow: true, compliance: C.web3 };

const community: MenuDef = {
  key: 'community', title: 'header.community', link: '/post', children: [
    { key: 'post', title: 'header.post', desc: 'header.post.desc', prefixIcon: 'square', link: '/post' },
    { key: 'live', title: 'header.live', desc: 'header.live.desc', prefixIcon: 'live', link: '/live', tags: [{ type: 4, word: 'header.tag.live' }] },
    { key: 'news', title: 'header.news', desc: 'header.news.desc', prefixIcon: 'news', link: '/news', compliance: C.latestNews },
    { key: 'chatRoom', title: 'header.chatRoom', desc: 'header.chatRoom.desc', prefixIcon: 'chat', specialHandler: 'chatRoom' },
  ],
};

const institution: MenuDef = {
  key: 'institution', title: 'header.institution', link: '/institution', children: [
    { key: 'institutional', title: 'header.institutional', desc: 'header.institutional.desc', prefixIcon: 'building', link: '/institution' },
    { key: 'otc', title: 'header.otc', desc: 'header.otc.desc', prefixIcon: 'handshake', link: '/otc', compliance: C.otc },
    { key: 'partners', title: 'header.partners', desc: 'header.partners.desc', prefixIcon: 'star', link: '/brand-partnerships', compliance: C.partner },
  ],
};

const learn: MenuDef = {
  key: 'learn', title: 'header.learn', link: '/learn', children: [
    { key: 'academy', title: 'header.academy', desc: 'header.academy.desc', prefixIcon: 'book', link: '/learn', compliance: C.learn },
    { key: 'blog', title: 'header.blog', desc: 'header.blog.desc', prefixIcon: 'news', link: '/blog' },
    { key: 'help', title: 'header.help', desc: 'header.help.desc', prefixIcon: 'help', link: '/help', compliance: C.helpCenter },
    { key: 'announcements', title: 'header.announcements', desc: 'header.announcements.desc', prefixIcon: 'megaphone', link: '/announcements' },
  ],
};

const rewards: MenuDef = {
  key: 'rewards_hub', title: 'header.rewardsHub', prefixIcon: 'gift', link: '/rewards_hub', specialHandler: 'rewardsHub', flag: 'rewardsHub', only: MAIN,
};

/** The More menu (§2 "More menu"): columns of groups. */
const more: MenuDef = {
  key: 'more', title: 'header.more', specialHandler: 'moreMenu', isVertical: false, children: [
    { key: 'rewardsGroup', title: 'header.group.rewards', children: [
      { key: 'events', title: 'header.events', prefixIcon: 'gift', link: '/rewards_hub/events', only: MAIN, flag: 'rewardsHub' },
      { key: 'referral', title: 'header.referral', prefixIcon: 'users', link: '/referral', needs: 'referral' },
      { key: 'affiliate', title: 'header.affiliate', prefixIcon: 'handshake', link: '/referral/affiliate', needs: 'referral', compliance: C.affiliate },
      { key: 'candyDrop', title: 'header.candyDrop', prefixIcon: 'gift', link: '/candy-drop', only: MAIN },
      { key: 'hodlerAirdrop', title: 'header.hodlerAirdrop', prefixIcon: 'gift', link: '/hodler-airdrop', only: MAIN },
      { key: 'alphaPoints', title: 'header.alphaPoints', prefixIcon: 'bolt', link: '/alpha-point/airdrop', only: MAIN },
      { key: 'futuresPoints', title: 'header.futuresPoints', prefixIcon: 'trophy', link: '/futures/points', needs: 'futures', only: MAIN_BS },
    ] },
    { key: 'launchGroup', title: 'header.group.launch', only: MAIN, children: [
      { key: 'launchpool', title: 'header.launchpool', prefixIcon: 'rocket', link: '/launchpool' },
      { key: 'launchpad', title: 'header.launchpad', prefixIcon: 'rocket', link: '/launchpad', compliance: C.launchpad },
    ] },
    { key: 'wealthGroup', title: 'header.group.wealth', children: [
      { key: 'autoInvest', title: 'header.autoInvest', prefixIcon: 'clock', link: '/auto-investment', only: MAIN_BS },
      { key: 'dual', title: 'header.dual', prefixIcon: 'percent', link: '/dual-currency-investment', only: MAIN_BS },
      { key: 'softStaking', title: 'header.softStaking', prefixIcon: 'lock', link: '/soft-staking', only: MAIN },
      { key: 'cryptoLoan', title: 'header.cryptoLoan', prefixIcon: 'bank', link: '/cryptoloan', needs: 'margin' },
      { key: 'lending', title: 'header.lending', prefixIcon: 'bank', link: '/crypto-lending-center', needs: 'margin' },
      { key: 'vipWealth', title: 'header.vipWealth', prefixIcon: 'crown', link: '/vip-wealth', only: MAIN },
      { key: 'privateWealth', title: 'header.privateWealth', prefixIcon: 'shield', link: '/private-wealth', only: MAIN },
      { key: 'quantFund', title: 'header.quantFund', prefixIcon: 'chart', link: '/institution/quant-fund', only: MAIN, hideBelow992: true },
      { key: 'assetManagement', title: 'header.assetManagement', prefixIcon: 'building', link: '/asset-management/institution/asset-landing', only: MAIN },
    ] },
    { key: 'servicesGroup', title: 'header.group.services', children: [
      { key: 'vip', title: 'header.vip', prefixIcon: 'crown', link: '/vip', compliance: C.vipService },
      { key: 'calendar', title: 'header.calendar', prefixIcon: 'calendar', link: '/calendar' },
      { key: 'proofOfReserves', title: 'header.proofOfReserves', prefixIcon: 'shield', link: '/proof-of-reserves' },
      { key: 'broker', title: 'header.broker', prefixIcon: 'handshake', link: '/broker', only: MAIN, hideBelow992: true },
    ] },
  ],
};

/** Which top entries leave the bar last when it is too narrow (the rest keep their order). */
export const TOP_PRIORITY: readonly string[] = ['trade_head', 'derivatives', 'buy_coins_head', 'markets', 'earn', 'web3', 'community'];

export const TOP_MENUS: Readonly<Record<TopKey, MenuDef>> = {
  buy, markets, trade, derivatives, earn, web3, community, institution, learn, rewards, more,
};
