// i18n: English is built in (an element's own texts come with its code, see addEnglish); other
// catalogs load on demand (dynamic import) and fall back key by key to English. Views re-render
// through the `catalogs` store.
import { atom } from 'nanostores';
import { onDemand } from '../loader';
import { builtIn } from './catalogs/en/built-in';
import type { Catalog, MessageKey } from './catalogs/en';

export type { Catalog, MessageKey } from './catalogs/en';
export type Vars = Record<string, string | number>;

type Loader = () => Promise<{ catalog: Partial<Catalog> }>;

/** Languages with a catalog of their own; one line each. */
const LOADERS: Record<string, Loader> = {
  zh: () => import('./catalogs/zh'),
  tw: () => import('./catalogs/tw'),
  ja: () => import('./catalogs/ja'),
  ko: () => import('./catalogs/ko'),
  vi: () => import('./catalogs/vi'),
  th: () => import('./catalogs/th'),
  id: () => import('./catalogs/id'),
  ru: () => import('./catalogs/ru'),
  es: () => import('./catalogs/es'),
  fr: () => import('./catalogs/fr'),
  de: () => import('./catalogs/de'),
  it: () => import('./catalogs/it'),
  pt: () => import('./catalogs/pt'),
  tr: () => import('./catalogs/tr'),
  ar: () => import('./catalogs/ar'),
};

/** English so far: the built-in texts and those of the elements loaded. */
const en: Partial<Catalog> = { ...builtIn };

/** The catalogs loaded so far, by language. */
export const catalogs = atom<Record<string, Partial<Catalog>>>({ en });

let englishQueued = false;
/** Adds English texts that travel with the code of the elements that show them (catalogs/en/built-in.ts).
 * Every translator falls back to them at once; views already listening hear of the texts added
 * in one task once (issue 31). */
export function addEnglish(...parts: Partial<Catalog>[]): void {
  Object.assign(en, ...parts);
  // with no view listening yet (a module loading; on the server, where nothing may be scheduled
  // as it loads: DESIGN.md §3c) the store takes them at once, telling no one
  if (!catalogs.lc) return catalogs.set({ ...catalogs.get(), en: { ...en } });
  if (englishQueued) return;
  englishQueued = true;
  queueMicrotask(() => {
    englishQueued = false;
    catalogs.set({ ...catalogs.get(), en: { ...en } });
  });
}

/** Each language's catalog, loaded on demand (src/core/loader.ts) into the store. */
const CATALOGS = new Map(Object.entries(LOADERS).map(([lang, load]) => [lang, onDemand(`the ${lang} catalog`, async () => {
  const { catalog } = await load();
  catalogs.set({ ...catalogs.get(), [lang]: catalog });
  return catalog;
})]));

export const hasCatalog = (lang: string): boolean => lang === 'en' || CATALOGS.has(lang);

/** Loads a language's catalog (once); resolves when it is in the store, or has failed (English stands in: a later call tries again). */
export const loadCatalog = (lang: string): Promise<void> => CATALOGS.get(lang)?.warm() ?? Promise.resolve();

const arrivals = new Map<string, Promise<void>>();
/** The first load of a language's catalog, the same promise on every call (what React's use()
 * needs: a new one each render would suspend it again and again); settled once the catalog is
 * in or has failed, and for a language with none at once. */
export function catalogArrival(lang: string): Promise<void> {
  let arrival = arrivals.get(lang);
  if (!arrival) arrivals.set(lang, (arrival = loadCatalog(lang)));
  return arrival;
}

const format = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;

export type Translate = (key: MessageKey, vars?: Vars) => string;

/** A translator for a language over the given catalogs, English where a key is missing. */
export function translator(lang: string, loaded: Record<string, Partial<Catalog>> = catalogs.get()): Translate {
  const own = loaded[lang] ?? {};
  return (key, vars) => format(own[key] ?? en[key] ?? key, vars);
}
