// Tab menus from /apiw/v2/common/tabs (§3 "Market tab menus"): keyed by market (SPOT,
// CONTRACT, PILOT, OPTIONS, MEMEBOX), each with sub entries and their own sub entries.
import type { MarketKind } from './types';

export interface TabMenu { market: string; title: string; sub: TabMenu[] }
export type TabMenus = Partial<Record<MenuKey, TabMenu>>;

export type MenuKey = 'SPOT' | 'CONTRACT' | 'PILOT' | 'OPTIONS' | 'MEMEBOX';

/** The header search panel's main tabs, in order, and the dropdown each one lists. */
export const MENU_MARKETS: ReadonlyArray<[MenuKey, MarketKind]> = [
  ['SPOT', 'spot'], ['CONTRACT', 'futures'], ['PILOT', 'pilot'], ['OPTIONS', 'options'], ['MEMEBOX', 'memebox'],
];

const MENU_OF = new Map<MarketKind, MenuKey>(MENU_MARKETS.map(([key, kind]) => [kind, key]));
const KIND_OF = new Map<string, MarketKind>(MENU_MARKETS.map(([key, kind]) => [key, kind]));

export const menuKeyOf = (kind: MarketKind): MenuKey | undefined => MENU_OF.get(kind);
export const marketOfMenu = (key: string): MarketKind | undefined => KIND_OF.get(key);

/** The category a market lists when no tab says otherwise (menus missing or empty). */
export const DEFAULT_CATEGORY: Record<MarketKind, string> = {
  spot: 'ALL', futures: 'CONTRACT_USDT', options: 'ALL', pilot: 'ALL', 'pre-market': 'ALL', memebox: 'ALPHA_ALLCHAIN',
};

function parseTab(value: unknown, depth: number): TabMenu | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const market = typeof v.market === 'string' ? v.market.trim() : '';
  if (!market) return null;
  const title = typeof v.title === 'string' && v.title.trim() ? v.title : market;
  const sub = depth > 0 && Array.isArray(v.sub) ? v.sub.map((s) => parseTab(s, depth - 1)).filter((s): s is TabMenu => !!s) : [];
  return { market, title, sub };
}

/** The menus of the answer, each checked; anything malformed is left out. */
export function parseTabMenus(data: unknown): TabMenus {
  const menus: TabMenus = {};
  if (typeof data !== 'object' || data === null) return menus;
  for (const [key] of MENU_MARKETS) {
    const menu = parseTab((data as Record<string, unknown>)[key], 2);
    if (menu) menus[key] = menu;
  }
  return menus;
}

/** The header search panel's main tabs: the markets whose menu exists. */
export const searchMainTabs = (menus: TabMenus): TabMenu[] =>
  MENU_MARKETS.flatMap(([key]) => (menus[key] ? [menus[key]] : []));

/** A dropdown's main tabs: its market menu's sub entries. */
export const dropdownMainTabs = (menus: TabMenus, kind: MarketKind): TabMenu[] => {
  const key = menuKeyOf(kind);
  return (key && menus[key]?.sub) || [];
};

/** The category listed for a chosen main and sub tab: the deepest chosen tab's market. */
export const categoryOf = (main: TabMenu | undefined, sub: TabMenu | undefined, fallback: string): string =>
  sub?.market ?? main?.market ?? fallback;
