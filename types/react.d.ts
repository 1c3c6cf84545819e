// Generated from custom-elements.json by npm run build. Do not edit.
import type { FunctionComponent, ReactElement, Ref } from 'react';
import type { PageConfigInput } from './index.js';
import type { RenderOptions } from './server.js';

/** On the server: §3a's options for this element's render (the request's cookies, url, user agent, fetch, page config, nonce). */
export type ReactRenderOptions = RenderOptions;
interface ElementProps {
  /** the edition (spec §1 sub-site id) this element shows; overrides the page's `siteId` for this element only */
  siteId?: number;
  /** the language code (`en`, `de`, `tr`, `ar`, …); overrides the page's `lang` for this element only */
  lang?: string;
  /** where the API calls of spec §7 go (`apiBase + path`); overrides the page's `apiBase` for this element only */
  apiBase?: string;
  /** the colour theme of this element; without it the page's theme store decides */
  theme?: string;
  /** on the server: how this element is rendered for the request (DESIGN.md §3a) */
  renderOptions?: ReactRenderOptions;
  /** the element itself, once mounted (in the browser) */
  ref?: Ref<HTMLElement>;
}

/** The page's config block (`<script type="application/json" id="ex-config">`): the same config as `renderOptions.config`. */
export declare function ExConfig(props: { config: PageConfigInput }): ReactElement;

/** Alpha token search list (spec §3, §4, §5). */
export interface ExAlphaListProps extends ElementProps {
  /** the side-menu entry selected first: a chain code such as `sol`, or `ALPHA_ALLCHAIN` (default: the first) */
  chain?: string;
  /** Rich data: set as a property, never as an attribute. */
  menu?: unknown;
  /** a token was clicked; detail `{ event: 'alpha_click', pair, chain, address, keyword }` */
  onExTrack?: (event: CustomEvent) => void;
  /** before the Alpha page opens (cancelable; cancel to route yourself); detail `{ href, source: 'alpha-list' }` */
  onExNavigate?: (event: CustomEvent) => void;
}
export declare const ExAlphaList: FunctionComponent<ExAlphaListProps>;

/** Global announcement bar (spec §3, §4). */
export interface ExAnnouncementBarProps extends ElementProps {
  /** the page path that decides whether this page shows the announcement: the index or a wallet page (default: location.pathname) */
  pagePath?: string;
  /** the visitor closed the announcement; detail `{ contentId }` */
  onExAnnouncementDismiss?: (event: CustomEvent) => void;
  /** before an internal link is followed (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** the details link was clicked; detail `{ event, contentId }` */
  onExTrack?: (event: CustomEvent) => void;
}
export declare const ExAnnouncementBar: FunctionComponent<ExAnnouncementBarProps>;

/** Download / open-app banner (spec §1, §6). */
export interface ExAppBannerProps extends ElementProps {
  /** hides the banner */
  suppressed?: boolean;
  /** the universal link "Open app" follows; default https://app.exchange.example/open?path={this page} */
  appLink?: string;
  /** the visitor closed the banner (it stays closed) */
  onExAppBannerClose?: (event: CustomEvent) => void;
  /** before the download link is followed (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** "Open app" or "Download" was clicked; detail `{ event: 'app_banner_open' | 'app_banner_download' }` */
  onExTrack?: (event: CustomEvent) => void;
}
export declare const ExAppBanner: FunctionComponent<ExAppBannerProps>;

/** EU cookie notice (spec §4). */
export interface ExCookieNoticeProps extends ElementProps {
  /** the page path that decides whether this page shows the notice (default: location.pathname) */
  pagePath?: string;
  /** accepted or closed; detail `{ how: 'accept' | 'close', acceptedAt }` (seconds) */
  onExCookieNoticeClose?: (event: CustomEvent) => void;
  /** before the cookie-policy link is followed (cancelable) */
  onExNavigate?: (event: CustomEvent) => void;
}
export declare const ExCookieNotice: FunctionComponent<ExCookieNoticeProps>;

