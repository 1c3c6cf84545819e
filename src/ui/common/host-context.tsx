// What every view knows about its element: the page state from the shared stores, merged
// with the element's own site-id / lang / api-base / theme overrides (DESIGN.md §2).
import { useStore } from '@nanostores/react';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { clientFor, type ApiClient } from '../../core/api/client';
import { editionFor, type Edition } from '../../core/editions';
import { catalogs, loadCatalog, translator, type Translate } from '../../core/i18n';
import { dirOf, pageLangs } from '../../core/i18n/languages';
import { prefixFor, withPrefix } from '../../core/links';
import { resolveRiseColour, resolveReftime } from '../../core/settings';
import { stores } from '../../core/stores';
import type { CommonData, Compliance, PageConfig, Reftime, RiseColour, Session, Theme } from '../../core/types';
import { emit, type EmitInit } from './events';

/** The attributes every element accepts. */
export interface CommonProps {
  siteId?: number;
  lang?: string;
  apiBase?: string;
  theme?: string;
}

export interface ExContextValue {
  host: HTMLElement;
  config: PageConfig;
  siteId: number;
  edition: Edition;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** language codes known to this page (lang_list, else the catalogs') */
  langs: string[];
  theme: Theme;
  riseColour: RiseColour;
  reftime: Reftime;
  fiat: string;
  common: CommonData;
  session: Session;
  compliance: Compliance;
  prefix: string;
  /** {prefix}{path} for internal paths; safe absolute URLs as they are */
  link: (path: string) => string;
  api: ApiClient;
  t: Translate;
  /** dispatches an ex-* event from the element; false when a listener prevented it */
  emit: (name: `ex-${string}`, detail?: unknown, init?: EmitInit) => boolean;
}

const ExContext = createContext<ExContextValue | null>(null);

export function useEx(): ExContextValue {
  const value = useContext(ExContext);
  if (!value) throw new Error('useEx() must be used inside an ex-* element');
  return value;
}

const asTheme = (v: unknown): Theme | undefined => (v === 'dark' || v === 'light' ? v : undefined);

export function HostProvider({ host, overrides, children }: { host: HTMLElement; overrides: CommonProps; children: ReactNode }) {
  const config = useStore(stores.config);
  const pageLang = useStore(stores.locale);
  const pageTheme = useStore(stores.theme);
  const storedRise = useStore(stores.riseColour);
  const storedReftime = useStore(stores.reftime);
  const fiat = useStore(stores.fiat);
  const common = useStore(stores.common);
  const session = useStore(stores.session);
  const compliance = useStore(stores.compliance);
  const loaded = useStore(catalogs);

  const siteId = Number.isFinite(overrides.siteId) ? overrides.siteId! : config.siteId;
  const lang = overrides.lang || pageLang;
  const theme = asTheme(overrides.theme) ?? pageTheme;

  useEffect(() => { void loadCatalog(lang); }, [lang]);

  const value = useMemo<ExContextValue>(() => {
    const prefix = prefixFor(lang, common, pageLang);
    const langs = pageLangs(common);
    return {
      host, config, siteId, edition: editionFor(siteId, { testnet: siteId === config.siteId && config.testnet }),
      lang, dir: dirOf(lang), langs, theme,
      // the edition's forced values win over the stored ones (§4: US is green-up, 24h)
      riseColour: siteId === config.siteId ? storedRise : resolveRiseColour(siteId, storedRise, lang),
      reftime: resolveReftime(siteId, storedReftime),
      fiat, common, session, compliance, prefix,
      link: (path) => withPrefix(prefix, path),
      api: clientFor(config, lang, overrides.apiBase),
      t: translator(lang, loaded),
      emit: (name, detail, init) => emit(host, name, detail, init),
    };
  }, [host, config, siteId, lang, pageLang, theme, storedRise, storedReftime, fiat, common, session, compliance, overrides.apiBase, loaded]);

  // theme and rise colour are classes on the host (DESIGN.md §2 "Styling"), set before paint
  useLayoutEffect(() => {
    host.classList.toggle('ex-dark', value.theme === 'dark');
    host.classList.toggle('ex-light', value.theme !== 'dark');
    host.classList.toggle('ex-risered', value.riseColour === 'risered');
    host.classList.toggle('ex-risegreen', value.riseColour !== 'risered');
  }, [host, value.theme, value.riseColour]);

  return <ExContext.Provider value={value}>{children}</ExContext.Provider>;
}
