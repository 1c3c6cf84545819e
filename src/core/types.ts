// The public contract's shared shapes (DESIGN.md §2) and the spec's entities (§3): part of the
// package's typings (src/index.ts re-exports them; npm run build emits types/index.d.ts).
import type { PriceConfig } from './prices/types';

export type { PriceConfig, PriceSource, Tick } from './prices/types';

export type Theme = 'light' | 'dark';
export type RiseColour = 'risered' | 'risegreen';
export type Reftime = '24h' | 'utc0' | 'utc8';

/** The spec's common site data (§3), field names as the spec writes them. */
export interface CommonData {
  sub_website_id?: number;
  lang_prefix?: string;
  lang_list?: Record<string, string>;
  fiat_list?: Array<{ fiat: string; symbol?: string }>;
  curr_fiat?: string;
  currency_count?: number;
  defaultBuyCryptoFiat?: string;
  defaultP2PFiat?: string;
  curr_fiat_market_rates?: Record<string, number>;
  is_login?: boolean;
  isLogin?: boolean;
  is_service_host?: boolean;
  is_phone?: boolean;
  is_copper?: boolean;
  menuConfig?: unknown;
  userLandingPageCountry?: string;
  isUKLimit?: boolean;
  isItalyLimit?: boolean;
  isBrazilToast?: boolean;
  isNlLimit?: boolean;
  isHKUser?: boolean;
  isLTWToast?: boolean;
  isUzbekistanToast?: boolean;
  isWithdrawOnlyUser?: boolean;
  kyc_toast?: boolean;
  limitCountryUserStatus?: number;
  isShowComplianceTips?: boolean;
  isBlockedCountry?: boolean;
  [key: string]: unknown;
}

/** The spec's user info (§3). */
export interface UserInfo {
  uid?: number | string;
  tier_level?: number;
  nickname?: string;
  user_avatar?: string;
  user_nick?: string;
  tier_next_progress?: number;
  tier_next_usdt?: number | string;
  tier_next_fiat?: number | string;
  curr_fiat?: string;
  kyc_status?: number;
  safe_level?: number;
  isLogin?: boolean;
  is_sub_account?: boolean;
  white_list_show?: boolean;
  [key: string]: unknown;
}

/** The compliance check result (§3): hidden feature keys, business list, limits. */
export interface Compliance {
  menuList: string[];
  businessList: string[];
  au_redirect?: boolean;
  [key: string]: unknown;
}

export interface CsrfConfig {
  /** cookie that holds the token */
  cookie: string;
  /** request header that carries it */
  header: string;
}

/** The page-wide configuration (DESIGN.md §2), after normalising. */
export interface PageConfig {
  siteId: number;
  lang: string;
  apiBase: string;
  theme?: Theme;
  common: CommonData;
  user: UserInfo | null;
  compliance: Compliance;
  /** header feature flags (§6): a flag set to false hides that option */
  flags: Record<string, boolean>;
  csrf: CsrfConfig;
  /** demo trading (testnet) variant of the main site */
  testnet?: boolean;
  /** regular expression source that recognises the exchange's app user agents */
  appUserAgent?: string;
  /**
   * the separate search application (§1, version 5): its script, version and the global
   * it defines (`{ version, mount(container, props) → { update(props), unmount() } }`)
   */
  searchApp?: { src: string; version?: number; global?: string };
  /** the live price feed of open market lists (DESIGN.md §3b); none without it (and without a host source) */
  prices?: PriceConfig | null;
}

/** What a host may pass to configure() or put in #ex-config: any part of it. */
export type PageConfigInput = Partial<Omit<PageConfig, 'csrf' | 'compliance'>> & { csrf?: Partial<CsrfConfig>; compliance?: Partial<Compliance> };

export interface Session {
  isLogin: boolean;
  user: UserInfo | null;
}
