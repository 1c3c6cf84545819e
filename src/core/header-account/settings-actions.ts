// The settings menu's own actions (spec §4): the Turkey-site question, the exchange-rate
// switch and rate display. Switching the language and picking a fiat are src/core/choices.ts.
import type { Edition } from '../editions';
import { htmlLangOf } from '../i18n/languages';
import { rewriteLangPath } from '../links';
import { setFiat } from '../stores';
import type { PageConfig } from '../types';

/** §8: German, French and Spanish carry the region-restriction tooltip. */
export const REGION_RESTRICTED_LANGS: readonly string[] = ['de', 'fr', 'es'];
export const TURKISH = 'tr';

/** Config key for the Turkey site's address (§2 "a separate Turkey site for the Turkish language"). */
export interface AccountHostConfig {
  /** the Turkey site, offered when Turkish is chosen elsewhere; default DEFAULT_TURKEY_SITE */
  turkeySiteUrl?: string;
}
export const DEFAULT_TURKEY_SITE = 'https://www.gate.tr/';

export const turkeySiteUrl = (config: PageConfig): string =>
  (config as PageConfig & AccountHostConfig).turkeySiteUrl || DEFAULT_TURKEY_SITE;

export type LanguageChoice = { kind: 'turkish-modal' } | { kind: 'switch'; href: string };

/**
 * What choosing a language does: Turkish away from the Turkey site asks first (§4);
 * anything else rewrites the current path with /{lang} (none for English, §2).
 */
export function chooseLanguage(o: { lang: string; edition: Edition; path: string; langs: readonly string[] }): LanguageChoice {
  if (o.lang === TURKISH && o.edition.key !== 'tr') return { kind: 'turkish-modal' };
  return { kind: 'switch', href: rewriteLangPath(o.path, o.lang, o.langs) };
}

export const DEFAULT_FIAT = 'USD';

/** §4: switch on → the fiat view with USD; off → the fiat cleared. Returns whether to open the fiat view. */
export function setRateSwitch(on: boolean): boolean {
  setFiat(on ? DEFAULT_FIAT : '');
  return on;
}

/** A rate for display: up to 4 significant decimals for small rates, 2 otherwise. */
export function formatRate(rate: number | undefined, lang: string): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '—';
  const digits = rate < 10 ? 4 : 2;
  return new Intl.NumberFormat(htmlLangOf(lang), { maximumFractionDigits: digits }).format(rate);
}
