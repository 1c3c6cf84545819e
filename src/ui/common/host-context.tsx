// What every view knows about its element (DESIGN.md §2): a small, stable scope — the host, its
// site-id / lang / api-base / theme overrides, the store set it reads (the page's unless given),
// emit — and one hook per value, each subscribed to that value's store only: a change of one
// store re-renders the views that read it, not every view of every element.
import { useStore } from '@nanostores/react';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Edition } from '../../core/editions';
import { elementStores, type ElementStores } from '../../core/element-stores';
import { loadCatalog, type Translate } from '../../core/i18n';
import { htmlLangOf } from '../../core/i18n/languages';
import { withPrefix } from '../../core/links';
import { browserPage, type PageInfo } from '../../core/page-info';
import type { ElementOverrides } from '../../core/settings';
import { pageSet, type ExStores, type StoreSet } from '../../core/stores';
import type { CommonData, Compliance, PageConfig, RiseColour, Session, Theme } from '../../core/types';
import { emit, type EmitInit } from './events';

/** The attributes every element accepts. */
export type CommonProps = ElementOverrides;

export type Emit = (name: `ex-${string}`, detail?: unknown, init?: EmitInit) => boolean;

export interface ElementScope {
  host: HTMLElement;
  overrides: ElementOverrides;
  /** the store set the element reads and acts on */
  set: StoreSet;
  /** computed stores of the element's own values */
  stores: ElementStores;
  /** dispatches an ex-* event from the element; false when a listener prevented it */
  emit: Emit;
}

const ScopeContext = createContext<ElementScope | null>(null);

export function useScope(): ElementScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('ex-elements views must be rendered inside an ex-* element');
  return scope;
}

export const useHost = (): HTMLElement => useScope().host;
export const useEmit = (): Emit => useScope().emit;
/** the stores of the set the element reads (the page's unless given) */
export const useStores = (): ExStores => useScope().set.stores;
export const useConfig = (): PageConfig => useStore(useScope().set.stores.config);
export const useSession = (): Session => useStore(useScope().set.stores.session);
export const useCommon = (): CommonData => useStore(useScope().set.stores.common);
export const useCompliance = (): Compliance => useStore(useScope().set.stores.compliance);
export const useT = (): Translate => useStore(useScope().stores.t);
/** the element's language: its lang attribute, else the page's */
export const useLang = (): string => useStore(useScope().stores.lang);
/** the element's language as HTML's lang names it (tw is zh-TW), for its view's outermost element:
 * a host's own lang="tw" would otherwise reach the shadow root as Twi (WCAG 3.1.2) */
export const useHtmlLang = (): string => htmlLangOf(useLang());
export const useDir = (): 'ltr' | 'rtl' => useStore(useScope().stores.dir);
/** language codes known to this page (lang_list, else the catalogs') */
export const useLangs = (): string[] => useStore(useScope().stores.langs);
export const useSiteId = (): number => useStore(useScope().stores.siteId);
export const useEdition = (): Edition => useStore(useScope().stores.edition);
export const usePrefix = (): string => useStore(useScope().stores.prefix);
export const useApi = (): ApiClient => useStore(useScope().stores.api);

/** The page the element renders for: the browser's, or the server request's (DESIGN.md §3a). */
export const usePage = (): PageInfo => useScope().set.page ?? browserPage();
/** The path that decides what an element shows: its page-path attribute, else its page's path. */
export const usePagePath = (pagePath: string | null | undefined): string => {
  const { url } = usePage();
  return pagePath || url.pathname;
};

/** {prefix}{path} for internal paths; safe absolute URLs as they are */
export function useLink(): (path: string) => string {
  const prefix = usePrefix();
  return useMemo(() => (path: string) => withPrefix(prefix, path), [prefix]);
}

/** The theme and rise colour as classes on the host (DESIGN.md §2 "Styling"): each class, on or off. */
export const hostClasses = (theme: Theme, riseColour: RiseColour): Record<string, boolean> => ({
  'ex-dark': theme === 'dark',
  'ex-light': theme !== 'dark',
  'ex-risered': riseColour === 'risered',
  'ex-risegreen': riseColour !== 'risered',
});

export function HostProvider({ host, overrides, set = pageSet, children }: {
  host: HTMLElement; overrides: ElementOverrides; set?: StoreSet; children: ReactNode;
}) {
  const { siteId, lang, apiBase, theme } = overrides;
  const scope = useMemo<ElementScope>(() => {
    const own = { siteId, lang, apiBase, theme };
    return { host, overrides: own, set, stores: elementStores(set.stores, own, set.page), emit: (name, detail, init) => emit(host, name, detail, init) };
  }, [host, set, siteId, lang, apiBase, theme]);

  const shownLang = useStore(scope.stores.lang);
  const shownTheme = useStore(scope.stores.theme);
  const riseColour = useStore(scope.stores.riseColour);
  useEffect(() => { void loadCatalog(shownLang); }, [shownLang]);

  // set before paint (a server render writes the same classes into the host's start tag)
  useLayoutEffect(() => {
    for (const [name, on] of Object.entries(hostClasses(shownTheme, riseColour))) host.classList.toggle(name, on);
  }, [host, shownTheme, riseColour]);

  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}
