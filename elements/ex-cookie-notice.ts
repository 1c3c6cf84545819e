import { define, exElement } from '../src/ui/common/element-shell';
import { CookieNotice } from '../src/ui/cookie-notice/CookieNotice';
import { cookieNoticeStyles } from '../src/ui/cookie-notice/styles';

/**
 * The EU cookie notice: on the EU edition's home page until accepted, again 90 days later.
 *
 * @tag ex-cookie-notice
 * @summary EU cookie notice (spec §4).
 * @fires {CustomEvent<{ how: 'accept' | 'close'; acceptedAt: number }>} ex-cookie-notice-close - accepted or closed; detail `{ how: 'accept' | 'close', acceptedAt }` (seconds)
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before the cookie-policy link is followed (cancelable)
 * @csspart notice - the notice box
 * @csspart accept - the accept button
 */
export class ExCookieNotice extends exElement(CookieNotice, {
  attributes: {
    /** the page path that decides whether this page shows the notice (default: location.pathname) */
    pagePath: 'string',
  },
  styles: [cookieNoticeStyles],
}) {}

define('ex-cookie-notice', ExCookieNotice);

declare global {
  interface HTMLElementTagNameMap { 'ex-cookie-notice': ExCookieNotice }
}
