// Site-wide fixtures: remote header menu, bulletin, fiat data, account data.
import { iconUrl } from './coins.mjs';
import { toLang } from './fixtures-herald.mjs';

/** Numeric enumerations of spec §3: link type, layout, platform. */
const INTERNAL = 1;
const EXTERNAL = 2;
const VERTICAL = 1;
const HORIZONTAL = 2;
const ALL = 1;
const WEB = 2;
const H5 = 3;

/** Tag styles 1–5: custom image, green background, fire, live image, VIP (spec §3). */
function tag(type, code, word) {
  const icon = type === 1 || type === 4 ? iconUrl(code.toUpperCase()) : '';
  return { type, light_icon: icon, dark_icon: icon, code, word };
}

/** A complete, valid remote menu item; `extra` overrides or breaks fields. */
function item(lang, code, [en, zh], jumpUrl, extra = {}) {
  const image = iconUrl(code.toUpperCase());
  return {
    code,
    title: lang === 'zh' ? zh : en,
    title_key: `header.menu.${code}`,
    desc: '',
    desc_key: '',
    light_image: image,
    dark_image: image,
    light_icon: image,
    dark_icon: image,
    jump_type: INTERNAL,
    hidden: 0,
    jump_url: jumpUrl,
    show_mode: VERTICAL,
    platform_type: ALL,
    tags: [],
    children: [],
    ...extra,
  };
}

/** Drops the image and icon fields, so the client must skip the item (spec §5). */
function withoutImages(menuItem) {
  const { light_image, dark_image, light_icon, dark_icon, ...rest } = menuItem;
  return rest;
}

/**
 * The remote header menu (headerMenuListV2). Besides valid items it holds items the client
 * must repair (unknown jump_type, show_mode, platform_type → internal, vertical, all), items it
 * must drop (H5-only, no title, no title_key, no image) and one hostile `javascript:` link.
 * @param {string} [lang]
 */
export function headerMenuList(lang = 'en') {
  const l = toLang(lang);
  const list = [
    item(l, 'trade', ['Trade', '交易'], '/trade/BTC_USDT', {
      children: [
        item(l, 'spot', ['Spot', '现货'], '/trade/BTC_USDT', {
          desc: 'Trade crypto with advanced tools',
          desc_key: 'header.menu.spot.desc',
          tags: [tag(3, 'hot', 'Hot')],
        }),
        item(l, 'margin', ['Margin', '杠杆'], '/trade/BTC_USDT?tab=isolated_margin'),
        item(l, 'convert', ['Convert', '闪兑'], '/convert', { tags: [tag(2, 'new', 'New')] }),
        item(l, 'alpha', ['Alpha', 'Alpha'], '/alpha', { tags: [tag(1, 'alpha-badge', '')] }),
        item(l, 'copytrading', ['Copy Trading', '跟单交易'], '/copytrading', { platform_type: H5 }),
        item(l, 'bots', ['Trading Bots', '策略机器人'], '/crypto-trading-bots', { jump_type: 9 }),
      ],
    }),
    item(l, 'derivatives', ['Futures', '合约'], '/futures/USDT/BTC_USDT', {
      show_mode: HORIZONTAL,
      children: [
        item(l, 'futures', ['USDT-M Futures', 'U 本位合约'], '/futures/USDT/BTC_USDT', { tags: [tag(5, 'vip', 'VIP')] }),
        item(l, 'options', ['Options', '期权'], '/options/BTC_USDT'),
        item(l, 'unified', ['Unified Account', '统一账户'], '/unified-trading-account', { show_mode: 7 }),
        item(l, 'testnet', ['Demo Trading', '模拟交易'], 'https://testnet.gate.com/', { jump_type: EXTERNAL }),
      ],
    }),
    item(l, 'earn', ['Earn', '理财'], '/simple-earn', {
      platform_type: WEB,
      children: [
        item(l, 'simple-earn', ['Simple Earn', '余币宝'], '/simple-earn'),
        item(l, 'staking', ['Staking', '质押'], '/staking', { tags: [tag(4, 'live', 'LIVE')] }),
        item(l, 'launchpool', ['Launchpool', 'Launchpool'], '/launchpool'),
        item(l, 'hodler-airdrop', ['HODLer Airdrop', '持币空投'], '/hodler-airdrop', { title_key: '' }),
      ],
    }),
    item(l, 'community', ['Community', '社区'], '/post', {
      children: [
        item(l, 'post', ['Gate Square', '广场'], '/post'),
        item(l, 'live', ['Live', '直播'], '/live', { tags: [tag(4, 'live', 'LIVE')] }),
        item(l, 'news', ['News', '新闻'], '/news'),
        item(l, 'promo', ['Free Rewards', '免费奖励'], 'javascript:alert(1)'),
      ],
    }),
    item(l, 'institution', ['Institutional', '机构'], '/institution', { platform_type: 8 }),
    item(l, 'app-exclusive', ['App Exclusive', 'App 专享'], '/app', { platform_type: H5 }),
    item(l, 'nft', ['NFT', 'NFT'], '/nft', { hidden: 1 }),
    item(l, 'untitled', ['', ''], '/untitled'),
    withoutImages(item(l, 'imageless', ['No Image', '无图'], '/imageless')),
  ];
  return { list };
}

/** The global announcement (spec §3). */
export function bulletin() {
  return {
    content_id: 'ann-2026-11',
    content: 'Gate will perform scheduled system maintenance on 2026-11-25 from 02:00 to 04:00 (UTC); '
      + 'deposits and withdrawals may be delayed. <a href="/announcements/article/48211">Details</a>',
    link: '/announcements/article/48211',
  };
}

/** Units of each fiat per USD. */
const RATES = {
  USD: 1, EUR: 0.92, GBP: 0.79, TRY: 42.3, JPY: 155.2, AED: 3.6725, SGD: 1.3, HKD: 7.78, AUD: 1.53,
  CAD: 1.4, CHF: 0.8, CNY: 7.11, KRW: 1462.5, INR: 88.6, BRL: 5.33, RUB: 79.2, UAH: 41.8, VND: 26350,
  IDR: 16690, THB: 32.4, PHP: 59.1, MXN: 18.4, NGN: 1450.2, ZAR: 17.3, PLN: 3.67,
};

/** ~25 fiats for the pay-with list. */
export const fiatList = () => ({ list: Object.keys(RATES).map((fiat) => ({ fiat })) });
/** Map of fiat → units per USD. */
export const fiatRates = () => ({ ...RATES });
export const crossMarginInfo = () => ({ userTier: 2, userSpotBalance: '1234.5', crossMarginUid: 12345678 });

/** Unified-account mode; field set and defaults of spec §3, here with the account opened. */
export const accountMode = () => ({
  mode: 'classic',
  support_unified: true,
  first_open: false,
  auto_borrow: false,
  auto_repay: false,
  settings: { usdt_futures: false, options: false, spot_hedge: false, use_funding: false },
});

/** get_user_tag: use not shown in the spec; an empty tag list. */
export const userTag = () => ({ tags: [] });
export const rewardsBubble = () => ({ bubble: 'Up to 20 USDT' });
