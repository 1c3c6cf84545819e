// The separate search application (spec §1, §4, §9 "Search app version 5"): when it is
// mounted, what it is told, and how its script is loaded.
//
// Contract with the application. The page names its script in the config:
//   { "searchApp": { "src": "https://…/search-app.js", "version": 5, "global": "exSearchApp" } }
// The script defines `window[global]` (default `exSearchApp`) as
//   { version: number, mount(container: HTMLElement, props: SearchAppProps): { update(props), unmount() } }
// The host mounts it into a light-DOM container (so the application's own styles apply) and
// calls update() whenever the language, fiat, theme or rates change.
import { DEVICE_TYPE } from '../app-banner';
import { safeUrl } from '../safety';

/** §9: the search application's version. */
export const SEARCH_APP_VERSION = 5;
export const DEFAULT_SEARCH_APP_GLOBAL = 'exSearchApp';

export interface SearchAppConfig { src: string; version: number; global: string }

export interface SearchAppProps {
  version: number;
  lang: string;
  fiat: string;
  theme: 'light' | 'dark';
  rates: Record<string, number>;
  siteId: number;
  prefix: string;
  isLogin: boolean;
}

export interface SearchAppInstance { update(props: SearchAppProps): void; unmount(): void }
export interface SearchAppModule { version?: number; mount(container: HTMLElement, props: SearchAppProps): SearchAppInstance }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page config's `searchApp` entry, or null when none (or no safe `src`) is given. */
export function searchAppConfig(config: Record<string, unknown>): SearchAppConfig | null {
  const entry = config.searchApp;
  if (!isRecord(entry)) return null;
  const src = safeUrl(entry.src);
  if (!src) return null;
  const version = Number(entry.version ?? SEARCH_APP_VERSION);
  const global = typeof entry.global === 'string' && /^[A-Za-z_$][\w$]*$/.test(entry.global) ? entry.global : DEFAULT_SEARCH_APP_GLOBAL;
  return { src, version: Number.isFinite(version) ? version : SEARCH_APP_VERSION, global };
}

/** Whether a device_type is set in the URL's query or a cookie (an embedded app view). */
export const hasDeviceType = (search: string, deviceCookie: string | undefined): boolean =>
  Boolean(new URLSearchParams(search).get(DEVICE_TYPE) || deviceCookie);

/** §4: mounted unless hidden, or unless a device_type is set in the URL or a cookie. */
export const shouldMountSearch = (o: { hidden: boolean; search: string; deviceCookie: string | undefined }): boolean =>
  !o.hidden && !hasDeviceType(o.search, o.deviceCookie);

/** The application is usable when it mounts and its major version is the one configured. */
export const isCompatible = (app: unknown, version: number): app is SearchAppModule =>
  isRecord(app) && typeof app.mount === 'function' && (app.version === undefined || Math.floor(Number(app.version)) === version);

/** What §4 says the application follows; a change of any of these calls update(). */
export const propsKey = (p: SearchAppProps): string => JSON.stringify([p.lang, p.fiat, p.theme, p.rates, p.siteId, p.prefix, p.isLogin]);

const loading = new Map<string, Promise<void>>();

/** Adds the application's script once per page; resolves when it ran, rejects when it failed. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`the search application did not load from ${src}`)), { once: true });
      doc.head.append(script);
    });
    p.catch(() => loading.delete(src)); // a later mount may try again
    loading.set(src, p);
  }
  return p;
}

/** Loads the configured application and gives its module, or null (with a warning) when unusable. */
export async function loadSearchApp(app: SearchAppConfig, scope: Record<string, unknown> = globalThis as never): Promise<SearchAppModule | null> {
  try {
    if (!scope[app.global]) await loadScript(app.src);
  } catch (e) {
    console.warn('[ex-elements]', e instanceof Error ? e.message : e);
    return null;
  }
  const module = scope[app.global];
  if (isCompatible(module, app.version)) return module;
  console.warn(`[ex-elements] window.${app.global} is not a version ${app.version} search application`);
  return null;
}
