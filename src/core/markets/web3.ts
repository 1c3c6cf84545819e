// Options, launchpad (pilot), pre-market and Alpha (memebox) pipelines (§3, §8).
import type { Json, PreMarketPage } from '../api/endpoints';
import { groupByCategory, splitList } from './group';
import { splitPair } from './spot';
import type { AlphaRow, Grouped, OptionsRow, PilotRow, PreMarketRow } from './types';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const records = (list: unknown): Json[] =>
  Array.isArray(list) ? list.filter((x): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x)) : [];

/** Options underlyings `{ name, icon_url_64 }` → rows; the pair may contain an underscore. */
export function optionsRows(underlyings: unknown): OptionsRow[] {
  return records(underlyings).flatMap((u) => {
    const pair = str(u.name).trim();
    if (!pair) return [];
    const [curr_a, curr_b] = splitPair(pair);
    return [{ pair, curr_a, curr_b, icon: str(u.icon_url_64) }];
  });
}

export interface PilotData {
  groups: Grouped<PilotRow>;
  /** §3: the first row is kept as firstData */
  firstData: PilotRow | null;
}

/** Launchpad rows grouped by their comma-separated `cate` (§3). */
export function pilotData(list: unknown): PilotData {
  const rows = records(list).flatMap((r): PilotRow[] => {
    const show_pair = str(r.show_pair);
    if (!show_pair && !str(r.address)) return [];
    return [{
      name: str(r.name), address: str(r.address), show_pair, icon: str(r.icon), chain_icon: str(r.chain_icon),
      seo_path: str(r.seo_path), is_hot: Number(r.is_hot) === 1 || r.is_hot === true, categories: splitList(r.cate),
    }];
  });
  return { groups: groupByCategory(rows), firstData: rows[0] ?? null };
}

/** Pre-market rows come under the key pre_market (§3); tags are 'hot' and/or 'new'. */
export function preMarketRows(page: Partial<PreMarketPage> | null | undefined): PreMarketRow[] {
  return records(page?.pre_market).flatMap((r) => {
    const currency = str(r.currency).trim();
    if (!currency) return [];
    const tags = Array.isArray(r.tags) ? r.tags.map(str) : splitList(r.tags);
    return [{ currency, market: str(r.market) || `${currency}_USDT`, full_name: str(r.full_name), tags: tags.filter(Boolean) }];
  });
}

export function alphaRows(list: unknown): AlphaRow[] {
  return records(list).flatMap((r) => {
    const pair = str(r.pair) || str(r.show_pair).replace('/', '_');
    if (!pair) return [];
    return [{
      address: str(r.address), show_pair: str(r.show_pair) || pair.replace('_', '/'), icon: str(r.icon),
      chain_icon: str(r.chain_icon), chain: str(r.chain), pair,
    }];
  });
}

/** The symbol the symbol-to-path lookup is asked about: the pair's base. */
export const alphaSymbol = (row: AlphaRow): string => splitPair(row.pair)[0];

/** §8: when the path lookup fails, /alpha/{chain}-{address}. */
export const alphaFallbackPath = (row: AlphaRow): string => `/alpha/${row.chain}-${row.address}`;

/** §2 /alpha/{chain-address-path} from the lookup's path_symbol_pairs[0].path, else the fallback. */
export function alphaPath(row: AlphaRow, answer: { path_symbol_pairs?: Array<{ path?: unknown }> } | null | undefined): string {
  const path = str(answer?.path_symbol_pairs?.[0]?.path).trim();
  return path && /^[\w.-]+$/.test(path) ? `/alpha/${path}` : alphaFallbackPath(row);
}
