// `ex-elements proxy` (issue 17, DESIGN.md §3a) run as a visitor's site would run it: the
// command in its own process in front of a small upstream on loopback.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { startProxy } from './proxy-command.mjs';

const PAGE = `<!doctype html><html><head><title>Legacy</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0}</script>
<p>Hello</p><ex-footer></ex-footer></body></html>`;
const JSON_BODY = '{"a": [1, 2, 3],  "b": "ü"}\n';
// the 50 MB and more: a loopback socket's buffers may grow to 32 MB each here (tcp_rmem),
// and with two connections they could hide a proxy that reads ahead of a 50 MB download
const BIG = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 7);

let upstream;
const download = { sent: 0, held: false };
let proxy;
let base;

const upstreamRoutes = {
  '/page': (req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': ['a=1', 'b=2'], 'x-kept': 'yes' }).end(PAGE),
  '/page.gz': (req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE)),
  '/missing': (req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end(PAGE),
  '/data.json': (req, res) => res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', etag: '"v1"' }).end(JSON_BODY),
  '/moved': (req, res) => res.writeHead(301, { location: '/page' }).end(),
  '/echo': (req, res) => req.pipe(res.writeHead(200, { 'content-type': 'text/plain', 'x-method': req.method, 'x-cookie': req.headers.cookie ?? '' })),
  '/huge.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<ex-footer></ex-footer>${'x'.repeat(6 * 1024 * 1024)}`),
  '/download': async (req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(BIG) });
    for (download.sent = 0; download.sent < BIG; download.sent += CHUNK.length) {
      if (res.write(CHUNK)) continue;
      download.held = true;
      await once(res, 'drain');
      download.held = false;
    }
    res.end();
  },
};

/** One request through the proxy; resolves with status, headers and the body (or its length). */
function get(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, async (res) => {
      const chunks = [];
      for await (const c of res) chunks.push(c);
      resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Polls a condition every 100 ms (sampling a stream's progress), for up to 20 s. */
async function waitFor(condition) {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in 20 s');
}

const rssKb = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

describe('ex-elements proxy', () => {
  before(async () => {
    upstream = createServer((req, res) => (upstreamRoutes[req.url] ?? ((q, s) => s.writeHead(404).end()))(req, res)).listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    proxy = await startProxy(`http://127.0.0.1:${upstream.address().port}`);
    base = proxy.base;
  });
  after(() => { proxy?.child.kill(); upstream?.close(); });

  it('renders HTML pages, keeping the upstream headers and cookies', async () => {
    const res = await get('/page');
    const html = res.body.toString();
    assert.equal(res.status, 200);
    assert.match(html, /<ex-footer [^>]*data-ex-ssr="s1-"[^>]*><template shadowrootmode="open">/);
    assert.match(html, /href="[^"]*\/(user-agreement|privacy)[^"]*"/, 'the footer links are in the HTML');
    assert.ok(html.includes('<p>Hello</p>'), 'the rest of the page as the upstream wrote it');
    assert.equal(res.headers['x-kept'], 'yes');
    assert.deepEqual(res.headers['set-cookie'], ['a=1', 'b=2']);
    assert.equal(Number(res.headers['content-length']), res.body.length);
  });

  it('renders compressed pages and answers compressed when the visitor accepts it', async () => {
    const res = await get('/page.gz', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-encoding'], 'gzip');
    const { gunzipSync } = await import('node:zlib');
    assert.match(gunzipSync(res.body).toString(), /<ex-footer [^>]*data-ex-ssr="s1-"[^>]*><template shadowrootmode="open">/);
  });

  it('keeps statuses: a 404 page is rendered and stays 404, a redirect is passed on', async () => {
    const missing = await get('/missing');
    assert.equal(missing.status, 404);
    assert.match(missing.body.toString(), /shadowrootmode/);
    const moved = await get('/moved');
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, '/page');
  });

  it('passes JSON through byte for byte with its content type and validators', async () => {
    const res = await get('/data.json');
    assert.equal(res.status, 201);
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(res.headers.etag, '"v1"');
    assert.deepEqual(res.body, Buffer.from(JSON_BODY));
  });

  it('forwards the method, the body and the cookies', async () => {
    const res = await get('/echo', { method: 'POST', headers: { cookie: 'lang=ja' }, body: 'payload' });
    assert.equal(res.headers['x-method'], 'POST');
    assert.equal(res.headers['x-cookie'], 'lang=ja');
    assert.equal(res.body.toString(), 'payload');
  });

  it('passes a page over the size limit through unrendered', async () => {
    const res = await get('/huge.html');
    assert.equal(res.status, 200);
    assert.ok(res.body.toString().startsWith('<ex-footer></ex-footer>xxx'));
    assert.equal(res.body.length, '<ex-footer></ex-footer>'.length + 6 * 1024 * 1024);
  });

  it('streams a 200 MB download, holding the upstream back while the visitor does not read', async () => {
    const res = await new Promise((resolve, reject) => request(`${base}/download`, resolve).on('error', reject).end());
    assert.equal(res.statusCode, 200);
    let received = 0;
    res.on('data', (chunk) => {
      received += chunk.length;
      if (received >= 4 * 1024 * 1024 && !res.isPaused() && !stalled) res.pause();
    });
    let stalled = false;
    // the visitor stops reading: the upstream must come to a stop, waiting for the proxy
    let last = -1;
    await waitFor(() => {
      const still = download.held && download.sent === last;
      last = download.sent;
      return res.isPaused() && still;
    });
    stalled = true;
    const inFlight = download.sent - received;
    assert.ok(inFlight < 100 * 1024 * 1024, `${Math.round(inFlight / 2 ** 20)} MB of 200 were read from the upstream ahead of the visitor`);
    res.resume();
    await once(res, 'end');
    assert.equal(received, BIG);
    const rss = rssKb(proxy.child.pid, 'VmRSS');
    assert.ok(rss < 200 * 1024, `the proxy holds ${Math.round(rss / 1024)} MB after passing 200 MB on`);
  });

  it('answers 502 when the upstream is down', async () => {
    const down = createServer();
    down.listen(0, '127.0.0.1');
    await once(down, 'listening');
    const port = down.address().port;
    down.close();
    const other = await startProxy(`http://127.0.0.1:${port}`);
    try {
      const res = await new Promise((resolve, reject) => request(`${other.base}/page`, (r) => resolve(r)).on('error', reject).end());
      assert.equal(res.statusCode, 502);
      res.resume();
    } finally { other.child.kill(); }
  });
});
