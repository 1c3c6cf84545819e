// The settings menu's own actions (spec §4): the exchange-rate switch and rate display.
// Choosing a language (with the Turkey-site question) and a fiat are src/core/choices.ts.
import { htmlLangOf } from '../../i18n/languages';
import { setFiat } from '../../stores';

/** §8: German, French and Spanish carry the region-restriction tooltip. */
export const REGION_RESTRICTED_LANGS: readonly string[] = ['de', 'fr', 'es'];
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
