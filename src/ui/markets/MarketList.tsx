// The virtualised market list (§2, §4, §9): 530 px tall, 58 px rows, overscan 9, ten
// skeleton rows while loading, the empty-state view, and View All after 450 px of scroll.
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { MarketContext } from '../../core/markets/loaders';
import type { AnyMarketRow, MarketKind } from '../../core/markets/types';
import { ExLink } from '../common/ExLink';
import { useEx } from '../common/host-context';
import { MarketRow } from './MarketRow';

export const LIST_HEIGHT = 530;
export const ROW_HEIGHT = 58;
export const OVERSCAN = 9;
export const VIEW_ALL_AFTER = 450;
export const SKELETON_ROWS = 10;

export interface MarketListProps {
  kind: MarketKind;
  rows: readonly AnyMarketRow[];
  loading: boolean;
  keyword: string;
  listId: string;
  rowId: (index: number) => string;
  active: number;
  current: string | null;
  ctx: MarketContext;
  viewAll?: string;
  label: string;
  /** changes when the list shows something else (tab, keyword): scroll back to the top */
  resetKey: string;
  listRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (e: KeyboardEvent) => void;
}

/**
 * The rendered rows in slot order: any run of n rows has n distinct index % n, so a row
 * scrolled in takes the slot (and the DOM nodes, unmoved) of the one scrolled out. The
 * DOM order is then not the list order; each option says its position (aria-posinset).
 */
const bySlot = (items: VirtualItem[]): VirtualItem[] =>
  [...items].sort((a, b) => (a.index % items.length) - (b.index % items.length));

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
  const { t } = useEx();
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

export function MarketList(props: MarketListProps) {
  const { kind, rows, loading, keyword, listId, rowId, active, current, ctx, viewAll, label, resetKey, listRef, onKeyDown } = props;
  const { t, link } = useEx();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: LIST_HEIGHT },
  });
  const first = useRef(true);

  // back to the top for another tab or keyword; the checks read the virtualizer's own
  // offsets, so a keystroke forces no layout when there is nothing to scroll
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  useEffect(() => {
    if (active < 0 || active >= rows.length) return;
    const top = active * ROW_HEIGHT;
    const offset = virtualizer.scrollOffset ?? 0;
    if (top < offset || top + ROW_HEIGHT > offset + LIST_HEIGHT) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, rows.length, virtualizer]);

  if (loading) return <Skeleton label={t('markets.loading')} />;
  if (!rows.length) return <Empty keyword={keyword} />;

  const showViewAll = viewAll && (virtualizer.scrollOffset ?? 0) >= VIEW_ALL_AFTER;
  const items = virtualizer.getVirtualItems();
  return (
    <div className={viewAll ? 'list-wrap with-view-all' : 'list-wrap'}>
      <div ref={listRef} id={listId} className="list" part="list" role="listbox" tabIndex={0} aria-label={label}
        aria-activedescendant={active >= 0 && active < rows.length ? rowId(active) : undefined} onKeyDown={onKeyDown}>
        <div className="sizer" style={{ height: virtualizer.getTotalSize() }}>
          {bySlot(items).map((v) => (
            <MarketRow key={v.index % items.length} kind={kind} row={rows[v.index]} id={rowId(v.index)} selected={v.index === active}
              current={current} ctx={ctx} top={v.start} index={v.index} count={rows.length} />
          ))}
        </div>
      </div>
      {showViewAll && (
        <ExLink className="view-all" part="view-all" href={link(viewAll)} source={`markets.${kind}.viewAll`}>
          {t('markets.viewAll')}
        </ExLink>
      )}
    </div>
  );
}
