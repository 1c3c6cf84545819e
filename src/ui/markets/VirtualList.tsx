// The virtualised market list (§2, §4, §9): 530 px tall, 58 px rows, overscan 9, and View All
// after 450 px of scroll. Loaded on demand with TanStack Virtual (see virtualList in MarketList.tsx).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { whenIdleUntil } from '../../core/idle';
import type { MarketContext } from '../../core/markets/loaders';
import { assignSlots } from '../../core/markets/slots';
import { rowPriceKey } from '../../core/prices/quotes';
import type { AnyMarketRow, MarketKind } from '../../core/markets/types';
import { ExLink } from '../common/ExLink';
import { useLink, useT } from '../common/host-context';
import type { FiatView } from './hooks';
import { LIST_HEIGHT, OVERSCAN, ROW_HEIGHT, VIEW_ALL_AFTER } from './list-metrics';
import { useLiveQuotes } from './live-prices';
import { MarketRow } from './MarketRow';

export interface VirtualListProps {
  kind: MarketKind;
  rows: readonly AnyMarketRow[];
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
  /** the fiat prices show in while the rate switch is on, else null */
  fiat: FiatView | null;
}

/** What the last render showed: each row's recycling slot, the rows with icons, where and how fast it scrolled. */
interface Shown {
  slots: ReadonlyMap<AnyMarketRow, number>;
  icons: ReadonlySet<AnyMarketRow>;
  offset: number;
  fling: boolean;
  /** the idle grants applied (see below) */
  grants: number;
}

/** Rows whose icon has been asked for: shown again, they have it at once (it is cached). */
const iconAsked = new WeakSet<AnyMarketRow>();

/**
 * The scroller's size as its observer reports it, after layout. The default also reads it in
 * the commit, which forces a layout of the whole page when several elements boot at once.
 */
function observeSize(instance: { scrollElement: HTMLDivElement | null }, report: (rect: { width: number; height: number }) => void) {
  const el = instance.scrollElement;
  if (!el) return;
  const observer = new ResizeObserver(() => report({ width: el.clientWidth, height: el.clientHeight }));
  observer.observe(el);
  return () => observer.disconnect();
}

/** The list's own height, so the virtualizer measures 530 px even before the view's stylesheet applies. */
const LIST_STYLE = { height: LIST_HEIGHT };

export function VirtualList({ kind, rows, listId, rowId, active, current, ctx, viewAll, label, resetKey, listRef, onKeyDown, fiat }: VirtualListProps) {
  const t = useT();
  const link = useLink();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: LIST_HEIGHT },
    observeElementRect: observeSize,
  });
  const first = useRef(true);
  const previous = useRef<Shown>({ slots: new Map(), icons: new Set(), offset: 0, fling: false, grants: 0 });
  const [grants, setGrants] = useState(0);
  // a scroll the list makes itself (back to the top, to the highlighted row) is a jump, not a fling
  const jumping = useRef(false);
  const jump = (to: () => void) => { jumping.current = true; to(); };

  // back to the top for another tab or keyword; the checks read the virtualizer's own
  // offsets, so a keystroke forces no layout when there is nothing to scroll
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (virtualizer.scrollOffset) jump(() => virtualizer.scrollToOffset(0));
  }, [resetKey, virtualizer]);

  useEffect(() => {
    if (active < 0 || active >= rows.length) return;
    const top = active * ROW_HEIGHT;
    const offset = virtualizer.scrollOffset ?? 0;
    if (top < offset || top + ROW_HEIGHT > offset + LIST_HEIGHT) jump(() => virtualizer.scrollToIndex(active, { align: 'auto' }));
  }, [active, rows.length, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const rowsShown = items.map((v) => rows[v.index]);
  // the rows in view plus overscan get live prices (DESIGN §3b)
  const quotes = useLiveQuotes(rowsShown.flatMap((row) => rowPriceKey(kind, row) ?? []), listRef);
  const offset = virtualizer.scrollOffset ?? 0;
  const last = previous.current;
  // A coin icon's first request costs the main thread more than the rest of its row, so a
  // row's first icon is asked for in the idle moment after the frame that shows the row,
  // never within it (a keystroke's frame paints the rows; their icons follow). A row that
  // arrives in a fling (over a list height since the last frame) is gone by then: no grant
  // is applied until the list slows down.
  const fling = virtualizer.isScrolling && !jumping.current && Math.abs(offset - last.offset) > LIST_HEIGHT;
  const granted = !fling && grants !== last.grants;
  const shown: Shown = {
    slots: assignSlots(last.slots, rowsShown),
    icons: new Set(rowsShown.filter((row) => granted || iconAsked.has(row))),
    offset, fling, grants: granted ? grants : last.grants,
  };
  useLayoutEffect(() => {
    if (offset !== previous.current.offset) jumping.current = false;
    previous.current = shown;
    for (const row of shown.icons) iconAsked.add(row);
  });
  const waiting = shown.icons.size < rowsShown.length;
  useEffect(() => {
    if (!waiting) return;
    return whenIdleUntil(() => {
      if (previous.current.fling) return false;
      setGrants((n) => n + 1);
      return true;
    });
  }, [waiting]);
  const showViewAll = viewAll && offset >= VIEW_ALL_AFTER;
  return (
    <div className={viewAll ? 'list-wrap with-view-all' : 'list-wrap'}>
      <div ref={listRef} id={listId} className="list" part="list" role="listbox" tabIndex={0} aria-label={label} style={LIST_STYLE}
        aria-activedescendant={active >= 0 && active < rows.length ? rowId(active) : undefined} onKeyDown={onKeyDown}>
        <div className="sizer" style={{ height: virtualizer.getTotalSize() }}>
          {/* in list order, which browse mode reads (WCAG 1.3.2), each keyed by its slot: React
              moves a recycled row's node into place rather than making a new one */}
          {items.map((v) => (
            <MarketRow key={shown.slots.get(rows[v.index])} kind={kind} row={rows[v.index]} id={rowId(v.index)} selected={v.index === active}
              current={current} ctx={ctx} top={v.start} index={v.index} count={rows.length} icons={shown.icons.has(rows[v.index])}
              quotes={quotes} fiat={fiat} />
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
