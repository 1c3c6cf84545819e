// Generated from src/server/index.ts by npm run build. Do not edit.
import { PageConfigInput } from './index.js';

declare class Styles {
    #private;
    readonly cssText: string;
    constructor(cssText: string);
    /** the shared sheet, built on first use and then adopted by every element that needs it */
    get sheet(): CSSStyleSheet;
}

interface RenderOptions {
    /** the request's Cookie header */
    cookies?: string;
    /** the page's URL; `page-path` defaults to its path */
    url?: string;
    /** where dist/ is served (default `/dist/`) */
    assetBase?: string;
    /** the request's User-Agent header (the app banner shows on phones only, §4) */
    userAgent?: string;
    /** how the server fetches what a first render needs (default: globalThis.fetch) */
    fetch?: typeof fetch;
    /** where a relative apiBase is fetched from (default: `url`'s origin; the proxy: its upstream) */
    apiOrigin?: string;
    /** told about an element left unrendered (default: a console warning) */
    onError?: (error: unknown, tag: string) => void;
    /** the page's config, when rendering one element without its page */
    config?: PageConfigInput;
    /** the most elements a page has rendered on the server; the rest render in the browser (default 64, §3c) */
    maxElements?: number;
    /** the most markup, in characters, the server adds to a page; past it the rest render in the browser (default 1 Mi, §3c).
     * It counts each root's inline styles: every shadow root carries its own */
    maxAdded?: number;
    /** how a shadow root carries its styles (§3a "CSP", §3e): inline `<style>` (the default, the
     * first paint waits for nothing) or `<link rel="stylesheet">` to dist/styles/ (`style-src 'self'`) */
    styles?: 'inline' | 'links';
    /** the request's CSP nonce, put on each inline `<style>` (base64 characters, as CSP writes it) */
    nonce?: string;
}
/** One element's markup, server-rendered: `<ex-…>` with its shadow root (no closing tag). */
declare function renderElement(tag: string, attributes?: Record<string, string>, options?: RenderOptions): Promise<string>;
/** Every stylesheet an element's shadow root may carry (the build writes them to dist/styles/, with their hashes). */
declare function allStylesheets(): Set<Styles>;

/**
 * The page with every ex-* element given its declarative shadow root (DESIGN.md §3a, §3c): a
 * string gives a string; a byte stream a byte stream, rendered as it arrives; a Response a
 * Response with the same status and headers (but content-length) and the rendered body. Bad
 * `styles` or `nonce` options throw a TypeError at once.
 */
declare function renderPage(input: string, options?: RenderOptions): Promise<string>;
declare function renderPage(input: ReadableStream<Uint8Array>, options?: RenderOptions): ReadableStream<Uint8Array>;
declare function renderPage(input: Response, options?: RenderOptions): Promise<Response>;

/** The file name of a stylesheet: `styles/<hash>.css`, relative to the asset base. */
declare function stylesheetFile(styles: Styles): Promise<string>;
/** A stylesheet's CSP hash source, `'sha256-…'`, for its inline `<style>`. A stylesheet with
 * `<style` or `</style` in it would not reach the browser as written (React escapes them). */
declare function stylesheetHash(styles: Styles): Promise<string>;

/** What a page's render is given of its request. */
interface RenderRequest {
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
type Upstream = (request: Request) => Promise<Response>;
interface HandlerOptions {
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
declare function createHandler(options: HandlerOptions): (request: Request) => Promise<Response>;

export { allStylesheets, createHandler, renderElement, renderPage, stylesheetFile, stylesheetHash };
export type { HandlerOptions, RenderOptions, RenderRequest, Upstream };
