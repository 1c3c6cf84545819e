// Choosing a language or a fiat, wherever the control is (the header's settings menu and
// drawer, the phone footer; spec §4): both go through the page-wide stores, so every element
// follows, then the page moves to the new address or reloads.
import type { Edition } from './editions';
import { rewriteLangPath } from './links';
import { navigation } from './navigation';
import { setFiat, setLocale } from './stores';
import type { PageConfig } from './types';

/** Switches the language: stores it (cookie, rise colour by language) and gives the new address. */
export function switchLanguage(lang: string, path: string, langs: readonly string[]): string {
  setLocale(lang);
  return rewriteLangPath(path, lang, langs);
}

/** §4: picking a fiat opens the switch with that fiat, writes curr_fiat (one year, /) and reloads. */
export function pickFiat(fiat: string): void {
  setFiat(fiat);
  navigation.reload();
}

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
