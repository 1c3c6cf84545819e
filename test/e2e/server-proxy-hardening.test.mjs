// `ex-elements proxy` facing what a public site gets (issue 17, DESIGN.md §3a): requests that
// name other hosts, answers it cannot or must not render, visitors who leave, a silent upstream.
// The command runs in its own process in front of small servers on loopback.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { startProxy } from './proxy-command.mjs';
import { renderPage } from '../../dist/server/index.js';
import { createProxy } from '../../dist/server/node.js';
import { PHONE_USER_AGENT } from '../../scripts/chromium.mjs';

const page = (body, config = { siteId: 0 }) => `<!doctype html><html><head><title>t</title></head><body>
<script type="application/json" id="ex-config">${JSON.stringify(config)}</script>${body}</body></html>`;
const bulletinAnswer = (content) => JSON.stringify({ code: 200, message: 'success', data: { content_id: 'b1', content, link: '' } });
const LATIN1 = Buffer.concat([Buffer.from(page('<ex-footer></ex-footer><p>Caf')), Buffer.from([0xe9]), Buffer.from(' </p>')]);
const META_1252 = Buffer.concat([Buffer.from('<!doctype html><meta charset="windows-1252"><ex-footer></ex-footer><p>Caf'), Buffer.from([0xe9]), Buffer.from('</p>')]);
const RANGED = Buffer.from(page('<ex-footer></ex-footer>'));
// a quarter of a megabyte that inflates to 256 MB: a page far over the 5 MB limit once decoded
const BOMB_BYTES = 256 * 1024 * 1024;
const BOMB = gzipSync(Buffer.concat([Buffer.from('<ex-footer></ex-footer>'), Buffer.alloc(BOMB_BYTES, 32)]), { level: 1 });

/** Resolves once `condition()` holds, checking every 10 ms; fails after 20 s. */
async function until(condition, what) {
  for (let i = 0; i < 2000; i += 1) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${what}: not in 20 s`);
}

/** A server on loopback answering by path; `seen` lists what it was asked. */
async function serve(routes) {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    (routes[req.url.split('?')[0]] ?? ((q, s) => s.writeHead(404).end()))(req, res);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, seen, origin: `http://127.0.0.1:${server.address().port}`, host: `127.0.0.1:${server.address().port}` };
}

const hung = { open: 0, closed: 0 };
const upstreamRoutes = {
  '/bar.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page('<ex-announcement-bar page-path="/"></ex-announcement-bar>')),
  '/api/web/v1/site/fullsiteBulletin': (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(bulletinAnswer('Bulletin of the site')),
  '/footer.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html', etag: '"u1"', 'last-modified': 'Mon, 23 Nov 2026 10:00:00 GMT', 'cache-control': 'public, max-age=60', vary: 'Origin' })
    .end(page('<ex-footer></ex-footer>')),
  '/headers': (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers)),
  '/latin1.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(LATIN1),
  '/meta-1252.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(META_1252),
  '/undeclared.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(LATIN1),
  // a page that stops midway: the proxy, reading it to render, waits on a silent upstream
  '/stall.html': (req, res) => { res.writeHead(200, { 'content-type': 'text/html' }).write('<!doctype html><p>'); },
  '/ranged.html': (req, res) => res.writeHead(206, { 'content-type': 'text/html', 'content-range': `bytes 0-99/${RANGED.length}` }).end(RANGED.subarray(0, 100)),
  '/bomb.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(BOMB),
  '/hang': (req, res) => { hung.open += 1; res.on('close', () => { hung.closed += 1; }); },
  '/testnet.html': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page('<ex-header></ex-header>', { siteId: 0, testnet: true })),
  // answers at once, then pauses past the front proxy's 200 ms timeout before the rest
  '/slow.bin': (req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).write('first ');
    setTimeout(() => res.end('and last'), 500);
  },
};

let upstream;
let elsewhere;
let proxy;


const peakRssBytes = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** One request through the proxy: status, headers and body. */
function get(path, headers = {}, base = proxy.base) {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, async (res) => {
      const chunks = [];
      for await (const c of res) chunks.push(c);
      resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) });
    }).on('error', reject).end();
  });
}

