// The header market search ranking (§5), stable for reuse (the search modal ranks with it):
//   0 exact base · 1 base starts-with · 2 exact quote · 3 base contains · 4 quote contains ·
//   5 name or pair (underscore removed) contains.
// The one-token alias: "xbt" (the ISO-style code some venues use for Bitcoin) searches as "btc".
// buildSearchIndex lower-cases every field once; a keystroke is then one pass with one
// substring test per row that cannot match, rows kept in list order inside each bucket.
import { fold } from './search';

export interface Rankable {
  curr_a: string;
  curr_b: string;
  pair: string;
  name?: string;
}

export interface SearchIndex<T> {
  readonly rows: readonly T[];
  readonly base: readonly string[];
  readonly quote: readonly string[];
  readonly name: readonly string[];
  /** the pair folded: lower-cased, underscore removed */
  readonly pair: readonly string[];
  /** base, quote, name and pair joined by NUL: one test rejects a row that cannot match */
  readonly all: readonly string[];
}

/** Aliases: a keyword that searches as another (§5 "a special alias for one token"); a Map, as the keyword is typed text. */
export const SEARCH_ALIASES: ReadonlyMap<string, string> = new Map([['xbt', 'btc']]);

const NUL = '\u0000';
const BUCKETS = 6;

/** An index of `rows` and how to fill it: `fill(from, to)` indexes rows from..to-1 (built in slices, see searcher.ts). */
export function searchIndexBuilder<T extends Rankable>(rows: readonly T[]): { index: SearchIndex<T>; fill: (from: number, to: number) => void } {
  const n = rows.length;
  const base = new Array<string>(n);
  const quote = new Array<string>(n);
  const name = new Array<string>(n);
  const pair = new Array<string>(n);
  const all = new Array<string>(n);
  const fill = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const row = rows[i];
      base[i] = row.curr_a.toLowerCase();
      quote[i] = row.curr_b.toLowerCase();
      name[i] = (row.name ?? '').toLowerCase();
      pair[i] = fold(row.pair);
      all[i] = [base[i], quote[i], name[i], pair[i]].join(NUL); // join gives a flat string: no flattening on a keystroke
    }
  };
  return { index: { rows, base, quote, name, pair, all }, fill };
}

export function buildSearchIndex<T extends Rankable>(rows: readonly T[]): SearchIndex<T> {
  const { index, fill } = searchIndexBuilder(rows);
  fill(0, rows.length);
  return index;
}

/** The keyword as ranked: trimmed, lower-cased, aliased. */
export function rankKeyword(keyword: string): string {
  const kw = keyword.trim().toLowerCase().replaceAll(NUL, '');
  return SEARCH_ALIASES.get(kw) ?? kw;
}

/**
 * The rows matching `keyword`, best bucket first (see the top of this file), at most `limit`.
 * An empty keyword gives no rows: the caller shows its normal list (§5).
 */
export function rankMarkets<T>(index: SearchIndex<T>, keyword: string, limit = Infinity): T[] {
  const kw = rankKeyword(keyword);
  if (!kw || limit <= 0) return [];
  const kwPair = fold(kw);
  const pairOnly = kwPair !== kw && kwPair.length > 0; // "btc_usdt" still matches the folded pair
  const { base, quote, all, pair, rows } = index;
  const n = all.length;
  const len = kw.length;
  const found = new Int32Array(n); // row indices, grouped by bucket after the pass
  const bucketOf = new Uint8Array(n);
  const counts = new Int32Array(BUCKETS);
  let hits = 0;
  for (let i = 0; i < n; i++) {
    // every field is NUL-separated and the keyword holds no NUL, so the first hit's
    // position says which field it is in
    const at = all[i].indexOf(kw);
    let bucket: number;
    if (at < 0) {
      if (!pairOnly || pair[i].indexOf(kwPair) < 0) continue;
      bucket = 5;
    } else {
      const baseLen = base[i].length;
      bucket = at === 0 ? (baseLen === len ? 0 : 1)
        : quote[i] === kw ? 2
          : at < baseLen ? 3
            : at <= baseLen + quote[i].length ? 4
              : 5;
    }
    found[hits] = i;
    bucketOf[hits++] = bucket;
    counts[bucket]++;
  }
  const total = Math.min(hits, limit);
  const out = new Array<T>(total);
  const next = new Int32Array(BUCKETS);
  for (let b = 1; b < BUCKETS; b++) next[b] = next[b - 1] + counts[b - 1];
  for (let h = 0; h < hits; h++) {
    const slot = next[bucketOf[h]]++;
    if (slot < total) out[slot] = rows[found[h]];
  }
  return out;
}
