// Link building (spec §2): every link carries the language/sub-site prefix; switching the
// language rewrites the path with /{lang}, with no segment for English.
import { safeUrl } from './safety';

export const DEFAULT_LANG = 'en';

/** The prefix of a language: '' for English, '/{lang}' otherwise. */
export const langPrefix = (lang: string): string => (!lang || lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The prefix in force: the server's lang_prefix when it speaks of this language, else derived. */
export function prefixFor(lang: string, common?: { lang_prefix?: string }, pageLang?: string): string {
  const given = common?.lang_prefix;
  if (typeof given === 'string' && (pageLang === undefined || pageLang === lang)) return given.replace(/\/+$/, '');
  return langPrefix(lang);
}

/**
 * {prefix}{path}: internal paths only; absolute and unsafe URLs are returned as safeUrl decides.
 * Anything but a string (server data of the wrong type) is no link: ''.
 */
export function withPrefix(prefix: string, path: unknown): string {
  if (typeof path !== 'string') return '';
  if (!path.startsWith('/') || path.startsWith('//')) return safeUrl(path) ?? '';
  return `${prefix}${path}`;
}

/**
 * Rewrites a path for another language: drops a leading language segment that is one of
 * `langs`, then adds /{lang} unless it is English. Query and hash are kept.
 */
export function rewriteLangPath(pathAndQuery: string, lang: string, langs: readonly string[]): string {
  const match = /^([^?#]*)(.*)$/.exec(pathAndQuery)!;
  const segments = match[1].split('/').filter(Boolean);
  if (segments.length && langs.includes(segments[0])) segments.shift();
  const rest = segments.length ? `/${segments.join('/')}` : '';
  const path = `${langPrefix(lang)}${rest}` || '/';
  return `${path}${match[2]}`;
}

/** The path without its language segment ('/' for the home page). */
export function stripLang(pathname: string, langs: readonly string[]): string {
  return rewriteLangPath(pathname.split(/[?#]/)[0], DEFAULT_LANG, langs);
}

/** The page path a surface decides on: its page-path attribute, else the location. */
export const pagePathOf = (pagePath: string | null | undefined): string => pagePath || location.pathname;

/** The home page, in any language. */
export const isHomePath = (pathname: string, langs: readonly string[]): boolean => stripLang(pathname, langs) === '/';
