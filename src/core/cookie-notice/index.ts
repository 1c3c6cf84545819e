// Rules of the EU cookie notice (spec §4, §9).
import { editionFor } from '../editions';
import { isHomePath } from '../links';
import type { PageInfo } from '../page-info';
import { cookies, storage } from '../persist';

/** localStorage key of the acceptance time, in seconds. */
export const ACCEPTED_KEY = 'cookie_notice_accepted_at';
/** The notice reappears after 90 days (§9). */
export const NOTICE_MAX_AGE_S = 90 * 24 * 3600;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The acceptance time: the page's storage, else its cookie of the same name, which a server
 * render reads too (DESIGN.md §3a: a visitor who accepted is not sent the notice). */
export function acceptedAt(page?: Pick<PageInfo, 'cookie'>): number | null {
  const value = Number(storage.get(ACCEPTED_KEY) ?? page?.cookie(ACCEPTED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Home page of an EU edition, never accepted or accepted over 90 days ago. */
export function shouldShowCookieNotice(o: { siteId: number; pathname: string; langs: readonly string[]; accepted: number | null; now: number }): boolean {
  if (!editionFor(o.siteId).cookieNotice || !isHomePath(o.pathname, o.langs)) return false;
  return o.accepted === null || o.now - o.accepted > NOTICE_MAX_AGE_S;
}

export function accept(now = nowSeconds()): void {
  storage.set(ACCEPTED_KEY, String(now));
  cookies.set(ACCEPTED_KEY, String(now), { expires: NOTICE_MAX_AGE_S / 86400 });
}

/** The EU edition's cookie policy page (§2 EU footer: /legal/cookies-policy). */
export const COOKIE_POLICY_PATH = '/legal/cookies-policy';
