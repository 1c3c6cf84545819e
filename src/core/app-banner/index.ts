// Rules of the download / open-app banner (spec §1, §6: "a download banner shows unless
// suppressed"). Suppressed by the host (an attribute), inside the app (its user agent), in
// an embedded view (a device_type in the URL or a cookie, as the search modal, §4), or once
// the visitor closed it (remembered in localStorage, and in a cookie for the server, §3a).
import { isAppUserAgent } from '../announcement';
import type { PageInfo } from '../page-info';
import { cookies, storage } from '../persist';

/** localStorage key (and cookie name) of the visitor's "close" choice (the time, in seconds). */
export const APP_BANNER_CLOSED_KEY = 'app_banner_closed';
/** The URL parameter and cookie that mark an embedded app view (§4). */
export const DEVICE_TYPE = 'device_type';
/** The app download page, tagged with where the visitor came from (§2: ?pos=header for the header). */
export const APP_DOWNLOAD_PATH = '/mobileapp?pos=banner';
/** The universal link that opens the app at a page, or the store when it is not installed. */
export const APP_OPEN_URL = 'https://app.exchange.example/open';

export type BannerSuppression = 'attribute' | 'app' | 'url' | 'cookie' | 'closed';

export interface BannerContext {
  suppressed?: boolean;
  userAgent: string;
  /** the page's app user-agent pattern (config.appUserAgent) */
  appPattern?: string;
  /** location.search */
  search: string;
  /** the device_type cookie */
  deviceCookie?: string;
  closed: boolean;
}

/** Why the banner is not shown, or null when it is. */
export function bannerSuppression(c: BannerContext): BannerSuppression | null {
  if (c.suppressed) return 'attribute';
  if (isAppUserAgent(c.userAgent, c.appPattern)) return 'app';
  if (new URLSearchParams(c.search).get(DEVICE_TYPE)) return 'url';
  if (c.deviceCookie) return 'cookie';
  if (c.closed) return 'closed';
  return null;
}

/** Closed before: in the page's storage, or its cookie of the same name, which a server render
 * reads too (DESIGN.md §3a: a phone whose visitor closed it is not sent the banner). */
export const isBannerClosed = (page?: Pick<PageInfo, 'cookie'>): boolean =>
  storage.get(APP_BANNER_CLOSED_KEY) !== null || page?.cookie(APP_BANNER_CLOSED_KEY) !== undefined;

/** How long the closing cookie is kept: the storage entry has no end, a cookie must. */
const CLOSED_COOKIE_DAYS = 365;

export function closeBanner(now = Math.floor(Date.now() / 1000)): void {
  storage.set(APP_BANNER_CLOSED_KEY, String(now));
  cookies.set(APP_BANNER_CLOSED_KEY, String(now), { expires: CLOSED_COOKIE_DAYS });
}

/** A closing kept in storage only (before the cookie was written, or a year ago) gets its
 * cookie again, so the server stops sending the banner. */
export function keepClosingInCookie(): void {
  const closedAt = storage.get(APP_BANNER_CLOSED_KEY);
  if (closedAt !== null && cookies.get(APP_BANNER_CLOSED_KEY) === undefined) cookies.set(APP_BANNER_CLOSED_KEY, closedAt, { expires: CLOSED_COOKIE_DAYS });
}

/** The open-app link for a page: the universal link with the page's path and query. */
export const openAppUrl = (pathAndQuery: string, base = APP_OPEN_URL): string =>
  `${base}?${new URLSearchParams({ path: pathAndQuery })}`;
