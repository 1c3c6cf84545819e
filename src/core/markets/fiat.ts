// Row prices in the visitor's fiat while the rate switch is on (spec §4 "Exchange-rate modes",
// §7 currFiatMarketRates: units of each fiat per USD). Only pairs quoted in a dollar (USDT, USDC,
// USD) convert; the others keep their quote currency.
import { numberLocaleOf } from '../i18n/languages';

/** The fiat a list converts to: its code and units per USD. */
export interface FiatRate {
  code: string;
  rate: number;
}

const DOLLARS: ReadonlySet<string> = new Set(['USDT', 'USDC', 'USD']);
const formats = new Map<string, Intl.NumberFormat | null>();

/** A currency format (cached: rows format on every tick); null for a malformed fiat code. */
function format(lang: string, code: string, small: boolean): Intl.NumberFormat | null {
  const key = `${lang} ${code} ${small}`;
  if (!formats.has(key)) {
    const digits = small ? { maximumSignificantDigits: 6 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      formats.set(key, new Intl.NumberFormat(numberLocaleOf(lang), { style: 'currency', currency: code, ...digits }));
    } catch {
      formats.set(key, null);
    }
  }
  return formats.get(key)!;
}

/** `price` (in `quote`) in the fiat, formatted for `lang`; null when it does not convert. */
export function fiatPrice(price: string, quote: string, fiat: FiatRate | null, lang: string): string | null {
  const value = Number(price) * (fiat?.rate ?? NaN);
  if (!fiat || !price || !DOLLARS.has(quote.toUpperCase()) || !Number.isFinite(value)) return null;
  return format(lang, fiat.code, Math.abs(value) < 1)?.format(value) ?? null;
}
