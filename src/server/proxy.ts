// `createProxy` and `ex-elements proxy` (DESIGN.md §3a, §3c): the fetch handler (./handler.ts)
// behind node:http. What Node adds: the request target read as the visitor sent it, the upstream
// reached with node:http so bodies pass through as sent (compressed, streamed with backpressure,
// so a large download never sits in memory), pages read whole and rendered into one answer with
// its length, compressed as the visitor accepts.
import { request as httpRequest, type IncomingMessage, type ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, constants, gunzip, gzipSync, inflate, type ZlibOptions } from 'node:zlib';
import { codings } from './http-fields';
import { handlerOf, httpUrl, type RenderRequest } from './handler';

export type { RenderRequest } from './handler';
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

type Decoder = (body: Uint8Array, options: ZlibOptions) => Promise<Uint8Array>;
// off the event loop, and bounded: a small body may inflate to gigabytes
const DECODERS: Record<string, Decoder> = {
  gzip: promisify(gunzip), 'x-gzip': promisify(gunzip), deflate: promisify(inflate), br: promisify(brotliDecompress), identity: async (b) => b,
};

const protocolOf = (req: IncomingMessage) => ('encrypted' in req.socket ? 'https' : 'http');

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

/** The visitor's request as a web Request: leaving aborts it. */
function requestOf(req: IncomingMessage, res: ServerResponse, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  headers.set('x-forwarded-for', [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '));
  const left = new AbortController();
  res.on('close', () => { if (!res.writableFinished) left.abort(new Error('the visitor left')); });
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return new Request(url, { method: req.method, headers, body, signal: left.signal, ...(body ? { duplex: 'half' } : {}) } as RequestInit);
}

/** The upstream reached with node:http: its answer's body as sent, read as the visitor reads it. */
function nodeFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of request.headers) headers[name] = value;
  headers.host = url.host;
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: request.method, headers, signal: request.signal });
    outgoing.on('error', reject);
    outgoing.on('response', (answer: IncomingMessage) => {
      const answerHeaders = new Headers();
      for (let i = 0; i < answer.rawHeaders.length; i += 2) answerHeaders.append(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
      const chunks = answer[Symbol.asyncIterator]();
      // pulled one chunk at a time: the upstream is held back while the visitor does not read
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const chunk = await chunks.next();
          if (chunk.done) controller.close();
          else controller.enqueue(new Uint8Array(chunk.value as Buffer));
        },
        cancel: () => { outgoing.destroy(); },
      }, { highWaterMark: 0 });
      const status = answer.statusCode ?? 502;
      const empty = [101, 103, 204, 205, 304].includes(status);
      resolve(new Response(empty ? null : body, { status, statusText: answer.statusMessage, headers: answerHeaders }));
    });
    if (request.body) void Readable.fromWeb(request.body as import('node:stream/web').ReadableStream).pipe(outgoing);
    else outgoing.end();
  });
}

/** The rendered page compressed as the visitor accepts (brotli, gzip or none; q=0 refuses). */
function encodeFor(req: IncomingMessage, html: string): { body: Buffer; encoding?: string } {
  const accepted = codings(req.headers['accept-encoding']);
  const body = Buffer.from(html);
  if ((accepted.get('br') ?? 0) > 0) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if ((accepted.get('gzip') ?? 0) > 0) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

/** The answer's fields as node:http writes them, each repeated field (Set-Cookie) kept apart. */
function rawHeaders(headers: Headers): string[] {
  const out: string[] = [];
  for (const [name, value] of headers) out.push(name, value);
  return out;
}

export function createProxy(options: ProxyOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const upstream = httpUrl(options.upstream);
  const rendered = new WeakSet<Response>();
  const { render, maxHtmlBytes, timeoutMs, publicOrigin, onError } = options;
  const handle = handlerOf({ upstream: nodeFetch, maxHtmlBytes, timeoutMs, publicOrigin, onError }, {
    origin: upstream.origin, codings: Object.keys(DECODERS), rendered, render,
    decode: (body, coding, limit) => DECODERS[coding](body, { maxOutputLength: limit }),
  });

  return (req, res) => {
    const path = pathOf(req.url ?? '');
    if (path === null) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: a path is expected');
    void (async () => {
      const answer = await handle(requestOf(req, res, `${visitorOrigin(req, upstream)}${path}`));
      if (rendered.has(answer)) {
        const { body, encoding } = encodeFor(req, await answer.text());
        const headers = rawHeaders(answer.headers);
        headers.push('content-length', String(body.length));
        if (encoding) headers.push('content-encoding', encoding);
        return void res.writeHead(answer.status, answer.statusText, headers).end(body);
      }
      res.writeHead(answer.status, answer.statusText, rawHeaders(answer.headers));
      if (!answer.body) return void res.end();
      const reader = answer.body.getReader();
      res.on('close', () => { if (!res.writableFinished) void reader.cancel().catch(() => {}); });
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (!res.write(chunk.value)) await new Promise((resolve) => { res.once('drain', resolve); res.once('close', resolve); });
      }
      res.end();
    })().catch(() => { if (!res.writableEnded) res.destroy(); });
  };
}
