// Rules of the global announcement bar (spec §3 "Announcement", §4).
import type { Bulletin } from './api/endpoints';
import { stripLang } from './links';
import { storage } from './persist';

/** localStorage key of the dismissed content_ids (§4: closing stores its content_id). */
export const DISMISSED_KEY = 'fullsite_bulletin_closed';
const KEEP_DISMISSED = 50;
/** Narrow screens marquee a too-long text (§9 breakpoint 768). */
export const MARQUEE_MAX_WIDTH = 768;
/** Default pattern of the exchange's app user agents; the page config may give its own. */
export const APP_UA_PATTERN = '\\b(ExchangeApp|GateApp)\\b';

/** One announcement per page: the index page or the wallet pages under /myaccount (§3). */
export function isAnnouncementPage(pathname: string, langs: readonly string[]): boolean {
  const path = stripLang(pathname, langs);
  return path === '/' || path === '/myaccount' || path.startsWith('/myaccount/');
}

export function dismissedIds(): string[] {
  const ids = storage.getJSON<unknown>(DISMISSED_KEY);
  return Array.isArray(ids) ? ids.map(String) : [];
}

export const isDismissed = (b: Bulletin): boolean => dismissedIds().includes(String(b.content_id));

export function dismiss(b: Bulletin): void {
  const ids = dismissedIds().filter((id) => id !== String(b.content_id));
  storage.setJSON(DISMISSED_KEY, [...ids, String(b.content_id)].slice(-KEEP_DISMISSED));
}

/** A bulletin worth showing: has text and was not dismissed before. */
export const isShowable = (b: Bulletin | null): b is Bulletin =>
  !!b && typeof b.content === 'string' && b.content.trim() !== '' && !isDismissed(b);

export function isAppUserAgent(userAgent: string, pattern = APP_UA_PATTERN): boolean {
  try { return new RegExp(pattern, 'i').test(userAgent); } catch { return false; }
}

/** The marquee runs on narrow screens or in the app, and only when the text overflows. */
export function shouldMarquee(o: { viewportWidth: number; appUserAgent: boolean; textWidth: number; boxWidth: number }): boolean {
  return (o.viewportWidth < MARQUEE_MAX_WIDTH || o.appUserAgent) && o.textWidth > o.boxWidth;
}

/** Marquee duration in seconds: about width / 200 * 3 (§4). */
export const marqueeSeconds = (textWidth: number): number => Math.max(3, (textWidth / 200) * 3);
