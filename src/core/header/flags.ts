// Header feature flags (spec §6 "Header options hidden by feature flags"), read from the page
// config's `flags`: a flag set to false hides its option; an absent flag leaves it shown.
// `newMenu` is the one opt-in flag: true turns on the remote menu (§6, main site only).
import type { Edition } from '../editions';

export const HEADER_FLAGS = [
  'notification', 'download', 'language', 'theme', 'setting', 'search', 'logout', 'personalInfo',
  'multipleOrder', 'spotOrder', 'exchangeRate', 'register', 'rewardsHub', 'payWith',
] as const;

export type HeaderFlag = (typeof HEADER_FLAGS)[number];

/** Whether a header option is on: only an explicit false hides it. */
export const flagOn = (flags: Readonly<Record<string, boolean>>, flag: HeaderFlag): boolean => flags[flag] !== false;

/** The config flag that turns on the remote menu (`flags.newMenu: true`). */
export const NEW_MENU_FLAG = 'newMenu';

/** The new (remote) menu system: only for the main site, and only when the flag is set (§6). */
export const remoteMenuOn = (edition: Edition, flags: Readonly<Record<string, boolean>>): boolean =>
  edition.key === 'main' && flags[NEW_MENU_FLAG] === true;
