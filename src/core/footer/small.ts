// The small footers (spec §2 "Footer links"): Singapore, Japan, UK/Bahamas, Australia and
// the UAE — short About/Products/Services lists with /fee, /help and /announcements.
import { COMPLIANCE_KEYS as C } from '../compliance';
import type { FooterLink, FooterSection } from './types';

const services: FooterSection = { id: 'services', titleKey: 'footer.section.services', links: [
  { labelKey: 'footer.link.fees', path: '/fee' },
  { labelKey: 'footer.link.help', path: '/help', compliance: C.helpCenter },
  { labelKey: 'footer.link.announcements', path: '/announcements', compliance: C.latestNews },
] };

const products = (pair: string): FooterSection => ({ id: 'products', titleKey: 'footer.section.products', links: [
  { labelKey: 'footer.link.spot', path: `/trade/${pair}`, compliance: C.spotTrade },
] });

const about = (links: FooterLink[]): FooterSection => ({ id: 'about', titleKey: 'footer.section.about', links: [
  { labelKey: 'footer.link.aboutUs', path: '/about_us' },
  ...links,
] });

const terms: FooterLink = { labelKey: 'footer.link.termsOfUse', path: '/legal/terms-of-use' };
const privacy: FooterLink = { labelKey: 'footer.link.privacyPolicy', path: '/legal/privacy-policy' };
const risk: FooterLink = { labelKey: 'footer.link.riskDisclosure', path: '/legal/risk-disclosure' };

export const SG_SECTIONS: FooterSection[] = [about([terms, privacy, risk]), products('BTC_SGD'), services];

export const JP_SECTIONS: FooterSection[] = [about([terms, privacy]), products('BTC_JPY'), services];

/** One table for the UK and the Bahamas; the UK, a restricted edition, hides some rows (§6). */
export const UK_BS_SECTIONS: FooterSection[] = [
  about([
    { labelKey: 'footer.link.careers', path: '/page/careers', hiddenOn: ['uk'] },
    { labelKey: 'footer.link.userAgreement', path: '/user-agreement', hiddenOn: ['uk'] },
    { ...terms, hiddenOn: ['bs'] },
    privacy,
    risk,
  ]),
  products('BTC_USDT'),
  services,
];

export const AU_SECTIONS: FooterSection[] = [
  about([terms, privacy, { labelKey: 'footer.link.complaintsHandling', path: '/legal/complaints-handling-policy' }]),
  products('BTC_USDT'),
  services,
];

export const UAE_SECTIONS: FooterSection[] = [
  about([]),
  { id: 'legal', titleKey: 'footer.section.legal', links: [
    terms,
    privacy,
    risk,
    { labelKey: 'footer.link.cookiePolicy', path: '/legal/cookie-policy' },
    { labelKey: 'footer.link.amlPolicy', path: '/legal/aml-policy' },
    { labelKey: 'footer.link.complaintsHandling', path: '/legal/complaints-handling-policy' },
    { labelKey: 'footer.link.conflictOfInterest', path: '/legal/conflict-of-interest-policy' },
    { labelKey: 'footer.link.custodyPolicy', path: '/legal/custody-policy' },
    { labelKey: 'footer.link.feeSchedule', path: '/legal/fee-schedule' },
    { labelKey: 'footer.link.regulatoryDisclosures', path: '/legal/regulatory-disclosures' },
  ] },
  products('BTC_AED'),
  services,
];
