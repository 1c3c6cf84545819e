// Generated from custom-elements.json by scripts/manifest.mjs. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

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

declare global {
  interface HTMLElementTagNameMap {
    'ex-announcement-bar': ExAnnouncementBarElement;
    'ex-cookie-notice': ExCookieNoticeElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ex-announcement-bar': DetailedHTMLProps<HTMLAttributes<ExAnnouncementBarElement>, ExAnnouncementBarElement> & ExAnnouncementBarAttributes;
      'ex-cookie-notice': DetailedHTMLProps<HTMLAttributes<ExCookieNoticeElement>, ExCookieNoticeElement> & ExCookieNoticeAttributes;
    }
  }
}
