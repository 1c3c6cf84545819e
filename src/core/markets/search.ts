// Market-list search boxes (§5): trimmed keywords, case-insensitive, on the pair with the
// underscore removed (launchpad: show_pair or address; pre-market: market or currency).
// Matching is plain substring search, so regex special characters are literal by
// construction; the searchable text of each row is folded once, when the list changes.
import type { AlphaRow, ContractRow, MarketKind, MarketRowOf, OptionsRow, PilotRow, PreMarketRow, SpotRow } from './types';

/** Lower-cased, pair separators removed: "BTC_USDT" and "btc/usdt" both fold to "btcusdt". */
export const fold = (text: string): string => text.toLowerCase().replace(/[_/]/g, '');

/** The fields each market's search box matches (§5). */
export const SEARCH_FIELDS: { [K in MarketKind]: (row: MarketRowOf[K]) => string[] } = {
  spot: (r: SpotRow) => [r.pair],
  futures: (r: ContractRow) => [r.pair],
  options: (r: OptionsRow) => [r.pair],
  pilot: (r: PilotRow) => [r.show_pair, r.address],
  'pre-market': (r: PreMarketRow) => [r.market, r.currency],
  memebox: (r: AlphaRow) => [r.pair],
};

export interface FilterIndex<T> {
  rows: readonly T[];
  /** each row's folded fields, joined by a separator no keyword contains */
  text: string[];
}

const SEPARATOR = '\u0000';

/** An index of `rows` and how to fill it: `fill(from, to)` indexes rows from..to-1 (built in slices, see searcher.ts). */
export function filterIndexBuilder<T>(rows: readonly T[], fields: (row: T) => string[]): { index: FilterIndex<T>; fill: (from: number, to: number) => void } {
  const text = new Array<string>(rows.length);
  const fill = (from: number, to: number) => {
    for (let i = from; i < to; i++) text[i] = fields(rows[i]).map(fold).join(SEPARATOR);
  };
  return { index: { rows, text }, fill };
}

export function buildFilterIndex<T>(rows: readonly T[], fields: (row: T) => string[]): FilterIndex<T> {
  const { index, fill } = filterIndexBuilder(rows, fields);
  fill(0, rows.length);
  return index;
}

/** The rows whose folded fields contain the trimmed keyword, in list order; all rows for an empty one (§5). */
export function filterRows<T>(index: FilterIndex<T>, keyword: string): readonly T[] {
  const needle = fold(keyword.trim()).replaceAll(SEPARATOR, '');
  if (!needle) return index.rows;
  const out: T[] = [];
  for (let i = 0; i < index.text.length; i++) if (index.text[i].includes(needle)) out.push(index.rows[i]);
  return out;
}

/**
 * §5 new-listing sort: rows whose opening time (seconds) is in the future first, by opening
 * time, then the rest in their order.
 */
export function sortNewListed<T extends { opening_time: number }>(rows: readonly T[], nowSeconds: number): T[] {
  const upcoming = rows.filter((r) => r.opening_time > nowSeconds).sort((a, b) => a.opening_time - b.opening_time);
  return [...upcoming, ...rows.filter((r) => !(r.opening_time > nowSeconds))];
}
