// The global edition's footer (spec §2 "Footer links": Global About, Products, Services, Learn).
import { COMPLIANCE_KEYS as C } from '../compliance';
import { isChinese } from '../settings';
import type { FooterLink, FooterSection } from './types';

/** The coins with buy and sell pages (§2 Global Products). */
export const FOOTER_COINS = [
  { symbol: 'BTC', name: 'Bitcoin', slug: 'bitcoin-btc' },
  { symbol: 'ETH', name: 'Ethereum', slug: 'ethereum-eth' },
  { symbol: 'XRP', name: 'XRP', slug: 'ripple-xrp' },
  { symbol: 'SOL', name: 'Solana', slug: 'solana-sol' },
  { symbol: 'PI', name: 'Pi Network', slug: 'pi-network-pi' },
] as const;

/** The coin of Learn's /price/{coin-slug}, /how-to-buy/{coin-slug}… pages. */
const LEARN_COIN = FOOTER_COINS[0];

/** The support-request page, by language (§2 Global Services: chosen by language). */
const SUPPORT_LOCALES: Record<string, string> = {
  en: 'en-us', zh: 'zh-cn', tw: 'zh-tw', ja: 'ja', ko: 'ko', vi: 'vi', th: 'th', id: 'id', ru: 'ru',
  es: 'es', fr: 'fr', de: 'de', it: 'it', pt: 'pt-br', tr: 'tr', ar: 'ar',
};
export const supportRequestUrl = (lang: string): string =>
  `https://support.exchange.example/hc/${SUPPORT_LOCALES[lang] ?? SUPPORT_LOCALES.en}/requests/new`;

/** /c2c/merchant, or /p2p/merchant for Chinese locales (§2 Global Services). */
export const merchantPath = (lang: string): string => (isChinese(lang) ? '/p2p/merchant' : '/c2c/merchant');

const coinLinks = (kind: 'buy' | 'sell'): FooterLink[] => FOOTER_COINS.map((coin) => ({
  labelKey: kind === 'buy' ? 'footer.link.buyCoin' : 'footer.link.sellCoin',
  labelVars: { coin: coin.name },
  path: `/${kind}-${coin.slug}`,
  compliance: C.fiatTrade,
}));

