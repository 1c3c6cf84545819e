// Generated from src/exports.ts by npm run build. Do not edit.
type Primitive = boolean | number | string

type ReadonlyIfObject<Value> = Value extends undefined
  ? Value
  : Value extends (...args: any) => any
    ? Value
    : Value extends Primitive
      ? Value
      : Value extends object
        ? Readonly<Value>
        : Value

/**
 * Store object.
 */
interface ReadableAtom<Value = any> {
  /**
   * Compares the previous and next values on every `set`.
   *
   * Returning `true` means the values are the same, so the store keeps the old
   * value and no listener is called.
   *
   * @remarks
   * Called only by the store's own writes, so a store that never writes never
   * calls it. `Map#setKey` uses {@link MapStore#eqKey} instead.
   *
   * Before the first write, `oldValue` can be `undefined`, for instance on the
   * first run of a computed store.
   *
   * @default Object.is
   * @returns `true` if the values are equal, `false` otherwise.
   */
  eq(
    oldValue: ReadonlyIfObject<Value> | undefined,
    newValue: ReadonlyIfObject<Value>
  ): boolean

  /**
   * Get store value.
   *
   * In contrast with {@link ReadableAtom#value} this value will be always
   * initialized even if store had no listeners.
   *
   * ```js
   * $store.get()
   * ```
   *
   * @returns Store value.
   */
  get(): Value

  /**
   * Low-level attribute to read store’s initial value.
   */
  readonly init: undefined | Value

  /**
   * Listeners count.
   */
  readonly lc: number

  /**
   * Subscribe to store changes.
   *
   * In contrast with {@link Store#subscribe} it do not call listener
   * immediately.
   *
   * @param listener Callback with store value and old value.
   * @returns Function to remove listener.
   */
  listen(
    listener: (
      value: ReadonlyIfObject<Value>,
      oldValue: ReadonlyIfObject<Value> | undefined
    ) => void
  ): () => void

  /**
   * Low-level method to notify listeners about changes in the store.
   *
   * Can cause unexpected behaviour when combined with frontend frameworks
   * that perform equality checks for values, such as React.
   */
  notify(oldValue?: ReadonlyIfObject<Value>): void

  /**
   * Unbind all listeners.
   */
  off(): void

  /**
   * Subscribe to store changes and call listener immediately.
   *
   * ```
   * import { $router } from '../store'
   *
   * $router.subscribe(page => {
   *   console.log(page)
   * })
   * ```
   *
   * @param listener Callback with store value and old value.
   * @returns Function to remove listener.
   */
  subscribe(
    listener: (
      value: ReadonlyIfObject<Value>,
      oldValue?: ReadonlyIfObject<Value>
    ) => void
  ): () => void

  /**
   * Low-level method to read store’s value without calling `onStart`.
   *
   * Try to use only {@link ReadableAtom#get}.
   * Without subscribers, value can be undefined.
   */
  readonly value: undefined | Value
}

/**
 * Store with a way to manually change the value.
 */
interface WritableAtom<Value = any> extends ReadableAtom<Value> {
  /**
   * Change store value.
   *
   * ```js
   * $router.set({ path: location.pathname, page: parse(location.pathname) })
   * ```
   *
   * @param newValue New store value.
   */
  set(newValue: Value): void
}

/**
 * One market's latest ticker. `pair` is a price key: a spot pair as is (`BTC_USDT`), a futures or
 * delivery contract with the `futures:` prefix (`futures:BTC_USDT`), since both markets share names.
 * Every number is a finite decimal string, checked on arrival.
 */
interface Tick {
    pair: string;
    last: string;
    changePercentage: string;
    baseVolume?: string;
    quoteVolume?: string;
    high24h?: string;
    low24h?: string;
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
/** A host's own feed (`window.exElements.setPriceSource`): subscribe to price keys, get ticks until unsubscribed. */
interface PriceSource {
    subscribe(pairs: readonly string[], onTick: (tick: Tick) => void): () => void;
}

/**
 * Brings the host's own feed: the page's lists get their ticks from `source` instead of a socket
 * (one already open is closed). `null` goes back to the page config's `prices`.
 */
declare function setPriceSource(source: PriceSource | null): void;

/** The package's version: the page API's `version`, and the server render's marker (DESIGN.md §3a). */
declare const VERSION = "0.1.0";

/** The page API, also on `window.exElements`. */
declare const exElements: {
    version: string;
    stores: ExStores;
    configure: (input: PageConfigInput) => PageConfig;
    setTheme: (theme: Theme) => void;
    setRiseColour: (colour: RiseColour) => void;
    setReftime: (reftime: Reftime) => void;
    setLocale: (lang: string) => void;
    setFiat: (fiat: string) => void;
    /** a host's own live price feed instead of the config's socket (DESIGN §3b, docs/prices.md); null: back to the socket */
    setPriceSource: typeof setPriceSource;
};
type ExElementsApi = typeof exElements;
declare global {
    /** the page API, once a bundle has exposed it */
    interface Window {
        exElements?: ExElementsApi;
    }
}

type Theme = 'light' | 'dark';
type RiseColour = 'risered' | 'risegreen';
type Reftime = '24h' | 'utc0' | 'utc8';
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
interface Session {
    isLogin: boolean;
    user: UserInfo | null;
}

/** The page's settings, by the store names of DESIGN.md §2. */
interface SettingStores {
    theme: WritableAtom<Theme>;
    /** the page edition's value: its forced one, else the stored one, else by language (§4) */
    riseColour: WritableAtom<RiseColour>;
    reftime: WritableAtom<Reftime>;
    /** '' when the rate switch is off */
    fiat: WritableAtom<string>;
    locale: WritableAtom<string>;
}

/** The stores of DESIGN.md §2: one set per page, or per server render. */
interface ExStores extends SettingStores {
    /** the merged page configuration (an addition to the contract's store list) */
    config: WritableAtom<PageConfig>;
    session: WritableAtom<Session>;
    common: WritableAtom<CommonData>;
    compliance: WritableAtom<Compliance>;
    /** unread notification counts by reminder type; the bell's dot shows when the sum is above 0 */
    unread: WritableAtom<Record<string, number>>;
}
/** The page's stores: every element and bundle on the page reads the same ones. */
declare const stores: ExStores;
/** Merges a partial configuration into the page's and updates every store it touches. */
declare const configure: (input: PageConfigInput) => PageConfig;
/** Sets the theme of every element (stored in localStorage). */
declare const setTheme: (theme: Theme) => void;
/** Sets the rise colour (cookie, one year); some editions force theirs. */
declare const setRiseColour: (colour: RiseColour) => void;
/** Sets the time basis of the change figures (cookie, one year). */
declare const setReftime: (reftime: Reftime) => void;
/** Sets the language (cookie, one year); with no rise-colour cookie the colour follows it. */
declare const setLocale: (lang: string) => void;
/** Sets the fiat (curr_fiat cookie); '' turns the rate switch off. */
declare const setFiat: (fiat: string) => void;

export { VERSION, configure, exElements, setFiat, setLocale, setPriceSource, setReftime, setRiseColour, setTheme, stores };
export type { CommonData, Compliance, CsrfConfig, ExElementsApi, ExStores, PageConfig, PageConfigInput, PriceConfig, PriceSource, Reftime, RiseColour, Session, Theme, Tick, UserInfo };
