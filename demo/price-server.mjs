// The demo's live price endpoint (issue 18, DESIGN §3b): the exchange's public WebSocket API v4
// tickers over the `ws` package, on an existing http.Server, with controls for tests and the bench:
//   POST /__prices/drop[?refuse=<s>]   close every connection (and refuse new ones for s seconds)
//   POST /__prices/storm?rate=<ticks/s>&seconds=<s>   a burst on every connection (rate=0 ends it)
//   POST /__prices/pause | /__prices/resume   stop and restart the ticks (rows go stale)
//   POST /__prices/send   the request body, as is, to every connection (hostile frames)
//   POST /__prices/reset   no storm, no pause, no refusal
//   GET  /__prices/state   connections and what each subscribed
// A connection to `path?silent=1` is answered but never ticks (the designers' stale story).
import { WebSocketServer } from 'ws';
import { ok, sendJson } from './mock/http.mjs';
import { createPriceMarkets } from './mock/price-markets.mjs';

export const PRICE_PATH = '/ws/v4/';
export const CONTROL_PATH = '/__prices/';

const CHANNELS = { 'spot.tickers': 'spot', 'futures.tickers': 'futures' };
const PONGS = { 'spot.ping': 'spot.pong', 'futures.ping': 'futures.pong' };
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Subscriptions one connection may hold; more are refused. */
const MAX_SUBSCRIPTIONS = 2000;
const TICK_MS = 100;
const STORM_SLICE_MS = 20;
const MAX_STORM_RATE = 100_000;
/** A connection this far behind gets no storm ticks until it catches up. */
const MAX_BUFFERED = 8 * 1024 * 1024;

const stamp = () => {
  const now = Date.now();
  return { time: Math.floor(now / 1000), time_ms: now };
};

