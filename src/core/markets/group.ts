// Grouping rows by their comma-separated category list (§3 spot and pilot rows).
import type { Grouped } from './types';

export const ALL = 'ALL';

/** "ALL, USDT,HOT" → ['ALL', 'USDT', 'HOT']: trimmed, empties dropped. */
export const splitList = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];

/**
 * Rows under each of their categories, in their order; ALL holds every row once. Categories
 * are server data, so the groups have no prototype: `constructor` or `__proto__` is one more group.
 */
export function groupByCategory<T extends { categories: string[] }>(rows: readonly T[]): Grouped<T> {
  const groups = Object.create(null) as Grouped<T>;
  groups[ALL] = [];
  for (const row of rows) {
    groups[ALL].push(row);
    for (const category of new Set(row.categories)) {
      if (category !== ALL) (groups[category] ??= []).push(row);
    }
  }
  return groups;
}

/** A category's rows, none when the groups lack it (an own group only, never an Object member). */
export const rowsIn = <T>(groups: Grouped<T>, category: string): T[] => (Object.hasOwn(groups, category) ? groups[category] : []);

/** Memoises a pure transform per input object, so one answer is parsed once. */
export function memoByInput<I extends object, O>(transform: (input: I) => O): (input: I) => O {
  const memo = new WeakMap<I, O>();
  return (input) => {
    let out = memo.get(input);
    if (out === undefined) memo.set(input, (out = transform(input)));
    return out;
  };
}
