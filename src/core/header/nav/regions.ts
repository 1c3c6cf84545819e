// What each regional sub-site shows (spec §6 "Regional sub-sites … each hide or show many
// entries"): one row per EditionKey. Malta is the EU edition (siteId 106). The account side
// of the header (wallet, orders, bell, deposit) reads the same rows.
import type { Edition, EditionKey } from '../../editions';

export const REGION_FEATURES = [
  'futures', 'margin', 'copyTrading', 'paymentAccount', 'depositWithdraw', 'referral', 'notifications', 'search',
] as const;

export type RegionFeature = (typeof REGION_FEATURES)[number];

/** Top navigation entries, by key of the static tables (src/core/header/menus.ts). */
export type TopKey =
  | 'buy' | 'markets' | 'trade' | 'derivatives' | 'earn' | 'web3' | 'community' | 'institution'
  | 'learn' | 'rewards' | 'more';

export interface RegionRules {
  features: Readonly<Record<RegionFeature, boolean>>;
  /** the top navigation, in order */
  nav: readonly TopKey[];
}

type Flags = [futures: 0 | 1, margin: 0 | 1, copyTrading: 0 | 1, paymentAccount: 0 | 1,
  depositWithdraw: 0 | 1, referral: 0 | 1, notifications: 0 | 1, search: 0 | 1];

const rules = (flags: Flags, nav: readonly TopKey[]): RegionRules => ({
  features: Object.fromEntries(REGION_FEATURES.map((f, i) => [f, flags[i] === 1])) as Record<RegionFeature, boolean>,
  nav,
});

//                        futures margin copy payment dep/wd referral notif search
export const REGION_RULES: Readonly<Record<EditionKey, RegionRules>> = {
  main: rules([1, 1, 1, 1, 1, 1, 1, 1], ['buy', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community', 'institution', 'learn', 'rewards', 'more']),
  tr: rules([0, 0, 0, 0, 1, 1, 1, 1], ['buy', 'markets', 'trade', 'earn', 'learn', 'more']),
  eu: rules([0, 0, 0, 0, 1, 1, 1, 1], ['buy', 'markets', 'trade', 'earn', 'learn', 'more']),
  hk: rules([0, 0, 0, 0, 1, 0, 1, 1], ['markets', 'trade', 'learn']),
  us: rules([0, 0, 0, 1, 1, 1, 1, 1], ['buy', 'markets', 'trade', 'earn', 'learn', 'more']),
  bs: rules([1, 1, 1, 0, 1, 1, 1, 1], ['buy', 'markets', 'trade', 'derivatives', 'earn', 'learn', 'more']),
  sg: rules([0, 0, 0, 0, 1, 0, 1, 1], ['markets', 'trade', 'learn']),
  uk: rules([0, 0, 0, 0, 1, 0, 1, 1], ['buy', 'markets', 'trade', 'learn']),
  jp: rules([0, 0, 0, 0, 1, 0, 1, 0], ['markets', 'trade', 'learn']),
  uae: rules([0, 0, 0, 0, 1, 0, 1, 1], ['buy', 'markets', 'trade', 'learn']),
  au: rules([0, 0, 0, 0, 1, 0, 1, 1], ['buy', 'markets', 'trade', 'learn', 'more']),
  // demo trading: play money, so nothing to deposit, refer or be notified about
  testnet: rules([1, 0, 0, 0, 0, 0, 0, 1], ['trade', 'derivatives']),
};

export const regionRules = (edition: Edition): RegionRules => REGION_RULES[edition.key];

/** Whether the edition shows a feature (futures, margin, copy trading, …). */
export const regionHas = (edition: Edition, feature: RegionFeature): boolean => REGION_RULES[edition.key].features[feature];
