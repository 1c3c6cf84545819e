// The static header menus (spec §2 "Header links": top navigation, trade, derivatives and
// buy-crypto dropdowns, community, More menu). One row per entry; who sees it is data on the
// row (compliance key, regional feature, feature flag, editions), decided in build.ts.
import { COMPLIANCE_KEYS as C } from '../../compliance';
import type { EditionKey } from '../../editions';
import type { MessageKey } from '../../i18n';
import type { HeaderIconName, MenuDef } from '../types';
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

type Name<K> = K extends `header.${infer N}` ? N : never;
/** Texts header.{name}; the ones with a description header.{name}.desc too. */
type Titled = Name<MessageKey>;
type Described = { [N in Titled]: `${N}.desc` extends Titled ? N : never }[Titled];
/** The rest of a row (its key defaults to its name). */
type Extra = Partial<Omit<MenuDef, 'desc' | 'prefixIcon' | 'link'>>;

/** A dropdown entry: title header.{name}, description header.{name}.desc. */
const row = (name: Described, prefixIcon: HeaderIconName, link?: string, more?: Extra): MenuDef =>
  ({ key: name, title: `header.${name}`, desc: `header.${name}.desc`, prefixIcon, link, ...more });
/** An entry without a description (top links, More menu): title header.{name}. */
const item = (name: Titled, prefixIcon: HeaderIconName, link: string, more?: Extra): MenuDef =>
  ({ key: name, title: `header.${name}`, prefixIcon, link, ...more });
/** A menu or a group of entries: title header.{name}. */
const menu = (key: string, name: Titled, link: string | undefined, children: MenuDef[], more?: Extra): MenuDef =>
  ({ key, title: `header.${name}`, link, children, ...more });

const buy = menu('buy_coins_head', 'buy', '/crypto', [
  row('payWith', 'card', undefined, { specialHandler: 'payWith', flag: 'payWith' }),
  row('oneClick', 'bolt', '/crypto'),
  row('buySell', 'swap', '/buy-sell-crypto'),
  row('p2p', 'users', '/p2p-express/buy/USD-USDT', { compliance: C.express }),
  row('card', 'card', '/card', { compliance: C.pay, only: MAIN_BS }),
  row('c2cLoan', 'bank', '/c2cloan/cny', { only: MAIN, hideBelow992: true }),
], { compliance: C.fiatTrade });

const trade = menu('trade_head', 'trade', '/trade/{pair}', [
  row('spot', 'candles', '/trade/{pair}', { key: 'spot_trade', hoverPanel: 'trade', compliance: C.spotTrade }),
  row('alpha', 'bolt', '/alpha', { hoverPanel: 'memebox', only: MAIN, tags: NEW }),
  row('preMarket', 'clock', '/premint', { hoverPanel: 'preMarket', only: MAIN }),
  { key: 'pilot', title: 'header.launchpad', desc: 'header.pilot.desc', prefixIcon: 'rocket', link: '/launchpad', hoverPanel: 'pilot', only: MAIN, compliance: C.launchpad },
  row('margin', 'scale', '/trade/{pair}?tab=isolated_margin', { needs: 'margin', compliance: C.marginTrade }),
  row('convert', 'swap', '/convert', { compliance: C.flashExchange }),
  row('etf', 'layers', '/etf', { only: MAIN_BS, compliance: C.marginEtf }),
  row('copyTrading', 'copy', '/copytrading', { key: 'copytrading', needs: 'copyTrading', tags: HOT }),
  row('bots', 'robot', '/crypto-trading-bots', { only: MAIN_BS }),
]);

const derivatives = menu('derivatives', 'derivatives', '/futures/USDT/BTC_USDT', [
  row('usdtFutures', 'chart', '/futures/USDT/BTC_USDT', { key: 'futures', hoverPanel: 'futures' }),
  row('options', 'target', '/options/BTC_USDT', { hoverPanel: 'options', only: MAIN }),
  row('unified', 'layers', '/unified-trading-account', { only: MAIN_BS }),
  row('futuresGuide', 'book', '/futures/trading-guide-for-beginners', { key: 'guide' }),
  row('demoTrading', 'flask', TESTNET_URL, { key: 'testnet', openInNewWindow: true, specialHandler: 'testnet', except: ['testnet'], hideBelow992: true }),
  // the competition banner (§6: hidden at 992 px and below)
  row('competition', 'trophy', '/competition/center/trading', { specialHandler: 'extraPanel', only: MAIN, hideBelow992: true }),
], { needs: 'futures', compliance: C.derivatives });

