// The footer's rules: which table an edition shows, and the links that survive the site-id
// and compliance hiding (spec §2 "Footer links", §6), with {prefix} applied.
import { visibleUnderCompliance } from '../compliance';
import type { EditionKey } from '../editions';
import type { Compliance } from '../types';
import { GLOBAL_SECTIONS } from './global';
import { EU_SECTIONS, HK_SECTIONS, TR_SECTIONS, US_SECTIONS } from './regional';
import { AU_SECTIONS, JP_SECTIONS, SG_SECTIONS, UAE_SECTIONS, UK_BS_SECTIONS } from './small';
import type { FooterSection, ResolvedSection } from './types';

export * from './legal';
export * from './social';
export type * from './types';

export const FOOTER_TABLES: Record<EditionKey, FooterSection[]> = {
  main: GLOBAL_SECTIONS,
  testnet: GLOBAL_SECTIONS,
  tr: TR_SECTIONS,
  eu: EU_SECTIONS,
  hk: HK_SECTIONS,
  us: US_SECTIONS,
  bs: UK_BS_SECTIONS,
  sg: SG_SECTIONS,
  uk: UK_BS_SECTIONS,
  jp: JP_SECTIONS,
  uae: UAE_SECTIONS,
  au: AU_SECTIONS,
};

export interface FooterContext {
  edition: EditionKey;
  lang: string;
  compliance: Compliance;
  /** {prefix}{path} for internal paths, safe absolute URLs as they are (useLink()) */
  link: (path: string) => string;
}

/** The sections an edition shows, each with its visible links; empty sections are dropped. */
export function footerSections({ edition, lang, compliance, link }: FooterContext): ResolvedSection[] {
  return FOOTER_TABLES[edition]
    .map((section) => ({
      id: section.id,
      titleKey: section.titleKey,
      links: visibleUnderCompliance(section.links.filter((l) => !l.hiddenOn?.includes(edition)), compliance)
        .map((l) => ({
          labelKey: l.labelKey,
          labelVars: l.labelVars,
          href: link(typeof l.path === 'function' ? l.path(lang) : l.path),
          external: !!l.external,
          newWindow: !!l.newWindow,
        })),
    }))
    .filter((section) => section.links.length > 0);
}
