// The renderer in front of any site, as a fetch handler (DESIGN.md §3c `createHandler`): every
// request goes to the upstream, whatever host it names; HTML answers are rendered with the
// visitor's cookies, User-Agent and path, as streams; everything else — other types, HEAD,
// partial answers, other charsets, conditional answers — goes through as the upstream sent it
// (status, headers, body stream). Workers' `fetch`, `Deno.serve`, `Bun.serve`, or Node through
// `createProxy` (./proxy.ts).
import { charsetOf, decodableCodings, forwardable, isUtf8Html, utf8Page, varyOf } from './http-fields';
import { renderPage } from './render-page';
import type { RenderOptions } from './render';
import { stylesForPolicy } from './page-policy';

/** What a page's render is given of its request. */
export interface RenderRequest {
  cookies: string;
  /** the page's address as the visitor asked for it (the Host they sent: links back to the page) */
  url: string;
  userAgent?: string;
  /** the upstream's origin: a relative apiBase is fetched from the site itself, never from a host a request names */
  apiOrigin: string;
  /** how the render reaches the API, when the upstream is a function (a service binding) */
  fetch?: typeof fetch;
  /** how the roots carry their styles, and their nonce: as the page's own policy allows (./page-policy) */
  styles?: RenderOptions['styles'];
  nonce?: string;
}

export type Upstream = (request: Request) => Promise<Response>;

export interface HandlerOptions {
  /** the site: its origin (`https://origin.example.com`), or a fetch-like function (a Workers service binding) */
  upstream: string | Upstream;
  /** how each element renders (asset base, errors); the request's own fields come from the request,
   * and the styles' nonce (and, unless given here, whether they are inline) from the page's policy */
  render?: Omit<RenderOptions, 'cookies' | 'url' | 'userAgent' | 'apiOrigin' | 'fetch' | 'nonce'>;
  /** an upstream silent this long before it has answered, or while a page is read whole, is given up on: 504 (default 60 s) */
  timeoutMs?: number;
  /** pages read whole (no charset named, or compressed by the upstream) larger than this, once decoded, pass through unrendered (default 5 MB) */
  maxHtmlBytes?: number;
  /** the site's public origin, for links back to a page (behind a load balancer that rewrites Host); default: the request's */
  publicOrigin?: string;
  /** told about pages passed through because rendering failed */
  onError?: (error: unknown, url: string) => void;
}

/** What the Node adapter adds: its upstream's bodies arrive as sent (still compressed), and it
 * renders pages whole, with a string renderer (./proxy.ts). */
export interface WholePages {
  /** the upstream's origin, where every request and the renders' API calls go */
  origin: string;
  codings: readonly string[];
  decode(body: Uint8Array, coding: string, limit: number): Promise<Uint8Array>;
  render(html: string, request: RenderRequest): Promise<string>;
  /** told of each rendered answer it returns */
  rendered: WeakSet<Response>;
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };
// the validators described the upstream's bytes, not these, made for this visitor
const NOT_OF_RENDERED = ['content-length', 'content-encoding', 'etag', 'last-modified', 'content-md5', 'accept-ranges', 'vary'];
// fetch hands bodies over decoded: the codings it decodes
const FETCH_CODINGS = ['gzip', 'x-gzip', 'deflate', 'br', 'identity'];

class UpstreamTimeout extends Error {}

/** An http(s) address (the upstream, the public origin); another scheme is refused here, not by the first request. */
export function httpUrl(address: string): URL {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new TypeError(`the address must be http or https: ${address}`);
  return url;
}

/** A request that may get a page to render: a browser's navigation asks for HTML. */
const asksForHtml = (request: Request) => request.method === 'GET' && /\btext\/html\b/.test(request.headers.get('accept') ?? '');

/** Reads up to `limit` bytes; `done` is false when the body was longer (the rest stays unread). */
async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<{ bytes: Uint8Array; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    size += chunk.value.length;
    if (size > limit) return { bytes: concat(chunks, size), done: false };
  }
  return { bytes: concat(chunks, size), done: true };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) { out.set(chunk, at); at += chunk.length; }
  return out;
}

/** The bytes read, then the rest of the reader's body. */
const replay = (head: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>) => new ReadableStream<Uint8Array>({
  start(controller) { if (head.length) controller.enqueue(head); },
  async pull(controller) {
    const chunk = await reader.read();
    if (chunk.done) controller.close();
    else controller.enqueue(chunk.value);
  },
  cancel: (reason) => reader.cancel(reason),
});

export function createHandler(options: HandlerOptions): (request: Request) => Promise<Response> {
  return handlerOf(options);
}

