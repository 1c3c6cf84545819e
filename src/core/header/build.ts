// Resolves the static menu tables into the items a view renders: who sees a row (edition,
// regional feature, compliance key, feature flag — spec §6) and its href with {prefix} (§2).
import { isHiddenByCompliance } from '../compliance';
import type { Edition } from '../editions';
import type { Translate, Vars } from '../i18n';
import type { Compliance } from '../types';
import { flagOn } from './flags';
import { TOP_MENUS, TOP_PRIORITY } from './nav/menus';
import { regionHas, regionRules } from './nav/regions';
import type { MenuDef, NavItem } from './types';

export interface MenuContext {
  edition: Edition;
  compliance: Compliance;
  flags: Readonly<Record<string, boolean>>;
  /** {prefix}{path} for paths, safe absolute URLs as they are, '' for unsafe ones */
  link: (path: string) => string;
  t: Translate;
  /** placeholders of the titles: {fiat} of "Pay with {fiat}" */
  vars?: Vars;
}

/** Whether a row is shown for this edition, compliance result and set of flags. */
export function isShown(def: MenuDef, ctx: MenuContext): boolean {
  const edition = ctx.edition.key;
  if (def.only && !def.only.includes(edition)) return false;
  if (def.except?.includes(edition)) return false;
  if (def.needs && !regionHas(ctx.edition, def.needs)) return false;
  if (def.flag && !flagOn(ctx.flags, def.flag)) return false;
  return !isHiddenByCompliance(ctx.compliance, def.compliance);
}

/** The href of a row's link: '{pair}' becomes the edition's default pair (§2 "Top navigation"). */
export function hrefOf(link: string | undefined, ctx: MenuContext): string | undefined {
  if (!link) return undefined;
  return ctx.link(link.replace('{pair}', ctx.edition.tradePair)) || undefined;
}

export function resolveItem(def: MenuDef, ctx: MenuContext): NavItem | null {
  if (!isShown(def, ctx)) return null;
  const children = resolveMenu(def.children ?? [], ctx);
  // a menu's own link that repeats an entry's (Trade's is Spot's, Learn's the Academy's) goes
  // with that entry when it is hidden (§6): the built-in search lists menus' links as pages
  const repeatsHidden = def.children?.some((child) => child.link === def.link && !isShown(child, ctx));
  const href = repeatsHidden ? undefined : hrefOf(def.link, ctx);
  // a menu whose every entry is hidden goes too, unless it is a link of its own
  if (def.children?.length && !children.length && !href) return null;
  return {
    key: def.key,
    title: ctx.t(def.title, ctx.vars),
    desc: def.desc ? ctx.t(def.desc, ctx.vars) : undefined,
    href,
    openInNewWindow: def.openInNewWindow,
    prefixIcon: def.prefixIcon,
    tags: (def.tags ?? []).map((tag) => ({ type: tag.type, word: ctx.t(tag.word) })),
    children,
    isVertical: def.isVertical ?? true,
    hideBelow992: def.hideBelow992,
    specialHandler: def.specialHandler,
    hoverPanel: def.hoverPanel,
  };
}

export const resolveMenu = (defs: readonly MenuDef[], ctx: MenuContext): NavItem[] =>
  defs.map((def) => resolveItem(def, ctx)).filter((item): item is NavItem => item !== null);

/** The edition's top navigation from the static tables. */
export const staticTopNav = (ctx: MenuContext): NavItem[] =>
  resolveMenu(regionRules(ctx.edition).nav.map((key) => TOP_MENUS[key]), ctx);

/**
 * The top navigation: the remote menu's items when it has any (the rewards hub and the More
 * menu stay, being special handlers of the code), else the static tables.
 */
export function topNav(ctx: MenuContext, remote: readonly NavItem[] | null): NavItem[] {
  if (!remote?.length) return staticTopNav(ctx);
  return [...remote, ...resolveMenu([TOP_MENUS.rewards, TOP_MENUS.more], ctx)];
}

/** The drawer's items: the same menus without the ones hidden below 992 px (§2). */
export function drawerItems(items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => !item.hideBelow992).map((item) => ({ ...item, children: drawerItems(item.children) }));
}

/**
 * The menus without their panels, for lists that have no room for them (the drawer, the
 * overflow of the More menu): hover panels go, and "Pay with" becomes a plain buy link.
 */
export function plainMenu(items: readonly NavItem[], payHref: string): NavItem[] {
  return items.map((item) => ({
    ...item,
    hoverPanel: undefined,
    ...(item.specialHandler === 'payWith' ? { specialHandler: undefined, href: payHref } : {}),
    children: plainMenu(item.children, payHref),
  }));
}

/** Indices of top entries in the order they should stay in a narrow bar (TOP_PRIORITY first): barGroups' ranks. */
export function keepOrder(items: readonly NavItem[]): number[] {
  const rank = (item: NavItem, i: number) => {
    const at = TOP_PRIORITY.indexOf(item.key);
    return at >= 0 ? at : TOP_PRIORITY.length + i;
  };
  return items.map((item, i) => [rank(item, i), i]).sort((a, b) => a[0] - b[0]).map(([, i]) => i);
}

/** The bar's entries as CSS folds them into More (DESIGN.md §3e, §3f), indices in the items' order. */
export interface BarGroups {
  /** the entries before the first of TOP_PRIORITY: they go, from the start, once the tail has gone */
  lead: number[];
  /** that entry and those right after it that outrank every lead entry (trade, futures): they go last, from the end */
  core: number[];
  /** the rest: they go first, from the end */
  tail: number[];
}

/**
 * Which entries leave the bar first when it is narrow, as the wrapping of the bar's lists lays it
 * out with no script and no width known (trade and futures leave last). With no lead (the first
 * entry ranks first), the bar simply folds from its end.
 */
export function barGroups(items: readonly NavItem[]): BarGroups {
  const order = keepOrder(items);
  const rank = new Map(order.map((index, place) => [index, place]));
  const all = items.map((_, i) => i);
  const top = order[0] ?? 0;
  if (top === 0) return { lead: [], core: [], tail: all };
  const lead = all.slice(0, top);
  const outranked = Math.min(...lead.map((i) => rank.get(i)!));
  let end = top;
  while (end < items.length && rank.get(end)! < outranked) end += 1;
  return { lead, core: all.slice(top, end), tail: all.slice(end) };
}

/** Every link a menu tree renders, depth first (an entry with children is a menu, not a link). */
export function allHrefs(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => (item.children.length ? allHrefs(item.children) : item.href ? [item.href] : []));
}

/** Finds an item by key anywhere in a menu tree. */
export function findItem(items: readonly NavItem[], key: string): NavItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = findItem(item.children, key);
    if (inner) return inner;
  }
  return undefined;
}
