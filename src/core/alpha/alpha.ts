// Rules of the Alpha token list (spec §4, §5, §9) that the market core does not already
// hold: the side menu and its tabs, the search keyword and its debounce. Loading, parsing,
// the address shortening and the Alpha page path come from src/core/markets (loadAlpha,
// alphaRows, shortAddress, resolveAlphaPath).
import { ALPHA_ALL_CHAINS } from '../markets/loaders';
import { parseTabMenus, type TabMenu } from '../markets/tabs';

/** §9: search input debounce. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** A side-menu entry and its tabs. Codes are ALPHA_ALLCHAIN or a chain (the list's `chain`). */
export interface AlphaMenuEntry { code: string; title: string; tabs: Array<{ code: string; title: string }> }

/** §5: keywords are trimmed; empty means the normal list. */
export const searchKeyword = (input: string): string => input.trim();

/** The MEMEBOX menu of a raw `{ market, title, sub }` given by the host, checked like fetched menus. */
export const memeboxMenu = (raw: unknown): TabMenu | undefined => parseTabMenus({ MEMEBOX: raw }).MEMEBOX;

/**
 * The side menu: the MEMEBOX menu's sub entries (all chains, then each chain), each with its
 * own sub entries as tabs. Without a usable menu, one all-chains entry.
 */
export function alphaMenu(memebox: TabMenu | undefined): AlphaMenuEntry[] {
  const entries = (memebox?.sub ?? []).map((entry) => ({
    code: entry.market,
    title: entry.title === entry.market ? '' : entry.title,
    tabs: entry.sub.map((tab) => ({ code: tab.market, title: tab.title })),
  }));
  return entries.length ? entries : [{ code: ALPHA_ALL_CHAINS, title: '', tabs: [] }];
}

/** What the list shows: the chosen tab (a chain code or ALPHA_ALLCHAIN), else the side entry. */
export function listedChain(entry: AlphaMenuEntry, tab: string): string {
  return entry.tabs.find((t) => t.code === tab)?.code ?? entry.tabs[0]?.code ?? entry.code;
}
