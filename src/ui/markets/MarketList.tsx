// The market list (§2, §4, §9): ten skeleton rows while loading, the empty-state view, else
// the virtualised list (VirtualList.tsx). That one loads on demand: TanStack Virtual is not
// in an element's first bundle; MarketBrowser starts the import when it asks for the data.
import { useSyncExternalStore } from 'react';
import { useT } from '../common/host-context';
import { SKELETON_ROWS } from './list-metrics';
import type { VirtualListProps } from './VirtualList';

export interface MarketListProps extends VirtualListProps {
  loading: boolean;
  keyword: string;
}

let VirtualList: typeof import('./VirtualList').VirtualList | undefined;
let importing: Promise<void> | undefined;
const waiting = new Set<() => void>();

/** Starts loading the virtualised list, once (again after a failed attempt). */
export function loadVirtualList(): Promise<void> {
  importing ??= import('./VirtualList').then(
    (m) => { VirtualList = m.VirtualList; waiting.forEach((notify) => notify()); },
    (e: unknown) => { importing = undefined; console.warn('[ex-elements] market list', e); },
  );
  return importing;
}

const subscribe = (notify: () => void) => { waiting.add(notify); return () => { waiting.delete(notify); }; };
const useVirtualList = () => useSyncExternalStore(subscribe, () => VirtualList);

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
    <div className="list empty" part="list empty" role="status">
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
  const List = useVirtualList();
  if (!dataLoading && !list.rows.length) return <Empty keyword={keyword} />;
  if (dataLoading || !List) return <Skeleton label={t('markets.loading')} />;
  return <List {...list} />;
}