/** The handler; `whole`: the Node adapter's way with pages (./proxy.ts). */
export function handlerOf(options: HandlerOptions, whole?: WholePages): (request: Request) => Promise<Response> {
  const origin = whole?.origin ?? (typeof options.upstream === 'string' ? httpUrl(options.upstream).origin : null);
  const send: Upstream = typeof options.upstream === 'string' ? (request) => fetch(request) : options.upstream;
  const publicOrigin = options.publicOrigin === undefined ? undefined : httpUrl(options.publicOrigin).origin;
  const limit = options.maxHtmlBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const decodable = whole?.codings ?? FETCH_CODINGS;

  return async (request) => {
    const asked = new URL(request.url);
    const target = new URL(`${origin ?? asked.origin}${asked.pathname}${asked.search}`);
    const headers = forwardable(request.headers, ['host']);
    const acceptEncoding = request.headers.get('accept-encoding');
    if (asksForHtml(request) && acceptEncoding !== null) headers.set('accept-encoding', decodableCodings(acceptEncoding, decodable));
    headers.set('x-forwarded-host', asked.host);
    headers.set('x-forwarded-proto', asked.protocol.slice(0, -1));
    // silent before it answers, or while a page is read whole: given up on (cleared once settled)
    const timeout = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => timeout.abort(new UpstreamTimeout()), timeoutMs);
    const settled = () => { clearTimeout(timer); timer = undefined; };
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    let answer: Response;
    try {
      answer = await send(new Request(target, {
        method: request.method, headers, body: hasBody ? request.body : null, redirect: 'manual',
        signal: AbortSignal.any([request.signal, timeout.signal]), ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit));
    } catch (error) {
      settled();
      return failure(error, timeout.signal);
    }
    const coding = (answer.headers.get('content-encoding') ?? 'identity').toLowerCase();
    const renderable = request.method === 'GET' && answer.body !== null && isUtf8Html(answer.headers.get('content-type'))
      && ![204, 206, 304].includes(answer.status) && decodable.includes(coding);
    const page: RenderRequest = {
      cookies: request.headers.get('cookie') ?? '', url: `${publicOrigin ?? asked.origin}${target.pathname}${target.search}`,
      userAgent: request.headers.get('user-agent') ?? undefined, apiOrigin: origin ?? publicOrigin ?? asked.origin,
      ...(origin === null ? { fetch: send as typeof fetch } : {}),
    };
    if (!renderable) { settled(); return passed(answer); }
    const policy = stylesForPolicy(answer.headers.get('content-security-policy'));
    if (policy.nonce) page.nonce = policy.nonce;
    const styles = options.render?.styles ?? policy.styles;
    if (styles) page.styles = styles;
    // a page that names no charset, or arrives compressed to a renderer that reads it whole, is
    // read whole (bounded) first: its bytes say whether it is UTF-8 before anything leaves
    if (whole || charsetOf(answer.headers.get('content-type')) === undefined) {
      try {
        return await readWhole(answer, page, coding, timeout.signal);
      } catch (error) {
        return failure(error, timeout.signal);
      } finally { settled(); }
    }
    settled();
    return renderPage(new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: renderedHeaders(answer) }), { ...options.render, ...page });
  };

  /** The upstream's answer as it sent it; a body fetch decoded loses the coding it no longer has. */
  function passed(answer: Response, body: ReadableStream<Uint8Array> | null = answer.body): Response {
    const decoded = !whole && answer.headers.has('content-encoding');
    const headers = forwardable(answer.headers, decoded ? ['content-encoding', 'content-length'] : []);
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
  }

  function renderedHeaders(answer: Response): Headers {
    const headers = forwardable(answer.headers, NOT_OF_RENDERED);
    headers.set('vary', varyOf(answer.headers.get('vary')));
    return headers;
  }

  async function readWhole(answer: Response, page: RenderRequest, coding: string, signal: AbortSignal): Promise<Response> {
    const reader = answer.body!.getReader();
    const { bytes, done } = await readUpTo(reader, limit);
    if (signal.aborted) throw signal.reason;
    if (!done) return passed(answer, replay(bytes, reader));
    let html: string;
    try {
      const decoded = whole && coding !== 'identity' ? await whole.decode(bytes, coding, limit) : bytes;
      html = utf8Page(decoded, charsetOf(answer.headers.get('content-type')) !== undefined);
    } catch (error) {
      options.onError?.(error, page.url);
      return passed(answer, replay(bytes, reader));
    }
    if (!whole) return renderPage(new Response(html, { status: answer.status, statusText: answer.statusText, headers: renderedHeaders(answer) }), { ...options.render, ...page });
    let rendered: string;
    try {
      rendered = await whole.render(html, page);
    } catch (error) {
      options.onError?.(error, page.url);
      return passed(answer, replay(bytes, reader));
    }
    const response = new Response(rendered, { status: answer.status, statusText: answer.statusText, headers: renderedHeaders(answer) });
    whole.rendered.add(response);
    return response;
  }
}

/** 504 for an upstream that stayed silent, 502 for one that did not answer or broke off before
 * the answer left; neither names the upstream's address, which is the site's own business. */
function failure(error: unknown, timeout: AbortSignal): Response {
  if (timeout.aborted || error instanceof UpstreamTimeout) return new Response('Gateway timeout: the site did not answer in time', { status: 504, headers: TEXT });
  return new Response('Bad gateway: the site did not answer', { status: 502, headers: TEXT });
}
