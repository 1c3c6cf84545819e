// Hosts the separate search application (spec §4): loads its script, mounts it into a
// light-DOM container slotted into the element, and updates it when the language, fiat,
// theme or rates change. A missing or incompatible application calls `onFail`.
import { useEffect, useMemo, useRef } from 'react';
import {
  loadSearchApp, propsKey, type SearchAppConfig, type SearchAppInstance, type SearchAppProps,
} from '../../core/search-modal/search-app';
import { useCommon, useHost, useLang, usePrefix, useSession, useSiteId } from '../common/host-context';
import { useSetting } from '../common/use-setting';

export function SearchAppHost({ app, onFail }: { app: SearchAppConfig; onFail: () => void }) {
  const host = useHost();
  const lang = useLang();
  const fiat = useSetting('fiat').value;
  const theme = useSetting('theme').value;
  const common = useCommon();
  const siteId = useSiteId();
  const prefix = usePrefix();
  const session = useSession();
  const rates = common.curr_fiat_market_rates;
  const props = useMemo<SearchAppProps>(() => ({
    version: app.version, lang, fiat, theme, rates: rates ?? {}, siteId, prefix, isLogin: session.isLogin,
  }), [app.version, lang, fiat, theme, rates, siteId, prefix, session.isLogin]);
  const latest = useRef(props);
  latest.current = props;
  const instance = useRef<SearchAppInstance | null>(null);
  const failed = useRef(onFail);
  failed.current = onFail;
  const { src, global, version } = app;
  /** the props key the application last received */
  const sent = useRef('');

  useEffect(() => {
    let live = true;
    const container = document.createElement('div');
    container.slot = 'app';
    container.dataset.exSearchApp = '';
    host.append(container);
    void loadSearchApp({ src, global, version }).then((module) => {
      if (!live) return;
      if (!module) { failed.current(); return; }
      try {
        instance.current = module.mount(container, latest.current);
        sent.current = propsKey(latest.current);
      } catch (e) {
        console.warn('[ex-elements] the search application failed to mount', e);
        failed.current();
      }
    });
    return () => {
      live = false;
      try { instance.current?.unmount(); } catch (e) { console.warn('[ex-elements] the search application failed to unmount', e); }
      instance.current = null;
      container.remove();
    };
  }, [host, src, global, version]);

  const key = propsKey(props);
  useEffect(() => {
    if (key === sent.current || !instance.current) return;
    sent.current = key;
    instance.current.update(latest.current);
  }, [key]);

  return <slot name="app" />;
}
