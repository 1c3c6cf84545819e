// Rules of the global announcement bar (spec §3 "Announcement", §4).
import type { Bulletin } from './api/endpoints';
import { stripLang } from './links';
import type { PageInfo } from './page-info';
import { cookies, storage } from './persist';

/** localStorage key of the dismissed content_ids (§4: closing stores its content_id). */
export const DISMISSED_KEY = 'fullsite_bulletin_closed';
const KEEP_DISMISSED = 50;
/** The last dismissed ids also go in a cookie of this name, which a server render reads
 * (DESIGN.md §3a): a visitor who closed the bar is not sent it again. A few ids keep it small. */
export const DISMISSED_COOKIE = DISMISSED_KEY;
const KEEP_IN_COOKIE = 5;
const COOKIE_DAYS = 365;
/** Narrow screens (at most 768 px wide, §2, §9) marquee a too-long text. */
export const MARQUEE_MAX_WIDTH = 768;
/** Default pattern of the exchange's app user agents; the page config may give its own. */
export const APP_UA_PATTERN = '\\b(ExchangeApp|GateApp)\\b';

/** One announcement per page: the index page or the wallet pages under /myaccount (§3). */
export function isAnnouncementPage(pathname: string, langs: readonly string[]): boolean {
  const path = stripLang(pathname, langs);
  return path === '/' || path === '/myaccount' || path.startsWith('/myaccount/');
}

/**
 * A link of the bulletin's text to the page its Details link (`link`) opens, with or without the
 * language prefix: one place would be two Tab stops, so the bar hides this copy (WCAG 2.4.3).
 */
export const isDetailsCopy = (href: string | null, link: string | undefined, langs: readonly string[]): boolean =>
  !!href && !!link && stripLang(href, langs) === stripLang(link, langs);

/** The dismissed ids: the page's storage and, for a server render, the request's cookie. */
export function dismissedIds(page?: Pick<PageInfo, 'cookie'>): string[] {
  const stored = storage.getJSON<unknown>(DISMISSED_KEY);
  const cookie = page?.cookie(DISMISSED_COOKIE)?.split(',') ?? [];
  return [...new Set([...(Array.isArray(stored) ? stored.map(String) : []), ...cookie.filter(Boolean)])];
}

export function dismiss(b: Bulletin): void {
  const id = String(b.content_id);
  const ids = [...dismissedIds().filter((d) => d !== id), id].slice(-KEEP_DISMISSED);
  storage.setJSON(DISMISSED_KEY, ids);
  cookies.set(DISMISSED_COOKIE, ids.slice(-KEEP_IN_COOKIE).join(','), { expires: COOKIE_DAYS });
}

/** A bulletin worth showing: has text and was not dismissed before (`dismissed`: dismissedIds()). */
export const isShowable = (b: Bulletin | null, dismissed: readonly string[] = dismissedIds()): b is Bulletin =>
  !!b && typeof b.content === 'string' && b.content.trim() !== '' && !dismissed.includes(String(b.content_id));

export function isAppUserAgent(userAgent: string, pattern = APP_UA_PATTERN): boolean {
  try { return new RegExp(pattern, 'i').test(userAgent); } catch { return false; }
}

/** The marquee runs on narrow screens or in the app, and only when the text overflows. */
export function shouldMarquee(o: { viewportWidth: number; appUserAgent: boolean; textWidth: number; boxWidth: number }): boolean {
  return (o.viewportWidth <= MARQUEE_MAX_WIDTH || o.appUserAgent) && o.textWidth > o.boxWidth;
}

/** Marquee duration in seconds: about width / 200 * 3 (§4). */
export const marqueeSeconds = (textWidth: number): number => Math.max(3, (textWidth / 200) * 3);
