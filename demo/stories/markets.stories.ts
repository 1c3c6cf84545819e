// The stories of <ex-market-dropdown> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { PERSISTED } from '../../src/core/settings';
import { faultHandlers } from '../mock/handlers.mjs';
import { PHONE, renderTag } from './workshop';

/**
 * Live prices (DESIGN §3b) from the mock's endpoint: the demo server's (demo/price-server.mjs), or in
 * the static workshop the service worker's (demo/mock/price-socket.mjs); `?silent=1` connects but
 * never ticks, `/ws/gone/` has no endpoint. The socket is the page's own here (no price worker).
 */
const prices = (url: string) => ({ prices: { url } });

const meta = {
  title: 'Market dropdowns and search panel',
  id: 'markets',
  component: 'ex-market-dropdown',
  render: renderTag('ex-market-dropdown'),
  decorators: [(story) => { const box = document.createElement('div'); box.style.maxWidth = '420px'; box.append(story() as Node); return box; }],
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Spot: Story = {
  name: 'Spot, on the BTC_USDT trade page (highlighted)',
  args: { market: 'spot', 'page-path': '/trade/BTC_USDT' },
};

export const Futures: Story = {
  name: 'Futures, on the ETH_USDT futures page',
  args: { market: 'futures', 'page-path': '/futures/USDT/ETH_USDT' },
};

export const Options: Story = {
  name: 'Options',
  args: { market: 'options', 'page-path': '/' },
};

export const Pilot: Story = {
  name: 'Launchpad (pilot)',
  args: { market: 'pilot', 'page-path': '/' },
};

export const PreMarket: Story = {
  name: 'Pre-market',
  args: { market: 'pre-market', 'page-path': '/' },
};

export const Memebox: Story = {
  name: 'Memebox (Alpha)',
  args: { market: 'memebox', 'page-path': '/' },
};

export const Search: Story = {
  name: 'Header search panel',
  args: { 'page-path': '/trade/BTC_USDT' },
  render: renderTag('ex-market-search'),
};

export const Loading: Story = {
  name: 'Loading: ten skeleton rows',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { msw: { handlers: { fault: faultHandlers('timeout', 'market/spots') } } },
};

export const Empty: Story = {
  name: 'Empty answer: the empty-state view',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { msw: { handlers: { fault: faultHandlers('empty', 'market/spots') } } },
};

export const Failed: Story = {
  name: 'Every call fails: no tabs, empty state',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { msw: { handlers: { fault: faultHandlers('500') } } },
};

export const RiseRed: Story = {
  name: 'Red for rise: the visitor chose it before (a cookie)',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { ex: { cookies: { [PERSISTED.riseColour]: 'risered' } } },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: { market: 'spot', 'page-path': '/' },
  globals: PHONE,
};

export const Live: Story = {
  name: 'Live prices: each pair ticks about every 2 s and flashes up or down',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { ex: { config: prices('/ws/v4/') } },
};

export const LiveFutures: Story = {
  name: 'Live prices of contracts (they show none until their first tick)',
  args: { market: 'futures', 'page-path': '/' },
  parameters: { ex: { config: prices('/ws/v4/') } },
};

export const Stale: Story = {
  name: 'Stale: connected, but no update for 30 s greys the prices out',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { ex: { config: prices('/ws/v4/?silent=1') } },
};

export const Disconnected: Story = {
  name: 'Disconnected: the endpoint is gone; prices as loaded, retried with backoff, grey after 30 s',
  args: { market: 'spot', 'page-path': '/' },
  parameters: { ex: { config: prices('/ws/gone/') } },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  args: { market: 'spot', 'page-path': '/ar/trade/BTC_USDT' },
  parameters: { ex: { config: { lang: 'ar' } } },
};