/** Regional footer (spec §1, §2 "Footer links", §4, §6). */
export interface ExFooterProps extends ElementProps {
  /** before an internal link is followed, or the language selector (or its Turkey-site answer) navigates (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** a footer or social link was clicked; detail `{ event: 'footer_click', section, href }` or `{ event: 'footer_social_click', network }` */
  onExTrack?: (event: CustomEvent) => void;
  /** the phone selectors changed the language or fiat, just before navigating or reloading; detail `{ setting: 'locale' | 'fiat', value, href? }` */
  onExSettingsChange?: (event: CustomEvent) => void;
}
export declare const ExFooter: FunctionComponent<ExFooterProps>;

/** Site header: navigation, menus, hover panels, drawer (spec §1–§6). */
export interface ExHeaderProps extends ElementProps {
  /** the page path that decides redirects and the language links (default: location) */
  pagePath?: string;
  /** before an internal link is followed (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** a tracked click; detail `{ event: 'header_menu_click', menu, item, href }`, or `{ event: 'header_drawer_open' | 'header_rewards_card_click' }` */
  onExTrack?: (event: CustomEvent) => void;
  /** before a redirect on load (cancelable); detail `{ href, reason: 'au-compliance' | 'host-map' }` */
  onExRedirect?: (event: CustomEvent) => void;
  /** the chat room is being opened (cancelable, to open the host's own); detail `{ nickname, isSubAccount, isLogin }` */
  onExChatroomOpen?: (event: CustomEvent) => void;
  /** the search button was pressed (cancelable: unless a listener cancels it, the page's `<ex-search-modal>` opens, or on a page without one the header's own, loaded at the first press); detail `{ source: 'header' }` */
  onExSearchOpen?: (event: CustomEvent) => void;
  /** a setting was chosen in the settings menu, the drawer or the theme button; detail `{ setting: 'locale' | 'fiat' | 'riseColour' | 'reftime' | 'rateSwitch' | 'theme', value, href? }` (`href`: where a language change goes) */
  onExSettingsChange?: (event: CustomEvent) => void;
  /** the visitor logged out, before the login page opens (cancelable, to stay); detail `{ scope, href }` */
  onExLogout?: (event: CustomEvent) => void;
  /** "Switch account" was chosen in the personal menu; detail `{ uid }` */
  onExAccountSwitch?: (event: CustomEvent) => void;
}
export declare const ExHeader: FunctionComponent<ExHeaderProps>;

/** Market-list dropdown (spec §2, §4, §5). */
export interface ExMarketDropdownProps extends ElementProps {
  /** which markets (default spot) */
  market?: string;
  /** the page path whose market is highlighted (default: location.pathname) */
  pagePath?: string;
  /** before a row or View All link is followed (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** a row was clicked; detail `{ event: 'market_row_click', market, key }` */
  onExTrack?: (event: CustomEvent) => void;
}
export declare const ExMarketDropdown: FunctionComponent<ExMarketDropdownProps>;

/** Header market search panel (spec §2 "Header search panel", §5). */
export interface ExMarketSearchProps extends ElementProps {
  /** the page path whose market is highlighted (default: location.pathname) */
  pagePath?: string;
  /** before a row or View All link is followed (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** a row was clicked; detail `{ event: 'market_row_click', market, key }` */
  onExTrack?: (event: CustomEvent) => void;
}
export declare const ExMarketSearch: FunctionComponent<ExMarketSearchProps>;

/** Notification (reminder) panel (spec §3, §4, §9). */
export interface ExReminderPanelProps extends ElementProps {
  /** no calls while present (e.g. while a surrounding dropdown is closed); loading starts when it is removed */
  fetchDisabled?: boolean;
  /** a tab's type was marked read after switching to it; detail `{ type }` */
  onExReminderRead?: (event: CustomEvent) => void;
  /** before a message or "View all" link is followed (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** a message was clicked; detail `{ event: 'reminder_message_click', type, mid }` */
  onExTrack?: (event: CustomEvent) => void;
}
export declare const ExReminderPanel: FunctionComponent<ExReminderPanelProps>;

/** Search modal host with a built-in fallback (spec §1, §4, §9). */
export interface ExSearchModalProps extends ElementProps {
  /** before a built-in result is opened (cancelable); detail `{ href, source }` */
  onExNavigate?: (event: CustomEvent) => void;
  /** a built-in result was chosen; detail `{ event: 'search_result_click', group, label, keyword }` */
  onExTrack?: (event: CustomEvent) => void;
}
export declare const ExSearchModal: FunctionComponent<ExSearchModalProps>;
