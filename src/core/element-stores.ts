// What one element reads of a store set (DESIGN.md §2 "Elements"): computed stores for its own
// site-id / lang / api-base / theme, so a view that reads one value follows only that value.
import type { ReadableAtom } from 'nanostores';
import { clientFor, type ApiClient } from './api/client';
import { following, once } from './derive';
import { editionFor, type Edition } from './editions';
import { catalogs, translator, type Translate } from './i18n';
import { dirOf, pageLangs } from './i18n/languages';
import { prefixFor } from './links';
import { shownSettings, siteIdOf, type ElementOverrides, type ShownSettings } from './settings';
import type { PageInfo } from './page-info';
import type { ExStores } from './stores';

export interface ElementStores extends ShownSettings {
  siteId: ReadableAtom<number>;
  edition: ReadableAtom<Edition>;
  /** the element's language: its lang attribute, else the page's */
  lang: ReadableAtom<string>;
  dir: ReadableAtom<'ltr' | 'rtl'>;
  /** language codes known to this page (lang_list, else the catalogs') */
  langs: ReadableAtom<string[]>;
  /** the language / sub-site prefix of internal links (§2) */
  prefix: ReadableAtom<string>;
  t: ReadableAtom<Translate>;
  api: ReadableAtom<ApiClient>;
}

/** `page`: a server render's request, whose calls go out from the server (DESIGN.md §3a), and
 * whose stores are read once (§3c: derived once, no timer left behind). */
export function elementStores(set: ExStores, overrides: ElementOverrides, page?: PageInfo): ElementStores {
  const derive = page ? once : following;
  const shown = shownSettings(set, overrides, derive);
  const { config, common } = set;
  const lang = shown.locale;
  const siteId = derive([config], (c) => siteIdOf(overrides, c));
  // only the element's own catalog: another language loading does not re-render it
  const catalog = derive([lang, catalogs], (l, loaded) => loaded[l]);
  return {
    ...shown,
    siteId,
    edition: derive([config, siteId], (c, id) => editionFor(id, { testnet: id === c.siteId && c.testnet })),
    lang,
    dir: derive([lang], dirOf),
    langs: derive([common], pageLangs),
    prefix: derive([lang, common, set.locale], prefixFor),
    t: derive([lang, catalog], (l, own) => translator(l, own ? { [l]: own } : {})),
    api: derive([config, lang], (c, l) => clientFor(c, l, overrides.apiBase, page)),
  };
}
