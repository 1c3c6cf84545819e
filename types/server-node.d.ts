// Generated from src/server/node.ts by npm run build. Do not edit.
import { IncomingMessage, ServerResponse } from 'node:http';
import { RenderRequest } from './server.js';
export { RenderRequest } from './server.js';

type RenderHtml = (html: string, request: RenderRequest) => Promise<string>;
interface ProxyOptions {
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
declare function createProxy(options: ProxyOptions): (req: IncomingMessage, res: ServerResponse) => void;

declare class Styles {
    #private;
    readonly cssText: string;
    constructor(cssText: string);
    /** the shared sheet, built on first use and then adopted by every element that needs it */
    get sheet(): CSSStyleSheet;
}

/**
 * Writes each stylesheet to `dir` (the build calls it with dist/), and `styles/hashes.json`: the
 * CSP hash source of each, by its file, and all of them as one `style-src` value, for a site that
 * allows the inline styles by hash. Gives the stylesheet files written.
 */
declare function writeStylesheets(dir: string, sheets: Iterable<Styles>): Promise<string[]>;

export { createProxy, writeStylesheets };
export type { ProxyOptions, RenderHtml };
