// The page state (DESIGN.md §2): nanostores atoms in sets. createStores() makes one independent
// set (a server render makes one per request, §3a); the page's set lives once on globalThis, so
// two bundles on one page share it, and persists its settings to the page's cookies and storage.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { DEFAULT_CONFIG, mergeConfig, readConfigElement, sessionOf } from './config';
import { loadFailureReporter } from './error-report';
import { reportLoadFailures } from './loader';
import { createSettings, readPersisted, type PersistedSettings, type SettingActions, type SettingStores } from './settings';
import type { PageInfo } from './page-info';
import { serverRenderedPage } from './server-marks';
import type { CommonData, Compliance, PageConfig, PageConfigInput, Session } from './types';

/** The stores of DESIGN.md §2: one set per page, or per server render. */
export interface ExStores extends SettingStores {
  /** the merged page configuration (an addition to the contract's store list) */
  config: WritableAtom<PageConfig>;
  session: WritableAtom<Session>;
  common: WritableAtom<CommonData>;
  compliance: WritableAtom<Compliance>;
  /** unread notification counts by reminder type; the bell's dot shows when the sum is above 0 */
  unread: WritableAtom<Record<string, number>>;
}

/** One set of stores with its actions: the page's, or one server render's. */
export interface StoreSet extends SettingActions {
  stores: ExStores;
  /** the stored settings values (cookies and storage) the rules start from */
  persisted: ReadableAtom<PersistedSettings>;
  /** Merges a partial configuration into the set's and updates every store it touches. */
  configure(input: PageConfigInput): PageConfig;
  /** the request a server render is for; absent in the browser, where views read the page itself */
  page?: PageInfo;
  /** A set begun from its cookies alone (`storageLater`) takes its storage's values now. */
  readStorage(): void;
}

/**
 * A new, independent set from a configuration and the stored settings values; with `persist`
 * every choice is written to the page's cookies and storage, else it stays in the set.
 */
export function createStores(configInput: PageConfigInput, persisted: PersistedSettings, options: { persist: boolean; page?: PageInfo; storageLater?: boolean }): StoreSet {
  const config = atom(mergeConfig(DEFAULT_CONFIG, configInput));
  const settings = createSettings(config, persisted, options);
  const stores: ExStores = {
    config,
    ...settings.stores,
    session: atom(sessionOf(config.get())),
    common: atom(config.get().common),
    compliance: atom(config.get().compliance),
    unread: atom({}),
  };
  const { setLocale } = settings.actions;

  function configure(input: PageConfigInput): PageConfig {
    const next = mergeConfig(config.get(), input);
    config.set(next);
    stores.common.set(next.common);
    stores.compliance.set(next.compliance);
    stores.session.set(sessionOf(next));
    if (input.theme) stores.theme.set(next.theme!);
    if (input.lang) setLocale(next.lang);
    const fiat = next.user?.curr_fiat || next.common.curr_fiat;
    if (fiat && stores.fiat.get() && fiat !== stores.fiat.get()) stores.fiat.set(fiat);
    return next;
  }
  return { stores, persisted: settings.persisted, configure, ...settings.actions, page: options.page, readStorage: settings.readStorage };
}

const STORES_KEY = Symbol.for('ex-elements.stores');
const SET_KEY = Symbol.for('ex-elements.store-set');
type Holder = { [STORES_KEY]?: ExStores; [SET_KEY]?: StoreSet };
const holder = globalThis as Holder;

/** A server-rendered page's set starts from its cookies alone, as its server render did: the
 * page's first storage read waits on the browser's storage (about 10 ms in a new profile) and
 * would hold the first paint (§3e); its elements take storage's values as they start. */
const storageLater = serverRenderedPage();

/** The page's set: created once per page from the config block and the page's cookies and storage. */
export const pageSet: StoreSet = (holder[SET_KEY] ??= createStores(
  typeof document === 'undefined' ? {} : readConfigElement(), readPersisted(!storageLater), { persist: true, storageLater }));
holder[STORES_KEY] ??= pageSet.stores;

/** The page's stores: every element and bundle on the page reads the same ones. */
export const stores: ExStores = pageSet.stores;
reportLoadFailures(loadFailureReporter(() => stores.config.get()));
// the page set's actions, one by one so the package's typings carry their documentation
/** Merges a partial configuration into the page's and updates every store it touches. */
export const configure = pageSet.configure;
/** Sets the theme of every element (stored in localStorage). */
export const setTheme = pageSet.setTheme;
/** Sets the rise colour (cookie, one year); some editions force theirs. */
export const setRiseColour = pageSet.setRiseColour;
/** Sets the time basis of the change figures (cookie, one year). */
export const setReftime = pageSet.setReftime;
/** Sets the language (cookie, one year); with no rise-colour cookie the colour follows it. */
export const setLocale = pageSet.setLocale;
/** Sets the fiat (curr_fiat cookie); '' turns the rate switch off. */
export const setFiat = pageSet.setFiat;
export const { setRateSwitch } = pageSet;

/** Reads the config block again (for scripts that ran before it was parsed). */
export function reloadConfigElement(): void {
  configure(readConfigElement());
}
