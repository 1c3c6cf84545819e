// The header's account side in <ex-header> (HeaderActions has no element of its own). The
// menus open by hover or click; the screenshot script clicks them open.
import { DEFAULT_CONTROLS, demoUser } from '../../../demo/src/demo-config';
import type { StoryGroup } from '../../../demo/src/story';
import type { UserInfo } from '../../core/types';

const header = (attrs = '') => `<ex-header page-path="/"${attrs}></ex-header>`;
const user = (extra: Partial<UserInfo> = {}): UserInfo => ({
  ...demoUser(DEFAULT_CONTROLS), tier_next_gt_only: 2000, tier_next_asset_only_usd: 300000, ...extra,
});
const MENU_HEIGHT = 820;

export const headerAccountStories: StoryGroup = {
  surface: 'header-account',
  title: 'Header: settings, account, wallet, orders, bell',
  tag: 'ex-header',
  stories: [
    { id: 'main', name: 'Global site, VIP 1 (hover or click a menu)', minHeight: MENU_HEIGHT, config: { user: user() }, html: header() },
    { id: 'vip5-weak', name: 'VIP 5 trial card, weak security (safe_level 1)', minHeight: MENU_HEIGHT,
      config: { user: user({ tier_level: 5, is_trial_vip: true, safe_level: 1 }) }, html: header() },
    { id: 'tier0', name: 'Regular user (tier 0)', minHeight: MENU_HEIGHT, config: { user: user({ tier_level: 0 }) }, html: header() },
    { id: 'sub-account', name: 'Sub-account: no sub-account management, no Switch Account', minHeight: MENU_HEIGHT,
      config: { user: user({ is_sub_account: true }) }, html: header() },
    { id: 'logged-out', name: 'Logged out: log in and sign up', minHeight: MENU_HEIGHT,
      config: { user: null, common: { is_login: false } }, html: header() },
    { id: 'us', name: 'United States: green-up and 24h only, no download', minHeight: MENU_HEIGHT, config: { user: user() }, html: header(' site-id="232"') },
    { id: 'japan', name: 'Japan: JPY fiat routes, no UTC+8, no deposit button', minHeight: MENU_HEIGHT, config: { user: user() }, html: header(' site-id="83"') },
    { id: 'uae', name: 'UAE tier 0: no hint, no cross margin', minHeight: MENU_HEIGHT, config: { user: user({ tier_level: 0 }) }, html: header(' site-id="181"') },
    { id: 'uk-limit', name: 'UK-wide limit: no wallet, no orders', minHeight: MENU_HEIGHT,
      config: { user: user(), common: { isUKLimit: true } }, html: header(' site-id="182"') },
    { id: 'australia', name: 'Australia: plans 1 and 3', minHeight: MENU_HEIGHT, config: { user: user({ tier_level: 3 }) }, html: header(' site-id="11"') },
    { id: 'flags-off', name: 'Flags off: notification, download, theme, multiple order', minHeight: MENU_HEIGHT,
      config: { user: user(), flags: { notification: false, download: false, theme: false, multipleOrder: false } }, html: header() },
    { id: 'arabic', name: 'Arabic (right to left)', minHeight: MENU_HEIGHT, config: { user: user() }, html: header(' lang="ar"') },
    { id: 'mobile', name: 'Phone: bar and drawer', width: 375, minHeight: 760, config: { user: user() }, html: header() },
  ],
};
