// The header's account side in <ex-header> (HeaderActions has no element of its own). The
// stories that name a menu open it on load, as a visitor would (demo/src/openers.ts); below
// 768 px the same stories open the drawer's section instead.
import { DEFAULT_CONTROLS, demoUser } from '../src/demo-config';
import type { StoryGroup } from '../src/story';
import type { UserInfo } from '../../src/core/types';

const header = (attrs = '') => `<ex-header page-path="/"${attrs}></ex-header>`;
const user = (extra: Partial<UserInfo> = {}): UserInfo => ({
  ...demoUser(DEFAULT_CONTROLS), tier_next_gt_only: 2000, tier_next_asset_only_usd: 300000, ...extra,
});
const MENU_HEIGHT = 820;
/** the personal centre is taller than most menus (VIP 5 with the weak-security notice: 930 px) */
const PERSONAL_HEIGHT = 960;
const PHONE = { width: 390, minHeight: 844 };
const VIP1 = { user: user() };

export const headerAccountStories: StoryGroup = {
  surface: 'header-account',
  title: 'Header: settings, account, wallet, orders, bell',
  tag: 'ex-header',
  stories: [
    { id: 'main', name: 'Global site, VIP 1: the bar (hover or click a menu)', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'settings', name: 'Settings', open: 'settings', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'language', name: 'Settings: language and region', open: 'language', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'fiat', name: 'Settings: currency, with each rate', open: 'fiat', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'wallet', name: 'Wallet', open: 'wallet', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'orders', name: 'Orders', open: 'orders', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'personal', name: 'Personal centre, VIP 1', open: 'personal', minHeight: PERSONAL_HEIGHT, config: VIP1, html: header() },
    { id: 'tier0', name: 'Personal centre, regular user (tier 0)', open: 'personal', minHeight: PERSONAL_HEIGHT,
      config: { user: user({ tier_level: 0 }) }, html: header() },
    { id: 'vip5-weak', name: 'Personal centre, VIP 5 trial, weak security (safe_level 1)', open: 'personal', minHeight: PERSONAL_HEIGHT,
      config: { user: user({ tier_level: 5, is_trial_vip: true, safe_level: 1 }) }, html: header() },
    { id: 'sub-account', name: 'Personal centre of a sub-account: no sub-account management, no Switch Account', open: 'personal',
      minHeight: PERSONAL_HEIGHT, config: { user: user({ is_sub_account: true }) }, html: header() },
    { id: 'logout', name: 'Log out: the confirmation', open: 'logout', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'bell', name: 'Bell: the reminder panel', open: 'bell', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'download', name: 'Download: the QR code', open: 'download', minHeight: MENU_HEIGHT, config: VIP1, html: header() },
    { id: 'logged-out', name: 'Logged out: log in and sign up', minHeight: MENU_HEIGHT,
      config: { user: null, common: { is_login: false } }, html: header() },
    { id: 'us', name: 'United States: settings with green-up and 24h only; no download', open: 'settings', minHeight: MENU_HEIGHT,
      config: VIP1, html: header(' site-id="232"') },
    { id: 'japan', name: 'Japan: wallet with JPY fiat routes; no deposit button', open: 'wallet', minHeight: MENU_HEIGHT,
      config: VIP1, html: header(' site-id="83"') },
    { id: 'uae', name: 'UAE tier 0: personal centre without the tier hint', open: 'personal', minHeight: PERSONAL_HEIGHT,
      config: { user: user({ tier_level: 0 }) }, html: header(' site-id="181"') },
    { id: 'uk-limit', name: 'UK-wide limit: no wallet, no orders', minHeight: MENU_HEIGHT,
      config: { user: user(), common: { isUKLimit: true } }, html: header(' site-id="182"') },
    { id: 'australia', name: 'Australia: personal centre with plans 1 and 3', open: 'personal', minHeight: PERSONAL_HEIGHT,
      config: { user: user({ tier_level: 3 }) }, html: header(' site-id="11"') },
    { id: 'flags-off', name: 'Flags off: notification, download, theme, multiple order', minHeight: MENU_HEIGHT,
      config: { user: user(), flags: { notification: false, download: false, theme: false, multipleOrder: false } }, html: header() },
    { id: 'arabic', name: 'Arabic (right to left), settings', open: 'settings', minHeight: MENU_HEIGHT, config: VIP1, html: header(' lang="ar"') },
    { id: 'mobile', name: 'Phone: the personal centre in the drawer', open: 'personal', ...PHONE, config: VIP1, html: header() },
    { id: 'mobile-settings', name: 'Phone: settings in the drawer, with the theme switch', open: 'settings', ...PHONE, config: VIP1, html: header() },
    { id: 'mobile-language', name: 'Phone: settings in the drawer, language and region', open: 'language', ...PHONE, config: VIP1, html: header() },
  ],
};
