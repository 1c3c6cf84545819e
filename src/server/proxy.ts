// The renderer in front of any site (DESIGN.md §3a, `ex-elements proxy`): HTML answers are
// rendered with the visitor's cookies and URL; everything else — other types, HEAD, errors
// of the renderer, pages over the size limit — goes through as the upstream sent it
// (status, headers, body), streamed so a large download never sits in memory.
import { request as httpRequest, type IncomingMessage, type ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

export interface RenderRequest { cookies: string; url: string }
export type RenderHtml = (html: string, request: RenderRequest) => Promise<string>;

export interface ProxyOptions {
  upstream: string;
  render: RenderHtml;
  /** larger HTML pages are passed through unrendered (default 5 MB) */
  maxHtmlBytes?: number;
  /** told about pages passed through because rendering failed */
  onError?: (error: unknown, url: string) => void;
}

// RFC 9110 §7.6.1: connection-specific fields a proxy must not forward
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync, identity: (b) => b };

const protocolOf = (req: IncomingMessage) => ('encrypted' in req.socket ? 'https' : 'http');

function forwardedHeaders(req: IncomingMessage, upstream: URL): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers.host = upstream.host;
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

const isHtml = (res: IncomingMessage) => /^\s*text\/html\b/i.test(String(res.headers['content-type'] ?? ''));

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

/** The rendered page compressed as the visitor accepts (brotli, gzip or none). */
function encodeFor(req: IncomingMessage, html: string): { body: Buffer; encoding?: string } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

export function createProxy(options: ProxyOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const upstream = new URL(options.upstream);
  const limit = options.maxHtmlBytes ?? 5 * 1024 * 1024;
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;

  return (req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    const outgoing = send(target, { method: req.method, headers: forwardedHeaders(req, upstream) });
    outgoing.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`Bad gateway: ${upstream.origin} did not answer`);
    });
    outgoing.on('response', (answer) => {
      void relay(req, res, answer, target).catch(() => res.destroy());
    });
    req.on('aborted', () => outgoing.destroy());
    void pipeline(req, outgoing).catch(() => outgoing.destroy());
  };

  async function relay(req: IncomingMessage, res: ServerResponse, answer: IncomingMessage, target: URL): Promise<void> {
    const status = answer.statusCode ?? 502;
    const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
    const renderable = req.method === 'GET' && isHtml(answer) && status !== 204 && status !== 304 && encoding in DECODERS;
    if (!renderable) {
      res.writeHead(status, answer.statusMessage, passedHeaders(answer.rawHeaders));
      return pipeline(answer, res);
    }
    const { chunks, done } = await readUpTo(answer, limit);
    if (!done) {
      res.writeHead(status, answer.statusMessage, passedHeaders(answer.rawHeaders));
      for (const chunk of chunks) res.write(chunk);
      return pipeline(answer, res);
    }
    const original = Buffer.concat(chunks);
    let rendered: string;
    try {
      const html = DECODERS[encoding](original);
      if (html.length > limit) throw new Error('page over the size limit once decoded');
      const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? target.host;
      rendered = await options.render(html.toString('utf8'), { cookies: req.headers.cookie ?? '', url: `${protocolOf(req)}://${host}${req.url ?? '/'}` });
    } catch (error) {
      options.onError?.(error, target.href);
      res.writeHead(status, answer.statusMessage, passedHeaders(answer.rawHeaders));
      return void res.end(original);
    }
    const { body, encoding: sent } = encodeFor(req, rendered);
    // the validators described the upstream's bytes, not these
    const headers = passedHeaders(answer.rawHeaders, ['content-length', 'content-encoding', 'etag', 'content-md5', 'accept-ranges']);
    headers.push('content-length', String(body.length));
    if (sent) headers.push('content-encoding', sent);
    if (!answer.headers.vary?.toLowerCase().includes('accept-encoding')) headers.push('vary', 'Accept-Encoding');
    res.writeHead(status, answer.statusMessage, headers).end(body);
  }
}
