// The demo server: the mock API plus the demo pages, the built bundles, demo assets and the
// designers' workshop (the static Storybook build under /storybook/).
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import etag from 'etag';
import fresh from 'fresh';
import { renderPage } from '../dist/server/index.js';
import { handleApi } from './mock/api.mjs';
import { parseCookies, send } from './mock/http.mjs';
import { withQueryConfig } from './page-config.mjs';
import { attachPriceServer } from './price-server.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Strict policy for pages named `*.csp.html` (DESIGN §2: elements must work under a strict CSP);
 * the server-rendered roots' inline styles carry the request's nonce (§3a "CSP"). */
const strictCsp = (nonce) => `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; `
  + "require-trusted-types-for 'script'; trusted-types ex-elements dompurify";

/**
 * The file a URL path maps to, or null: `/` and `/{name}.html` → demo/pages, `/dist/*`, `/demo/*`,
 * `/storybook/*` → storybook-static.
 * Never leaves its folder (no `..` escape).
 * @param {string} root repository root
 * @param {string} pathname the URL path, still percent-encoded
 */
function staticFile(root, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  if (path === '/') return join(root, 'demo', 'pages', 'index.html');
  if (/^\/[\w.-]+\.html$/.test(path)) return inside(join(root, 'demo', 'pages'), path);
  // the designers' workshop: the static Storybook build (npm run build-storybook)
  const workshop = /^\/storybook(\/.*)$/.exec(path);
  if (workshop) return inside(join(root, 'storybook-static'), workshop[1].endsWith('/') ? `${workshop[1]}index.html` : workshop[1]);
  const mount = /^\/(dist|demo)(\/.*)$/.exec(path);
  return mount ? inside(join(root, mount[1]), mount[2]) : null;
}

/** `folder` + `rest`, or null when the result would leave `folder`. */
function inside(folder, rest) {
  const file = resolve(folder, `.${rest}`);
  return file.startsWith(folder + sep) ? file : null;
}

/** Chunks and stylesheets named by their content (the build's `-[hash]` and styles/<hash>): cached for good. */
const HASHED = /^\/dist\/(?:(?:classic|esm|esm-external)\/.+-[\w-]{8}\.js|styles\/[\w-]{12}\.css)$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg']);
/** a file's bodies as sent, by path, modification time and encoding: each compressed and tagged once */
const representations = new Map();
/** What a 304 repeats of the 200 it stands for: the fields that guide caches (RFC 9110 §15.4.5), and a page's new cookie. */
const REVALIDATED = ['cache-control', 'vary', 'etag', 'set-cookie'];

/**
 * The body as the visitor accepts it (brotli, else gzip), as a production server sends it, with
 * a strong ETag: a hash of the bytes sent, so each content-coding of one file has its own
 * (RFC 9110 §8.8.3). `cacheKey` (a file's): kept for the next request; a page is rendered per
 * request, so its tag is of this render.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} type the file's extension
 * @param {string | null} cacheKey
 * @param {() => Promise<Buffer>} load the body, unencoded
 */
async function represent(req, type, cacheKey, load) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const wanted = !COMPRESSIBLE.has(type) ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const key = cacheKey && `${cacheKey} ${wanted}`;
  let out = key && representations.get(key);
  if (!out) {
    const body = await load();
    const encoding = body.length < 1024 ? null : wanted;
    // a page is rendered per request: a quick brotli level; a file once: the best
    const quality = key ? constants.BROTLI_MAX_QUALITY : 5;
    const sent = !encoding ? body : encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }) : gzipSync(body);
    out = { body: sent, encoding, etag: etag(sent) };
    if (key) representations.set(key, out);
  }
  return out;
}

/**
 * Serves a static file, or 404 (also bench/paint.mjs's dist/). A page gets the URL's choices in
 * its config block (page-config.mjs) and is server-rendered (DESIGN.md §3a) unless `?ssr=0` or
 * `render: false`; bodies go out compressed and tagged, and a request whose copy is current gets a 304.
 */
