// The footer links of spec §2 "Footer links", written out as the spec gives them, section by
// section, for the tests of the core rules and of <ex-footer>. Paths are before the prefix.
import type { EditionKey } from '../editions';
import { langPrefix } from '../links';

export const SUPPORT_HOST = 'https://support.exchange.example/hc/';
export const coins = ['bitcoin-btc', 'ethereum-eth', 'ripple-xrp', 'solana-sol', 'pi-network-pi'];
const HK_PDF = 'https://static.exchange.example/hk/policies/';

export type Expected = Record<string, string[]>;
export const SPEC: Record<Exclude<EditionKey, 'testnet'>, (lang: string) => Expected> = {
  main: (lang) => ({
    about: ['/about_us', '/page/careers', '/newsroom', '/brand-partnerships/motorsport', '/brand-partnerships/football',
      '/user-agreement', '/risk-disclosure', '/privacy-policy', '/cookie-policy', '/media-kit', '/proof_of_reserves',
      '/gategroup/legal/licenses', '/security', '/gt', '/gusd', '/event', '/legal/law-enforcement', '/global-conferences', '/ventures'],
    products: [...coins.map((c) => `/buy-${c}`), ...coins.map((c) => `/sell-${c}`), '/p2p-express/buy/USD-USDT', '/convert',
      '/trade/BTC_USDT', '/futures_center', '/tokenized-stocks', '/alpha', '/trade/BTC_USDT?tab=isolated_margin', '/etf', '/nft',
      '/gatepay', '/mini-app', '/gift-card', '/otc', '/charity', '/shop', '/web3', '/perp-dex'],
    services: ['/vip', '/institution', '/suggestions-feedback', '/announcements', '/fee', '/help', '/listing', '/security-audit',
      '/developers', '/officialverify', ['zh', 'tw'].includes(lang) ? '/p2p/merchant' : '/c2c/merchant', '/referral/affiliate',
      '/upcoming-event', '/crosschain', `${SUPPORT_HOST}${({ en: 'en-us', zh: 'zh-cn' } as Record<string, string>)[lang] ?? lang}/requests/new`],
    learn: ['/learn', '/learn/course', '/learn/glossary', '/price', '/bigdata', '/explore/bitcoin-halving-countdown',
      '/price/bitcoin-btc', '/how-to-buy/bitcoin-btc', '/how-to-buy', '/price-prediction/bitcoin-btc', '/price-prediction',
      '/price/bitcoin-btc/usd', '/converter', '/crypto-wiki', '/crypto-calculator'],
  }),
  tr: () => ({
    about: ['/about-us', '/calendar', '/media-kit', '/security'],
    products: ['/trade/BTC_USDT', '/myaccount/deposit_fiat', '/myaccount/withdraw_fiat'],
    'market-data': ['bitcoin-dominance', 'altcoin-season-index', 'ahr999-index', 'puell-multiple', 'historical-volatility']
      .map((s) => `/crypto-market-data/market-sentiment/${s}`),
    services: ['/help', '/officialverify', '/announcements', '/fee', '/suggestions-feedback'],
    learn: ['/learn', '/price', '/converter/bitcoin/btc-to-try', '/converter/ethereum/eth-to-try', '/converter/tether/usdt-to-try'],
  }),
  eu: () => ({
    about: ['/page/contacts', '/careers', '/officialverify'],
    legal: ['/legal/privacy-policy', '/legal/cookies-policy', '/legal/user-agreement', '/legal/risk-disclosure', '/legal/Complaints',
      '/legal/Disclaimer', '/legal/operating-rules', '/legal/custody-policy', '/legal/conflict-of-interest-policy', '/legal/order-execution-policy'],
    products: ['/trade/BTC_USDC', '/otc'],
    services: ['/fee', '/referral'],
  }),
  hk: () => ({
    products: ['/trade/BTC_USDT'],
    services: ['/fee', '/help', '/articlelist/ann'],
    policies: ['terms-of-use', 'privacy-policy', 'risk-disclosure', 'aml-policy', 'complaints-handling-policy'].map((f) => `${HK_PDF}${f}.pdf`),
  }),
  us: () => ({
    about: ['/about', '/legal/user-agreement', '/legal/privacy-policy', '/legal/licenses', '/brand-partnerships', '/media-kit'],
    products: ['/trade/BTC_USDT'],
    services: ['/announcements', '/fee', '/help', 'mailto:support@us.exchange.example'],
    learn: ['/learn', '/learn/course', '/community'],
  }),
  sg: () => ({ about: ['/about_us', '/legal/terms-of-use', '/legal/privacy-policy', '/legal/risk-disclosure'], products: ['/trade/BTC_SGD'], services: ['/fee', '/help', '/announcements'] }),
  jp: () => ({ about: ['/about_us', '/legal/terms-of-use', '/legal/privacy-policy'], products: ['/trade/BTC_JPY'], services: ['/fee', '/help', '/announcements'] }),
  uk: () => ({ about: ['/about_us', '/legal/terms-of-use', '/legal/privacy-policy', '/legal/risk-disclosure'], products: ['/trade/BTC_USDT'], services: ['/fee', '/help', '/announcements'] }),
  bs: () => ({ about: ['/about_us', '/page/careers', '/user-agreement', '/legal/privacy-policy', '/legal/risk-disclosure'], products: ['/trade/BTC_USDT'], services: ['/fee', '/help', '/announcements'] }),
  au: () => ({ about: ['/about_us', '/legal/terms-of-use', '/legal/privacy-policy', '/legal/complaints-handling-policy'], products: ['/trade/BTC_USDT'], services: ['/fee', '/help', '/announcements'] }),
  uae: () => ({
    about: ['/about_us'],
    legal: ['terms-of-use', 'privacy-policy', 'risk-disclosure', 'cookie-policy', 'aml-policy', 'complaints-handling-policy',
      'conflict-of-interest-policy', 'custody-policy', 'fee-schedule', 'regulatory-disclosures'].map((p) => `/legal/${p}`),
    products: ['/trade/BTC_AED'],
    services: ['/fee', '/help', '/announcements'],
  }),
};

/** The expected lists for a language: internal paths get /{lang} (none for en). */
export const withLang = (lang: string, expected: Expected): Expected => Object.fromEntries(
  Object.entries(expected).map(([id, paths]) => [id, paths.map((p) => (p.startsWith('/') ? `${langPrefix(lang)}${p}` : p))]));

/** The languages the table-driven tests walk. */
export const TEST_LANGS = ['en', 'zh', 'it', 'ar', 'tr'];
