import type { StoryGroup } from '../src/story';
import { COMPLIANCE_KEYS as C } from '../../src/core/compliance';

const header = (attrs = '') => `<ex-header page-path="/"${attrs}></ex-header>`;
const LOGGED_OUT = { user: null, common: { is_login: false } };
const MENU_HEIGHT = 760;
const PHONE = { width: 390, minHeight: 844 };

export const headerStories: StoryGroup = {
  surface: 'header',
  title: 'Header: navigation, menus, drawer',
  tag: 'ex-header',
  stories: [
    { id: 'main', name: 'Global site (menus open on hover)', minHeight: MENU_HEIGHT, html: header() },
    { id: 'spot', name: 'Trade menu, the spot markets beside it', open: 'spot', minHeight: MENU_HEIGHT, html: header() },
    { id: 'futures', name: 'Futures menu, the USDT futures beside it', open: 'futures', minHeight: MENU_HEIGHT, html: header() },
    { id: 'pay-with', name: 'Buy Crypto menu, the pay-with panel', open: 'pay-with', minHeight: MENU_HEIGHT, html: header() },
    { id: 'logged-out', name: 'Global site, logged out', minHeight: MENU_HEIGHT, config: LOGGED_OUT, html: header() },
    { id: 'remote-menu', name: 'Remote menu (flags.newMenu)', minHeight: MENU_HEIGHT, config: { flags: { newMenu: true } }, html: header() },
    { id: 'remote-menu-failed', name: 'Remote menu failed: the built-in menu', minHeight: MENU_HEIGHT, config: { flags: { newMenu: true } },
      fault: { kind: '500', path: 'headerMenuListV2' }, html: header() },
    { id: 'turkey', name: 'Turkey (BTC_TRY)', minHeight: MENU_HEIGHT, html: header(' site-id="177"') },
    { id: 'eu', name: 'EU / Malta (BTC_USDC)', minHeight: MENU_HEIGHT, html: header(' site-id="106"') },
    { id: 'us', name: 'United States', minHeight: MENU_HEIGHT, html: header(' site-id="232"') },
    { id: 'japan', name: 'Japan (BTC_JPY)', minHeight: MENU_HEIGHT, html: header(' site-id="83"') },
    { id: 'uae', name: 'UAE (BTC_AED)', minHeight: MENU_HEIGHT, html: header(' site-id="181"') },
    { id: 'hong-kong', name: 'Hong Kong', minHeight: MENU_HEIGHT, html: header(' site-id="71"') },
    { id: 'testnet', name: 'Demo trading (testnet)', minHeight: MENU_HEIGHT, config: { testnet: true }, html: header() },
    { id: 'compliance', name: 'Compliance list hides derivatives, web3, fiat trade', minHeight: MENU_HEIGHT,
      config: { compliance: { menuList: [C.derivatives, C.web3, C.fiatTrade, C.launchpad], businessList: [] } }, html: header() },
    { id: 'flags', name: 'Flags off: rewards hub, pay-with, search', minHeight: MENU_HEIGHT,
      config: { flags: { rewardsHub: false, payWith: false, search: false } }, html: header() },
    { id: 'arabic', name: 'Arabic (right to left)', minHeight: MENU_HEIGHT, html: header(' lang="ar"') },
    { id: 'mobile', name: 'Phone: bar and drawer button', ...PHONE, html: header() },
    { id: 'drawer', name: 'Phone: the drawer', open: 'drawer', ...PHONE, html: header() },
    { id: 'drawer-trade', name: 'Phone: the drawer, its Trade section open', open: 'trade', ...PHONE, html: header() },
    { id: 'mobile-logged-out', name: 'Phone, logged out: rewards card in the drawer', open: 'drawer', ...PHONE, config: LOGGED_OUT, html: header() },
  ],
};
