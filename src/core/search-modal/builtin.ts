// The built-in search that stands in when no search application is configured: one box over
// spot and futures markets (the header ranking, §5), Alpha tokens and the site's menu pages,
// with recent searches kept in localStorage.
import type { NavItem } from '../header/types';
import { storage } from '../persist';

/** localStorage key of the recent searches (newest first). */
export const RECENT_KEY = 'ex_search_recent';
export const MAX_RECENT = 8;

export type ResultGroup = 'spot' | 'futures' | 'alpha' | 'pages';

/** How many results each group shows, in the order the groups are listed. */
export const GROUP_LIMITS: ReadonlyArray<[ResultGroup, number]> = [['spot', 6], ['futures', 6], ['alpha', 5], ['pages', 5]];

export interface PageEntry { key: string; title: string; href: string }

/** The recent searches: trimmed strings, newest first, at most MAX_RECENT. */
export function readRecent(): string[] {
  const list = storage.getJSON<unknown>(RECENT_KEY);
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, MAX_RECENT) : [];
}

/** The list with `keyword` first (once, whatever its case), capped. */
export function withRecent(list: readonly string[], keyword: string): string[] {
  const kw = keyword.trim();
  if (!kw) return [...list];
  return [kw, ...list.filter((s) => s.toLowerCase() !== kw.toLowerCase())].slice(0, MAX_RECENT);
}

export function saveRecent(list: readonly string[]): void {
  if (list.length) storage.setJSON(RECENT_KEY, list); else storage.remove(RECENT_KEY);
}

/** The menu's pages: every entry with its own internal link, depth first, once per link. */
export function menuPages(items: readonly NavItem[]): PageEntry[] {
  const seen = new Set<string>();
  const out: PageEntry[] = [];
  const walk = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (item.href?.startsWith('/') && !item.href.startsWith('//') && !item.specialHandler && !seen.has(item.href)) {
        seen.add(item.href);
        out.push({ key: item.key, title: item.title, href: item.href });
      }
      walk(item.children);
    }
  };
  walk(items);
  return out;
}

/** Pages whose title holds the keyword (case-insensitive), those starting with it first. */
export function matchPages(pages: readonly PageEntry[], keyword: string): PageEntry[] {
  const kw = keyword.trim().toLowerCase();
  if (!kw) return [];
  const hits = pages.filter((p) => p.title.toLowerCase().includes(kw));
  return [...hits.filter((p) => p.title.toLowerCase().startsWith(kw)), ...hits.filter((p) => !p.title.toLowerCase().startsWith(kw))];
}

/** Results per group, each capped at its limit; empty groups are left out. */
export function limitGroups<T>(found: Readonly<Record<ResultGroup, readonly T[]>>): Array<{ group: ResultGroup; items: T[] }> {
  return GROUP_LIMITS.map(([group, limit]) => ({ group, items: found[group].slice(0, limit) })).filter((g) => g.items.length > 0);
}

/** The next active option for an arrow key, wrapping around; -1 when there is none. */
export function moveActive(index: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (index < 0) return delta > 0 ? 0 : count - 1;
  return (index + delta + count) % count;
}

const EDITABLE = /^(input|textarea|select)$/i;

/** Whether a keydown opens the search: "/" outside a text field, or Ctrl/Cmd+K anywhere. */
export function isOpenShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return false;
  return !(target && (EDITABLE.test(target.tagName ?? '') || target.isContentEditable));
}
