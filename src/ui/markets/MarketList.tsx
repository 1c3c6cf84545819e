// The market list (§2, §4, §9): ten skeleton rows while loading, the empty-state view, else
// the virtualised list (VirtualList.tsx). That one loads on demand: TanStack Virtual is not
// in an element's first bundle; MarketBrowser warms it when it asks for the data.
import { onDemand } from '../../core/loader';
import { useT } from '../common/host-context';
import { useLoaded } from '../common/use-loaded';
import { SKELETON_ROWS } from './list-metrics';
import type { VirtualListProps } from './VirtualList';

export interface MarketListProps extends VirtualListProps {
  loading: boolean;
  keyword: string;
}

/** The virtualised list with TanStack Virtual, loaded on demand (src/core/loader.ts). */
export const virtualList = onDemand('the market list (TanStack Virtual)', () => import('./VirtualList').then((m) => m.VirtualList));

function Skeleton({ label }: { label: string }) {
  return (
    <div className="list" part="list" aria-busy="true">
      <span className="ex-visually-hidden" role="status">{label}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className="skeleton" aria-hidden="true">
          <span className="bone avatar-bone" />
          <span className="bones"><span className="bone" /><span className="bone short" /></span>
          <span className="bone figure" />
        </div>
      ))}
    </div>
  );
}

function Empty({ keyword }: { keyword: string }) {
  const t = useT();
  return (
    // said by MarketBrowser's one live region: a region that mounts with its text is often not heard
    <div className="list empty" part="list empty">
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="8" y="10" width="32" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 18h32M16 26h16M16 31h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{keyword ? t('markets.empty.keyword', { keyword }) : t('markets.empty')}</span>
    </div>
  );
}

export function MarketList({ loading: dataLoading, keyword, ...list }: MarketListProps) {
  const t = useT();
  const List = useLoaded(virtualList, !dataLoading && list.rows.length > 0); // MarketBrowser warmed it with the data
  if (!dataLoading && !list.rows.length) return <Empty keyword={keyword} />;
  if (dataLoading || !List) return <Skeleton label={t('markets.loading')} />;
  return <List {...list} />;
}
