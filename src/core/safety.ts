// Server strings never execute and unsafe URLs never become links (DEVELOPERS.md, spec §5).
// DOMPurify loads on demand (sanitizer): only the announcement and the reminders show
// server HTML, and until it has loaded nothing is inserted at all.
import type { DOMPurify as Purifier } from 'dompurify';
import { onDemand } from './loader';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const BASE = 'https://base.invalid/';
/** `/path`, not `//host` or `/\host` (both name a host), with nothing the URL parser would strip */
const PATH_FROM_ROOT = /^\/(?![/\\])[^\x00-\x20\\]*$/;

/**
 * The URL as an href when it is safe: relative paths, http(s), mailto and tel. Anything
 * else (javascript:, data:, vbscript:, file:, blob:, malformed) gives null. Parsing with the
 * URL API applies the browser's own whitespace and control-character stripping first.
 */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value) return null;
  // a path from the root resolves against any base without a scheme of its own: safe, and no
  // parse needed (a server-rendered header writes a hundred and fifty links, DESIGN.md §3c)
  if (PATH_FROM_ROOT.test(value)) return value;
  let url: URL;
  try { url = new URL(value, BASE); } catch { return null; }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  return value;
}

/** What server HTML may keep, here and in the server renderer's sanitiser (src/server/sanitize.ts). */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small', 'code'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'title'],
  ALLOW_DATA_ATTR: false,
};

/** DOMPurify with our link hook, loaded on demand (src/core/loader.ts): views that show server HTML await it beside their data. */
export const sanitizer = onDemand('the sanitiser (DOMPurify)', () => import('dompurify').then(({ default: purify }): Purifier => {
  // Links that survive keep only safe targets and never give the opened page a handle.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = safeUrl(node.getAttribute('href'));
    if (href) node.setAttribute('href', href); else node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purify;
}));

/** A server render's sanitiser: DOMPurify needs a DOM, which a server has not (DESIGN.md §3a). */
let onServer: ((html: string) => string) | undefined;
export const setServerSanitizer = (sanitize: (html: string) => string): void => { onServer = sanitize; };
/** Resolves once server HTML can be shown: DOMPurify has loaded, or at once on a server. */
export const sanitizerReady = (): Promise<unknown> => (onServer ? Promise.resolve() : sanitizer.load());
/** Sanitised HTML for a server render's markup; undefined in the browser. */
export const serverHtml = (html: unknown): string | undefined => onServer && (typeof html === 'string' ? onServer(html) : '');

/** Sanitised HTML as a string (for tests and plain text contexts); '' until the sanitiser has loaded (never the raw HTML). */
export function sanitizeHtml(html: unknown): string {
  const purify = sanitizer.value;
  if (typeof html !== 'string' || !html || !purify) return '';
  return purify.sanitize(html, PURIFY_CONFIG) as string;
}

type Rules = { createHTML(s: string): string; createScriptURL(s: string): string };
type TrustedTypesLike = { createPolicy(name: string, rules: Rules): { [K in keyof Rules]: (s: string) => unknown } };
type Policy = { [K in keyof Rules]: (s: string) => unknown } | null;
// One policy per page, like the stores: a second bundle on the page reuses the first's
// (a page's CSP allows the name 'ex-elements' once).
const POLICY_KEY = Symbol.for('ex-elements.trusted-types-policy');
type PolicyHolder = { [POLICY_KEY]?: Policy };

function policy(): Policy {
  const holder = globalThis as PolicyHolder;
  if (holder[POLICY_KEY] === undefined) {
    const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    try {
      holder[POLICY_KEY] = tt ? tt.createPolicy('ex-elements', { createHTML: (s) => sanitizeHtml(s), createScriptURL: sameOriginScript }) : null;
    } catch {
      holder[POLICY_KEY] = null; // the page's CSP does not allow our policy name; fall back to strings
    }
  }
  return holder[POLICY_KEY]!;
}

/** A script URL of the page's own origin (the price worker's, DESIGN §3b); any other is refused. */
function sameOriginScript(url: string): string {
  if (new URL(url, location.href).origin !== location.origin) throw new TypeError(`not a script of this page's origin: ${url}`);
  return url;
}

/** A script URL for `new Worker`: a TrustedScriptURL where the page enforces Trusted Types; same origin only. */
export function trustedScriptUrl(url: string): string {
  const p = policy();
  return (p ? p.createScriptURL(url) : sameOriginScript(url)) as string;
}

/**
 * Sanitised HTML ready for innerHTML: a TrustedHTML from the 'ex-elements' policy (which
 * sanitises) where the page enforces Trusted Types, a sanitised string elsewhere.
 */
export function trustedHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  const p = policy();
  return (p ? p.createHTML(html) : sanitizeHtml(html)) as string;
}
