// The remote header menu (headerMenuListV2; spec §3 "Menu item (from remote configuration)",
// §5 menu validation, §4/§9 cache, §7 three retries at 1 s). Items are schema-checked (an
// invalid one is skipped with a warning); unknown jump_type / show_mode / platform_type fall
// back to internal / vertical / all; items for the other platform, hidden ones and ones
// without title, title_key or image are dropped; a jump_url only ever becomes a safe href.
import type { ApiClient } from '../../api/client';
import { CACHE_NAMES, cacheKey, cacheRules, cachedFetch } from '../../cache';
import { COMPLIANCE_KEYS as C, isHiddenByCompliance, type ComplianceKey } from '../../compliance';
import type { Edition } from '../../editions';
import { safeUrl } from '../../safety';
import type { Compliance } from '../../types';
import { regionHas, type RegionFeature } from './regions';
import type { HoverPanelKey, MenuTag, NavItem, TagStyle } from '../types';

/** §3 enumerations, value n is the nth name (link type internal=1, external=2; layout vertical=1, horizontal=2; platform all=1, web=2, h5=3); a name is taken as it is; anything else is the first. */
const JUMP_TYPES = ['internal', 'external'] as const;
const SHOW_MODES = ['vertical', 'horizontal'] as const;
const PLATFORMS = ['all', 'web', 'h5'] as const;

function enumOf<T extends string>(names: readonly T[], raw: unknown): T {
  const v = typeof raw === 'number' || typeof raw === 'string' ? String(raw).toLowerCase() : '';
  return names[Number(v) - 1] ?? names.find((n) => n === v) ?? names[0];
}

/** Where a list is shown: web items in the header bar, H5 items in the side drawer (§5). */
export type MenuPlatform = 'web' | 'h5';

/** What the code adds to remote items it recognises by `code`: hover panels and §6 hiding. */
const REMOTE_RULES: Record<string, { hoverPanel?: HoverPanelKey; compliance?: ComplianceKey; needs?: RegionFeature }> = {
  spot: { hoverPanel: 'trade', compliance: C.spotTrade },
  alpha: { hoverPanel: 'memebox' },
  memebox: { hoverPanel: 'memebox' },
  'pre-market': { hoverPanel: 'preMarket' },
  pilot: { hoverPanel: 'pilot', compliance: C.launchpad },
  futures: { hoverPanel: 'futures', needs: 'futures' },
  derivatives: { compliance: C.derivatives, needs: 'futures' },
  options: { hoverPanel: 'options', needs: 'futures' },
  margin: { compliance: C.marginTrade, needs: 'margin' },
  convert: { compliance: C.flashExchange },
  copytrading: { needs: 'copyTrading' },
  etf: { compliance: C.marginEtf },
  nft: { compliance: C.nft },
  otc: { compliance: C.otc },
  news: { compliance: C.latestNews },
  web3: { compliance: C.web3 },
  learn: { compliance: C.learn },
};

