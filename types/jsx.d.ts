/**
 * This type can be used to create scoped tags for your components.
 *
 * Usage:
 *
 * ```ts
 * import type { ScopedElements } from "path/to/library/jsx-integration";
 *
 * declare module "my-library" {
 *   namespace JSX {
 *     interface IntrinsicElements
 *       extends ScopedElements<'test-', ''> {}
 *   }
 * }
 * ```
 *
 */
export type ScopedElements<Prefix extends string = "", Suffix extends string = ""> = {
  [Key in keyof CustomElements as `${Prefix}${Key}${Suffix}`]: CustomElements[Key];
};

type BaseProps = {
  /** Content added between the opening and closing tags of the element */
  children?: any;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  class?: string;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  className?: string;
  /** Takes an object where the key is the class name(s) and the value is a boolean expression. When true, the class is applied, and when false, it is removed. */
  classList?: Record<string, boolean | undefined>;
  /** Specifies the text direction of the element. */
  dir?: "ltr" | "rtl";
  /** Contains a space-separated list of the part names of the element that should be exposed on the host element. */
  exportparts?: string;
  /** For <label> and <output>, lets you associate the label with some control. */
  htmlFor?: string;
  /** Specifies whether the element should be hidden. */
  hidden?: boolean | string;
  /** A unique identifier for the element. */
  id?: string;
  /** Keys tell React which array item each component corresponds to */
  key?: string | number;
  /** Specifies the language of the element. */
  lang?: string;
  /** Contains a space-separated list of the part names of the element. Part names allows CSS to select and style specific elements in a shadow tree via the ::part pseudo-element. */
  part?: string;
  /** Use the ref attribute with a variable to assign a DOM element to the variable once the element is rendered. */
  ref?: unknown | ((e: unknown) => void);
  /** Adds a reference for a custom element slot */
  slot?: string;
  /** Prop for setting inline styles */
  style?: Record<string, string | number>;
  /** Overrides the default Tab button behavior. Avoid using values other than -1 and 0. */
  tabIndex?: number;
  /** Specifies the tooltip text for the element. */
  title?: string;
  /** Passing 'no' excludes the element content from being translated. */
  translate?: "yes" | "no";
};

type BaseEvents = {};

export type ExAlphaListProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** the side-menu entry selected first: a chain code such as `sol`, or `ALPHA_ALLCHAIN` (default: the first) */
  chain?: string;
  /** Rich data: set as a property, never as an attribute. */
  menu?: unknown;
  /** a token was clicked; detail `{ event: 'alpha_click', pair, chain, address, keyword }` */
  "onex-track"?: (
    e: CustomEvent<{ event: "alpha_click"; pair: string; chain: string; address: string; keyword: string }>,
  ) => void;
  /** before the Alpha page opens (cancelable; cancel to route yourself); detail `{ href, source: 'alpha-list' }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: "alpha-list" }>) => void;
};

export type ExAnnouncementBarProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** the page path that decides whether this page shows the announcement: the index or a wallet page (default: location.pathname) */
  "page-path"?: string;

  /** the visitor closed the announcement; detail `{ contentId }` */
  "onex-announcement-dismiss"?: (e: CustomEvent<{ contentId: string | number }>) => void;
  /** before an internal link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** the details link was clicked; detail `{ event, contentId }` */
  "onex-track"?: (e: CustomEvent<{ event: "announcement_click"; contentId: string | number }>) => void;
};

export type ExAppBannerProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** hides the banner */
  suppressed?: boolean;
  /** the universal link "Open app" follows; default https://app.exchange.example/open?path={this page} */
  "app-link"?: string;

  /** the visitor closed the banner (it stays closed) */
  "onex-app-banner-close"?: (e: CustomEvent<null>) => void;
  /** before the download link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** "Open app" or "Download" was clicked; detail `{ event: 'app_banner_open' | 'app_banner_download' }` */
  "onex-track"?: (e: CustomEvent<{ event: "app_banner_open" | "app_banner_download" }>) => void;
};

export type ExCookieNoticeProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** the page path that decides whether this page shows the notice (default: location.pathname) */
  "page-path"?: string;

  /** accepted or closed; detail `{ how: 'accept' | 'close', acceptedAt }` (seconds) */
  "onex-cookie-notice-close"?: (e: CustomEvent<{ how: "accept" | "close"; acceptedAt: number }>) => void;
  /** before the cookie-policy link is followed (cancelable) */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
};

