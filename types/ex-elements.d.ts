// Generated from custom-elements.json by scripts/manifest.mjs. Do not edit.
import type { CustomElements } from './jsx.js';

/** Alpha token search list (spec §3, §4, §5). */
export interface ExAlphaListElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  chain?: string;
  menu?: unknown;
}

/** Global announcement bar (spec §3, §4). */
export interface ExAnnouncementBarElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  pagePath?: string;
}

/** Download / open-app banner (spec §1, §6). */
export interface ExAppBannerElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  suppressed?: boolean;
  appLink?: string;
}

/** EU cookie notice (spec §4). */
export interface ExCookieNoticeElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  pagePath?: string;
}

/** Regional footer (spec §1, §2 "Footer links", §4, §6). */
export interface ExFooterElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
}

/** Site header: navigation, menus, hover panels, drawer (spec §1–§6). */
export interface ExHeaderElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  pagePath?: string;
}

/** Market-list dropdown (spec §2, §4, §5). */
export interface ExMarketDropdownElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  market?: 'spot' | 'futures' | 'options' | 'pilot' | 'pre-market' | 'memebox';
  pagePath?: string;
}

/** Header market search panel (spec §2 "Header search panel", §5). */
export interface ExMarketSearchElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  pagePath?: string;
}

/** Notification (reminder) panel (spec §3, §4, §9). */
export interface ExReminderPanelElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
  fetchDisabled?: boolean;
}

/** Search modal host with a built-in fallback (spec §1, §4, §9). */
export interface ExSearchModalElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: 'light' | 'dark';
}

declare global {
  interface HTMLElementTagNameMap {
    'ex-alpha-list': ExAlphaListElement;
    'ex-announcement-bar': ExAnnouncementBarElement;
    'ex-app-banner': ExAppBannerElement;
    'ex-cookie-notice': ExCookieNoticeElement;
    'ex-footer': ExFooterElement;
    'ex-header': ExHeaderElement;
    'ex-market-dropdown': ExMarketDropdownElement;
    'ex-market-search': ExMarketSearchElement;
    'ex-reminder-panel': ExReminderPanelElement;
    'ex-search-modal': ExSearchModalElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
