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
}
/** One element's markup, server-rendered: `<ex-…>` with its shadow root (no closing tag). */
declare function renderElement(tag: string, attributes?: Record<string, string>, options?: RenderOptions): Promise<string>;
/** Every stylesheet an element's shadow root may link (the build writes them to dist/styles/). */
declare function allStylesheets(): Set<Styles>;

/**
 * The page with every ex-* element given its declarative shadow root (DESIGN.md §3a, §3c): a
 * string gives a string; a byte stream a byte stream, rendered as it arrives; a Response a
 * Response with the same status and headers (but content-length) and the rendered body.
 */
declare function renderPage(input: string, options?: RenderOptions): Promise<string>;
declare function renderPage(input: ReadableStream<Uint8Array>, options?: RenderOptions): ReadableStream<Uint8Array>;
declare function renderPage(input: Response, options?: RenderOptions): Promise<Response>;

/** The file name of a stylesheet: `styles/<hash>.css`, relative to the asset base. */
declare function stylesheetFile(styles: Styles): Promise<string>;

export { allStylesheets, renderElement, renderPage, stylesheetFile };
export type { RenderOptions };