export type ExFooterProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";

  /** before an internal link is followed, or the language selector (or its Turkey-site answer) navigates (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** a footer or social link was clicked; detail `{ event: 'footer_click', section, href }` or `{ event: 'footer_social_click', network }` */
  "onex-track"?: (
    e: CustomEvent<
      { event: "footer_click"; section: string; href: string } | { event: "footer_social_click"; network: string }
    >,
  ) => void;
  /** the phone selectors changed the language or fiat, just before navigating or reloading; detail `{ setting: 'locale' | 'fiat', value, href? }` */
  "onex-settings-change"?: (e: CustomEvent<{ setting: "locale" | "fiat"; value: string; href?: string }>) => void;
};

export type ExHeaderProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** the page path that decides redirects and the language links (default: location) */
  "page-path"?: string;

  /** before an internal link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** a tracked click; detail `{ event: 'header_menu_click', menu, item, href }`, or `{ event: 'header_drawer_open' | 'header_rewards_card_click' }` */
  "onex-track"?: (
    e: CustomEvent<
      | { event: "header_menu_click"; menu: string; item: string; href: string }
      | { event: "header_account_click"; menu: string; item: string }
      | { event: "header_drawer_open" | "header_rewards_card_click" }
    >,
  ) => void;
  /** before a redirect on load (cancelable); detail `{ href, reason: 'au-compliance' | 'host-map' }` */
  "onex-redirect"?: (e: CustomEvent<{ href: string; reason: "au-compliance" | "host-map" }>) => void;
  /** the chat room is being opened (cancelable, to open the host's own); detail `{ nickname, isSubAccount, isLogin }` */
  "onex-chatroom-open"?: (e: CustomEvent<{ nickname: string; isSubAccount: boolean; isLogin: boolean }>) => void;
  /** the search button was pressed (cancelable: unless a listener cancels it, the page's `<ex-search-modal>` opens, or on a page without one the header's own, loaded at the first press); detail `{ source: 'header' }` */
  "onex-search-open"?: (e: CustomEvent<{ source: "header" }>) => void;
  /** a setting was chosen in the settings menu, the drawer or the theme button; detail `{ setting: 'locale' | 'fiat' | 'riseColour' | 'reftime' | 'rateSwitch' | 'theme', value, href? }` (`href`: where a language change goes) */
  "onex-settings-change"?: (
    e: CustomEvent<{
      setting: "locale" | "fiat" | "riseColour" | "reftime" | "rateSwitch" | "theme";
      value: string | boolean;
      href?: string;
    }>,
  ) => void;
  /** the visitor logged out, before the login page opens (cancelable, to stay); detail `{ scope, href }` */
  "onex-logout"?: (e: CustomEvent<{ scope: "this" | "all"; href: string }>) => void;
  /** "Switch account" was chosen in the personal menu; detail `{ uid }` */
  "onex-account-switch"?: (e: CustomEvent<{ uid: number | string | undefined }>) => void;
};

export type ExMarketDropdownProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** which markets (default spot) */
  market?: "spot" | "futures" | "options" | "pilot" | "pre-market" | "memebox";
  /** the page path whose market is highlighted (default: location.pathname) */
  "page-path"?: string;

  /** before a row or View All link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** a row was clicked; detail `{ event: 'market_row_click', market, key }` */
  "onex-track"?: (e: CustomEvent<{ event: "market_row_click"; market: string; key: string }>) => void;
};

export type ExMarketSearchProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** the page path whose market is highlighted (default: location.pathname) */
  "page-path"?: string;

  /** before a row or View All link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** a row was clicked; detail `{ event: 'market_row_click', market, key }` */
  "onex-track"?: (e: CustomEvent<{ event: "market_row_click"; market: string; key: string }>) => void;
};

export type ExReminderPanelProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";
  /** no calls while present (e.g. while a surrounding dropdown is closed); loading starts when it is removed */
  "fetch-disabled"?: boolean;

  /** a tab's type was marked read after switching to it; detail `{ type }` */
  "onex-reminder-read"?: (e: CustomEvent<{ type: string }>) => void;
  /** before a message or "View all" link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** a message was clicked; detail `{ event: 'reminder_message_click', type, mid }` */
  "onex-track"?: (e: CustomEvent<{ event: "reminder_message_click"; type: string; mid: string }>) => void;
};

export type ExSearchModalProps = {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  "site-id"?: number | `${number}`;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  "api-base"?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: "light" | "dark";

  /** before a built-in result is opened (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<{ href: string; source: string }>) => void;
  /** a built-in result was chosen; detail `{ event: 'search_result_click', group, label, keyword }` */
  "onex-track"?: (
    e: CustomEvent<{ event: "search_result_click"; group: string; label: string; keyword: string }>,
  ) => void;
};

