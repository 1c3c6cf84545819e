// The demo's live price endpoint (issue 18, DESIGN §3b) on a plain http server, through a real `ws` client.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import WebSocket from 'ws';
import { attachPriceServer } from '../../demo/price-server.mjs';

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
let server;
let base;
let prices;

before(async () => {
  server = createServer((req, res) => res.end(`own handler: ${req.url}`));
  prices = attachPriceServer(server, { meanIntervalMs: 100 });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${server.address().port}`;
});

after(async () => {
  prices.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A connected client that records every frame; `until` waits for a condition on them. */
async function connect() {
  const ws = new WebSocket(`ws://${base}/ws/v4/`);
  const frames = [];
  const waiters = new Set();
  ws.on('message', (data) => {
    const text = String(data);
    let json = null;
    try { json = JSON.parse(text); } catch { /* recorded as text */ }
    frames.push({ text, json });
    for (const check of waiters) check();
  });
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const until = (predicate, what, timeout = 10_000) => new Promise((resolve, reject) => {
    const check = () => { if (predicate(frames)) { waiters.delete(check); clearTimeout(timer); resolve(frames); } };
    const timer = setTimeout(() => { waiters.delete(check); reject(new Error(`timed out waiting for ${what}`)); }, timeout);
    waiters.add(check);
    check();
  });
  const send = (message) => ws.send(JSON.stringify({ time: Math.floor(Date.now() / 1000), ...message }));
  return { ws, frames, until, send };
}

/** The tickers of update frames from index `from` on, as [channel, name]. */
const updates = (frames, from = 0) => frames.slice(from).filter((f) => f.json?.event === 'update').flatMap(({ json }) =>
  [json.result].flat().map((result) => [json.channel, result.currency_pair ?? result.contract, result]));
const countOf = (frames, name, from = 0) => updates(frames, from).filter(([, n]) => n === name).length;
const acked = (event, channel) => (frames) => frames.some((f) => f.json?.event === event && f.json?.channel === channel && f.json.result?.status);
const control = async (action, init = { method: 'POST' }) => (await fetch(`http://${base}/__prices/${action}`, init)).json();

test('ticks exactly the subscribed markets, spot one by one and futures as arrays, with decimal strings', async () => {
  const client = await connect();
  client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT', 'NOPE_USDT'] });
  client.send({ channel: 'futures.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
  await client.until((frames) => countOf(frames, 'BTC_USDT') >= 6 && countOf(frames, 'ETH_USDT') >= 3, 'ticks');
  const ack = client.frames.find((f) => f.json?.event === 'subscribe');
  assert.equal(ack.json.result.status, 'success');
  assert.equal(ack.json.error, null);
  for (const [channel, name, result] of updates(client.frames)) {
    assert.ok(channel === 'spot.tickers' ? ['BTC_USDT', 'ETH_USDT'].includes(name) : name === 'BTC_USDT', `${channel} ${name}`);
    for (const field of ['last', 'change_percentage', 'base_volume', 'quote_volume', 'high_24h', 'low_24h']) assert.match(result[field], DECIMAL, field);
  }
  const futures = client.frames.filter((f) => f.json?.channel === 'futures.tickers' && f.json.event === 'update');
  assert.ok(futures.length > 0 && futures.every((f) => Array.isArray(f.json.result)));
  assert.ok(client.frames.filter((f) => f.json?.channel === 'spot.tickers' && f.json.event === 'update').every((f) => !Array.isArray(f.json.result)));
  assert.deepEqual((await control('state', {})).data.subscriptions, [{ spot: ['BTC_USDT', 'ETH_USDT'], futures: ['BTC_USDT'] }]);
  client.ws.close();
});

test('an unsubscribed market stops ticking; pings get pongs; bad requests get errors, the connection stays', async () => {
  const client = await connect();
  client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT'] });
  await client.until((frames) => countOf(frames, 'ETH_USDT') >= 1, 'ETH ticks');
  client.send({ channel: 'spot.tickers', event: 'unsubscribe', payload: ['ETH_USDT'] });
  await client.until(acked('unsubscribe', 'spot.tickers'), 'unsubscribe ack');
  const after = client.frames.findIndex((f) => f.json?.event === 'unsubscribe');
  await client.until((frames) => countOf(frames, 'BTC_USDT', after) >= 5, 'more BTC ticks');
  assert.equal(countOf(client.frames, 'ETH_USDT', after), 0);

  client.send({ channel: 'spot.ping' });
  await client.until((frames) => frames.some((f) => f.json?.channel === 'spot.pong'), 'pong');
  const bad = ['{', JSON.stringify({ channel: 'spot.tickers', event: 'subscribe', payload: ['<img src=x onerror=alert(1)>'] }),
    JSON.stringify({ channel: 'spot.tickers', event: 'subscribe', payload: 'BTC_USDT' }), JSON.stringify({ channel: 'nope', event: 'subscribe', payload: [] })];
  for (const text of bad) client.ws.send(text);
  await client.until((frames) => frames.filter((f) => f.json?.result?.status === 'failed').length === bad.length, 'error replies');
  assert.equal(client.ws.readyState, WebSocket.OPEN);
  client.ws.close();
});

test('drop closes every connection and can refuse new ones for a while', async () => {
  const [a, b] = [await connect(), await connect()];
  const closed = Promise.all([a, b].map(({ ws }) => new Promise((resolve) => ws.once('close', resolve))));
  assert.equal((await control('drop?refuse=30')).data.refusing, true);
  await closed;
  const refused = new WebSocket(`ws://${base}/ws/v4/`);
  const status = await new Promise((resolve) => refused.once('unexpected-response', (_, res) => resolve(res.statusCode)));
  assert.equal(status, 503);
  await control('reset');
  const c = await connect();
  assert.equal(c.ws.readyState, WebSocket.OPEN);
  c.ws.close();
});

test('a storm sends thousands of ticks a second, of subscribed markets only', async () => {
  const client = await connect();
  client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'SOL_USDT'] });
  await client.until(acked('subscribe', 'spot.tickers'), 'ack');
  const start = client.frames.length;
  await control('storm?rate=10000&seconds=2');
  // 5000 ticks of two markets: half a second of storm; the calm pace would take minutes
  await client.until((frames) => frames.length - start >= 5000, 'storm ticks'); // (a cheap check per frame)
  assert.ok(updates(client.frames, start).length >= 5000);
  assert.ok(updates(client.frames, start).every(([, name]) => name === 'BTC_USDT' || name === 'SOL_USDT'));
  await control('storm?rate=0');
  assert.equal((await control('state', {})).data.storm, null);
  client.ws.close();
});

