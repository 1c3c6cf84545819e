// Futures and delivery pipelines (§3): contracts → display rows, grouped into
// CONTRACT_BTC and CONTRACT_USDT; delivery contracts → rows with icon, link and pair.
import type { Json } from '../api/endpoints';
import { memoByInput, splitList } from './group';
import { splitPair } from './spot';
import type { ContractRow } from './types';

export const CONTRACT_BTC = 'CONTRACT_BTC';
export const CONTRACT_USDT = 'CONTRACT_USDT';
export const DELIVERY = 'DELIVERY';

/** The futures groups, by a contract's settle currency (server data: a Map, so `constructor` is no group). */
const GROUP_OF_SETTLE = new Map<string, keyof FuturesGroups>([['btc', CONTRACT_BTC], ['usdt', CONTRACT_USDT]]);

export type FuturesGroups = { [CONTRACT_BTC]: ContractRow[]; [CONTRACT_USDT]: ContractRow[] };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** §2: contract links /futures/{settle}/{contract}, the settle upper-cased (/futures/USDT/BTC_USDT). */
export const contractLink = (settle: string, name: string): string => `/futures/${settle.toUpperCase()}/${name}`;
/** §2: delivery links /futures-delivery/USDT/{name}. */
export const deliveryLink = (name: string): string => `/futures-delivery/USDT/${name}`;

export function parseContract(c: Json): ContractRow | null {
  const name = str(c.name).trim();
  const settle = str(c.settle).toLowerCase();
  if (!name || !settle) return null;
  const [curr_a, curr_b] = splitPair(name);
  return {
    curr_a, curr_b, pair: name, name,
    full_name: str(c.coin_name) || `${curr_a}${curr_b}`,
    link: contractLink(settle, name),
    icon: str(c.icon),
    isST: Number(c.is_tag_st) === 1,
    categories: splitList(c.categories),
    settle,
  };
}

/** Futures contracts grouped by settle (§3). */
export function groupContracts(contracts: readonly Json[]): FuturesGroups {
  const groups: FuturesGroups = { [CONTRACT_BTC]: [], [CONTRACT_USDT]: [] };
  for (const c of contracts) {
    const row = c && typeof c === 'object' ? parseContract(c) : null;
    const group = row && GROUP_OF_SETTLE.get(row.settle);
    if (row && group) groups[group].push(row);
  }
  return groups;
}

/** §7: the futures call counts only with code 200 and a data array; anything else is empty. */
export const futuresFromAnswer = (answer: { ok: boolean; data: unknown }): FuturesGroups =>
  groupContracts(answer.ok && Array.isArray(answer.data) ? (answer.data as Json[]) : []);

/** Icons by base currency, from the futures rows (delivery contracts carry none). */
export const iconsByBase = memoByInput((groups: FuturesGroups): Map<string, string> => {
  const icons = new Map<string, string>();
  for (const row of [...groups[CONTRACT_USDT], ...groups[CONTRACT_BTC]]) {
    if (row.icon && !icons.has(row.curr_a)) icons.set(row.curr_a, row.icon);
  }
  return icons;
});

/** A delivery contract → a row: icon (from the base's futures icon), link, curr_a/curr_b, pair. */
export function parseDelivery(c: Json, icons: ReadonlyMap<string, string> = new Map()): ContractRow | null {
  const name = str(c.name).trim();
  if (!name) return null;
  const [curr_a, curr_b] = splitPair(str(c.underlying) || name);
  return {
    curr_a, curr_b, pair: name, name,
    full_name: str(c.full_name) || name,
    link: deliveryLink(name),
    icon: icons.get(curr_a) ?? '',
    isST: Number(c.is_tag_st) === 1,
    categories: [DELIVERY],
    settle: 'usdt',
  };
}

export function deliveryRows(contracts: readonly Json[], icons?: ReadonlyMap<string, string>): ContractRow[] {
  const rows: ContractRow[] = [];
  for (const c of contracts) {
    const row = c && typeof c === 'object' ? parseDelivery(c, icons) : null;
    if (row) rows.push(row);
  }
  return rows;
}
