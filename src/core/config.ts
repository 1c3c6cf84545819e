// The page-wide configuration (DESIGN.md §2): read from <script type="application/json"
// id="ex-config">, normalised, and merged by configure().
import type { Compliance, PageConfig, PageConfigInput, PriceConfig, Session } from './types';

export const CONFIG_ELEMENT_ID = 'ex-config';

export const DEFAULT_CONFIG: PageConfig = {
  siteId: 0,
  lang: 'en',
  apiBase: '',
  common: {},
  user: null,
  compliance: { menuList: [], businessList: [] },
  flags: {},
  csrf: { cookie: 'csrftoken', header: 'csrftoken' },
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The script runs before the page's config block has been parsed: it is read again later. */
export const configPending = (doc: Document = document): boolean =>
  doc.readyState === 'loading' && !doc.getElementById(CONFIG_ELEMENT_ID);

/** Reads the JSON config block; a missing or malformed block is an empty config, with a warning. */
export function readConfigElement(doc: Document = document): PageConfigInput {
  return readConfigText(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '');
}

/** The config block's text as a config (the server renderer reads it from the page's HTML). */
export function readConfigText(text: string): PageConfigInput {
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed as PageConfigInput;
  } catch { /* reported below */ }
  console.warn(`[ex-elements] #${CONFIG_ELEMENT_ID} is not a JSON object; using defaults`);
  return {};
}

function mergeCompliance(base: Compliance, input: unknown): Compliance {
  if (!isRecord(input)) return base;
  return {
    ...base,
    ...input,
    menuList: 'menuList' in input ? stringList(input.menuList) : base.menuList,
    businessList: 'businessList' in input ? stringList(input.businessList) : base.businessList,
  };
}

/** Merges a partial config into a full one; nested blocks merge one level deep. */
export function mergeConfig(base: PageConfig, input: PageConfigInput): PageConfig {
  if (!isRecord(input)) return base;
  const next: PageConfig = { ...base, ...input } as PageConfig;
  next.common = isRecord(input.common) ? { ...base.common, ...input.common } : base.common;
  next.user = input.user === null ? null : isRecord(input.user) ? { ...(base.user ?? {}), ...input.user } : base.user;
  next.flags = isRecord(input.flags) ? { ...base.flags, ...input.flags } as Record<string, boolean> : base.flags;
  next.csrf = isRecord(input.csrf) ? { ...base.csrf, ...input.csrf } : base.csrf;
  next.compliance = mergeCompliance(base.compliance, input.compliance);
  const siteId = Number(input.siteId ?? (isRecord(input.common) ? input.common.sub_website_id : undefined));
  next.siteId = Number.isFinite(siteId) && input.siteId !== null ? siteId : base.siteId;
  next.lang = typeof input.lang === 'string' && input.lang ? input.lang : base.lang;
  next.apiBase = typeof input.apiBase === 'string' ? input.apiBase.replace(/\/+$/, '') : base.apiBase;
  // live prices (DESIGN §3b): a block given replaces the page's; anything else turns them off
  if ('prices' in input) next.prices = isRecord(input.prices) ? { ...input.prices } as PriceConfig : null;
  return next;
}

/** A visitor is logged in when user.isLogin or common.is_login / common.isLogin is true. */
export function sessionOf(config: PageConfig): Session {
  const isLogin = Boolean(config.user?.isLogin || config.common.is_login || config.common.isLogin);
  return { isLogin, user: isLogin ? config.user : null };
}
