// Rules of the EU cookie notice (spec §4, §9).
import { editionFor } from '../editions';
import { isHomePath } from '../links';
import { storage } from '../persist';

/** localStorage key of the acceptance time, in seconds. */
export const ACCEPTED_KEY = 'cookie_notice_accepted_at';
/** The notice reappears after 90 days (§9). */
export const NOTICE_MAX_AGE_S = 90 * 24 * 3600;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function acceptedAt(): number | null {
  const value = Number(storage.get(ACCEPTED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Home page of an EU edition, never accepted or accepted over 90 days ago. */
export function shouldShowCookieNotice(o: { siteId: number; pathname: string; langs: readonly string[]; accepted: number | null; now: number }): boolean {
  if (!editionFor(o.siteId).cookieNotice || !isHomePath(o.pathname, o.langs)) return false;
  return o.accepted === null || o.now - o.accepted > NOTICE_MAX_AGE_S;
}

export function accept(now = nowSeconds()): void {
  storage.set(ACCEPTED_KEY, String(now));
}

/** The EU edition's cookie policy page (§2 EU footer: /legal/cookies-policy). */
export const COOKIE_POLICY_PATH = '/legal/cookies-policy';
