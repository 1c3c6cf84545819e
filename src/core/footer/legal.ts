// The legal blocks under the footer lists (spec §1, §2): the copyright holder of each
// edition, its notes, the EU regulatory statement and Turkey's contact block.
import type { EditionKey } from '../editions';
import type { MessageKey } from '../i18n';

export interface Contact { phone: string; fax: string; address: string }

export interface FooterLegal {
  /** the copyright holder named in the copyright line */
  entity: string;
  /** note paragraphs below the lists */
  notes?: MessageKey[];
  /** the EU regulatory statement (§2 EU) */
  euStatement?: boolean;
  /** the contact block (§2 Turkey) */
  contact?: Contact;
}

export const FOOTER_LEGAL: Record<EditionKey, FooterLegal> = {
  main: { entity: 'Exchange Group' },
  testnet: { entity: 'Exchange Group' },
  tr: {
    entity: 'Exchange TR Teknoloji A.Ş.',
    contact: {
      phone: '+90 212 555 01 00',
      fax: '+90 212 555 01 01',
      address: 'Levent Mah. Büyükdere Cad. No: 185, 34394 Şişli / İstanbul, Türkiye',
    },
  },
  eu: { entity: 'Exchange Europe Ltd', euStatement: true },
  hk: { entity: 'Exchange HK Ltd', notes: ['footer.hk.note'] },
  us: { entity: 'Exchange US Inc.', notes: ['footer.us.risk'] },
  bs: { entity: 'Exchange Bahamas Ltd' },
  sg: { entity: 'Exchange SG Pte. Ltd.' },
  uk: { entity: 'Exchange UK Ltd', notes: ['footer.uk.promotion'] },
  jp: { entity: 'Exchange Japan K.K.' },
  uae: { entity: 'Exchange Middle East FZE' },
  au: { entity: 'Exchange AU Pty Ltd' },
};

/** The EU statement's facts; its words are the footer.eu.* catalog texts. */
export const EU_STATEMENT = {
  entity: FOOTER_LEGAL.eu.entity,
  licence: 'CASP-MT-0042',
  email: 'compliance.eu@exchange.example',
  address: 'Level 4, Portomaso Business Tower, St Julian’s STJ 4011, Malta',
  services: [
    'footer.eu.service1', 'footer.eu.service2', 'footer.eu.service3',
    'footer.eu.service4', 'footer.eu.service5', 'footer.eu.service6',
  ] satisfies MessageKey[],
} as const;

/** The statement is in Italian for the Italian locale and in English otherwise (§2 EU). */
export const euStatementLang = (lang: string): 'it' | 'en' => (lang === 'it' ? 'it' : 'en');

/** "2013–2026" from the edition's start year, or just the current year when it has none. */
export function copyrightYears(since: number | undefined, year: number): string {
  return since && since < year ? `${since}–${year}` : String(year);
}
