// The bar's navigation: top entries in order, menus opening one at a time, and the entries
// that do not fit the bar's width moved into the More menu (measured, so it holds whatever
// width the logo and the account actions leave; trade and futures leave last).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fittingEntries, keepOrder, plainMenu } from '../../../core/header/build';
import type { NavItem } from '../../../core/header/types';
import { useT } from '../../common/host-context';
import { useHeader } from '../header-context';
import { NavMenu } from './NavMenu';
import { TopLink } from './TopLink';

export interface TopNavProps {
  items: readonly NavItem[];
  /** the remote menu is loading */
  loading: boolean;
  payFiat: string;
  payHref: string;
}

export function TopNav({ items, loading, payFiat, payHref }: TopNavProps) {
  const t = useT();
  const { parts } = useHeader();
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const more = items.find((i) => i.specialHandler === 'moreMenu');
  const entries = items.filter((i) => i !== more);
  const [kept, setKept] = useState<string | null>(null); // indices in the bar, comma-separated; null: all

  const measure = useCallback(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list) return;
    const moreLi = nav.querySelector<HTMLElement>('[data-more]');
    // fractional widths, as the bar's wrapping line lays them out before any script (so both agree)
    const width = (element: Element) => element.getBoundingClientRect().width;
    const widths = [...list.children].map(width);
    const fit = fittingEntries(widths, keepOrder(entries), moreLi ? width(moreLi) : 0, width(nav), Boolean(more));
    // before the frame is painted, so the bar never shows the entries that do not fit
    flushSync(() => setKept(fit.length === widths.length ? null : fit.join()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  // measured when the observer first reports, after the frame's layout and before its paint:
  // reading widths in the commit would force a layout of the whole page at every boot
  useLayoutEffect(() => {
    const observer = new ResizeObserver(measure);
    if (navRef.current) observer.observe(navRef.current);
    for (const li of navRef.current?.querySelectorAll('.xh-top > li') ?? []) observer.observe(li);
    return () => observer.disconnect();
  }, [measure]);

  const keptSet = kept === null ? null : new Set(kept.split(',').filter(Boolean).map(Number));
  const off = (i: number) => keptSet !== null && !keptSet.has(i);
  const hidden = entries.filter((_, i) => off(i));
  const moreItem: NavItem = more ?? { key: 'more', title: t('header.more'), tags: [], children: [], isVertical: false, specialHandler: 'moreMenu' };
  const moreNeeded = Boolean(more) || hidden.length > 0;

  return (
    <nav ref={navRef} className="xh-nav" part="nav" aria-label={t('header.nav.label')} aria-busy={loading || undefined}
      onPointerEnter={parts.warm} onFocus={parts.warm}>
      {loading ? (
        <div className="xh-nav-skeleton" aria-hidden="true"><span /><span /><span /><span /></div>
      ) : (
        <>
          {/* entries that do not fit wrap onto a clipped second line, so the bar shows what fits
              before any script has measured it; More keeps the end (§3e: complete at first paint) */}
          <ul ref={listRef} className="xh-top xh-entries">
            {entries.map((item, i) => (item.children.length && item.specialHandler !== 'rewardsHub'
              ? <NavMenu key={item.key} item={item} payFiat={payFiat} off={off(i)} />
              : (
                <li key={item.key} className={off(i) ? 'xh-top-item xh-overflow' : 'xh-top-item'} aria-hidden={off(i) || undefined} inert={off(i)}>
                  <TopLink item={item} />
                </li>
              )))}
          </ul>
          <ul className="xh-top">
            <NavMenu item={moreItem} payFiat={payFiat} overflow={plainMenu(hidden, payHref)} off={!moreNeeded} isMore />
          </ul>
        </>
      )}
    </nav>
  );
}