const earn = menu('earn', 'earn', '/simple-earn', [
  row('simpleEarn', 'coins', '/simple-earn'),
  row('staking', 'lock', '/staking'),
  row('btcStaking', 'coins', '/staking/BTC', { only: MAIN_BS }),
  row('gusd', 'dollar', '/staking/GUSD', { only: MAIN, compliance: C.stablecoinStaking }),
  row('startup', 'rocket', '/sale', { only: MAIN, compliance: C.launchpad }),
  row('nextup', 'star', '/nextup', { only: MAIN, tags: NEW }),
]);

const community = menu('community', 'community', '/post', [
  row('post', 'square', '/post'),
  row('live', 'live', '/live', { tags: [{ type: 4, word: 'header.tag.live' }] }),
  row('news', 'news', '/news', { compliance: C.latestNews }),
  row('chatRoom', 'chat', undefined, { specialHandler: 'chatRoom' }),
]);

const institution = menu('institution', 'institution', '/institution', [
  row('institutional', 'building', '/institution'),
  row('otc', 'handshake', '/otc', { compliance: C.otc }),
  row('partners', 'star', '/brand-partnerships', { compliance: C.partner }),
]);

const learn = menu('learn', 'learn', '/learn', [
  row('academy', 'book', '/learn', { compliance: C.learn }),
  row('blog', 'news', '/blog'),
  row('help', 'help', '/help', { compliance: C.helpCenter }),
  row('announcements', 'megaphone', '/announcements', { compliance: C.latestNews }),
]);

/** The More menu (§2 "More menu"): columns of groups. */
const more = menu('more', 'more', undefined, [
  menu('rewardsGroup', 'group.rewards', undefined, [
    item('events', 'gift', '/rewards_hub/events', { only: MAIN, flag: 'rewardsHub' }),
    item('referral', 'users', '/referral', { needs: 'referral' }),
    item('affiliate', 'handshake', '/referral/affiliate', { needs: 'referral', compliance: C.affiliate }),
    item('candyDrop', 'gift', '/candy-drop', { only: MAIN }),
    item('hodlerAirdrop', 'gift', '/hodler-airdrop', { only: MAIN }),
    item('alphaPoints', 'bolt', '/alpha-point/airdrop', { only: MAIN }),
    item('futuresPoints', 'trophy', '/futures/points', { needs: 'futures', only: MAIN_BS }),
  ]),
  menu('launchGroup', 'group.launch', undefined, [
    item('launchpool', 'rocket', '/launchpool'),
    item('launchpad', 'rocket', '/launchpad', { compliance: C.launchpad }),
  ], { only: MAIN }),
  menu('wealthGroup', 'group.wealth', undefined, [
    item('autoInvest', 'clock', '/auto-investment', { only: MAIN_BS }),
    item('dual', 'percent', '/dual-currency-investment', { only: MAIN_BS }),
    item('softStaking', 'lock', '/soft-staking', { only: MAIN }),
    item('cryptoLoan', 'bank', '/cryptoloan', { needs: 'margin' }),
    item('lending', 'bank', '/crypto-lending-center', { needs: 'margin' }),
    item('vipWealth', 'crown', '/vip-wealth', { only: MAIN }),
    item('privateWealth', 'shield', '/private-wealth', { only: MAIN }),
    item('quantFund', 'chart', '/institution/quant-fund', { only: MAIN, hideBelow992: true }),
    item('assetManagement', 'building', '/asset-management/institution/asset-landing', { only: MAIN }),
  ]),
  menu('servicesGroup', 'group.services', undefined, [
    item('vip', 'crown', '/vip', { compliance: C.vipService }),
    item('calendar', 'calendar', '/calendar'),
    item('proofOfReserves', 'shield', '/proof-of-reserves'),
    item('broker', 'handshake', '/broker', { only: MAIN, hideBelow992: true }),
  ]),
], { specialHandler: 'moreMenu', isVertical: false });

/** Which top entries leave the bar last when it is too narrow (the rest keep their order). */
export const TOP_PRIORITY: readonly string[] = ['trade_head', 'derivatives', 'buy_coins_head', 'markets', 'earn', 'web3', 'community'];

export const TOP_MENUS: Readonly<Record<TopKey, MenuDef>> = {
  buy,
  markets: item('markets', 'chart', '/price'),
  trade,
  derivatives,
  earn,
  web3: item('web3', 'globe', WEB3_URL, { openInNewWindow: true, compliance: C.web3 }),
  community,
  institution,
  learn,
  rewards: item('rewardsHub', 'gift', '/rewards_hub', { key: 'rewards_hub', specialHandler: 'rewardsHub', flag: 'rewardsHub', only: MAIN }),
  more,
};
