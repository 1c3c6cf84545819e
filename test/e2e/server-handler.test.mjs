// createHandler, the render proxy as a fetch handler (issue 30, DESIGN.md §3c), in front of a
// site on loopback: HTML rendered as a stream, everything else as the site sent it; and what the
// Node proxy over it fixed: fields its Connection names dropped both ways, error pages that name
// no internal address, 502 for a page that breaks off, --host, conditional requests untouched.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createHandler, renderPage } from '../../dist/server/index.js';
import { createProxy } from '../../dist/server/node.js';
import { bulletin } from '../../demo/mock/fixtures-site.mjs';
import { startProxy } from './proxy-command.mjs';

const PAGE = `<!doctype html><html><head><title>t</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0}</script>
<ex-announcement-bar page-path="/"></ex-announcement-bar><p>Hello</p><ex-footer></ex-footer></body></html>`;
const JSON_BODY = '{"a": [1, 2, 3],  "b": "ü"}\n';
const BINARY = Uint8Array.from({ length: 4096 }, (_, i) => (i * 37) % 256);

const seen = [];
const routes = {
  '/page': (req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"p1"', 'x-kept': 'yes' }).end(PAGE),
  '/data.json': (req, res) => res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', etag: '"v1"' }).end(JSON_BODY),
  '/file.bin': (req, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(BINARY),
  '/api/web/v1/site/fullsiteBulletin': (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data: bulletin() })),
  '/headers': (req, res) => res.writeHead(200, { 'content-type': 'application/json', connection: 'x-upstream-hop', 'x-upstream-hop': 'private', 'x-kept': 'yes' }).end(JSON.stringify(req.headers)),
  '/cached.html': (req, res) => {
    if (req.headers['if-none-match'] === '"c1"') return void res.writeHead(304, { etag: '"c1"' }).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"c1"' }).end(PAGE);
  },
  // a page that stops halfway and closes: read whole (it names no charset), it is never answered
  '/truncated.html': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': '5000' }).write('<!doctype html><ex-footer></ex-footer><p>');
    setImmediate(() => res.destroy());
  },
  '/hang': () => {},
  // a page under its own policy: ?csp= gives the header
  '/policy': (req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': new URL(req.url, 'http://x').searchParams.get('csp') }).end(PAGE),
};

let upstream;
let origin;
let proxy;

function get(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, async (res) => {
      const chunks = [];
      for await (const chunk of res) chunks.push(chunk);
      resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) });
    }).on('error', reject).end();
  });
}

const bytesOf = async (response) => new Uint8Array(await response.arrayBuffer());

