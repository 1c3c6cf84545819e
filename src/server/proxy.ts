// The renderer in front of any site (DESIGN.md §3a, `ex-elements proxy`): HTML answers are
// rendered with the visitor's cookies, User-Agent and path; everything else — other types,
// HEAD, partial answers, other charsets, errors of the renderer, pages over the size limit —
// goes through as the upstream sent it (status, headers, body), streamed so a large download
// never sits in memory. Every request goes to the upstream, whatever host it names.
import { request as httpRequest, type IncomingMessage, type ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, constants, gunzip, gzipSync, inflate, type ZlibOptions } from 'node:zlib';

export interface RenderRequest {
  cookies: string;
  /** the page's address as the visitor asked for it (the Host they sent: links back to the page) */
  url: string;
  userAgent?: string;
  /** the upstream's origin: a relative apiBase is fetched from the site itself, never from a host a request names */
  apiOrigin: string;
}
export type RenderHtml = (html: string, request: RenderRequest) => Promise<string>;

export interface ProxyOptions {
  upstream: string;
  render: RenderHtml;
  /** larger HTML pages, compressed or once decoded, are passed through unrendered (default 5 MB) */
  maxHtmlBytes?: number;
  /** an upstream silent this long before it has answered, or while a page is read to render, is given up on: 504 (default 60 s) */
  timeoutMs?: number;
  /** the site's public origin, for links back to a page (behind a load balancer that rewrites
   * Host); default: the Host each request sends */
  publicOrigin?: string;
  /** told about pages passed through because rendering failed */
  onError?: (error: unknown, url: string) => void;
}

// RFC 9110 §7.6.1: connection-specific fields a proxy must not forward
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

type Decoder = (body: Buffer, options: ZlibOptions) => Promise<Buffer>;
// off the event loop, and bounded: a small body may inflate to gigabytes
const DECODERS: Record<string, Decoder> = {
  gzip: promisify(gunzip), 'x-gzip': promisify(gunzip), deflate: promisify(inflate), br: promisify(brotliDecompress), identity: async (b) => b,
};

const protocolOf = (req: IncomingMessage) => ('encrypted' in req.socket ? 'https' : 'http');

/** An Accept-Encoding header's codings with their weights (RFC 9110 §12.5.3). */
function codings(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  return weights;
}

/** The visitor's codings the proxy can decode, for a page it may render: one in another (zstd)
 * could not be; `identity` when none is left (no header would mean any coding). */
function decodableCodings(header: string | undefined): string {
  const kept = [...codings(header)].filter(([name]) => name in DECODERS).map(([name, q]) => (q === 1 ? name : `${name};q=${q}`));
  return kept.length ? kept.join(', ') : 'identity';
}

/** A request that may get a page to render: a browser's navigation asks for HTML. */
const asksForHtml = (req: IncomingMessage) => req.method === 'GET' && /\btext\/html\b/.test(String(req.headers.accept ?? ''));

function forwardedHeaders(req: IncomingMessage, upstream: URL): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers.host = upstream.host;
  if (asksForHtml(req) && req.headers['accept-encoding'] !== undefined) headers['accept-encoding'] = decodableCodings(req.headers['accept-encoding']);
  headers['x-forwarded-host'] = req.headers.host;
  headers['x-forwarded-proto'] = protocolOf(req);
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  return headers;
}

/** The upstream's raw headers, minus hop-by-hop ones and any named in `drop`. */
function passedHeaders(raw: string[], drop: readonly string[] = []): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (!HOP_BY_HOP.has(name) && !drop.includes(name)) out.push(raw[i], raw[i + 1]);
  }
  return out;
}

const isUtf8 = (charset: string) => /^utf-?8$/i.test(charset);

/** The charset an answer's Content-Type names, if any. */
const charsetOf = (res: IncomingMessage) => /;\s*charset=["']?([\w-]+)/i.exec(String(res.headers['content-type'] ?? ''))?.[1];

/** An HTML answer in UTF-8, or one whose Content-Type names no charset (then its bytes may: utf8Page). */
function isUtf8Html(res: IncomingMessage): boolean {
  const charset = charsetOf(res);
  return /^\s*text\/html\b/i.test(String(res.headers['content-type'] ?? '')) && (charset === undefined || isUtf8(charset));
}

/** The page as text, if it is UTF-8: by its Content-Type, else by a byte-order mark or a
 * `<meta charset>` in its first 1024 bytes (HTML's own prescan, shortened), and by its bytes;
 * another charset is passed through, since rendering it as UTF-8 would garble it. */
function utf8Page(html: Buffer, declared: boolean): string {
  if (!declared) {
    if ((html[0] === 0xfe && html[1] === 0xff) || (html[0] === 0xff && html[1] === 0xfe)) throw new Error('the page is in UTF-16');
    const charset = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(html.subarray(0, 1024).toString('latin1'))?.[1];
    if (charset && !isUtf8(charset)) throw new Error(`the page is in ${charset}, not UTF-8`);
  }
  // bytes that are no UTF-8 (a legacy page that declares nothing) throw: passed through as they are
  return new TextDecoder('utf-8', { fatal: true }).decode(html);
}

/** Reads up to `limit` bytes; `done` is false when the body was longer (the rest stays unread). */
async function readUpTo(res: IncomingMessage, limit: number): Promise<{ chunks: Buffer[]; done: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.iterator({ destroyOnReturn: false })) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size > limit) return { chunks, done: false };
  }
  return { chunks, done: true };
}

