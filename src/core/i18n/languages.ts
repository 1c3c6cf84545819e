// The languages the elements have catalogs for. lang_list from the server may hold others:
// those fall back to English text. Right-to-left scripts set dir="rtl".

export interface Language { code: string; name: string; dir: 'ltr' | 'rtl'; htmlLang: string }

const lang = (code: string, name: string, htmlLang = code, dir: 'ltr' | 'rtl' = 'ltr'): Language => ({ code, name, dir, htmlLang });

export const LANGUAGES: readonly Language[] = [
  lang('en', 'English'),
  lang('zh', '简体中文', 'zh-CN'),
  lang('tw', '繁體中文', 'zh-TW'),
  lang('ja', '日本語'),
  lang('ko', '한국어'),
  lang('vi', 'Tiếng Việt'),
  lang('th', 'ไทย'),
  lang('id', 'Bahasa Indonesia'),
  lang('ru', 'Русский'),
  lang('es', 'Español'),
  lang('fr', 'Français'),
  lang('de', 'Deutsch'),
  lang('it', 'Italiano'),
  lang('pt', 'Português', 'pt-BR'),
  lang('tr', 'Türkçe'),
  lang('ar', 'العربية', 'ar', 'rtl'),
];

const RTL = new Set(['ar', 'fa', 'he', 'ur']);

export const languageCodes = LANGUAGES.map((l) => l.code);

/** The language codes a page knows: the server's lang_list, else the catalogs'. */
export const pageLangs = (common: { lang_list?: Record<string, string> }): string[] =>
  (common.lang_list ? Object.keys(common.lang_list) : languageCodes);

export function dirOf(code: string): 'ltr' | 'rtl' {
  return RTL.has(code.split('-')[0]) ? 'rtl' : 'ltr';
}

/** The language as HTML's lang names it: a known one's tag (tw is zh-TW; Twi is tw), else the
 * code with a locale's underscore made a hyphen (en_US is en-US). */
export function htmlLangOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.htmlLang ?? code.replaceAll('_', '-');
}

const LATIN_DIGITS = '-u-nu-latn';

/** The engine can format numbers in `tag`; a malformed one (`en_US`) makes Intl throw a RangeError. */
function formatsIn(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    return false;
  }
}

/** The locale numbers are formatted in: the language's, with Latin digits always. Engines differ
 * on Arabic's default (WebKit's ICU: Arabic-Indic digits; Node, Chromium, Firefox: Latin), and a
 * server render's text must be what every browser's hydration writes (DESIGN.md §3a, §3f).
 * A lang from the page that no engine reads (`pt_BR` is read as pt-BR) formats in English. */
export function numberLocaleOf(code: string): string {
  const tag = `${htmlLangOf(code)}${LATIN_DIGITS}`;
  return formatsIn(tag) ? tag : `en${LATIN_DIGITS}`;
}