describe('createHandler, the render proxy as a fetch handler', () => {
  before(async () => {
    upstream = createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers });
      (routes[req.url.split('?')[0]] ?? ((q, s) => s.writeHead(404).end()))(req, res);
    }).listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    origin = `http://127.0.0.1:${upstream.address().port}`;
    proxy = await startProxy(origin);
  });
  after(() => { proxy?.child.kill(); upstream?.close(); });

  it("renders a site's HTML as a stream and passes JSON and binary through byte for byte", async () => {
    const handle = createHandler({ upstream: origin });
    const page = await handle(new Request('https://www.example.com/page?x=1', { headers: { accept: 'text/html', cookie: 'theme=dark; is_change_skin=1' } }));
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-length'), null, 'streamed');
    assert.equal(page.headers.get('etag'), null, "the upstream's validator described its bytes");
    assert.equal(page.headers.get('x-kept'), 'yes');
    assert.equal(page.headers.get('vary'), 'Accept-Encoding, Cookie, User-Agent');
    const expected = await renderPage(PAGE, { cookies: 'theme=dark; is_change_skin=1', url: 'https://www.example.com/page?x=1', apiOrigin: origin });
    assert.equal(await page.text(), expected);
    assert.ok(expected.includes('scheduled system maintenance') && expected.includes('class="ex-dark'), "the site's bulletin, the visitor's theme");

    const json = await handle(new Request('https://www.example.com/data.json'));
    assert.equal(json.status, 201);
    assert.equal(json.headers.get('etag'), '"v1"');
    assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.deepEqual(await bytesOf(json), new TextEncoder().encode(JSON_BODY));
    assert.deepEqual(await bytesOf(await handle(new Request('https://www.example.com/file.bin'))), BINARY);
  });

  it("writes the roots' styles as the page's own policy allows: inline with its nonce, as links where it blocks inline styles, inline where it allows them", async () => {
    const stylesOf = async (policy, render) => {
      const handle = createHandler({ upstream: origin, render });
      const html = await (await handle(new Request(`https://www.example.com/policy?csp=${encodeURIComponent(policy)}`, { headers: { accept: 'text/html' } }))).text();
      const roots = [...html.matchAll(/<template shadowrootmode="open">((?:<style[^>]*>[^<]*<\/style>|<link[^>]*>)+)/g)].map((m) => m[1]);
      assert.equal(roots.length, 2, 'the bar and the footer');
      return [...new Set(roots.flatMap((root) => [...root.matchAll(/<(style|link)( nonce="[^"]*"| rel="stylesheet")?/g)].map((m) => m[0])))];
    };
    const cases = [
      ["default-src 'self'; style-src 'self' 'nonce-Zm9v4Ng=='", ['<style nonce="Zm9v4Ng=="']],
      ["default-src 'self' 'nonce-b2Zm'", ['<style nonce="b2Zm"']],
      ["style-src-elem 'nonce-ZWxlbQ'; style-src 'self'", ['<style nonce="ZWxlbQ"']],
      ["default-src 'self'; style-src 'self'", ['<link rel="stylesheet"']],
      ["default-src 'self'", ['<link rel="stylesheet"']],
      ["style-src 'self' 'unsafe-inline' 'sha256-AAAA'", ['<link rel="stylesheet"']],
      ["style-src 'self' 'nonce-YQ'; img-src 'self', style-src 'self' 'nonce-Yg'", ['<link rel="stylesheet"']],
      ["style-src 'self' 'unsafe-inline'; script-src 'self'", ['<style']],
      ["script-src 'self'; frame-ancestors 'none'", ['<style']],
      ['', ['<style']],
    ];
    for (const [policy, expected] of cases) assert.deepEqual(await stylesOf(policy), expected, policy);
    // the site's own choice stands; the nonce still comes from the page
    assert.deepEqual(await stylesOf("style-src 'self' 'nonce-Zm9v'", { styles: 'links' }), ['<link rel="stylesheet"']);
    assert.deepEqual(await stylesOf("style-src 'self'", { styles: 'inline' }), ['<style']);
  });

  it('reaches a site given as a function (a service binding), its pages\' API calls too', async () => {
    const through = [];
    const binding = (req) => { through.push(new URL(req.url).pathname); return fetch(new URL(new URL(req.url).pathname, origin), req); };
    const handle = createHandler({ upstream: binding });
    const page = await handle(new Request('https://www.example.com/page', { headers: { accept: 'text/html' } }));
    assert.ok((await page.text()).includes('scheduled system maintenance'));
    assert.deepEqual(through, ['/page', '/api/web/v1/site/fullsiteBulletin']);
  });

  it('drops the fields a Connection header names, both ways (RFC 9110 §7.6.1)', async () => {
    const res = await get(proxy.base, '/headers', { connection: 'keep-alive, x-visitor-hop', 'x-visitor-hop': 'private', 'x-visitor': 'kept' });
    const asked = JSON.parse(res.body);
    assert.equal(asked['x-visitor-hop'], undefined);
    assert.equal(asked['x-visitor'], 'kept');
    assert.equal(res.headers['x-upstream-hop'], undefined);
    assert.equal(res.headers['x-kept'], 'yes');
  });

  it('passes conditional requests and 304 answers through untouched', async () => {
    const fresh = await get(proxy.base, '/cached.html');
    assert.equal(fresh.status, 200);
    assert.match(fresh.body.toString(), /shadowrootmode/);
    const revalidated = await get(proxy.base, '/cached.html', { 'if-none-match': '"c1"' });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers.etag, '"c1"');
    assert.equal(revalidated.body.length, 0);
    assert.equal(seen.findLast((r) => r.url === '/cached.html').headers['if-none-match'], '"c1"');
  });

  it("answers 502 for a page that breaks off before its answer left, and names no internal address in 502 or 504", async () => {
    const truncated = await get(proxy.base, '/truncated.html');
    assert.equal(truncated.status, 502);
    const down = createServer().listen(0, '127.0.0.1');
    await once(down, 'listening');
    const port = down.address().port;
    down.close();
    const other = await startProxy(`http://127.0.0.1:${port}`);
    const front = createServer(createProxy({ upstream: origin, render: renderPage, timeoutMs: 200 })).listen(0, '127.0.0.1');
    await once(front, 'listening');
    try {
      const bad = await get(other.base, '/page');
      assert.equal(bad.status, 502);
      const slow = await get(`http://127.0.0.1:${front.address().port}`, '/hang');
      assert.equal(slow.status, 504);
      for (const body of [truncated.body, bad.body, slow.body]) {
        assert.ok(body.length > 0, 'an answer that says what happened');
        assert.doesNotMatch(body.toString(), /127\.0\.0\.1|:\d{2,5}\b/);
      }
    } finally { other.child.kill(); front.close(); }
  });

  it('listens on the interface --host names', async () => {
    const child = spawn(process.execPath, ['bin/ex-elements.mjs', 'proxy', '--upstream', origin, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      for await (const chunk of child.stdout) {
        out += chunk;
        if (out.includes('\n')) break;
      }
      const base = /http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0];
      assert.ok(base, out);
      assert.equal((await get(base, '/data.json')).status, 201);
    } finally { child.kill(); }
  });
});
