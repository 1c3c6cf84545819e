import type { DefineComponent } from "vue";

type ExAlphaListProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /** the side-menu entry selected first: a chain code such as `sol`, or `ALPHA_ALLCHAIN` (default: the first) */
  chain?: string;
  /** Rich data: set as a property, never as an attribute. */
  menu?: unknown;
  /** a token was clicked; detail `{ event: 'alpha_click', pair, chain, address, keyword }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
  /** before the Alpha page opens (cancelable; cancel to route yourself); detail `{ href, source: 'alpha-list' }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
};

type ExAnnouncementBarProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /**  */
  "page-path"?: string;

  /** the visitor closed the announcement; detail `{ contentId }` */
  "onex-announcement-dismiss"?: (e: CustomEvent<never>) => void;
  /** before an internal link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** the details link was clicked; detail `{ event, contentId }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
};

type ExAppBannerProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /** hides the banner */
  suppressed?: boolean;
  /** the universal link "Open app" follows; default https://app.exchange.example/open?path={this page} */
  "app-link"?: string;

  /** the visitor closed the banner (it stays closed) */
  "onex-app-banner-close"?: (e: CustomEvent<never>) => void;
  /** before the download link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** "Open app" or "Download" was clicked; detail `{ event: 'app_banner_open' | 'app_banner_download' }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
};

type ExCookieNoticeProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /**  */
  "page-path"?: string;

  /** accepted or closed; detail `{ how: 'accept' | 'close', acceptedAt }` (seconds) */
  "onex-cookie-notice-close"?: (e: CustomEvent<never>) => void;
  /** before the cookie-policy link is followed (cancelable) */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
};

type ExFooterProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;

  /** before an internal link is followed, or the language selector (or its Turkey-site answer) navigates (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** a footer or social link was clicked; detail `{ event: 'footer_click', section, href }` or `{ event: 'footer_social_click', network }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
  /** the phone selectors changed the language or fiat, just before navigating or reloading; detail `{ setting: 'locale' | 'fiat', value, href? }` */
  "onex-settings-change"?: (e: CustomEvent<never>) => void;
};

type ExHeaderProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /** the page path that decides redirects and the language links (default: location) */
  "page-path"?: string;

  /** before an internal link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** a tracked click; detail `{ event: 'header_menu_click', menu, item, href }`, or `{ event: 'header_drawer_open' | 'header_rewards_card_click' }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
  /** before a redirect on load (cancelable); detail `{ href, reason: 'au-compliance' | 'host-map' }` */
  "onex-redirect"?: (e: CustomEvent<never>) => void;
  /** the chat room is being opened (cancelable, to open the host's own); detail `{ nickname, isSubAccount, isLogin }` */
  "onex-chatroom-open"?: (e: CustomEvent<never>) => void;
  /** the search button was pressed (cancelable: unless a listener cancels it, the page's `<ex-search-modal>` opens, or on a page without one the header's own, loaded at the first press); detail `{ source: 'header' }` */
  "onex-search-open"?: (e: CustomEvent<never>) => void;
  /** a setting was chosen in the settings menu, the drawer or the theme button; detail `{ setting: 'locale' | 'fiat' | 'riseColour' | 'reftime' | 'rateSwitch' | 'theme', value, href? }` (`href`: where a language change goes) */
  "onex-settings-change"?: (e: CustomEvent<never>) => void;
};

type ExMarketDropdownProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /** which markets: spot | futures | options | pilot | pre-market | memebox (default spot) */
  market?: string;
  /** the page path whose market is highlighted (default: location.pathname) */
  "page-path"?: string;

  /** before a row or View All link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** a row was clicked; detail `{ event: 'market_row_click', market, key }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
};

type ExMarketSearchProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /** the page path whose market is highlighted (default: location.pathname) */
  "page-path"?: string;

  /** before a row or View All link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** a row was clicked; detail `{ event: 'market_row_click', market, key }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
};

type ExReminderPanelProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;
  /** no calls while present (e.g. while a surrounding dropdown is closed); loading starts when it is removed */
  "fetch-disabled"?: boolean;

  /** a tab's type was marked read after switching to it; detail `{ type }` */
  "onex-reminder-read"?: (e: CustomEvent<never>) => void;
  /** before a message or "View all" link is followed (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** a message was clicked; detail `{ event: 'reminder_message_click', type, mid }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
};

type ExSearchModalProps = {
  /**  */
  "site-id"?: number;
  /**  */
  lang?: string;
  /**  */
  "api-base"?: string;
  /**  */
  theme?: string;

  /** before a built-in result is opened (cancelable); detail `{ href, source }` */
  "onex-navigate"?: (e: CustomEvent<never>) => void;
  /** a built-in result was chosen; detail `{ event: 'search_result_click', group, label, keyword }` */
  "onex-track"?: (e: CustomEvent<never>) => void;
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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
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
  "ex-alpha-list": DefineComponent<ExAlphaListProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **bar** - the bar
   * - **content** - the announcement text
   * - **close** - the dismiss button
   */
  "ex-announcement-bar": DefineComponent<ExAnnouncementBarProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **banner** - the banner
   * - **close** - the close button
   * - **download** - the download link
   * - **open** - the open-app link
   */
  "ex-app-banner": DefineComponent<ExAppBannerProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **notice** - the notice box
   * - **accept** - the accept button
   */
  "ex-cookie-notice": DefineComponent<ExCookieNoticeProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
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
   */
  "ex-footer": DefineComponent<ExFooterProps>;

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
   *
   * ### **Slots:**
   *  - **chatroom** - the host's chat widget, shown in the chat-room dialog
   *
   * ### **CSS Properties:**
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
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
   */
  "ex-header": DefineComponent<ExHeaderProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the dropdown
   * - **search** - the search box
   * - **tabs** - a tab row (also `tabs-main`, `tabs-sub`)
   * - **tab** - a tab (the chosen one also `tab-selected`)
   * - **list** - the list (also `empty` when there are no rows)
   * - **row** - a market row
   * - **tag** - an ST, hot or new tag (also `tag-st`, `tag-hot`, `tag-new`)
   * - **view-all** - the View All link
   */
  "ex-market-dropdown": DefineComponent<ExMarketDropdownProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
   *
   * ### **CSS Parts:**
   *  - **panel** - the panel
   * - **search** - the search box
   * - **tabs** - a tab row (also `tabs-main`, `tabs-sub`)
   * - **tab** - a tab (the chosen one also `tab-selected`)
   * - **list** - the list (also `empty` when there are no rows)
   * - **row** - a market row
   * - **tag** - an ST, hot or new tag (also `tag-st`, `tag-hot`, `tag-new`)
   * - **view-all** - the View All link
   */
  "ex-market-search": DefineComponent<ExMarketSearchProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
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
  "ex-reminder-panel": DefineComponent<ExReminderPanelProps>;

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
   *  - **--ex-font-family** - undefined _(default: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif)_
   * - **--ex-font-size** - undefined _(default: 14px)_
   * - **--ex-font-size-sm** - undefined _(default: 12px)_
   * - **--ex-font-size-lg** - undefined _(default: 16px)_
   * - **--ex-line-height** - undefined _(default: 1.5)_
   * - **--ex-space-1** - undefined _(default: 4px)_
   * - **--ex-space-2** - undefined _(default: 8px)_
   * - **--ex-space-3** - undefined _(default: 12px)_
   * - **--ex-space-4** - undefined _(default: 16px)_
   * - **--ex-space-6** - undefined _(default: 24px)_
   * - **--ex-space-8** - undefined _(default: 32px)_
   * - **--ex-radius** - undefined _(default: 8px)_
   * - **--ex-radius-sm** - undefined _(default: 4px)_
   * - **--ex-color-bg** - undefined _(default: #ffffff)_
   * - **--ex-color-bg-subtle** - undefined _(default: #f5f6f7)_
   * - **--ex-color-bg-raised** - undefined _(default: #ffffff)_
   * - **--ex-color-text** - undefined _(default: #070808)_
   * - **--ex-color-text-muted** - undefined _(default: #5f6367)_
   * - **--ex-color-border** - undefined _(default: #e4e6e8)_
   * - **--ex-color-brand** - undefined _(default: #1d4ed8)_
   * - **--ex-color-brand-contrast** - undefined _(default: #ffffff)_
   * - **--ex-color-focus** - undefined _(default: #1d4ed8)_
   * - **--ex-color-notice-bg** - undefined _(default: #fff7e6)_
   * - **--ex-color-notice-text** - undefined _(default: #5c3b00)_
   * - **--ex-color-green** - undefined _(default: #0c7a45)_
   * - **--ex-color-red** - undefined _(default: #cf2c44)_
   * - **--ex-color-up** - undefined _(default: var(--ex-color-green))_
   * - **--ex-color-down** - undefined _(default: var(--ex-color-red))_
   * - **--ex-shadow** - undefined _(default: 0 8px 24px rgb(0 0 0 / 12%))_
   * - **--ex-z-overlay** - undefined _(default: 1000)_
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
  "ex-search-modal": DefineComponent<ExSearchModalProps>;
};

declare module "vue" {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface GlobalComponents extends CustomElements {}
}

declare global {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-interface
    interface IntrinsicElements extends CustomElements {}
  }
}
