// The settings as one module (issue 16): stored values, rules, stores and actions, and what an
// element shows. The store set (src/core/stores.ts) creates them; views read them through it.
export * from './rules';
export { DEFAULT_FIAT, createSettings, type SettingActions, type SettingStores, type Settings } from './stores';
export { FIAT_COOKIE_DAYS, PERSISTED, persistedFromCookies, readPersisted, type PersistedSettings } from './persistence';
export { shownSettings, siteIdOf, type ElementOverrides, type SettingName, type SettingValues, type ShownSettings } from './shown';
export { choose } from './choices';
