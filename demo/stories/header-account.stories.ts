// The header's account side in <ex-header> (HeaderActions has no element of its own). The
// stories that name a menu open it in their play, as a visitor would (openers.ts); at
// phone width the same stories open the drawer's section instead.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { UserInfo } from '../../src/core/types';
import { DEFAULT_CONTROLS, demoUser } from './demo-config';
import { frame, opens, PHONE, renderTag } from './workshop';

const user = (extra: Partial<UserInfo> = {}): UserInfo => ({
  ...demoUser(DEFAULT_CONTROLS), tier_next_gt_only: 2000, tier_next_asset_only_usd: 300000, ...extra,
});
const VIP1 = { user: user() };

const meta = {
  title: 'Header: settings, account, wallet, orders, bell',
  id: 'header-account',
  component: 'ex-header',
  render: renderTag('ex-header'),
  args: { 'page-path': '/' },
  // a logged-in VIP 1 unless a story says otherwise
  parameters: { ex: { config: VIP1 }, docs: frame(820) },
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Main: Story = {
  name: 'Global site, VIP 1: the bar (hover or click a menu)',
};

export const Settings: Story = {
  name: 'Settings',
  play: opens('settings'),
};

export const Language: Story = {
  name: 'Settings: language and region',
  play: opens('language'),
};

export const Fiat: Story = {
  name: 'Settings: currency, with each rate',
  play: opens('fiat'),
};

export const Wallet: Story = {
  name: 'Wallet',
  play: opens('wallet'),
};

export const Orders: Story = {
  name: 'Orders',
  play: opens('orders'),
};

export const Personal: Story = {
  name: 'Personal centre, VIP 1',
  parameters: { docs: frame(960) },
  play: opens('personal'),
};

export const Tier0: Story = {
  name: 'Personal centre, regular user (tier 0)',
  parameters: { ex: { config: { user: user({ tier_level: 0 }) } }, docs: frame(960) },
  play: opens('personal'),
};

export const Vip5Weak: Story = {
  name: 'Personal centre, VIP 5 trial, weak security (safe_level 1)',
  parameters: { ex: { config: { user: user({ tier_level: 5, is_trial_vip: true, safe_level: 1 }) } }, docs: frame(960) },
  play: opens('personal'),
};

export const SubAccount: Story = {
  name: 'Personal centre of a sub-account: no sub-account management, no Switch Account',
  parameters: { ex: { config: { user: user({ is_sub_account: true }) } }, docs: frame(960) },
  play: opens('personal'),
};

export const Logout: Story = {
  name: 'Log out: the confirmation',
  play: opens('logout'),
};

export const Bell: Story = {
  name: 'Bell: the reminder panel',
  play: opens('bell'),
};

export const Download: Story = {
  name: 'Download: the QR code',
  play: opens('download'),
};

export const LoggedOut: Story = {
  name: 'Logged out: log in and sign up',
  parameters: { ex: { config: { user: null, common: { is_login: false } } } },
};

export const Us: Story = {
  name: 'United States: settings with green-up and 24h only; no download',
  args: { 'site-id': 232 },
  play: opens('settings'),
};

export const Japan: Story = {
  name: 'Japan: wallet with JPY fiat routes; no deposit button',
  args: { 'site-id': 83 },
  play: opens('wallet'),
};

export const Uae: Story = {
  name: 'UAE tier 0: personal centre without the tier hint',
  args: { 'site-id': 181 },
  parameters: { ex: { config: { user: user({ tier_level: 0 }) } }, docs: frame(960) },
  play: opens('personal'),
};

export const UkLimit: Story = {
  name: 'UK-wide limit: no wallet, no orders',
  args: { 'site-id': 182 },
  parameters: { ex: { config: { user: user(), common: { isUKLimit: true } } } },
};

export const Australia: Story = {
  name: 'Australia: personal centre with plans 1 and 3',
  args: { 'site-id': 11 },
  parameters: { ex: { config: { user: user({ tier_level: 3 }) } }, docs: frame(960) },
  play: opens('personal'),
};

export const FlagsOff: Story = {
  name: 'Flags off: notification, download, theme, multiple order',
  parameters: { ex: { config: { user: user(), flags: { notification: false, download: false, theme: false, multipleOrder: false } } } },
};

export const Arabic: Story = {
  name: 'Arabic (right to left), settings',
  args: { lang: 'ar' },
  play: opens('settings'),
};

export const Mobile: Story = {
  name: 'Phone: the personal centre in the drawer',
  parameters: { docs: frame(844) },
  globals: PHONE,
  play: opens('personal'),
};

export const MobileSettings: Story = {
  name: 'Phone: settings in the drawer, with the theme switch',
  parameters: { docs: frame(844) },
  globals: PHONE,
  play: opens('settings'),
};

export const MobileLanguage: Story = {
  name: 'Phone: settings in the drawer, language and region',
  parameters: { docs: frame(844) },
  globals: PHONE,
  play: opens('language'),
};
