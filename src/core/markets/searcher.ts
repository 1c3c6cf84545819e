// A list's search: the header ranking (§5) for markets with base and quote, or the search
// box filter in list order. The index is built on first use (or by prepare(), in idle time).
import { buildSearchIndex, rankMarkets, type Rankable, type SearchIndex } from './rank';
import { buildFilterIndex, filterRows, SEARCH_FIELDS, type FilterIndex } from './search';
import type { AnyMarketRow, MarketKind } from './types';

/** Markets whose rows have base and quote, so the header ranking applies. */
export const RANKABLE: ReadonlySet<MarketKind> = new Set(['spot', 'futures', 'options']);

export interface Searcher {
  /** builds the index now */
  prepare(): void;
  /** the rows for a keyword; all rows, in order, for an empty one */
  search(keyword: string): readonly AnyMarketRow[];
}

export function marketSearcher(kind: MarketKind, rows: readonly AnyMarketRow[], ranked: boolean): Searcher {
  if (ranked && RANKABLE.has(kind)) {
    let index: SearchIndex<AnyMarketRow> | undefined;
    const get = () => (index ??= buildSearchIndex(rows as ReadonlyArray<AnyMarketRow & Rankable>));
    return { prepare: () => void get(), search: (kw) => (kw.trim() ? rankMarkets(get(), kw) : rows) };
  }
  let index: FilterIndex<AnyMarketRow> | undefined;
  const get = () => (index ??= buildFilterIndex(rows, SEARCH_FIELDS[kind] as (row: AnyMarketRow) => string[]));
  return { prepare: () => void get(), search: (kw) => (kw.trim() ? filterRows(get(), kw) : rows) };
}
