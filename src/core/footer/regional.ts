// The footers of Turkey, the EU (Malta), Hong Kong and America (spec §2 "Footer links").
import { COMPLIANCE_KEYS as C } from '../compliance';
import type { FooterLink, FooterSection } from './types';

const SENTIMENT: Array<[FooterLink['labelKey'], string]> = [
  ['footer.link.btcDominance', 'bitcoin-dominance'],
  ['footer.link.altcoinSeason', 'altcoin-season-index'],
  ['footer.link.ahr999', 'ahr999-index'],
  ['footer.link.puellMultiple', 'puell-multiple'],
  ['footer.link.volatility', 'historical-volatility'],
];

/** Turkey's /converter/{coin-name}/{symbol}-to-try links. */
const TRY_CONVERTERS = [
  { name: 'bitcoin', symbol: 'BTC' },
  { name: 'ethereum', symbol: 'ETH' },
  { name: 'tether', symbol: 'USDT' },
];

export const TR_SECTIONS: FooterSection[] = [
  { id: 'about', titleKey: 'footer.section.about', links: [
    { labelKey: 'footer.link.aboutUs', path: '/about-us' },
    { labelKey: 'footer.link.calendar', path: '/calendar' },
    { labelKey: 'footer.link.mediaKit', path: '/media-kit', compliance: C.mediaKit },
    { labelKey: 'footer.link.security', path: '/security' },
  ] },
  { id: 'products', titleKey: 'footer.section.products', links: [
    { labelKey: 'footer.link.spot', path: '/trade/BTC_USDT', compliance: C.spotTrade },
    { labelKey: 'footer.link.depositFiat', labelVars: { fiat: 'TRY' }, path: '/myaccount/deposit_fiat', compliance: C.fiatTrade },
    { labelKey: 'footer.link.withdrawFiat', labelVars: { fiat: 'TRY' }, path: '/myaccount/withdraw_fiat', compliance: C.fiatTrade },
  ] },
  { id: 'market-data', titleKey: 'footer.section.marketData', links: SENTIMENT.map(([labelKey, slug]) => (
    { labelKey, path: `/crypto-market-data/market-sentiment/${slug}` }
  )) },
  { id: 'services', titleKey: 'footer.section.services', links: [
    { labelKey: 'footer.link.help', path: '/help', compliance: C.helpCenter },
    { labelKey: 'footer.link.officialVerify', path: '/officialverify' },
    { labelKey: 'footer.link.announcements', path: '/announcements', compliance: C.latestNews },
    { labelKey: 'footer.link.fees', path: '/fee' },
    { labelKey: 'footer.link.feedback', path: '/suggestions-feedback' },
  ] },
  { id: 'learn', titleKey: 'footer.section.learn', links: [
    { labelKey: 'footer.link.learn', path: '/learn', compliance: C.learn },
    { labelKey: 'footer.link.prices', path: '/price' },
    ...TRY_CONVERTERS.map(({ name, symbol }): FooterLink => ({
      labelKey: 'footer.link.pairConverter', labelVars: { from: symbol, to: 'TRY' },
      path: `/converter/${name}/${symbol.toLowerCase()}-to-try`, compliance: C.fiatTrade,
    })),
  ] },
];

export const EU_SECTIONS: FooterSection[] = [
  { id: 'about', titleKey: 'footer.section.about', links: [
    { labelKey: 'footer.link.contacts', path: '/page/contacts' },
    { labelKey: 'footer.link.careers', path: '/careers' },
    { labelKey: 'footer.link.officialVerify', path: '/officialverify' },
  ] },
  { id: 'legal', titleKey: 'footer.section.legal', links: [
    { labelKey: 'footer.link.privacyPolicy', path: '/legal/privacy-policy' },
    { labelKey: 'footer.link.cookiePolicy', path: '/legal/cookies-policy' },
    { labelKey: 'footer.link.userAgreement', path: '/legal/user-agreement' },
    // the spec's text reads "/legal/ri{secret}": a redacted "/legal/risk-disclosure"
    { labelKey: 'footer.link.riskDisclosure', path: '/legal/risk-disclosure' },
    { labelKey: 'footer.link.complaints', path: '/legal/Complaints' },
    { labelKey: 'footer.link.disclaimer', path: '/legal/Disclaimer' },
    { labelKey: 'footer.link.operatingRules', path: '/legal/operating-rules' },
    { labelKey: 'footer.link.custodyPolicy', path: '/legal/custody-policy' },
    { labelKey: 'footer.link.conflictOfInterest', path: '/legal/conflict-of-interest-policy' },
    { labelKey: 'footer.link.orderExecution', path: '/legal/order-execution-policy' },
  ] },
  { id: 'products', titleKey: 'footer.section.products', links: [
    { labelKey: 'footer.link.spot', path: '/trade/BTC_USDC', compliance: C.spotTrade },
    { labelKey: 'footer.link.otc', path: '/otc', compliance: C.otc },
  ] },
  { id: 'services', titleKey: 'footer.section.services', links: [
    { labelKey: 'footer.link.fees', path: '/fee' },
    { labelKey: 'footer.link.referral', path: '/referral', compliance: C.affiliate },
  ] },
];

