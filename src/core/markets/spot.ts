// Spot pipeline (§3): the raw ordered array → a display row with every derived field,
// grouped by category.
import { groupByCategory, memoByInput, splitList } from './group';
import type { Grouped, SpotRow } from './types';

/** Positions in a raw spot row, in the order of §3. */
export const RAW = {
  pair: 0, name: 1, ratePercent: 2, rate: 3, volume: 4, multiple: 5, credit: 6, categories: 7,
  prevRate: 8, openingTime: 9, crossMultiple: 10, st: 11, icon: 12,
} as const;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};
const flag = (v: unknown): boolean => v === true || Number(v) === 1;

/** "BTC_USDT" → ['BTC', 'USDT']; "BTC" → ['BTC', '']. Only the first underscore splits. */
export function splitPair(pair: string): [string, string] {
  const at = pair.indexOf('_');
  return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
}

/** One raw row → a display row, or null when it has no pair. */
export function parseSpotRow(raw: unknown): SpotRow | null {
  if (!Array.isArray(raw)) return null;
  const pair = str(raw[RAW.pair]).trim();
  if (!pair) return null;
  const [curr_a, curr_b] = splitPair(pair);
  const name = str(raw[RAW.name]);
  const ratePercent = str(raw[RAW.ratePercent]);
  const multiple = num(raw[RAW.multiple]);
  return {
    curr_a, curr_b, pair, name, full_name: name,
    rate: str(raw[RAW.rate]),
    p_rate: str(raw[RAW.prevRate]),
    rate_percent: ratePercent,
    vol_b: str(raw[RAW.volume]),
    multiple,
    enable_credit: flag(raw[RAW.credit]),
    symbol: curr_b ? `${curr_a}/${curr_b}` : curr_a,
    trend: num(ratePercent) >= 0 ? 'up' : 'down', // §3: up if percent >= 0
    opening_time: num(raw[RAW.openingTime]),
    cross_multiple: num(raw[RAW.crossMultiple]),
    isST: flag(raw[RAW.st]),
    icon: str(raw[RAW.icon]),
    categories: splitList(raw[RAW.categories]),
  };
}

export function parseSpotRows(raw: readonly unknown[]): SpotRow[] {
  const rows: SpotRow[] = [];
  for (const item of raw) {
    const row = parseSpotRow(item);
    if (row) rows.push(row);
  }
  return rows;
}

/** The spot answer grouped by category, parsed once per answer. */
export const groupSpots: (raw: readonly unknown[]) => Grouped<SpotRow> =
  memoByInput((raw: readonly unknown[]) => groupByCategory(parseSpotRows(raw)));
