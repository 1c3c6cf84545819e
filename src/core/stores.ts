// The page-wide state (DESIGN.md §2): nanostores atoms kept once per page on globalThis,
// so two bundles on one page share them, plus the actions that change and persist them.
import { atom, type WritableAtom } from 'nanostores';
import { DEFAULT_CONFIG, mergeConfig, readConfigElement, sessionOf } from './config';
import { cookies, FIAT_COOKIE_DAYS, PERSISTED, storage } from './persist';
import { initialSettings, resolveRiseColour, type PersistedSettings } from './settings';
import type { CommonData, Compliance, PageConfig, PageConfigInput, Reftime, RiseColour, Session, Theme } from './types';

export interface ExStores {
  /** the merged page configuration (an addition to the contract's store list) */
  config: WritableAtom<PageConfig>;
  theme: WritableAtom<Theme>;
  riseColour: WritableAtom<RiseColour>;
  reftime: WritableAtom<Reftime>;
  fiat: WritableAtom<string>;
  locale: WritableAtom<string>;
  session: WritableAtom<Session>;
  common: WritableAtom<CommonData>;
  compliance: WritableAtom<Compliance>;
  /** unread notification counts by reminder type; the bell's dot shows when the sum is above 0 */
  unread: WritableAtom<Record<string, number>>;
}

const GLOBAL_KEY = Symbol.for('ex-elements.stores');

export function readPersisted(): PersistedSettings {
  return {
    riseColour: cookies.get(PERSISTED.riseColour),
    reftime: cookies.get(PERSISTED.reftime),
    fiat: cookies.get(PERSISTED.fiat),
    rateSwitch: storage.get(PERSISTED.rateSwitch) ?? undefined,
    theme: storage.get(PERSISTED.theme) ?? undefined,
    changeSkin: storage.get(PERSISTED.changeSkin) ?? undefined,
    locale: cookies.get(PERSISTED.locale),
  };
}

function createStores(): ExStores {
  const config = mergeConfig(DEFAULT_CONFIG, typeof document === 'undefined' ? {} : readConfigElement());
  const settings = initialSettings(config, readPersisted());
  return {
    config: atom(config),
    theme: atom(settings.theme),
    riseColour: atom(settings.riseColour),
    reftime: atom(settings.reftime),
    fiat: atom(settings.fiat),
    locale: atom(settings.locale),
    session: atom(sessionOf(config)),
    common: atom(config.common),
    compliance: atom(config.compliance),
    unread: atom({}),
  };
}

type Holder = { [GLOBAL_KEY]?: ExStores };
export const stores: ExStores = ((globalThis as Holder)[GLOBAL_KEY] ??= createStores());

/** Merges a partial configuration into the page's and updates every store it touches. */
export function configure(input: PageConfigInput): PageConfig {
  const prev = stores.config.get();
  const next = mergeConfig(prev, input);
  stores.config.set(next);
  stores.common.set(next.common);
  stores.compliance.set(next.compliance);
  stores.session.set(sessionOf(next));
  if (input.theme) stores.theme.set(next.theme!);
  if (input.lang) setLocale(next.lang);
  const fiat = next.user?.curr_fiat || next.common.curr_fiat;
  if (fiat && stores.fiat.get() && fiat !== stores.fiat.get()) stores.fiat.set(fiat);
  if (next.siteId !== prev.siteId) {
    stores.riseColour.set(resolveRiseColour(next.siteId, cookies.get(PERSISTED.riseColour), stores.locale.get()));
  }
  return next;
}

/** Reads the config block again (for scripts that ran before it was parsed). */
export function reloadConfigElement(): void {
  configure(readConfigElement());
}

export function setTheme(theme: Theme): void {
  stores.theme.set(theme);
  storage.set(PERSISTED.theme, theme);
  storage.set(PERSISTED.changeSkin, '1');
}

export function setRiseColour(colour: RiseColour): void {
  cookies.set(PERSISTED.riseColour, colour, { expires: 365 });
  stores.riseColour.set(resolveRiseColour(stores.config.get().siteId, colour, stores.locale.get()));
}

export function setReftime(reftime: Reftime): void {
  cookies.set(PERSISTED.reftime, reftime, { expires: 365 });
  stores.reftime.set(reftime);
}

/** Choosing a language; with no rise-colour cookie the colour follows it (§4). */
export function setLocale(lang: string): void {
  stores.locale.set(lang);
  cookies.set(PERSISTED.locale, lang, { expires: 365 });
  stores.riseColour.set(resolveRiseColour(stores.config.get().siteId, cookies.get(PERSISTED.riseColour), lang));
}

/** A fiat change writes curr_fiat for one year on / (secure) and opens the rate switch (§4, §7). */
export function setFiat(fiat: string): void {
  if (!fiat) {
    storage.set(PERSISTED.rateSwitch, '0');
    stores.fiat.set('');
    return;
  }
  storage.set(PERSISTED.rateSwitch, '1');
  cookies.set(PERSISTED.fiat, fiat, { expires: FIAT_COOKIE_DAYS, secure: true });
  stores.fiat.set(fiat);
}