export const GLOBAL_SECTIONS: FooterSection[] = [
  { id: 'about', titleKey: 'footer.section.about', links: [
    { labelKey: 'footer.link.aboutUs', path: '/about_us' },
    { labelKey: 'footer.link.careers', path: '/page/careers' },
    { labelKey: 'footer.link.newsroom', path: '/newsroom' },
    { labelKey: 'footer.link.partnerMotorsport', path: '/brand-partnerships/motorsport', compliance: C.partner },
    { labelKey: 'footer.link.partnerFootball', path: '/brand-partnerships/football', compliance: C.partner },
    { labelKey: 'footer.link.userAgreement', path: '/user-agreement' },
    { labelKey: 'footer.link.riskDisclosure', path: '/risk-disclosure' },
    { labelKey: 'footer.link.privacyPolicy', path: '/privacy-policy' },
    { labelKey: 'footer.link.cookiePolicy', path: '/cookie-policy' },
    { labelKey: 'footer.link.mediaKit', path: '/media-kit', compliance: C.mediaKit },
    { labelKey: 'footer.link.proofOfReserves', path: '/proof_of_reserves' },
    { labelKey: 'footer.link.licenses', path: '/gategroup/legal/licenses' },
    { labelKey: 'footer.link.security', path: '/security' },
    { labelKey: 'footer.link.gt', path: '/gt' },
    { labelKey: 'footer.link.gusd', path: '/gusd', compliance: C.stablecoinStaking },
    { labelKey: 'footer.link.events', path: '/event' },
    { labelKey: 'footer.link.lawEnforcement', path: '/legal/law-enforcement' },
    { labelKey: 'footer.link.conferences', path: '/global-conferences' },
    { labelKey: 'footer.link.ventures', path: '/ventures', compliance: C.ventures },
  ] },
  { id: 'products', titleKey: 'footer.section.products', links: [
    ...coinLinks('buy'),
    ...coinLinks('sell'),
    { labelKey: 'footer.link.p2pExpress', path: '/p2p-express/buy/USD-USDT', compliance: C.express },
    { labelKey: 'footer.link.convert', path: '/convert', compliance: C.flashExchange },
    { labelKey: 'footer.link.spot', path: '/trade/BTC_USDT', compliance: C.spotTrade },
    { labelKey: 'footer.link.futures', path: '/futures_center', compliance: C.derivatives },
    { labelKey: 'footer.link.tokenizedStocks', path: '/tokenized-stocks', compliance: C.tokenizedStocks },
    { labelKey: 'footer.link.alpha', path: '/alpha', compliance: C.alphaAccount },
    { labelKey: 'footer.link.margin', path: '/trade/BTC_USDT?tab=isolated_margin', compliance: C.marginTrade },
    { labelKey: 'footer.link.etf', path: '/etf', compliance: C.marginEtf },
    { labelKey: 'footer.link.nft', path: '/nft', compliance: C.nft },
    { labelKey: 'footer.link.pay', path: '/gatepay', compliance: C.pay },
    { labelKey: 'footer.link.miniApp', path: '/mini-app' },
    { labelKey: 'footer.link.giftCard', path: '/gift-card' },
    { labelKey: 'footer.link.otc', path: '/otc', compliance: C.otc },
    { labelKey: 'footer.link.charity', path: '/charity' },
    { labelKey: 'footer.link.shop', path: '/shop', compliance: C.shop },
    { labelKey: 'footer.link.web3', path: '/web3', compliance: C.web3 },
    { labelKey: 'footer.link.perpDex', path: '/perp-dex', compliance: C.web3 },
  ] },
  { id: 'services', titleKey: 'footer.section.services', links: [
    { labelKey: 'footer.link.vip', path: '/vip', compliance: C.vipService },
    { labelKey: 'footer.link.institution', path: '/institution' },
    { labelKey: 'footer.link.feedback', path: '/suggestions-feedback' },
    { labelKey: 'footer.link.announcements', path: '/announcements', compliance: C.latestNews },
    { labelKey: 'footer.link.fees', path: '/fee' },
    { labelKey: 'footer.link.help', path: '/help', compliance: C.helpCenter },
    { labelKey: 'footer.link.listing', path: '/listing' },
    { labelKey: 'footer.link.securityAudit', path: '/security-audit' },
    { labelKey: 'footer.link.api', path: '/developers' },
    { labelKey: 'footer.link.officialVerify', path: '/officialverify' },
    { labelKey: 'footer.link.p2pMerchant', path: merchantPath, compliance: C.fiatTrade },
    { labelKey: 'footer.link.affiliate', path: '/referral/affiliate', compliance: C.affiliate },
    { labelKey: 'footer.link.upcomingEvents', path: '/upcoming-event', compliance: C.upcomingEvent },
    { labelKey: 'footer.link.crosschain', path: '/crosschain' },
    { labelKey: 'footer.link.supportRequest', path: supportRequestUrl, external: true, newWindow: true },
  ] },
  { id: 'learn', titleKey: 'footer.section.learn', links: [
    { labelKey: 'footer.link.learn', path: '/learn', compliance: C.learn },
    { labelKey: 'footer.link.courses', path: '/learn/course', compliance: C.learn },
    { labelKey: 'footer.link.glossary', path: '/learn/glossary', compliance: C.learn },
    { labelKey: 'footer.link.prices', path: '/price' },
    { labelKey: 'footer.link.bigdata', path: '/bigdata' },
    { labelKey: 'footer.link.halving', path: '/explore/bitcoin-halving-countdown' },
    { labelKey: 'footer.link.coinPrice', labelVars: { coin: LEARN_COIN.name }, path: `/price/${LEARN_COIN.slug}` },
    { labelKey: 'footer.link.howToBuyCoin', labelVars: { coin: LEARN_COIN.name }, path: `/how-to-buy/${LEARN_COIN.slug}` },
    { labelKey: 'footer.link.howToBuy', path: '/how-to-buy' },
    { labelKey: 'footer.link.coinPrediction', labelVars: { coin: LEARN_COIN.name }, path: `/price-prediction/${LEARN_COIN.slug}` },
    { labelKey: 'footer.link.predictions', path: '/price-prediction' },
    { labelKey: 'footer.link.pairConverter', labelVars: { from: LEARN_COIN.symbol, to: 'USD' }, path: `/price/${LEARN_COIN.slug}/usd` },
    { labelKey: 'footer.link.converter', path: '/converter', compliance: C.fiatTrade },
    { labelKey: 'footer.link.wiki', path: '/crypto-wiki' },
    { labelKey: 'footer.link.calculator', path: '/crypto-calculator' },
  ] },
];