/** A number query value within [min, max], or the fallback. */
function within(value, min, max, fallback) {
  const number = Number(value);
  return value !== null && Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/**
 * Serves `gate-v4` tickers on `path` of `httpServer`, and its controls under `controlPath`.
 * Only subscribed markets are sent: each about every `meanIntervalMs` (realistic), or in a storm.
 * Call the result's close() before the server's: an open WebSocket keeps an http.Server from closing.
 * @param {import('node:http').Server} httpServer
 * @param {{ path?: string, controlPath?: string, spotCount?: number, meanIntervalMs?: number, seed?: number }} [options]
 */
export function attachPriceServer(httpServer, { path = PRICE_PATH, controlPath = CONTROL_PATH, spotCount, meanIntervalMs = 2000, seed } = {}) {
  const markets = createPriceMarkets({ spotCount, seed });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** @type {Map<import('ws').WebSocket, { spot: Set<string>, futures: Set<string>, silent: boolean }>} */
  const clients = new Map();
  let paused = false;
  let closed = false;
  let refuseUntil = 0;
  /** @type {{ rate: number, until: number, at: number } | null} at: when the last slice went out */
  let storm = null;
  /** ticker messages sent so far, over every connection (a benchmark's count of what a page was given) */
  let sent = 0;

  const send = (ws, message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  const update = (kind, result) => ({ ...stamp(), channel: kind === 'spot' ? 'spot.tickers' : 'futures.tickers', event: 'update', result });

  /** Sends one ticker of each named market: spot one message each, futures one array (both shapes of the API). */
  function tick(ws, kind, names) {
    if (clients.get(ws)?.silent) return;
    const results = names.map((name) => markets.next(kind, name)).filter(Boolean);
    if (kind === 'spot') for (const result of results) send(ws, update(kind, result));
    else if (results.length > 0) send(ws, update(kind, results));
    sent += kind === 'spot' ? results.length : Math.min(1, results.length);
  }

  function answer(ws, message) {
    const subscriptions = clients.get(ws);
    if (!subscriptions) return; // a connection already dropped
    const pong = PONGS[message?.channel];
    if (pong) return send(ws, { ...stamp(), channel: pong, event: '', result: null });
    const kind = CHANNELS[message?.channel];
    const { event, payload } = message ?? {};
    const valid = kind && ['subscribe', 'unsubscribe'].includes(event) && Array.isArray(payload) && payload.every((name) => typeof name === 'string' && NAME.test(name));
    const room = valid && (event === 'unsubscribe' || subscriptions.spot.size + subscriptions.futures.size + payload.length <= MAX_SUBSCRIPTIONS);
    const reply = { ...stamp(), id: message?.id ?? null, channel: String(message?.channel ?? ''), event: String(event ?? '') };
    if (!room) return send(ws, { ...reply, error: { code: 2, message: valid ? 'too many subscriptions' : 'invalid argument' }, result: { status: 'failed' } });
    const set = subscriptions[kind];
    // Unknown markets are acknowledged and never tick, like a market without trades.
    const added = event === 'subscribe' ? payload.filter((name) => markets.has(kind, name) && !set.has(name)) : [];
    if (event === 'unsubscribe') for (const name of payload) set.delete(name);
    for (const name of added) set.add(name);
    send(ws, { ...reply, payload, error: null, result: { status: 'success' } });
    if (!paused) tick(ws, kind, added); // a new market's ticker right away, as a snapshot
  }

  wss.on('connection', (ws, req) => {
    const silent = new URL(req.url ?? '/', 'http://price.local').searchParams.get('silent') === '1';
    clients.set(ws, { spot: new Set(), futures: new Set(), silent });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        message = null;
      }
      answer(ws, message);
    });
    ws.on('close', () => clients.delete(ws));
    ws.on('error', () => clients.delete(ws));
  });

  /** The realistic pace: each subscribed market about every meanIntervalMs. */
  const calm = setInterval(() => {
    if (paused) return;
    const chance = TICK_MS / meanIntervalMs;
    for (const [ws, subscriptions] of clients) {
      for (const kind of /** @type {const} */ (['spot', 'futures'])) {
        tick(ws, kind, [...subscriptions[kind]].filter(() => Math.random() < chance));
      }
    }
  }, TICK_MS).unref();

  /** The storm: `rate` ticks a second on each connection, spread over its subscribed markets; a late slice catches up. */
  const stormy = setInterval(() => {
    if (storm && Date.now() >= storm.until) storm = null;
    if (!storm || paused) return;
    const now = Date.now();
    const count = Math.round((storm.rate * Math.min(1000, now - storm.at)) / 1000);
    storm.at = now;
    for (const [ws, subscriptions] of clients) {
      const names = [...subscriptions.spot].map((name) => ['spot', name]).concat([...subscriptions.futures].map((name) => ['futures', name]));
      if (names.length === 0 || ws.bufferedAmount > MAX_BUFFERED) continue;
      for (let i = 0; i < count; i++) {
        const [kind, name] = names[Math.floor(Math.random() * names.length)];
        tick(ws, kind, [name]);
      }
    }
  }, STORM_SLICE_MS).unref();

  function onUpgrade(req, socket, head) {
    if (new URL(req.url ?? '/', 'http://price.local').pathname !== path) {
      if (httpServer.listenerCount('upgrade') === 1) socket.destroy(); // nobody else will answer it
      return;
    }
    if (Date.now() < refuseUntil) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  }

  const controller = {
    /** Closes every connection abruptly; refuses new ones for `refuseSeconds`. */
    drop(refuseSeconds = 0) {
      refuseUntil = Date.now() + refuseSeconds * 1000;
      for (const ws of clients.keys()) ws.terminate();
      clients.clear();
    },
    /** `rate` ticks a second on each connection for `seconds`; rate 0 ends a storm. */
    storm(rate, seconds = 5) {
      storm = rate > 0 ? { rate: Math.min(rate, MAX_STORM_RATE), until: Date.now() + seconds * 1000, at: Date.now() } : null;
    },
    pause() { paused = true; },
    resume() { paused = false; },
    reset() {
      storm = null;
      paused = false;
      refuseUntil = 0;
    },
    /** Sends `text` as is to every connection. */
    broadcast(text) {
      for (const ws of clients.keys()) send(ws, text);
    },
    state() {
      return {
        connections: clients.size,
        sent,
        subscriptions: [...clients.values()].map(({ spot, futures }) => ({ spot: [...spot], futures: [...futures] })),
        storm,
        paused,
        refusing: Date.now() < refuseUntil,
      };
    },
    /** Stops the endpoint: closes its connections and timers, gives the server's requests back. */
    close() {
      if (closed) return;
      closed = true;
      clearInterval(calm);
      clearInterval(stormy);
      controller.drop();
      wss.close();
      httpServer.off('upgrade', onUpgrade);
      httpServer.off('request', onRequest);
      for (const listener of others) httpServer.on('request', listener);
    },
  };

  async function control(req, res, url) {
    const action = url.pathname.slice(controlPath.length);
    const query = url.searchParams;
    if (req.method === 'GET' && action === 'state') return sendJson(res, 200, ok(controller.state()));
    if (req.method !== 'POST') return sendJson(res, 405, { code: 405, message: 'method not allowed', data: null });
    if (action === 'drop') controller.drop(within(query.get('refuse'), 0, 600, 0));
    else if (action === 'storm') controller.storm(within(query.get('rate'), 0, MAX_STORM_RATE, 10_000), within(query.get('seconds'), 0, 600, 5));
    else if (action === 'pause') controller.pause();
    else if (action === 'resume') controller.resume();
    else if (action === 'reset') controller.reset();
    else if (action === 'send') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      controller.broadcast(Buffer.concat(chunks).toString('utf8'));
    } else return sendJson(res, 404, { code: 404, message: 'not found', data: null });
    sendJson(res, 200, ok(controller.state()));
  }

  // The controls answer before the server's own handlers, which get every other request.
  const others = httpServer.listeners('request');
  function onRequest(req, res) {
    const url = new URL(req.url ?? '/', 'http://price.local');
    if (url.pathname.startsWith(controlPath)) {
      control(req, res, url).catch(() => res.destroy());
      return;
    }
    for (const listener of others) listener.call(httpServer, req, res);
  }
  httpServer.removeAllListeners('request');
  httpServer.on('request', onRequest);
  httpServer.on('upgrade', onUpgrade);
  httpServer.on('close', () => controller.close());
  return controller;
}
