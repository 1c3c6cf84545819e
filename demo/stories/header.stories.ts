// The header's navigation, menus and drawer; the stories that name a menu open it in their play.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { COMPLIANCE_KEYS as C } from '../../src/core/compliance';
import { faultHandlers } from '../mock/handlers.mjs';
import { frame, opens, PHONE, renderTag } from './workshop';

const LOGGED_OUT = { user: null, common: { is_login: false } };

const meta = {
  title: 'Header: navigation, menus, drawer',
  id: 'header',
  component: 'ex-header',
  render: renderTag('ex-header'),
  args: { 'page-path': '/' },
  parameters: { docs: frame(760) },
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Main: Story = {
  name: 'Global site (menus open on hover)',
};

export const Spot: Story = {
  name: 'Trade menu, the spot markets beside it',
  play: opens('spot'),
};

export const Futures: Story = {
  name: 'Futures menu, the USDT futures beside it',
  play: opens('futures'),
};

export const PayWith: Story = {
  name: 'Buy Crypto menu, the pay-with panel',
  play: opens('pay-with'),
};

export const LoggedOut: Story = {
  name: 'Global site, logged out',
  parameters: { ex: { config: LOGGED_OUT } },
};

export const RemoteMenu: Story = {
  name: 'Remote menu (flags.newMenu)',
  parameters: { ex: { config: { flags: { newMenu: true } } } },
};

export const RemoteMenuFailed: Story = {
  name: 'Remote menu failed: the built-in menu',
  parameters: { ex: { config: { flags: { newMenu: true } } }, msw: { handlers: { fault: faultHandlers('500', 'headerMenuListV2') } } },
};

export const Turkey: Story = {
  name: 'Turkey (BTC_TRY)',
  args: { 'site-id': 177 },
};

export const Eu: Story = {
  name: 'EU / Malta (BTC_USDC)',
  args: { 'site-id': 106 },
};

export const Us: Story = {
  name: 'United States',
  args: { 'site-id': 232 },
};

export const Japan: Story = {
  name: 'Japan (BTC_JPY)',
  args: { 'site-id': 83 },
};

export const Uae: Story = {
  name: 'UAE (BTC_AED)',
  args: { 'site-id': 181 },
};

export const HongKong: Story = {
  name: 'Hong Kong',
  args: { 'site-id': 71 },
};

export const Testnet: Story = {
  name: 'Demo trading (testnet)',
  parameters: { ex: { config: { testnet: true } } },
};

export const Compliance: Story = {
  name: 'Compliance list hides derivatives, web3, fiat trade',
  parameters: { ex: { config: { compliance: { menuList: [C.derivatives, C.web3, C.fiatTrade, C.launchpad], businessList: [] } } } },
};

export const Flags: Story = {
  name: 'Flags off: rewards hub, pay-with, search',
  parameters: { ex: { config: { flags: { rewardsHub: false, payWith: false, search: false } } } },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  args: { lang: 'ar' },
};

export const Mobile: Story = {
  name: 'Phone: bar and drawer button',
  parameters: { docs: frame(844) },
  globals: PHONE,
};

export const Drawer: Story = {
  name: 'Phone: the drawer',
  parameters: { docs: frame(844) },
  globals: PHONE,
  play: opens('drawer'),
};

export const DrawerTrade: Story = {
  name: 'Phone: the drawer, its Trade section open',
  parameters: { docs: frame(844) },
  globals: PHONE,
  play: opens('trade'),
};

export const MobileLoggedOut: Story = {
  name: 'Phone, logged out: rewards card in the drawer',
  parameters: { ex: { config: LOGGED_OUT }, docs: frame(844) },
  globals: PHONE,
  play: opens('drawer'),
};