export interface RemoteContext {
  edition: Edition;
  compliance: Compliance;
  /** {prefix}{path} */
  link: (path: string) => string;
  /** where schema problems are reported (console.warn by default) */
  warn?: (message: string, item: unknown) => void;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const STRING_FIELDS = ['title', 'title_key', 'desc', 'desc_key', 'light_image', 'dark_image', 'light_icon', 'dark_icon', 'jump_url'];
const LIST_FIELDS = ['tags', 'children'];

/** The schema check: the reason an item is invalid, or null when its fields have the right types. */
export function schemaProblem(raw: unknown): string | null {
  if (!isRecord(raw)) return 'not an object';
  if (typeof raw.code !== 'string' && typeof raw.code !== 'number') return 'code is not a string or number';
  for (const f of STRING_FIELDS) if (raw[f] != null && typeof raw[f] !== 'string') return `${f} is not a string`;
  for (const f of LIST_FIELDS) if (raw[f] != null && !Array.isArray(raw[f])) return `${f} is not a list`;
  if (raw.hidden != null && typeof raw.hidden !== 'number' && typeof raw.hidden !== 'boolean') return 'hidden is not a number or boolean';
  return null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function tagOf(raw: unknown): MenuTag | null {
  if (!isRecord(raw) || !Number.isInteger(raw.type) || (raw.type as number) < 1 || (raw.type as number) > 5) return null;
  const light = safeUrl(raw.light_icon) ?? safeUrl(raw.dark_icon) ?? undefined;
  const dark = safeUrl(raw.dark_icon) ?? light;
  const tag: MenuTag = { type: raw.type as TagStyle, word: str(raw.word), lightIcon: light, darkIcon: dark };
  // a custom-image tag is nothing without its image
  return tag.type === 1 && !light ? null : tag;
}

function imagesOf(raw: Json, a: string, b: string): { light: string; dark: string } | undefined {
  const light = safeUrl(raw[a]) ?? safeUrl(raw[b]);
  return light ? { light, dark: safeUrl(raw[b]) ?? light } : undefined;
}

function itemOf(raw: unknown, platform: MenuPlatform, ctx: RemoteContext): NavItem | null {
  const warn = ctx.warn ?? ((m, item) => console.warn(`[ex-elements] header menu item skipped: ${m}`, item));
  const problem = schemaProblem(raw);
  if (problem) { warn(problem, raw); return null; }
  const item = raw as Json;
  const target = enumOf(PLATFORMS, item.platform_type);
  if (item.hidden === true || (typeof item.hidden === 'number' && item.hidden !== 0)) return null;
  if (target !== 'all' && target !== platform) return null;
  const image = imagesOf(item, 'light_image', 'dark_image');
  if (!str(item.title) || !str(item.title_key) || !image) return null;

  const code = String(item.code);
  const rules = REMOTE_RULES[code] ?? {};
  if (isHiddenByCompliance(ctx.compliance, rules.compliance)) return null;
  if (rules.needs && !regionHas(ctx.edition, rules.needs)) return null;

  const children = remoteMenu((item.children as unknown[] | undefined) ?? [], platform, ctx);
  const external = enumOf(JUMP_TYPES, item.jump_type) === 'external';
  const url = str(item.jump_url);
  const href = url ? ctx.link(url) || undefined : undefined;
  if (url && !href) warn('jump_url is not a safe link', raw);
  if (!href && !children.length) return null;

  return {
    key: code,
    title: str(item.title),
    desc: str(item.desc) || undefined,
    href,
    openInNewWindow: external || undefined,
    icon: imagesOf(item, 'light_icon', 'dark_icon') ?? image,
    tags: ((item.tags as unknown[] | undefined) ?? []).map(tagOf).filter((t): t is MenuTag => t !== null),
    children,
    isVertical: enumOf(SHOW_MODES, item.show_mode) === 'vertical',
    hoverPanel: rules.hoverPanel,
  };
}

/** The remote list as render-ready items for one platform. */
export function remoteMenu(list: readonly unknown[], platform: MenuPlatform, ctx: RemoteContext): NavItem[] {
  return list.map((raw) => itemOf(raw, platform, ctx)).filter((item): item is NavItem => item !== null);
}

/**
 * The remote list, through the menu cache (§4): a valid cached entry in this language is
 * used while fresh; a failed or empty fetch (after the endpoint's 3 retries) falls back to
 * the cached entry, else to an empty list.
 */
export async function loadRemoteMenu(api: ApiClient, lang: string, siteId: number, signal?: AbortSignal): Promise<unknown[]> {
  const data = await cachedFetch({
    key: cacheKey(CACHE_NAMES.headerMenu, siteId),
    via: api.options,
    lang,
    valid: cacheRules.menu,
    load: () => api.request('headerMenu', { params: { lang }, signal }),
  });
  return data.list;
}
