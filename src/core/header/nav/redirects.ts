// Redirects the header performs on load (spec §2, §4, §6):
//  - the Australian compliance redirect: on the AU site, when the compliance result says
//    au_redirect, the visitor is sent to {prefix}/state_compliance_tips;
//  - logged-out visitors on a few paths may be sent to another host by a hostname map. The
//    map comes from the page config key `hostMap`: { "<current hostname>": "<target host or
//    origin>" }; the path, query and hash are kept.
import type { Edition } from '../../editions';
import { safeUrl } from '../../safety';
import { stripLang } from '../../links';
import type { Compliance, PageConfig } from '../../types';

/** The page config keys the header adds (DESIGN.md §2 "Page configuration"). */
export interface HeaderConfig {
  /** current hostname → host (or origin) that logged-out visitors on REDIRECT_PATHS go to */
  hostMap?: Record<string, string>;
}

/** Paths whose logged-out visitors may be redirected (§2); a path also covers its sub-paths. */
export const REDIRECT_PATHS = [
  '/', '/referral', '/price', '/trade', '/announcements', '/fee', '/questionnaire', '/about-us', '/legal',
  '/blog', '/brand-partnerships', '/rewards_hub',
] as const;

export const AU_COMPLIANCE_PATH = '/state_compliance_tips';

export interface PageLocation { hostname: string; pathname: string; search?: string; hash?: string }

export type RedirectReason = 'au-compliance' | 'host-map';
export interface Redirect { href: string; reason: RedirectReason }

/** The host map of the config, keeping only string → string entries. */
export function hostMapOf(config: PageConfig): Record<string, string> {
  const raw = (config as PageConfig & HeaderConfig).hostMap;
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string' && v.trim()));
}

export const isRedirectPath = (path: string): boolean =>
  REDIRECT_PATHS.some((p) => (p === '/' ? path === '/' : path === p || path.startsWith(`${p}/`)));

/** The host-map redirect of a logged-out visitor, or null. */
export function hostRedirect(opts: { isLogin: boolean; hostMap: Record<string, string>; location: PageLocation; langs: readonly string[] }): string | null {
  const { location: loc } = opts;
  const target = opts.hostMap[loc.hostname.toLowerCase()];
  if (opts.isLogin || !target || !isRedirectPath(stripLang(loc.pathname, opts.langs))) return null;
  const origin = /^https?:\/\//i.test(target) ? target.replace(/\/+$/, '') : `https://${target.replace(/\/+$/, '')}`;
  const href = safeUrl(`${origin}${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`);
  if (!href) return null;
  // never "redirect" to the same host (a map entry pointing at itself would loop)
  return new URL(href).hostname.toLowerCase() === loc.hostname.toLowerCase() ? null : href;
}

/** The AU compliance redirect, or null (§4: the limit says au_redirect and the site is AU). */
export function auRedirect(opts: { edition: Edition; compliance: Compliance; pathname: string; prefix: string; langs: readonly string[] }): string | null {
  if (opts.edition.key !== 'au' || opts.compliance.au_redirect !== true) return null;
  if (stripLang(opts.pathname, opts.langs) === AU_COMPLIANCE_PATH) return null;
  return `${opts.prefix}${AU_COMPLIANCE_PATH}`;
}

/** The redirect the header performs, the AU compliance one first; null when none applies. */
export function headerRedirect(opts: {
  edition: Edition; compliance: Compliance; isLogin: boolean; hostMap: Record<string, string>;
  location: PageLocation; prefix: string; langs: readonly string[];
}): Redirect | null {
  const au = auRedirect({ ...opts, pathname: opts.location.pathname });
  if (au) return { href: au, reason: 'au-compliance' };
  const host = hostRedirect(opts);
  return host ? { href: host, reason: 'host-map' } : null;
}