/** Hong Kong's policy PDFs live on the static host, outside the language prefix. */
const HK_PDF = 'https://static.exchange.example/hk/policies';

export const HK_SECTIONS: FooterSection[] = [
  { id: 'products', titleKey: 'footer.section.products', links: [
    { labelKey: 'footer.link.spot', path: '/trade/BTC_USDT', compliance: C.spotTrade },
  ] },
  { id: 'services', titleKey: 'footer.section.services', links: [
    { labelKey: 'footer.link.fees', path: '/fee' },
    { labelKey: 'footer.link.help', path: '/help', compliance: C.helpCenter },
    { labelKey: 'footer.link.announcements', path: '/articlelist/ann', compliance: C.latestNews },
  ] },
  { id: 'policies', titleKey: 'footer.section.policies', links: [
    { labelKey: 'footer.link.termsOfUse', path: `${HK_PDF}/terms-of-use.pdf`, external: true, newWindow: true },
    { labelKey: 'footer.link.privacyPolicy', path: `${HK_PDF}/privacy-policy.pdf`, external: true, newWindow: true },
    { labelKey: 'footer.link.riskDisclosure', path: `${HK_PDF}/risk-disclosure.pdf`, external: true, newWindow: true },
    { labelKey: 'footer.link.amlPolicy', path: `${HK_PDF}/aml-policy.pdf`, external: true, newWindow: true },
    { labelKey: 'footer.link.complaintsHandling', path: `${HK_PDF}/complaints-handling-policy.pdf`, external: true, newWindow: true },
  ] },
];

export const US_SUPPORT_EMAIL = 'support@us.exchange.example';

export const US_SECTIONS: FooterSection[] = [
  { id: 'about', titleKey: 'footer.section.about', links: [
    { labelKey: 'footer.link.aboutUs', path: '/about' },
    { labelKey: 'footer.link.userAgreement', path: '/legal/user-agreement' },
    { labelKey: 'footer.link.privacyPolicy', path: '/legal/privacy-policy' },
    { labelKey: 'footer.link.licenses', path: '/legal/licenses' },
    { labelKey: 'footer.link.brandPartnerships', path: '/brand-partnerships', compliance: C.partner },
    { labelKey: 'footer.link.mediaKit', path: '/media-kit', compliance: C.mediaKit },
  ] },
  { id: 'products', titleKey: 'footer.section.products', links: [
    { labelKey: 'footer.link.spot', path: '/trade/BTC_USDT', compliance: C.spotTrade },
  ] },
  { id: 'services', titleKey: 'footer.section.services', links: [
    { labelKey: 'footer.link.announcements', path: '/announcements', compliance: C.latestNews },
    { labelKey: 'footer.link.fees', path: '/fee' },
    { labelKey: 'footer.link.help', path: '/help', compliance: C.helpCenter },
    { labelKey: 'footer.link.contactSupport', path: `mailto:${US_SUPPORT_EMAIL}`, external: true },
  ] },
  { id: 'learn', titleKey: 'footer.section.learn', links: [
    { labelKey: 'footer.link.learn', path: '/learn', compliance: C.learn },
    { labelKey: 'footer.link.courses', path: '/learn/course', compliance: C.learn },
    { labelKey: 'footer.link.community', path: '/community' },
  ] },
];
