// What a complete catalog holds: every key of the English one but those kept in English
// (brand and product names, tickers and fixed notations read the same on every edition), each
// with its reason. Only the completeness test reads this: it ships in no bundle. A catalog may
// still write a product name as English does (Launchpool, Square, Earn), where the exchange's
// own site in that language does; the keys below are the names no language changes.
import { en, type Catalog, type MessageKey } from './catalogs/en';

interface Kept {
  readonly why: string;
  /** Languages that do carry the key. */
  readonly except?: readonly string[];
}

const brand: Kept = { why: 'a product or brand name, written the same on every edition' };
const ticker: Kept = { why: 'a ticker or token symbol' };
const notation: Kept = { why: 'a fixed notation read the same in every language' };
// §2: the EU regulatory statement is shown in Italian for the Italian locale, otherwise in English.
const euStatement: Kept = { why: 'spec §2: the EU statement is in Italian for Italian, else English', except: ['it'] };

export const KEPT_IN_ENGLISH: Partial<Record<MessageKey, Kept>> = {
  'account.vip': brand,
  'header.tag.vip': brand,
  'header.alpha': brand,
  'header.web3': brand,
  'footer.link.alpha': brand,
  'footer.link.web3': brand,
  'markets.kind.memebox': brand,
  'markets.kind.pilot': brand,
  'search.alpha': brand,
  'account.wallet.gt': ticker,
  'header.gusd': ticker,
  'footer.link.gusd': ticker,
  'footer.link.api': notation,
  'markets.tag.st': notation,
  'account.reftime.utc0': notation,
  'account.reftime.utc8': notation,
  'common.turkey.title': { why: 'the name of the Turkish language in Turkish, as every language list shows it' },
  'footer.eu.title': euStatement,
  'footer.eu.authorisation': euStatement,
  'footer.eu.servicesIntro': euStatement,
  'footer.eu.service1': euStatement,
  'footer.eu.service2': euStatement,
  'footer.eu.service3': euStatement,
  'footer.eu.service4': euStatement,
  'footer.eu.service5': euStatement,
  'footer.eu.service6': euStatement,
  'footer.eu.jurisdiction': euStatement,
  'footer.eu.risk': euStatement,
  'footer.eu.contact': euStatement,
  'footer.eu.address': euStatement,
};

/** Whether a language's catalog carries the key. */
export const translatedIn = (key: MessageKey, lang: string): boolean => {
  const kept = KEPT_IN_ENGLISH[key];
  return !kept || (kept.except?.includes(lang) ?? false);
};

export interface CatalogGaps { missing: string[]; extra: string[] }

/** The keys a language's catalog lacks, and the ones it has that it should not. */
export function catalogGaps(lang: string, catalog: Partial<Catalog>): CatalogGaps {
  const keys = Object.keys(en) as MessageKey[];
  const missing = keys.filter((k) => translatedIn(k, lang) && !catalog[k]?.trim());
  const extra = Object.keys(catalog).filter((k) => !(k in en) || !translatedIn(k as MessageKey, lang));
  return { missing, extra };
}
