// Generated from src/server/index.ts by npm run build. Do not edit.
import { IncomingMessage, ServerResponse } from 'node:http';

declare class Styles {
    #private;
    readonly cssText: string;
    constructor(cssText: string);
    /** the shared sheet, built on first use and then adopted by every element that needs it */
    get sheet(): CSSStyleSheet;
}

/** Page config `prices` (DESIGN §3b). */
interface PriceConfig {
    /** ws:, wss:, or a URL relative to the page (http → ws, https → wss) */
    url: string;
    /** the only one so far, and the default */
    protocol?: 'gate-v4';
    /**
     * where the page serves `dist/price-worker.js` (same origin, relative to the page): the socket
     * then lives in a worker and the page gets batches, not every message (DESIGN §3b). Without it,
     * or where the page cannot start it (CSP, another origin), the socket runs on the page.
     */
    worker?: string;
}

type Theme = 'light' | 'dark';
/** The spec's common site data (§3), field names as the spec writes them. */
interface CommonData {
    sub_website_id?: number;
    lang_prefix?: string;
    lang_list?: Record<string, string>;
    fiat_list?: Array<{
        fiat: string;
        symbol?: string;
    }>;
    curr_fiat?: string;
    currency_count?: number;
    defaultBuyCryptoFiat?: string;
    defaultP2PFiat?: string;
    curr_fiat_market_rates?: Record<string, number>;
    is_login?: boolean;
    isLogin?: boolean;
    is_service_host?: boolean;
    is_phone?: boolean;
    is_copper?: boolean;
    menuConfig?: unknown;
    userLandingPageCountry?: string;
    isUKLimit?: boolean;
    isItalyLimit?: boolean;
    isBrazilToast?: boolean;
    isNlLimit?: boolean;
    isHKUser?: boolean;
    isLTWToast?: boolean;
    isUzbekistanToast?: boolean;
    isWithdrawOnlyUser?: boolean;
    kyc_toast?: boolean;
    limitCountryUserStatus?: number;
    isShowComplianceTips?: boolean;
    isBlockedCountry?: boolean;
    [key: string]: unknown;
}
/** The spec's user info (§3). */
interface UserInfo {
    uid?: number | string;
    tier_level?: number;
    nickname?: string;
    user_avatar?: string;
    user_nick?: string;
    tier_next_progress?: number;
    tier_next_usdt?: number | string;
    tier_next_fiat?: number | string;
    curr_fiat?: string;
    kyc_status?: number;
    safe_level?: number;
    isLogin?: boolean;
    is_sub_account?: boolean;
    white_list_show?: boolean;
    [key: string]: unknown;
}
/** The compliance check result (§3): hidden feature keys, business list, limits. */
interface Compliance {
    menuList: string[];
    businessList: string[];
    au_redirect?: boolean;
    [key: string]: unknown;
}
interface CsrfConfig {
    /** cookie that holds the token */
    cookie: string;
    /** request header that carries it */
    header: string;
}
/** The page-wide configuration (DESIGN.md §2), after normalising. */
interface PageConfig {
    siteId: number;
    lang: string;
    apiBase: string;
    theme?: Theme;
    common: CommonData;
    user: UserInfo | null;
    compliance: Compliance;
    /** header feature flags (§6): a flag set to false hides that option */
    flags: Record<string, boolean>;
    csrf: CsrfConfig;
    /** demo trading (testnet) variant of the main site */
    testnet?: boolean;
    /** regular expression source that recognises the exchange's app user agents */
    appUserAgent?: string;
    /**
     * the separate search application (§1, version 5): its script, version and the global
     * it defines (`{ version, mount(container, props) → { update(props), unmount() } }`)
     */
    searchApp?: {
        src: string;
        version?: number;
        global?: string;
    };
    /** the live price feed of open market lists (DESIGN.md §3b); none without it (and without a host source) */
    prices?: PriceConfig | null;
}
/** What a host may pass to configure() or put in #ex-config: any part of it. */
type PageConfigInput = Partial<Omit<PageConfig, 'csrf' | 'compliance'>> & {
    csrf?: Partial<CsrfConfig>;
    compliance?: Partial<Compliance>;
};

interface RenderOptions {
    /** the request's Cookie header */
    cookies?: string;
    /** the page's URL; `page-path` defaults to its path */
    url?: string;
    /** where dist/ is served (default `/dist/`) */
    assetBase?: string;
    /** the request's User-Agent header (the app banner shows on phones only, §4) */
    userAgent?: string;
    /** told about an element left unrendered (default: a console warning) */
    onError?: (error: unknown, tag: string) => void;
    /** the page's config, when rendering one element without its page */
    config?: PageConfigInput;
}
/** One element's markup, server-rendered: `<ex-…>` with its shadow root (no closing tag). */
declare function renderElement(tag: string, attributes?: Record<string, string>, options?: RenderOptions): Promise<string>;
/** The page with every ex-* element given its declarative shadow root (DESIGN.md §3a). */
declare function renderPage(html: string, options?: RenderOptions): Promise<string>;
/** Every stylesheet an element's shadow root may link (the build writes them to dist/styles/). */
declare function allStylesheets(): Set<Styles>;

interface RenderRequest {
    cookies: string;
    url: string;
}
type RenderHtml = (html: string, request: RenderRequest) => Promise<string>;
interface ProxyOptions {
    upstream: string;
    render: RenderHtml;
    /** larger HTML pages are passed through unrendered (default 5 MB) */
    maxHtmlBytes?: number;
    /** told about pages passed through because rendering failed */
    onError?: (error: unknown, url: string) => void;
}
declare function createProxy(options: ProxyOptions): (req: IncomingMessage, res: ServerResponse) => void;

/** The file name of a stylesheet: `styles/<hash>.css`, relative to the asset base. */
declare function stylesheetFile(styles: Styles): string;
/** Writes each stylesheet to `dir` (the build calls it with dist/). Gives the files written. */
declare function writeStylesheets(dir: string, sheets: Iterable<Styles>): Promise<string[]>;

export { allStylesheets, createProxy, renderElement, renderPage, stylesheetFile, writeStylesheets };
export type { ProxyOptions, RenderHtml, RenderOptions, RenderRequest };
