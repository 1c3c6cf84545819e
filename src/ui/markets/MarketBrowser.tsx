// A market's search box, tab rows and list, shared by the dropdowns and the header search
// panel. The box is a combobox over the list (aria-activedescendant): arrow keys move the
// highlighted row, Enter follows it, Escape clears the keyword.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { whenIdleUntil } from '../../core/idle';
import { currentMarketKey } from '../../core/markets/items';
import type { MarketContext } from '../../core/markets/loaders';
import { marketSearcher } from '../../core/markets/searcher';
import { SOURCES } from '../../core/markets/sources';
import type { AnyMarketRow, MarketKind } from '../../core/markets/types';
import { useLangs, usePagePath, useT } from '../common/host-context';
import { LiveStatus, resultsStatus } from '../common/LiveStatus';
import { useFiatView, useMarketData } from './hooks';
import { LIST_HEIGHT, ROW_HEIGHT } from './list-metrics';
import { MarketList, virtualList } from './MarketList';

export interface MarketBrowserProps {
  ctx: MarketContext;
  kind: MarketKind;
  category: string;
  enabled: boolean;
  /** the §5 header ranking (spot, futures, options) instead of filtering in list order */
  ranked?: boolean;
  pagePath?: string;
  /** the tab rows, shown between the search box and the list, with the list in their tab panel */
  tabs: (list: ReactNode) => ReactNode;
}

const PAGE = Math.floor(LIST_HEIGHT / ROW_HEIGHT);

/** The rows for a keyword; the index is built once per list, in slices of idle time or on the first keystroke. */
function useSearch(kind: MarketKind, rows: readonly AnyMarketRow[], keyword: string, ranked: boolean): readonly AnyMarketRow[] {
  const searcher = useMemo(() => marketSearcher(kind, rows, ranked), [kind, rows, ranked]);
  useEffect(() => (rows.length ? whenIdleUntil(searcher.prepare) : undefined), [searcher, rows.length]);
  return useMemo(() => searcher.search(keyword), [searcher, keyword]);
}

export function MarketBrowser({ ctx, kind, category, enabled, ranked = false, pagePath, tabs }: MarketBrowserProps) {
  const t = useT();
  const langs = useLangs();
  const { rows, loading } = useMarketData(ctx, kind, category, enabled);
  // the list's code loads alongside the data, so it adds no wait of its own
  useEffect(() => { if (enabled) void virtualList.warm(); }, [enabled]);
  const [keyword, setKeyword] = useState('');
  const results = useSearch(kind, rows, keyword, ranked);
  const [picked, setPicked] = useState({ results, index: -1 });
  // a new list starts with nothing highlighted, or with the best match while searching
  const active = picked.results === results ? picked.index : keyword.trim() && results.length ? 0 : -1;
  const uid = useId();
  const listId = `${uid}-list`;
  const rowId = (index: number) => `${uid}-row-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  const path = usePagePath(pagePath);
  const current = useMemo(() => currentMarketKey(kind, path, langs), [kind, path, langs]);
  const marketName = t(`markets.kind.${kind}`);
  const fiat = useFiatView();

  const onKeyDown = (e: KeyboardEvent) => {
    const n = results.length;
    if (e.key === 'Escape' && keyword) { e.preventDefault(); setKeyword(''); return; }
    if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(rowId(active))}`)?.click();
      return;
    }
    const inList = e.currentTarget === listRef.current;
    const moves: Record<string, number> = {
      ArrowDown: active + 1, ArrowUp: active - 1, PageDown: active + PAGE, PageUp: active - PAGE,
      ...(inList ? { Home: 0, End: n - 1 } : {}),
    };
    if (!n || !(e.key in moves)) return;
    e.preventDefault();
    setPicked({ results, index: Math.max(0, Math.min(n - 1, moves[e.key])) });
  };

  const expanded = !loading && results.length > 0;
  return (
    <div className="browser">
      <label className="search" part="search">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" />
        </svg>
        <input type="search" role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? rowId(active) : undefined}
          aria-label={t('markets.search.label', { market: marketName })} placeholder={t('markets.search')}
          autoComplete="off" spellCheck={false} value={keyword}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setKeyword(e.target.value)} onKeyDown={onKeyDown} />
      </label>
      {tabs(
        <MarketList kind={kind} rows={results} loading={loading} keyword={keyword.trim()} listId={listId} rowId={rowId}
          active={active} current={current} ctx={ctx} viewAll={SOURCES[kind].viewAll}
          label={t('markets.list', { market: marketName })} resetKey={`${category}\u0000${keyword}`} listRef={listRef} onKeyDown={onKeyDown} fiat={fiat} />,
      )}
      <LiveStatus text={loading ? '' : resultsStatus(t, !!keyword.trim(), results.length,
        keyword.trim() ? t('markets.empty.keyword', { keyword: keyword.trim() }) : t('markets.empty'))} />
    </div>
  );
}
