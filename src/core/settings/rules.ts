// The rules of the settings (spec §3/§4): initial values from the stored ones, rise colour by
// language, the editions' forced values and hidden options, and what choosing a language does.
import { editionFor, type Edition } from '../editions';
import { rewriteLangPath } from '../links';
import type { PageConfig, Reftime, RiseColour, Theme } from '../types';
import type { PersistedSettings } from './persistence';

export const RISE_COLOURS: readonly RiseColour[] = ['risered', 'risegreen'];
export const REFTIMES: readonly Reftime[] = ['24h', 'utc0', 'utc8'];
export const THEMES: readonly Theme[] = ['light', 'dark'];

export interface Settings {
  theme: Theme;
  riseColour: RiseColour;
  reftime: Reftime;
  fiat: string;
  locale: string;
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

export const isChinese = (lang: string): boolean => /^(zh|tw|cn)/i.test(lang);

/** Red-up for Chinese, green-up otherwise, when no market-rise-colour cookie exists (§4, §9). */
export const defaultRiseColour = (lang: string): RiseColour => (isChinese(lang) ? 'risered' : 'risegreen');

/** The rise colour shown: the edition's forced value, else the stored one, else by language. */
export function resolveRiseColour(siteId: number, stored: string | undefined, lang: string): RiseColour {
  return editionFor(siteId).forced?.riseColour ?? oneOf(RISE_COLOURS, stored) ?? defaultRiseColour(lang);
}

export function resolveReftime(siteId: number, stored: string | undefined): Reftime {
  const edition = editionFor(siteId);
  const value = edition.forced?.reftime ?? oneOf(REFTIMES, stored) ?? '24h';
  return edition.hiddenReftimes?.includes(value) ? '24h' : value;
}

/** The current fiat: '' when the rate switch is closed; user's or common curr_fiat wins (§4). */
export function resolveFiat(config: PageConfig, persisted: PersistedSettings): string {
  if (persisted.rateSwitch === '0') return '';
  return config.user?.curr_fiat || config.common.curr_fiat || persisted.fiat || 'USD';
}

/** Theme: an explicit choice (is_change_skin) wins over the page's default. */
export function resolveTheme(config: PageConfig, persisted: PersistedSettings): Theme {
  const chosen = persisted.changeSkin === '1' ? oneOf(THEMES, persisted.theme) : undefined;
  return chosen ?? config.theme ?? 'light';
}

export function initialSettings(config: PageConfig, persisted: PersistedSettings): Settings {
  const locale = config.lang || persisted.locale || 'en';
  return {
    theme: resolveTheme(config, persisted),
    riseColour: resolveRiseColour(config.siteId, persisted.riseColour, locale),
    reftime: resolveReftime(config.siteId, persisted.reftime),
    fiat: resolveFiat(config, persisted),
    locale,
  };
}

/** The timezone query parameter (§7): empty for 24h or unset. */
export const timezoneParam = (reftime: Reftime | undefined): string =>
  reftime && reftime !== '24h' ? reftime : '';

export const TURKISH = 'tr';

/** Config key for the Turkey site's address (§2 "a separate Turkey site for the Turkish language"). */
export interface TurkeySiteConfig {
  /** the Turkey site, offered when Turkish is chosen elsewhere; default DEFAULT_TURKEY_SITE */
  turkeySiteUrl?: string;
}
export const DEFAULT_TURKEY_SITE = 'https://www.gate.tr/';

export const turkeySiteUrl = (config: PageConfig): string =>
  (config as PageConfig & TurkeySiteConfig).turkeySiteUrl || DEFAULT_TURKEY_SITE;

export type LanguageChoice = { kind: 'turkish-modal' } | { kind: 'switch'; href: string };

/**
 * What choosing a language does: Turkish away from the Turkey site asks first (§4);
 * anything else rewrites the current path with /{lang} (none for English, §2).
 */
export function chooseLanguage(o: { lang: string; edition: Edition; path: string; langs: readonly string[] }): LanguageChoice {
  if (o.lang === TURKISH && o.edition.key !== 'tr') return { kind: 'turkish-modal' };
  return { kind: 'switch', href: rewriteLangPath(o.path, o.lang, o.langs) };
}