export async function serveStatic(root, req, res, { render = true } = {}) {
  const url = new URL(req.url ?? '/', 'http://demo.local');
  const file = ['GET', 'HEAD'].includes(req.method ?? '') ? staticFile(root, url.pathname) : null;
  const info = file && (await stat(file).catch(() => null));
  if (!info?.isFile()) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  const type = extname(file);
  const immutable = HASHED.test(url.pathname);
  const headers = {
    'content-type': CONTENT_TYPES[type] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
  };
  let sent;
  if (type === '.html' && !url.pathname.startsWith('/storybook/')) {
    if (!parseCookies(req.headers.cookie).csrftoken) {
      headers['set-cookie'] = `csrftoken=${randomBytes(16).toString('hex')}; Path=/; SameSite=Lax`;
    }
    const nonce = file.endsWith('.csp.html') ? randomBytes(16).toString('base64') : undefined;
    if (nonce) headers['content-security-policy'] = strictCsp(nonce);
    let html = withQueryConfig(await withIncludes(root, await readFile(file, 'utf8')), url.searchParams);
    if (render && url.searchParams.get('ssr') !== '0') {
      html = await renderPage(html, { cookies: req.headers.cookie ?? '', url: `http://${req.headers.host ?? 'localhost'}${req.url}`, userAgent: req.headers['user-agent'], nonce });
    }
    sent = await represent(req, type, null, async () => Buffer.from(html));
  } else {
    sent = await represent(req, type, `${file} ${info.mtimeMs}`, () => readFile(file));
  }
  headers.etag = sent.etag;
  if (sent.encoding) headers['content-encoding'] = sent.encoding;
  // If-None-Match (RFC 9110 §13.1.2: "*", a list, weak comparison): the visitor's copy is current,
  // unless the request says Cache-Control: no-cache (a reload past every cache, as fresh reads it)
  if (fresh(req.headers, { etag: sent.etag })) {
    res.writeHead(304, Object.fromEntries(REVALIDATED.filter((name) => headers[name]).map((name) => [name, headers[name]])));
    return res.end();
  }
  res.writeHead(200, { ...headers, 'content-length': sent.body.length });
  res.end(req.method === 'HEAD' ? undefined : sent.body);
}

const INCLUDE = /[ \t]*<!--#include ([\w-]+) -->\n?/g;

/** A page with each `<!--#include name -->` replaced by demo/pages/partials/{name}.html: markup several pages share. */
async function withIncludes(root, html) {
  const names = [...new Set([...html.matchAll(INCLUDE)].map((m) => m[1]))];
  const partials = new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(root, 'demo', 'pages', 'partials', `${name}.html`), 'utf8')])));
  return html.replace(INCLUDE, (_, name) => partials.get(name));
}

/**
 * Starts the demo server, with the live price endpoint on /ws/v4/ and its controls under /__prices/
 * (demo/price-server.mjs).
 * @param {{ port?: number, host?: string, root?: string, prices?: Parameters<typeof attachPriceServer>[1] }} [options]
 *   root: the repository root; prices: the price endpoint's options
 * @returns {Promise<{ server: import('node:http').Server, url: string, prices: ReturnType<typeof attachPriceServer>, close: () => Promise<void> }>}
 */
export function startServer({ port = Number(process.env.PORT) || 8080, host = '127.0.0.1', root = REPO_ROOT, prices: priceOptions } = {}) {
  const server = createServer(async (req, res) => {
    try {
      if (!(await handleApi(req, res))) await serveStatic(root, req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy();
    }
  });
  const prices = attachPriceServer(server, priceOptions);
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, host, () => {
      const { port: actualPort } = /** @type {import('node:net').AddressInfo} */ (server.address());
      const close = () => new Promise((done) => {
        prices.close(); // first: an open WebSocket would keep the server from closing
        server.close(() => done());
        server.closeAllConnections(); // keep-alive and held (timeout fault) connections
      });
      resolveStart({ server, url: `http://${host}:${actualPort}`, prices, close });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { url } = await startServer();
  console.log(`Demo server on ${url}/, the designers' workshop on ${url}/storybook/`);
}
