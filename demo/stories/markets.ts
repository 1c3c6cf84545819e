import type { StoryGroup } from '../src/story';
import { PERSISTED } from '../../src/core/settings';

const box = (inner: string) => `<div style="max-width:420px">${inner}</div>`;
/** Live prices from the demo's endpoint (demo/price-server.mjs); `?silent=1` connects but never ticks. */
// the socket in the price worker the demo serves from dist/ (DESIGN §3b)
const prices = (url: string) => ({ prices: { url, worker: '/dist/price-worker.js' } });
const dropdown = (market: string, pagePath = '/') => box(`<ex-market-dropdown market="${market}" page-path="${pagePath}"></ex-market-dropdown>`);

export const marketStories: StoryGroup = {
  surface: 'markets',
  title: 'Market dropdowns and search panel',
  tag: 'ex-market-dropdown',
  stories: [
    { id: 'spot', name: 'Spot, on the BTC_USDT trade page (highlighted)', html: dropdown('spot', '/trade/BTC_USDT') },
    { id: 'futures', name: 'Futures, on the ETH_USDT futures page', html: dropdown('futures', '/futures/USDT/ETH_USDT') },
    { id: 'options', name: 'Options', html: dropdown('options') },
    { id: 'pilot', name: 'Launchpad (pilot)', html: dropdown('pilot') },
    { id: 'pre-market', name: 'Pre-market', html: dropdown('pre-market') },
    { id: 'memebox', name: 'Memebox (Alpha)', html: dropdown('memebox') },
    { id: 'search', name: 'Header search panel', html: box('<ex-market-search page-path="/trade/BTC_USDT"></ex-market-search>') },
    { id: 'loading', name: 'Loading: ten skeleton rows', fault: { kind: 'timeout', path: 'market/spots' }, html: dropdown('spot') },
    { id: 'empty', name: 'Empty answer: the empty-state view', fault: { kind: 'empty', path: 'market/spots' }, html: dropdown('spot') },
    { id: 'failed', name: 'Every call fails: no tabs, empty state', fault: { kind: '500' }, html: dropdown('spot') },
    { id: 'rise-red', name: 'Red for rise: the visitor chose it before (a cookie)', cookies: { [PERSISTED.riseColour]: 'risered' }, html: dropdown('spot') },
    { id: 'mobile', name: 'On a phone', width: 375, html: dropdown('spot') },
    { id: 'live', name: 'Live prices: each pair ticks about every 2 s and flashes up or down', config: prices('/ws/v4/'), html: dropdown('spot') },
    { id: 'live-futures', name: 'Live prices of contracts (they show none until their first tick)', config: prices('/ws/v4/'), html: dropdown('futures') },
    { id: 'stale', name: 'Stale: connected, but no update for 30 s greys the prices out', config: prices('/ws/v4/?silent=1'), html: dropdown('spot') },
    { id: 'disconnected', name: 'Disconnected: the endpoint is gone; prices as loaded, retried with backoff, grey after 30 s', config: prices('/ws/gone/'), html: dropdown('spot') },
    { id: 'arabic', name: 'Arabic (right to left)', config: { lang: 'ar' }, html: dropdown('spot', '/ar/trade/BTC_USDT') },
  ],
};
