// The live price endpoint in the browser, for the static workshop (Storybook): an MSW WebSocket
// handler on /ws/v4/ that speaks the same `gate-v4` tickers as the demo server's endpoint
// (demo/price-server.mjs), from the same markets (price-markets.mjs). `?silent=1` answers
// but never ticks (the stale story); any other path is left to the network (the disconnected story).
import { ws } from 'msw';
import { createPriceMarkets } from './price-markets.mjs';

const CHANNELS = { 'spot.tickers': 'spot', 'futures.tickers': 'futures' };
const PONGS = { 'spot.ping': 'spot.pong', 'futures.ping': 'futures.pong' };
const TICK_MS = 100;
const MEAN_INTERVAL_MS = 2000;

const stamp = () => ({ time: Math.floor(Date.now() / 1000), time_ms: Date.now() });
let markets;

export const priceSocket = ws.link(/\/ws\/v4\/?$/).addEventListener('connection', ({ client }) => {
  markets ??= createPriceMarkets();
  const silent = client.url.searchParams.get('silent') === '1';
  const subscribed = { spot: new Set(), futures: new Set() };
  const send = (message) => client.send(JSON.stringify(message));
  /** One ticker of each named market: spot one message each, futures one array (both shapes of the API). */
  function tick(kind, names) {
    if (silent) return;
    const result = names.map((name) => markets.next(kind, name)).filter(Boolean);
    const channel = kind === 'spot' ? 'spot.tickers' : 'futures.tickers';
    if (kind === 'spot') for (const one of result) send({ ...stamp(), channel, event: 'update', result: one });
    else if (result.length > 0) send({ ...stamp(), channel, event: 'update', result });
  }
  client.addEventListener('message', (event) => {
    let message = null;
    try {
      message = JSON.parse(String(event.data));
    } catch { /* answered as an invalid request below */ }
    if (PONGS[message?.channel]) return send({ ...stamp(), channel: PONGS[message.channel], event: '', result: null });
    const kind = CHANNELS[message?.channel];
    const reply = { ...stamp(), id: message?.id ?? null, channel: String(message?.channel ?? ''), event: String(message?.event ?? '') };
    if (!kind || !['subscribe', 'unsubscribe'].includes(message.event) || !Array.isArray(message.payload)) {
      return send({ ...reply, error: { code: 2, message: 'invalid argument' }, result: { status: 'failed' } });
    }
    const names = message.payload.filter((name) => typeof name === 'string');
    const added = message.event === 'subscribe' ? names.filter((name) => markets.has(kind, name) && !subscribed[kind].has(name)) : [];
    if (message.event === 'unsubscribe') for (const name of names) subscribed[kind].delete(name);
    for (const name of added) subscribed[kind].add(name);
    send({ ...reply, payload: message.payload, error: null, result: { status: 'success' } });
    return tick(kind, added); // a new market's ticker right away, as a snapshot
  });
  // the realistic pace: each subscribed market about every MEAN_INTERVAL_MS
  const timer = setInterval(() => {
    for (const kind of ['spot', 'futures']) tick(kind, [...subscribed[kind]].filter(() => Math.random() < TICK_MS / MEAN_INTERVAL_MS));
  }, TICK_MS);
  client.addEventListener('close', () => clearInterval(timer));
});
