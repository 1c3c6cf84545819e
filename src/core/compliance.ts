// Compliance hiding (spec §6): the compliance check's menu list names feature keys whose
// links are hidden. The keys, one per feature the spec lists.
import type { Compliance } from './types';

export const COMPLIANCE_KEYS = {
  ventures: 'ventures',
  express: 'express',
  spotTrade: 'spot_trade',
  derivatives: 'derivatives',
  marginEtf: 'margin_etf',
  nft: 'nft',
  pay: 'pay',
  otc: 'otc',
  shop: 'shop',
  vipService: 'vip_service',
  latestNews: 'latest_news',
  helpCenter: 'help_center',
  /** fiat trade: P2P, converter, buy */
  fiatTrade: 'fiat_trade',
  affiliate: 'affiliate',
  upcomingEvent: 'upcoming_event',
  learn: 'learn',
  partner: 'partner',
  mediaKit: 'media_kit',
  marginTrade: 'margin_trade',
  stablecoinStaking: 'stablecoin_staking',
  web3: 'web3',
  flashExchange: 'flash_exchange',
  tokenizedStocks: 'tokenized_stocks',
  xstocks: 'xstocks',
  ondo: 'ondo',
  launchpad: 'launchpad',
  alphaAccount: 'alpha_account',
  c2cOrders: 'c2c_orders',
  deposit: 'deposit',
} as const;

export type ComplianceKey = (typeof COMPLIANCE_KEYS)[keyof typeof COMPLIANCE_KEYS];

/** Whether the compliance result hides a feature. */
export const isHiddenByCompliance = (compliance: Compliance, key: ComplianceKey | undefined): boolean =>
  key !== undefined && compliance.menuList.includes(key);

/** Items whose `compliance` key is not hidden. */
export const visibleUnderCompliance = <T extends { compliance?: ComplianceKey }>(items: readonly T[], compliance: Compliance): T[] =>
  items.filter((item) => !isHiddenByCompliance(compliance, item.compliance));
