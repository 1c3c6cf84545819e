// The header's navigation, menus and drawer; the stories that name a menu open it in their play.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { COMPLIANCE_KEYS as C } from '../../src/core/compliance';
import { faultHandlers } from '../mock/handlers.mjs';
import { opens, PHONE, renderTag } from './workshop';

const LOGGED_OUT = { user: null, common: { is_login: false } };

const meta = {
  title: 'Header: navigation, menus, drawer',
  id: 'header',
  component: 'ex-header',
  render: renderTag('ex-header'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Main: Story = {
  name: 'Global site (menus open on hover)',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Spot: Story = {
  name: 'Trade menu, the spot markets beside it',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '760px' } } },
  play: opens('spot'),
};

export const Futures: Story = {
  name: 'Futures menu, the USDT futures beside it',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '760px' } } },
  play: opens('futures'),
};

export const PayWith: Story = {
  name: 'Buy Crypto menu, the pay-with panel',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '760px' } } },
  play: opens('pay-with'),
};

export const LoggedOut: Story = {
  name: 'Global site, logged out',
  args: { 'page-path': '/' },
  parameters: { ex: { config: LOGGED_OUT }, docs: { story: { height: '760px' } } },
};

export const RemoteMenu: Story = {
  name: 'Remote menu (flags.newMenu)',
  args: { 'page-path': '/' },
  parameters: { ex: { config: { flags: { newMenu: true } } }, docs: { story: { height: '760px' } } },
};

export const RemoteMenuFailed: Story = {
  name: 'Remote menu failed: the built-in menu',
  args: { 'page-path': '/' },
  parameters: { ex: { config: { flags: { newMenu: true } } }, msw: { handlers: { fault: faultHandlers('500', 'headerMenuListV2') } }, docs: { story: { height: '760px' } } },
};

export const Turkey: Story = {
  name: 'Turkey (BTC_TRY)',
  args: { 'page-path': '/', 'site-id': 177 },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Eu: Story = {
  name: 'EU / Malta (BTC_USDC)',
  args: { 'page-path': '/', 'site-id': 106 },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Us: Story = {
  name: 'United States',
  args: { 'page-path': '/', 'site-id': 232 },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Japan: Story = {
  name: 'Japan (BTC_JPY)',
  args: { 'page-path': '/', 'site-id': 83 },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Uae: Story = {
  name: 'UAE (BTC_AED)',
  args: { 'page-path': '/', 'site-id': 181 },
  parameters: { docs: { story: { height: '760px' } } },
};

export const HongKong: Story = {
  name: 'Hong Kong',
  args: { 'page-path': '/', 'site-id': 71 },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Testnet: Story = {
  name: 'Demo trading (testnet)',
  args: { 'page-path': '/' },
  parameters: { ex: { config: { testnet: true } }, docs: { story: { height: '760px' } } },
};

export const Compliance: Story = {
  name: 'Compliance list hides derivatives, web3, fiat trade',
  args: { 'page-path': '/' },
  parameters: { ex: { config: { compliance: { menuList: [C.derivatives, C.web3, C.fiatTrade, C.launchpad], businessList: [] } } }, docs: { story: { height: '760px' } } },
};

export const Flags: Story = {
  name: 'Flags off: rewards hub, pay-with, search',
  args: { 'page-path': '/' },
  parameters: { ex: { config: { flags: { rewardsHub: false, payWith: false, search: false } } }, docs: { story: { height: '760px' } } },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  args: { 'page-path': '/', lang: 'ar' },
  parameters: { docs: { story: { height: '760px' } } },
};

export const Mobile: Story = {
  name: 'Phone: bar and drawer button',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '844px' } } },
  globals: PHONE,
};

export const Drawer: Story = {
  name: 'Phone: the drawer',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '844px' } } },
  globals: PHONE,
  play: opens('drawer'),
};

export const DrawerTrade: Story = {
  name: 'Phone: the drawer, its Trade section open',
  args: { 'page-path': '/' },
  parameters: { docs: { story: { height: '844px' } } },
  globals: PHONE,
  play: opens('trade'),
};

export const MobileLoggedOut: Story = {
  name: 'Phone, logged out: rewards card in the drawer',
  args: { 'page-path': '/' },
  parameters: { ex: { config: LOGGED_OUT }, docs: { story: { height: '844px' } } },
  globals: PHONE,
  play: opens('drawer'),
};