export type CustomElements = {
  /**
   * Alpha token search list (spec §3, §4, §5).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-track** - a token was clicked; detail `{ event: 'alpha_click', pair, chain, address, keyword }`
   * - **ex-navigate** - before the Alpha page opens (cancelable; cancel to route yourself); detail `{ href, source: 'alpha-list' }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **alpha** - the whole list box
   * - **side-menu** - the chains
   * - **search** - the search input
   * - **tabs** - the tab row (when the chosen chain has tabs)
   * - **list** - the token list
   * - **row** - one token
   * - **empty** - the empty state
   */
  "ex-alpha-list": Partial<ExAlphaListProps & BaseProps & BaseEvents>;

  /**
   * Global announcement bar (spec §3, §4).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-announcement-dismiss** - the visitor closed the announcement; detail `{ contentId }`
   * - **ex-navigate** - before an internal link is followed (cancelable); detail `{ href, source }`
   * - **ex-track** - the details link was clicked; detail `{ event, contentId }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **bar** - the bar
   * - **content** - the announcement text
   * - **close** - the dismiss button
   */
  "ex-announcement-bar": Partial<ExAnnouncementBarProps & BaseProps & BaseEvents>;

  /**
   * Download / open-app banner (spec §1, §6).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-app-banner-close** - the visitor closed the banner (it stays closed)
   * - **ex-navigate** - before the download link is followed (cancelable); detail `{ href, source }`
   * - **ex-track** - "Open app" or "Download" was clicked; detail `{ event: 'app_banner_open' | 'app_banner_download' }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **banner** - the banner
   * - **close** - the close button
   * - **download** - the download link
   * - **open** - the open-app link
   */
  "ex-app-banner": Partial<ExAppBannerProps & BaseProps & BaseEvents>;

  /**
   * EU cookie notice (spec §4).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-cookie-notice-close** - accepted or closed; detail `{ how: 'accept' | 'close', acceptedAt }` (seconds)
   * - **ex-navigate** - before the cookie-policy link is followed (cancelable)
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **notice** - the notice box
   * - **accept** - the accept button
   */
  "ex-cookie-notice": Partial<ExCookieNoticeProps & BaseProps & BaseEvents>;

  /**
   * Regional footer (spec §1, §2 "Footer links", §4, §6).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-navigate** - before an internal link is followed, or the language selector (or its Turkey-site answer) navigates (cancelable); detail `{ href, source }`
   * - **ex-track** - a footer or social link was clicked; detail `{ event: 'footer_click', section, href }` or `{ event: 'footer_social_click', network }`
   * - **ex-settings-change** - the phone selectors changed the language or fiat, just before navigating or reloading; detail `{ setting: 'locale' | 'fiat', value, href? }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **footer** - the footer
   * - **sections** - the link lists
   * - **section** - one list with its heading
   * - **contact** - the contact block (Turkey)
   * - **settings** - the language and fiat selectors (phone)
   * - **legal** - the regulatory statement and notes
   * - **statement** - the EU regulatory statement
   * - **bottom** - the copyright line and social icons
   * - **social** - the social icons
   * - **turkey-dialog** - the question before Turkish opens the Turkey site (phone language selector)
   */
  "ex-footer": Partial<ExFooterProps & BaseProps & BaseEvents>;

  /**
   * Site header: navigation, menus, hover panels, drawer (spec §1–§6).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-navigate** - before an internal link is followed (cancelable); detail `{ href, source }`
   * - **ex-track** - a tracked click; detail `{ event: 'header_menu_click', menu, item, href }`, or `{ event: 'header_drawer_open' | 'header_rewards_card_click' }`
   * - **ex-redirect** - before a redirect on load (cancelable); detail `{ href, reason: 'au-compliance' | 'host-map' }`
   * - **ex-chatroom-open** - the chat room is being opened (cancelable, to open the host's own); detail `{ nickname, isSubAccount, isLogin }`
   * - **ex-search-open** - the search button was pressed (cancelable: unless a listener cancels it, the page's `<ex-search-modal>` opens, or on a page without one the header's own, loaded at the first press); detail `{ source: 'header' }`
   * - **ex-settings-change** - a setting was chosen in the settings menu, the drawer or the theme button; detail `{ setting: 'locale' | 'fiat' | 'riseColour' | 'reftime' | 'rateSwitch' | 'theme', value, href? }` (`href`: where a language change goes)
   * - **ex-logout** - the visitor logged out, before the login page opens (cancelable, to stay); detail `{ scope, href }`
   * - **ex-account-switch** - "Switch account" was chosen in the personal menu; detail `{ uid }`
   *
   * ### **Slots:**
   *  - **chatroom** - the host's chat widget, shown in the chat-room dialog
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **header** - the whole header
   * - **bar** - the 64 px bar
   * - **logo** - the logo link
   * - **nav** - the top navigation
   * - **nav-button** - a top entry that opens a menu
   * - **nav-link** - a top entry that is a link
   * - **dropdown** - an open menu with its panels
   * - **market-panel** - a market hover panel
   * - **pay-panel** - the "Pay with" fiat panel
   * - **rewards-bubble** - the rewards hub's bubble text
   * - **actions** - the right-hand side of the bar (search, account actions, drawer button)
   * - **drawer-toggle** - the button that opens the drawer
   * - **drawer** - the mobile side drawer
   * - **rewards-card** - the drawer's rewards card for logged-out visitors
   * - **chatroom** - the chat-room dialog
   * - **account-bar** - the account actions in the bar
   * - **account-drawer** - the account actions in the drawer
   * - **login** - the Log In link (logged out)
   * - **signup** - the Sign Up link (logged out)
   * - **deposit** - the Deposit link (logged in)
   * - **wallet-trigger** - the Wallet menu's button
   * - **wallet-panel** - the Wallet menu
   * - **orders-trigger** - the Orders menu's button
   * - **orders-panel** - the Orders menu
   * - **personal-trigger** - the avatar: a link to the profile that also opens the personal menu
   * - **personal-panel** - the personal menu
   * - **personal-card** - the personal menu's card (nickname, VIP tier, UID)
   * - **bell-trigger** - the notification bell
   * - **bell-panel** - the bell's panel (it holds an `<ex-reminder-panel>`)
   * - **unread-dot** - the bell's unread dot
   * - **download-trigger** - the download button
   * - **download-panel** - the download QR-code popover
   * - **settings-trigger** - the settings button
   * - **settings-panel** - the settings menu
   * - **theme-toggle** - the light/dark button
   * - **toast** - the short status message (e.g. "Copied")
   * - **logout-dialog** - the dialog that confirms a logout
   * - **logout-overlay** - the busy overlay while logging out
   * - **turkey-dialog** - the question before Turkish opens the Turkey site
   * - **panel** - in a market hover panel: the dropdown
   * - **search** - in a market hover panel: the search box
   * - **tabs** - in a market hover panel: a tab row
   * - **tabs-main** - in a market hover panel: the main tab row (also `tabs`)
   * - **tabs-sub** - in a market hover panel: the sub-tab row (also `tabs`)
   * - **tab** - in a market hover panel: a tab
   * - **tab-selected** - in a market hover panel: the chosen tab (also `tab`)
   * - **list** - in a market hover panel: the list
   * - **empty** - in a market hover panel: the list when it has no rows (also `list`)
   * - **row** - in a market hover panel: a market row
   * - **tag** - in a market hover panel: an ST, hot or new tag
   * - **tag-st** - in a market hover panel: an ST tag (also `tag`)
   * - **tag-hot** - in a market hover panel: a hot tag (also `tag`)
   * - **tag-new** - in a market hover panel: a new tag (also `tag`)
   * - **view-all** - in a market hover panel: the View All link
   */
  "ex-header": Partial<ExHeaderProps & BaseProps & BaseEvents>;

  /**
   * Market-list dropdown (spec §2, §4, §5).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-navigate** - before a row or View All link is followed (cancelable); detail `{ href, source }`
   * - **ex-track** - a row was clicked; detail `{ event: 'market_row_click', market, key }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the dropdown
   * - **search** - the search box
   * - **tabs** - a tab row
   * - **tabs-main** - the main tab row (also `tabs`)
   * - **tabs-sub** - the sub-tab row (also `tabs`)
   * - **tab** - a tab
   * - **tab-selected** - the chosen tab (also `tab`)
   * - **list** - the list
   * - **empty** - the list when it has no rows (also `list`)
   * - **row** - a market row
   * - **tag** - an ST, hot or new tag
   * - **tag-st** - an ST tag (also `tag`)
   * - **tag-hot** - a hot tag (also `tag`)
   * - **tag-new** - a new tag (also `tag`)
   * - **view-all** - the View All link
   */
  "ex-market-dropdown": Partial<ExMarketDropdownProps & BaseProps & BaseEvents>;

  /**
   * Header market search panel (spec §2 "Header search panel", §5).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-navigate** - before a row or View All link is followed (cancelable); detail `{ href, source }`
   * - **ex-track** - a row was clicked; detail `{ event: 'market_row_click', market, key }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the panel
   * - **search** - the search box
   * - **tabs** - a tab row
   * - **tabs-main** - the main tab row (also `tabs`)
   * - **tabs-sub** - the sub-tab row (also `tabs`)
   * - **tab** - a tab
   * - **tab-selected** - the chosen tab (also `tab`)
   * - **list** - the list
   * - **empty** - the list when it has no rows (also `list`)
   * - **row** - a market row
   * - **tag** - an ST, hot or new tag
   * - **tag-st** - an ST tag (also `tag`)
   * - **tag-hot** - a hot tag (also `tag`)
   * - **tag-new** - a new tag (also `tag`)
   * - **view-all** - the View All link
   */
  "ex-market-search": Partial<ExMarketSearchProps & BaseProps & BaseEvents>;

  /**
   * Notification (reminder) panel (spec §3, §4, §9).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-reminder-read** - a tab's type was marked read after switching to it; detail `{ type }`
   * - **ex-navigate** - before a message or "View all" link is followed (cancelable); detail `{ href, source }`
   * - **ex-track** - a message was clicked; detail `{ event: 'reminder_message_click', type, mid }`
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the panel box (400 px wide)
   * - **tabs** - the tab row
   * - **badge** - a tab's unread badge
   * - **list** - the message list area (318 px high)
   * - **message** - one message
   * - **empty** - the empty state
   * - **view-all** - the link to the notifications page
   */
  "ex-reminder-panel": Partial<ExReminderPanelProps & BaseProps & BaseEvents>;

  /**
   * Search modal host with a built-in fallback (spec §1, §4, §9).
   * ---
   *
   *
   * ### **Events:**
   *  - **ex-navigate** - before a built-in result is opened (cancelable); detail `{ href, source }`
   * - **ex-track** - a built-in result was chosen; detail `{ event: 'search_result_click', group, label, keyword }`
   *
   * ### **Slots:**
   *  - **app** - where the search application is mounted (filled by the element)
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - the font stack of all text _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - the body text size _(default: 14px)_
   * - **--ex-font-size-sm** - the small text size (tags, notes, secondary lines) _(default: 12px)_
   * - **--ex-font-size-lg** - the large text size (titles) _(default: 16px)_
   * - **--ex-line-height** - the line height of all text _(default: 1.5)_
   * - **--ex-space-1** - spacing step 1 (the smallest gap) _(default: 4px)_
   * - **--ex-space-2** - spacing step 2 _(default: 8px)_
   * - **--ex-space-3** - spacing step 3 _(default: 12px)_
   * - **--ex-space-4** - spacing step 4 (the usual padding) _(default: 16px)_
   * - **--ex-space-6** - spacing step 6 _(default: 24px)_
   * - **--ex-space-8** - spacing step 8 (the largest gap) _(default: 32px)_
   * - **--ex-radius** - the corner radius of panels, dialogs and buttons _(default: 8px)_
   * - **--ex-radius-sm** - the corner radius of small pieces (tags, badges, inputs) _(default: 4px)_
   * - **--ex-color-bg** - the background (a dark value under the dark theme) _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - the background of hovered rows, inputs and sections _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - the background of dropdowns, panels and dialogs _(default: #ffffff)_
   * - **--ex-color-text** - the text colour _(default: #070808)_
   * - **--ex-color-text-muted** - the colour of secondary text _(default: #5f6367)_
   * - **--ex-color-border** - the colour of borders and separators _(default: #e4e6e8)_
   * - **--ex-color-brand** - the brand colour: primary buttons, links, the selected tab _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - the text colour on the brand colour _(default: #ffffff)_
   * - **--ex-color-focus** - the focus outline colour _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - the background of notices and warnings _(default: #fff7e6)_
   * - **--ex-color-notice-text** - the text colour of notices and warnings _(default: #5c3b00)_
   * - **--ex-color-green** - the green of gains (and of the up colour by default) _(default: #0c7a45)_
   * - **--ex-color-red** - the red of losses (and of the down colour by default) _(default: #cf2c44)_
   * - **--ex-color-up** - the colour of rising prices; the host class `ex-risered` swaps it with the down colour (spec §4) _(default: var(--ex-color-green))_
   * - **--ex-color-down** - the colour of falling prices; swapped with the up colour under `ex-risered` _(default: var(--ex-color-red))_
   * - **--ex-shadow** - the shadow of dropdowns, panels and dialogs _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - the z-index of dropdowns, drawers and dialogs above the page _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **trigger** - the built-in search's button
   * - **dialog** - the built-in search's modal dialog
   * - **input** - the search box
   * - **results** - the results area
   * - **option** - one result
   * - **close** - the dialog's close button
   * - **empty** - the "no results" text
   */
  "ex-search-modal": Partial<ExSearchModalProps & BaseProps & BaseEvents>;
};
