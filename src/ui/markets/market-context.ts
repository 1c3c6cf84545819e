// What the market loaders need of an element (src/core/markets/loaders): its API client, site,
// language and time basis. The market lists, the Alpha list and the search modal's built-in
// search read it here; a module of its own, so those two do not load the lists' hooks.
import { useMemo } from 'react';
import type { MarketContext } from '../../core/markets/loaders';
import { useApi, useLang, useSiteId } from '../common/host-context';
import { useSetting } from '../common/use-setting';

export function useMarketContext(): MarketContext {
  const api = useApi();
  const siteId = useSiteId();
  const lang = useLang();
  const reftime = useSetting('reftime').value;
  return useMemo(() => ({ api, siteId, lang, reftime }), [api, siteId, lang, reftime]);
}