/** A request written as it is on the wire (a target no URL-taking client would send); the whole answer. */
function rawAnswer(text) {
  return new Promise((resolve, reject) => {
    const socket = connect(proxy.port, '127.0.0.1', () => socket.write(text)); // not ended: Node's server drops a half-closed request
    let answer = '';
    socket.on('data', (d) => { answer += d; });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const raw = async (text) => (await rawAnswer(text)).split('\r\n')[0];

describe('ex-elements proxy, hardened', () => {
  before(async () => {
    upstream = await serve(upstreamRoutes);
    elsewhere = await serve({
      '/secret': (req, res) => res.writeHead(200).end('secret'),
      '/api/web/v1/site/fullsiteBulletin': (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(bulletinAnswer('Bulletin of another host')),
    });
    proxy = await startProxy(upstream.origin);
  });
  after(() => { proxy?.child.kill(); upstream?.server.close(); elsewhere?.server.close(); });

  it('sends every request to the upstream, whatever host its target names, and stays up', async () => {
    // absolute-form, which a server must accept (RFC 9112 §3.2.2): its path, at the upstream
    assert.equal(await raw(`GET ${elsewhere.origin}/secret HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 'HTTP/1.1 404 Not Found');
    assert.equal(await raw(`GET https://${elsewhere.host}/secret HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 'HTTP/1.1 404 Not Found');
    assert.equal(upstream.seen.filter((r) => r.url === '/secret').length, 2);
    assert.equal(await raw('OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 'HTTP/1.1 400 Bad Request');
    const slashes = await get(`//${elsewhere.host}/secret`);
    assert.equal(slashes.status, 404, "the upstream's answer to its own path //host/secret");
    assert.ok(upstream.seen.some((r) => r.url === `//${elsewhere.host}/secret`));
    assert.deepEqual(elsewhere.seen, [], 'the other server was never asked');
    assert.equal((await get('/footer.html')).status, 200, 'the proxy still answers');
  });

  it("fetches a page's data from the upstream, not from a host the request names", async () => {
    const res = await get('/bar.html', { host: elsewhere.host, 'x-forwarded-host': elsewhere.host });
    const html = res.body.toString();
    assert.match(html, /data-ex-ssr=/, 'rendered');
    assert.ok(html.includes('Bulletin of the site'), "the upstream's bulletin");
    assert.ok(!html.includes('Bulletin of another host'));
    assert.deepEqual(elsewhere.seen, []);
  });

  it("links back to the page at the host the visitor asked, not at the upstream's; or at the site's public origin when given", async () => {
    const html = (await get('/testnet.html', { host: 'www.Example.com:80' })).body.toString();
    assert.ok(html.includes(`redirect_uri=${encodeURIComponent('http://www.example.com/testnet.html')}`), "the demo trading login's return address");
    assert.ok(!html.includes(encodeURIComponent(upstream.host)));
    // an absolute-form target names the host itself, over the Host header (RFC 9112 §3.2.2)
    const absolute = await rawAnswer(`GET http://www.example.com/testnet.html HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    assert.ok(absolute.includes(`redirect_uri=${encodeURIComponent('http://www.example.com/testnet.html')}`));
    // a Host that names no host: the page keeps its path, at the upstream's host
    const odd = await rawAnswer(`GET /testnet.html HTTP/1.1\r\nHost: a/b?c\r\nConnection: close\r\n\r\n`);
    assert.ok(odd.includes(`redirect_uri=${encodeURIComponent(`http://${upstream.host}/testnet.html`)}`));
    const behindBalancer = await startProxy(upstream.origin, '--public-origin', 'https://www.example.com');
    try {
      const rewritten = (await get('/testnet.html', { host: 'internal:8080' }, behindBalancer.base)).body.toString();
      assert.ok(rewritten.includes(`redirect_uri=${encodeURIComponent('https://www.example.com/testnet.html')}`));
    } finally { behindBalancer.child.kill(); }
  });

  it("renders a phone's page for a phone: the footer's sections open without script", async () => {
    const phone = (await get('/footer.html', { 'user-agent': PHONE_USER_AGENT })).body.toString();
    const desktop = (await get('/footer.html')).body.toString();
    assert.match(phone, /<details/);
    assert.doesNotMatch(desktop, /<details/);
  });

  it("a rendered page varies with the visitor's cookies and browser, and drops the upstream's validators", async () => {
    const { headers } = await get('/footer.html', { cookie: 'theme=dark; is_change_skin=1' });
    assert.equal(headers.vary, 'Origin, Accept-Encoding, Cookie, User-Agent');
    assert.equal(headers.etag, undefined);
    assert.equal(headers['last-modified'], undefined);
    assert.equal(headers['cache-control'], 'public, max-age=60');
  });

  it('asks the upstream for a page only in codings it can decode, and honours a refused one', async () => {
    const asked = async (headers) => JSON.parse((await get('/headers', headers)).body)['accept-encoding'];
    assert.equal(await asked({ accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' }), 'gzip, deflate, br');
    assert.equal(await asked({ accept: 'text/html', 'accept-encoding': 'zstd' }), 'identity');
    assert.equal(await asked({ accept: '*/*', 'accept-encoding': 'gzip, zstd' }), 'gzip, zstd', 'not a page: as the visitor asked');
    const refused = await get('/footer.html', { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(refused.headers['content-encoding'], 'gzip');
  });

  it('passes through, byte for byte, a page in another charset (in its Content-Type or its <meta>) and a partial answer', async () => {
    const latin1 = await get('/latin1.html');
    assert.deepEqual(latin1.body, LATIN1);
    assert.equal(latin1.headers['content-type'], 'text/html; charset=iso-8859-1');
    assert.deepEqual((await get('/meta-1252.html')).body, META_1252);
    assert.deepEqual((await get('/undeclared.html')).body, LATIN1, 'no declaration, and bytes that are no UTF-8');
    const ranged = await get('/ranged.html', { range: 'bytes=0-99' });
    assert.equal(ranged.status, 206);
    assert.deepEqual(ranged.body, RANGED.subarray(0, 100));
    assert.equal(ranged.headers['content-range'], `bytes 0-99/${RANGED.length}`);
  });

  it('passes a page that inflates past the size limit through unrendered, never inflating it whole', async () => {
    const before = peakRssBytes(proxy.child.pid);
    const res = await get('/bomb.html', { 'accept-encoding': 'gzip' });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.deepEqual(res.body, BOMB);
    const grown = peakRssBytes(proxy.child.pid) - before;
    assert.ok(grown < BOMB_BYTES / 4, `the proxy's peak memory grew by ${Math.round(grown / 2 ** 20)} MB`);
    assert.equal((await get('/footer.html')).status, 200);
  });

  it('lets go of the upstream when the visitor leaves', async () => {
    const before = hung.closed;
    const req = request(`${proxy.base}/hang`).on('error', () => {});
    req.end();
    await until(() => hung.open > before, 'the upstream was asked');
    req.destroy();
    await until(() => hung.closed > before, "the upstream's request was closed");
  });

  it('answers 504 when the upstream stays silent past its timeout; a download that has begun may pause', { timeout: 20_000 }, async () => {
    const front = createServer(createProxy({ upstream: upstream.origin, render: renderPage, timeoutMs: 200 })).listen(0, '127.0.0.1');
    await once(front, 'listening');
    try {
      const res = await get('/hang', {}, `http://127.0.0.1:${front.address().port}`);
      assert.equal(res.status, 504);
      assert.equal((await get('/stall.html', { accept: 'text/html' }, `http://127.0.0.1:${front.address().port}`)).status, 504, 'a page stopped midway');
      const slow = await get('/slow.bin', {}, `http://127.0.0.1:${front.address().port}`);
      assert.equal(slow.body.toString(), 'first and last');
    } finally { front.close(); }
  });

  it('refuses an upstream that is not http or https, before any request; the command says so', () => {
    assert.throws(() => createProxy({ upstream: 'ftp://127.0.0.1/', render: renderPage }), /http or https/);
    assert.throws(() => createProxy({ upstream: 'not an address', render: renderPage }), /http or https/);
    for (const args of [['--upstream', 'ftp://127.0.0.1/'], ['--upstream', 'http://127.0.0.1/', '--public-origin', 'javascript:x']]) {
      const run = spawnSync(process.execPath, ['bin/ex-elements.mjs', 'proxy', ...args, '--port', '0'], { encoding: 'utf8' });
      assert.equal(run.status, 2, args.join(' '));
      assert.match(run.stderr, /http or https/, args.join(' '));
    }
  });
});
