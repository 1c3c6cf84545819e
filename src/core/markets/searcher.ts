// A list's search: the header ranking (§5) for markets with base and quote, or the search
// box filter in list order. The index is built on first use, or ahead of it by prepare() in
// slices of idle time, so 50,000 rows never hold the main thread for long.
import { rankMarkets, searchIndexBuilder, type Rankable } from './rank';
import { filterIndexBuilder, filterRows, SEARCH_FIELDS } from './search';
import type { AnyMarketRow, MarketKind } from './types';

/** Markets whose rows have base and quote, so the header ranking applies. */
export const RANKABLE: ReadonlySet<MarketKind> = new Set(['spot', 'futures', 'options']);

/** Rows indexed per slice of prepare(): about a millisecond. */
export const SLICE_ROWS = 2000;

export interface Searcher {
  /** indexes a slice of rows, then more while `more()` allows; true once the index is built */
  prepare(more?: () => boolean): boolean;
  /** the rows for a keyword; all rows, in order, for an empty one */
  search(keyword: string): readonly AnyMarketRow[];
}

/** An index filled a slice at a time; `get` finishes it. */
function sliced<I>(count: number, { index, fill }: { index: I; fill: (from: number, to: number) => void }) {
  let done = 0;
  const prepare = (more: () => boolean = () => true): boolean => {
    while (done < count) {
      const to = Math.min(count, done + SLICE_ROWS);
      fill(done, to);
      done = to;
      if (!more()) break;
    }
    return done >= count;
  };
  return { prepare, get: (): I => { prepare(); return index; } };
}

export function marketSearcher(kind: MarketKind, rows: readonly AnyMarketRow[], ranked: boolean): Searcher {
  if (ranked && RANKABLE.has(kind)) {
    const { prepare, get } = sliced(rows.length, searchIndexBuilder(rows as ReadonlyArray<AnyMarketRow & Rankable>));
    return { prepare, search: (kw) => (kw.trim() ? rankMarkets(get(), kw) : rows) };
  }
  const { prepare, get } = sliced(rows.length, filterIndexBuilder(rows, SEARCH_FIELDS[kind] as (row: AnyMarketRow) => string[]));
  return { prepare, search: (kw) => (kw.trim() ? filterRows(get(), kw) : rows) };
}