test('pause holds every tick, even a new market\'s first; send passes any frame on as is', async () => {
  const client = await connect();
  await control('pause');
  client.send({ channel: 'spot.tickers', event: 'subscribe', payload: ['XRP_USDT'] });
  client.send({ channel: 'spot.ping' });
  await client.until((frames) => frames.some((f) => f.json?.channel === 'spot.pong'), 'pong');
  assert.equal(countOf(client.frames, 'XRP_USDT'), 0);
  const hostile = '<img src=x onerror=alert(1)>';
  await control('send', { method: 'POST', body: hostile });
  await client.until((frames) => frames.some((f) => f.text === hostile), 'the hostile frame');
  await control('resume');
  await client.until((frames) => countOf(frames, 'XRP_USDT') >= 1, 'ticks after resume');
  client.ws.close();
});

test('other requests and other upgrade paths reach the server\'s own handlers', async () => {
  assert.equal(await (await fetch(`http://${base}/page?x=1`)).text(), 'own handler: /page?x=1');
  assert.equal((await fetch(`http://${base}/__prices/state`, { method: 'DELETE' })).status, 405);
  const other = new WebSocket(`ws://${base}/elsewhere`);
  await new Promise((resolve) => { other.once('error', resolve); other.once('unexpected-response', resolve); });
  assert.notEqual(other.readyState, WebSocket.OPEN);
  other.terminate();
});
