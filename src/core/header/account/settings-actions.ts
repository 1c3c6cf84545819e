// The settings menu's display rules (spec §4, §8); the settings themselves and their actions
// are src/core/settings.
import { numberLocaleOf } from '../../i18n/languages';

/** §8: German, French and Spanish carry the region-restriction tooltip. */
export const REGION_RESTRICTED_LANGS: readonly string[] = ['de', 'fr', 'es'];

/** A rate for display: up to 4 significant decimals for small rates, 2 otherwise. */
export function formatRate(rate: number | undefined, lang: string): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '—';
  const digits = rate < 10 ? 4 : 2;
  return new Intl.NumberFormat(numberLocaleOf(lang), { maximumFractionDigits: digits }).format(rate);
}
