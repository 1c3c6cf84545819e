// Where the settings are stored (spec §3 "Stored settings", §7, §9): the stored values as one
// base store, read from cookies and localStorage at start, and written back on every choice.
import { atom, type ReadableAtom } from 'nanostores';
import { cookies, storage } from '../persist';

/** The stored values, as the cookies and storage hold them (unchecked: the rules check them). */
export interface PersistedSettings {
  riseColour?: string;
  reftime?: string;
  fiat?: string;
  rateSwitch?: string;
  theme?: string;
  changeSkin?: string;
  locale?: string;
}

/** Where each persisted setting lives (names the spec gives are kept). */
export const PERSISTED = {
  riseColour: 'market-rise-colour',
  reftime: 'market-reftime',
  fiat: 'curr_fiat',
  rateSwitch: 'currency_rate_switch',
  theme: 'theme',
  changeSkin: 'is_change_skin',
  locale: 'lang',
} as const satisfies Record<keyof PersistedSettings, string>;

/** curr_fiat: one year, whole site, secure (spec §7, §9: max age 31536000 s). */
export const FIAT_COOKIE_DAYS = 365;

type Key = keyof PersistedSettings;
const KEYS = Object.keys(PERSISTED) as Key[];
/** Kept in localStorage as the spec says, and in a cookie too so a server render sees them (§3a). */
const IN_STORAGE: ReadonlySet<Key> = new Set<Key>(['rateSwitch', 'theme', 'changeSkin']);
const COOKIE_OPTIONS: Record<Key, { expires: number; secure?: boolean }> = {
  riseColour: { expires: 365 },
  reftime: { expires: 365 },
  locale: { expires: 365 },
  fiat: { expires: FIAT_COOKIE_DAYS, secure: true },
  rateSwitch: { expires: 365 },
  theme: { expires: 365 },
  changeSkin: { expires: 365 },
};

/** The page's stored values: its cookies, which the server reads too (DESIGN.md §3a), else its
 * localStorage (unless `fromStorage` is false: Persisted.readStorage reads it later): where both
 * hold a value and they differ, the cookie was written since (by the site's server, another
 * subdomain), and the page paints what the server painted. */
export function readPersisted(fromStorage = true): PersistedSettings {
  const jar = persistedCookieJar(cookies.header());
  const read = (key: Key) => jar.get(PERSISTED[key]) ?? (fromStorage && IN_STORAGE.has(key) ? storage.get(PERSISTED[key]) : undefined);
  return Object.fromEntries(KEYS.map((key) => [key, read(key)])) as PersistedSettings;
}

/** The stored values a request's Cookie header carries (a server render, DESIGN.md §3a). */
export function persistedFromCookies(header: string): PersistedSettings {
  const jar = persistedCookieJar(header);
  return Object.fromEntries(KEYS.map((key) => [key, jar.get(PERSISTED[key])])) as PersistedSettings;
}

/** A Cookie header's cookies by name, values decoded as js-cookie writes them. */
export function persistedCookieJar(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    if (jar.has(name)) continue; // the first of two same-named cookies is the more specific path
    try { jar.set(name, decodeURIComponent(pair.slice(at + 1).trim())); } catch { /* not ours, malformed */ }
  }
  return jar;
}

/** A set's stored values, and the one way to change one. */
export interface Persisted {
  values: ReadableAtom<PersistedSettings>;
  remember(key: Key, value: string): void;
  /** A set that began from its cookies alone takes storage's values where it has none (a value
   * remembered since stays), once; gives the keys it took. */
  readStorage(): Key[];
}

/**
 * The stored values of one set. With `persist`, every value remembered is written to the page's
 * cookie or storage entry, even an unchanged one: the cookies are shared with other tabs and the
 * server, so the store cannot know they still hold it.
 */
export function persistedStore(stored: PersistedSettings, persist: boolean, storageRead = true): Persisted {
  const values = atom<PersistedSettings>({ ...stored });
  if (persist && storageRead) keepInStep(stored);
  return {
    values,
    readStorage() {
      if (storageRead) return [];
      storageRead = true;
      const now = values.get();
      const found = [...IN_STORAGE].filter((key) => now[key] == null)
        .map((key) => [key, storage.get(PERSISTED[key])] as const).filter(([, value]) => value != null);
      if (found.length) values.set({ ...now, ...Object.fromEntries(found) });
      if (persist) keepInStep(values.get());
      return found.map(([key]) => key);
    },
    remember(key, value) {
      values.set({ ...values.get(), [key]: value });
      if (!persist) return;
      if (IN_STORAGE.has(key)) storage.set(PERSISTED[key], value);
      cookies.set(PERSISTED[key], value, COOKIE_OPTIONS[key]);
    },
  };
}

/**
 * Puts a setting's storage and cookie in step with the value the page starts from: a value in
 * storage with no cookie (chosen before the cookie was written, or the cookie expired) gets
 * its cookie — else every server render paints the default theme, say, and every page view
 * renders its elements afresh (DESIGN.md §3a) —, and storage takes a cookie's newer value.
 */
function keepInStep(stored: PersistedSettings) {
  const jar = persistedCookieJar(cookies.header());
  for (const key of IN_STORAGE) {
    const value = stored[key];
    if (value == null) continue;
    if (!jar.has(PERSISTED[key])) cookies.set(PERSISTED[key], value, COOKIE_OPTIONS[key]);
    else if (storage.get(PERSISTED[key]) !== value) storage.set(PERSISTED[key], value);
  }
}
