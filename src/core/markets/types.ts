// The market-list entities of spec §3 after their pipelines, and the markets a dropdown shows.

/** The six market dropdowns (DESIGN.md §2 `<ex-market-dropdown market=…>`). */
export type MarketKind = 'spot' | 'futures' | 'options' | 'pilot' | 'pre-market' | 'memebox';

export const MARKET_KINDS: readonly MarketKind[] = ['spot', 'futures', 'options', 'pilot', 'pre-market', 'memebox'];

export type Trend = 'up' | 'down';

/** A spot display row (§3 "Spot market raw row … is turned into …"). */
export interface SpotRow {
  curr_a: string;
  curr_b: string;
  pair: string;
  name: string;
  full_name: string;
  rate: string;
  p_rate: string;
  rate_percent: string;
  vol_b: string;
  multiple: number;
  enable_credit: boolean;
  /** the pair as shown, BASE/QUOTE */
  symbol: string;
  trend: Trend;
  /** seconds */
  opening_time: number;
  cross_multiple: number;
  isST: boolean;
  icon: string;
  categories: string[];
  /** server link, when the row carries one; else {prefixLink}/{pair} */
  link?: string;
}

/** A futures (perpetual) or delivery display row (§3). */
export interface ContractRow {
  curr_a: string;
  curr_b: string;
  pair: string;
  name: string;
  full_name: string;
  link: string;
  icon: string;
  isST: boolean;
  categories: string[];
  settle: string;
}

/** Options underlying as a row (§3 "Options market row": pair may contain an underscore). */
export interface OptionsRow { pair: string; curr_a: string; curr_b: string; icon: string }

/** Launchpad row (§3). */
export interface PilotRow {
  name: string;
  address: string;
  show_pair: string;
  icon: string;
  chain_icon: string;
  seo_path: string;
  is_hot: boolean;
  categories: string[];
}

/** Pre-market row (§3). */
export interface PreMarketRow { currency: string; market: string; full_name: string; tags: string[] }

/** Alpha (memebox) row (§3 "Alpha token list row"). */
export interface AlphaRow { address: string; show_pair: string; icon: string; chain_icon: string; chain: string; pair: string }

export interface MarketRowOf {
  spot: SpotRow;
  futures: ContractRow;
  options: OptionsRow;
  pilot: PilotRow;
  'pre-market': PreMarketRow;
  memebox: AlphaRow;
}

export type AnyMarketRow = MarketRowOf[MarketKind];

/** Rows by category code (a tab's `market`), ALL holding every row. */
export type Grouped<T> = Record<string, T[]>;
