// The built-in search's data and results: spot and futures ranked by the header ranking
// (§5), Alpha tokens by the Alpha search fields, and the edition's menu pages. Markets load
// (through the market cache) the first time the search opens.
import { useMemo } from 'react';
import { staticTopNav } from '../../core/header/build';
import { ALPHA_ALL_CHAINS, loadAlpha, loadFutures, loadSpots, resolveAlphaPath } from '../../core/markets/loaders';
import { present } from '../../core/markets/items';
import { marketSearcher, type Searcher } from '../../core/markets/searcher';
import type { AlphaRow, AnyMarketRow, MarketKind } from '../../core/markets/types';
import { limitGroups, matchPages, menuPages, type ResultGroup } from '../../core/search-modal/builtin';
import { useCompliance, useConfig, useEdition, useLink, useT } from '../common/host-context';
import { useLoad } from '../common/hooks';
import { useMarketContext } from '../markets/market-context';

export interface SearchOption {
  id: string;
  group: ResultGroup;
  label: string;
  detail: string;
  icon: string;
  chainIcon: string;
  /** the internal path to open (Alpha rows look theirs up first) */
  target: () => Promise<string>;
}

const MARKET_OF: Partial<Record<ResultGroup, MarketKind>> = { spot: 'spot', futures: 'futures', alpha: 'memebox' };

export function useBuiltinSearch(query: string, opened: boolean, idBase: string) {
  const ctx = useMarketContext();
  const edition = useEdition();
  const compliance = useCompliance();
  const config = useConfig();
  const link = useLink();
  const t = useT();
  const markets = useLoad(async () => {
    const [spots, futures, alpha] = await Promise.all([loadSpots(ctx), loadFutures(ctx), loadAlpha(ctx, ALPHA_ALL_CHAINS)]);
    const searchers: Record<'spot' | 'futures' | 'alpha', Searcher> = {
      spot: marketSearcher('spot', spots.ALL ?? [], true),
      futures: marketSearcher('futures', [...(futures.CONTRACT_USDT ?? []), ...(futures.CONTRACT_BTC ?? [])], true),
      alpha: marketSearcher('memebox', alpha, false),
    };
    return searchers;
  }, [ctx], opened);
  const pages = useMemo(() => menuPages(staticTopNav({ edition, compliance, flags: config.flags, link, t })), [edition, compliance, config.flags, link, t]);

  const options = useMemo<SearchOption[]>(() => {
    const kw = query.trim();
    if (!kw) return [];
    const searchers = markets.state === 'done' ? markets.data : null;
    const rows = (group: 'spot' | 'futures' | 'alpha') => (searchers ? searchers[group].search(kw) : []);
    const groups = limitGroups<AnyMarketRow | { key: string; title: string; href: string }>({
      spot: rows('spot'), futures: rows('futures'), alpha: rows('alpha'), pages: matchPages(pages, kw),
    });
    return groups.flatMap(({ group, items }) => items.map((row, i): SearchOption => {
      const id = `${idBase}-${group}-${i}`;
      const kind = MARKET_OF[group];
      if (!kind) {
        const page = row as { title: string; href: string };
        return { id, group, label: page.title, detail: page.href, icon: '', chainIcon: '', target: async () => page.href };
      }
      const item = present(kind, row as never);
      return {
        id, group, label: item.quote ? `${item.base}/${item.quote}` : item.base, detail: item.name,
        icon: item.icon, chainIcon: item.chainIcon,
        target: kind === 'memebox' ? () => resolveAlphaPath(ctx, row as AlphaRow).then(link) : async () => link(item.href),
      };
    }));
  }, [query, markets, pages, idBase, ctx, link]);

  return { options, loading: opened && markets.state === 'loading' };
}