/** The rendered page compressed as the visitor accepts (brotli, gzip or none; q=0 refuses). */
function encodeFor(req: IncomingMessage, html: string): { body: Buffer; encoding?: string } {
  const accepted = codings(req.headers['accept-encoding']);
  const body = Buffer.from(html);
  if ((accepted.get('br') ?? 0) > 0) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if ((accepted.get('gzip') ?? 0) > 0) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

/** A Vary header naming what a rendered page depends on, beside what the upstream's named. */
function varyOf(upstream: string | undefined): string {
  const names = (upstream ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  for (const name of ['Accept-Encoding', 'Cookie', 'User-Agent']) if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

/**
 * The path (and query) a request target names: origin-form as it is; absolute-form (RFC 9112
 * §3.2.2, which a server must accept) by its path, so it can never name another host than the
 * upstream; null for anything else (`*`).
 */
function pathOf(target: string): string | null {
  if (target.startsWith('/')) return target;
  if (!URL.canParse(target)) return null;
  const url = new URL(target);
  return /^https?:$/.test(url.protocol) ? `${url.pathname}${url.search}` : null;
}

/** The origin the visitor asked for: an absolute-form target's own (RFC 9112 §3.2.2), else the
 * Host they sent; the upstream's when that is none or no host at all (the page keeps its path). */
function visitorOrigin(req: IncomingMessage, upstream: URL): string {
  if (req.url && !req.url.startsWith('/') && URL.canParse(req.url)) return new URL(req.url).origin;
  const asked = `${protocolOf(req)}://${req.headers.host ?? ''}`;
  const url = URL.canParse(asked) ? new URL(asked) : null;
  const onlyHost = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return onlyHost ? url.origin : `${protocolOf(req)}://${upstream.host}`;
}

/** An http(s) address (the upstream, the public origin); another scheme is refused here, not by the first request. */
function httpUrl(address: string): URL {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new TypeError(`the address must be http or https: ${address}`);
  return url;
}

export function createProxy(options: ProxyOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const upstream = httpUrl(options.upstream);
  const publicOrigin = options.publicOrigin === undefined ? undefined : httpUrl(options.publicOrigin).origin;
  const limit = options.maxHtmlBytes ?? 5 * 1024 * 1024;
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;

  return (req, res) => {
    const path = pathOf(req.url ?? '');
    if (path === null) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: a path is expected');
    const target = new URL(upstream.origin + path);
    const outgoing = send(target, { method: req.method, headers: forwardedHeaders(req, upstream), timeout: options.timeoutMs ?? 60_000 });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent || res.destroyed) return void res.destroy();
      const timedOut = error.code === 'ETIMEDOUT';
      res.writeHead(timedOut ? 504 : 502, { 'content-type': 'text/plain; charset=utf-8' })
        .end(timedOut ? `Gateway timeout: ${upstream.origin} did not answer in time` : `Bad gateway: ${upstream.origin} did not answer`);
    });
    outgoing.on('response', (answer) => {
      // a page read to render keeps the timeout (an upstream stalled midway gets a 504); a body
      // streamed through drops it: a long download, or a visitor who reads slowly, is no silent upstream
      const streaming = () => outgoing.setTimeout(0);
      void relay(req, res, answer, target, streaming).catch(() => { if (!res.writableEnded) res.destroy(); });
    });
    // a visitor who leaves frees the upstream's connection
    res.on('close', () => { if (!res.writableFinished) outgoing.destroy(); });
    void pipeline(req, outgoing).catch(() => outgoing.destroy());
  };

  async function relay(req: IncomingMessage, res: ServerResponse, answer: IncomingMessage, target: URL, streaming: () => void): Promise<void> {
    const status = answer.statusCode ?? 502;
    const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
    const renderable = req.method === 'GET' && isUtf8Html(answer) && ![204, 206, 304].includes(status) && encoding in DECODERS;
    if (!renderable) {
      streaming();
      res.writeHead(status, answer.statusMessage, passedHeaders(answer.rawHeaders));
      return pipeline(answer, res);
    }
    const { chunks, done } = await readUpTo(answer, limit);
    streaming();
    if (!done) {
      res.writeHead(status, answer.statusMessage, passedHeaders(answer.rawHeaders));
      for (const chunk of chunks) res.write(chunk);
      return pipeline(answer, res);
    }
    const original = Buffer.concat(chunks);
    let rendered: string;
    try {
      const html = await DECODERS[encoding](original, { maxOutputLength: limit });
      rendered = await options.render(utf8Page(html, charsetOf(answer) !== undefined), {
        cookies: req.headers.cookie ?? '', url: `${publicOrigin ?? visitorOrigin(req, upstream)}${target.pathname}${target.search}`,
        userAgent: req.headers['user-agent'], apiOrigin: upstream.origin,
      });
    } catch (error) {
      options.onError?.(error, target.href);
      res.writeHead(status, answer.statusMessage, passedHeaders(answer.rawHeaders));
      return void res.end(original);
    }
    const { body, encoding: sent } = encodeFor(req, rendered);
    // the validators described the upstream's bytes, not these, made for this visitor
    const headers = passedHeaders(answer.rawHeaders, ['content-length', 'content-encoding', 'etag', 'last-modified', 'content-md5', 'accept-ranges', 'vary']);
    headers.push('content-length', String(body.length), 'vary', varyOf(answer.headers.vary));
    if (sent) headers.push('content-encoding', sent);
    res.writeHead(status, answer.statusMessage, headers).end(body);
  }
}
