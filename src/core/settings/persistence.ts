// Where the settings are stored (spec §3 "Stored settings", §7, §9): the stored values as one
// base store, read from cookies and localStorage at start, and written back on every choice.
import { onSet, type MapStore } from 'nanostores';
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
const IN_STORAGE: ReadonlySet<Key> = new Set<Key>(['rateSwitch', 'theme', 'changeSkin']);
const COOKIE_OPTIONS: Partial<Record<Key, { expires: number; secure?: boolean }>> = {
  riseColour: { expires: 365 },
  reftime: { expires: 365 },
  locale: { expires: 365 },
  fiat: { expires: FIAT_COOKIE_DAYS, secure: true },
};

/** The page's stored values: its cookies and localStorage. */
export function readPersisted(): PersistedSettings {
  const read = (key: Key) => (IN_STORAGE.has(key) ? storage.get(PERSISTED[key]) ?? undefined : cookies.get(PERSISTED[key]));
  return Object.fromEntries((Object.keys(PERSISTED) as Key[]).map((key) => [key, read(key)])) as PersistedSettings;
}

/**
 * Writes every value set on `persisted` to the page's cookie or storage entry, even an unchanged
 * one: the cookies are shared with other tabs and the server, so the store cannot know they
 * still hold it. Gives the unsubscribe.
 */
export function persistToPage(persisted: MapStore<PersistedSettings>): () => void {
  return onSet(persisted, ({ changed, newValue }) => {
    const value = changed && newValue[changed];
    if (!changed || value === undefined) return;
    if (IN_STORAGE.has(changed)) storage.set(PERSISTED[changed], value);
    else cookies.set(PERSISTED[changed], value, COOKIE_OPTIONS[changed]);
  });
}
