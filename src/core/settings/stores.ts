// The settings of one store set (DESIGN.md §2 "Shared state", spec §4): the stored values as a
// base store, the page's setting stores with the edition rules computed from them, and one
// action per setting. A set's settings never reach another set's, nor cookies unless it persists.
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { PageConfig, Reftime, RiseColour, Theme } from '../types';
import { persistedStore, type PersistedSettings } from './persistence';
import { initialSettings, resolveRiseColour } from './rules';

/** The page's settings, by the store names of DESIGN.md §2. */
export interface SettingStores {
  theme: WritableAtom<Theme>;
  /** the page edition's value: its forced one, else the stored one, else by language (§4) */
  riseColour: WritableAtom<RiseColour>;
  reftime: WritableAtom<Reftime>;
  /** '' when the rate switch is off */
  fiat: WritableAtom<string>;
  locale: WritableAtom<string>;
}

export interface SettingActions {
  setTheme(theme: Theme): void;
  setRiseColour(colour: RiseColour): void;
  setReftime(reftime: Reftime): void;
  /** with no stored rise colour, the colour follows the language (§4) */
  setLocale(lang: string): void;
  /** a fiat opens the rate switch and writes curr_fiat (§4, §7); '' closes the switch */
  setFiat(fiat: string): void;
  /** §4: on → USD (the fiat view opens); off → the fiat cleared. Returns `on`. */
  setRateSwitch(on: boolean): boolean;
}

export interface Settings {
  stores: SettingStores;
  /** the stored values (cookies and storage of the page, or of the request) */
  persisted: ReadableAtom<PersistedSettings>;
  actions: SettingActions;
  /** a set begun without storage (`storageLater`) takes its values now, and shows what they change */
  readStorage(): void;
}

export const DEFAULT_FIAT = 'USD';

/** The settings over a set's config store; `persist` writes every choice to the page's cookies
 * and storage; `storageLater`: `stored` holds the cookies' values alone, storage's come with readStorage. */
export function createSettings(config: ReadableAtom<PageConfig>, stored: PersistedSettings, { persist, storageLater = false }: { persist: boolean; storageLater?: boolean }): Settings {
  const { values: persisted, remember, readStorage: takeStorage } = persistedStore(stored, persist, !storageLater);
  const initial = initialSettings(config.get(), stored);
  const locale = atom(initial.locale);
  // the rise colour rule in one place; the store stays writable, as the contract gives it to hosts
  const riseRule = computed([config, persisted, locale], (c, p, lang) => resolveRiseColour(c.siteId, p.riseColour, lang));
  // listened to before it is read: a computed store read unlistened sets a 1 s timer (§3c)
  const riseColour = atom<RiseColour>(initial.riseColour);
  riseRule.subscribe((colour) => riseColour.set(colour));
  const stores: SettingStores = { theme: atom(initial.theme), riseColour, reftime: atom(initial.reftime), fiat: atom(initial.fiat), locale };

  const setFiat = (fiat: string) => {
    remember('rateSwitch', fiat ? '1' : '0');
    if (fiat) remember('fiat', fiat);
    stores.fiat.set(fiat);
  };
  const actions: SettingActions = {
    setTheme(theme) {
      stores.theme.set(theme);
      remember('theme', theme);
      remember('changeSkin', '1');
    },
    setRiseColour: (colour) => remember('riseColour', colour),
    setReftime(reftime) {
      remember('reftime', reftime);
      stores.reftime.set(reftime);
    },
    setLocale(lang) {
      stores.locale.set(lang);
      remember('locale', lang);
    },
    setFiat,
    setRateSwitch(on) {
      setFiat(on ? DEFAULT_FIAT : '');
      return on;
    },
  };
  function readStorage() {
    const taken = takeStorage();
    if (!taken.length) return;
    // only what storage brought: a theme set by configure() since, say, stays
    const now = initialSettings(config.get(), persisted.get());
    if (taken.includes('theme') || taken.includes('changeSkin')) stores.theme.set(now.theme);
    if (taken.includes('rateSwitch')) stores.fiat.set(now.fiat);
  }
  return { stores, persisted, actions, readStorage };
}
