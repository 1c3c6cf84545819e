// Generated from custom-elements.json by scripts/manifest.mjs. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Alpha token search list (spec §3, §4, §5). */
export interface ExAlphaListElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  chain?: string;
  menu?: unknown;
}

export interface ExAlphaListAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'chain'?: string;
  menu?: unknown;
}

/** Global announcement bar (spec §3, §4). */
export interface ExAnnouncementBarElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  pagePath?: string;
}

export interface ExAnnouncementBarAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'page-path'?: string;
}

/** Download / open-app banner (spec §1, §6). */
export interface ExAppBannerElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  suppressed?: boolean;
  appLink?: string;
}

export interface ExAppBannerAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'suppressed'?: boolean | string;
  'app-link'?: string;
}

/** EU cookie notice (spec §4). */
export interface ExCookieNoticeElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  pagePath?: string;
}

export interface ExCookieNoticeAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'page-path'?: string;
}

/** Regional footer (spec §1, §2 "Footer links", §4, §6). */
export interface ExFooterElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
}

export interface ExFooterAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
}

/** Site header: navigation, menus, hover panels, drawer (spec §1–§6). */
export interface ExHeaderElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  pagePath?: string;
}

export interface ExHeaderAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'page-path'?: string;
}

/** Market-list dropdown (spec §2, §4, §5). */
export interface ExMarketDropdownElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  market?: string;
  pagePath?: string;
}

export interface ExMarketDropdownAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'market'?: string;
  'page-path'?: string;
}

/** Header market search panel (spec §2 "Header search panel", §5). */
export interface ExMarketSearchElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  pagePath?: string;
}

export interface ExMarketSearchAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'page-path'?: string;
}

/** Notification (reminder) panel (spec §3, §4, §9). */
export interface ExReminderPanelElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
  fetchDisabled?: boolean;
}

export interface ExReminderPanelAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
  'fetch-disabled'?: boolean | string;
}

/** Search modal host with a built-in fallback (spec §1, §4, §9). */
export interface ExSearchModalElement extends HTMLElement {
  siteId?: number;
  apiBase?: string;
  theme?: string;
}

export interface ExSearchModalAttributes {
  'site-id'?: number | string;
  'lang'?: string;
  'api-base'?: string;
  'theme'?: string;
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
    interface IntrinsicElements {
      'ex-alpha-list': DetailedHTMLProps<HTMLAttributes<ExAlphaListElement>, ExAlphaListElement> & ExAlphaListAttributes;
      'ex-announcement-bar': DetailedHTMLProps<HTMLAttributes<ExAnnouncementBarElement>, ExAnnouncementBarElement> & ExAnnouncementBarAttributes;
      'ex-app-banner': DetailedHTMLProps<HTMLAttributes<ExAppBannerElement>, ExAppBannerElement> & ExAppBannerAttributes;
      'ex-cookie-notice': DetailedHTMLProps<HTMLAttributes<ExCookieNoticeElement>, ExCookieNoticeElement> & ExCookieNoticeAttributes;
      'ex-footer': DetailedHTMLProps<HTMLAttributes<ExFooterElement>, ExFooterElement> & ExFooterAttributes;
      'ex-header': DetailedHTMLProps<HTMLAttributes<ExHeaderElement>, ExHeaderElement> & ExHeaderAttributes;
      'ex-market-dropdown': DetailedHTMLProps<HTMLAttributes<ExMarketDropdownElement>, ExMarketDropdownElement> & ExMarketDropdownAttributes;
      'ex-market-search': DetailedHTMLProps<HTMLAttributes<ExMarketSearchElement>, ExMarketSearchElement> & ExMarketSearchAttributes;
      'ex-reminder-panel': DetailedHTMLProps<HTMLAttributes<ExReminderPanelElement>, ExReminderPanelElement> & ExReminderPanelAttributes;
      'ex-search-modal': DetailedHTMLProps<HTMLAttributes<ExSearchModalElement>, ExSearchModalElement> & ExSearchModalAttributes;
    }
  }
}
