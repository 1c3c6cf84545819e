// What a view may read of the page it renders for, in the browser or for one server request
// (DESIGN.md §3a): the address, the user agent and the cookies — never window globals, which a
// server render does not have.
import { cookies } from './persist';
import { persistedCookieJar } from './settings/persistence';

export interface PageInfo {
  url: URL;
  userAgent: string;
  cookie(name: string): string | undefined;
  /** a server request's way to the API (DESIGN.md §3a `options.fetch`); absent in the browser */
  fetch?: typeof fetch;
  /** where a server request fetches a relative apiBase from, when not from `url`'s origin (the proxy's upstream) */
  apiOrigin?: string;
}

/** The browser's page, read when asked (the address changes in single-page apps). */
export const browserPage = (): PageInfo => ({ url: new URL(location.href), userAgent: navigator.userAgent, cookie: cookies.get });

/** A server request's page: its URL, its Cookie header, its User-Agent header, its way to the API. */
export function requestPage(url: string | undefined, cookieHeader: string, userAgent = '', fetch: typeof globalThis.fetch = globalThis.fetch, apiOrigin?: string): PageInfo {
  const jar = persistedCookieJar(cookieHeader);
  return { url: new URL(url && URL.canParse(url) ? url : 'http://localhost/'), userAgent, cookie: (name) => jar.get(name), fetch, apiOrigin };
}

/** A phone's browser, by its User-Agent: what a server render guesses the screen from (§3a), as
 * hydration does too; the browser's media query decides from then on. Tablets are not phones. */
export const isPhoneUserAgent = (userAgent: string): boolean =>
  /\b(iPhone|iPod|Windows Phone|IEMobile|Opera Mini|BlackBerry)\b|\bAndroid\b.*\bMobile\b/i.test(userAgent);
