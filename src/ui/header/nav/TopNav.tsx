// The bar's navigation: top entries in order, menus opening one at a time, and the entries
// that do not fit the bar's width in the More menu. CSS decides which entries the bar shows,
// before any script and whatever the fonts (DESIGN.md §3e, §3f): the entries wrap onto a
// clipped second line, in nested lists that make trade and futures leave last (barGroups);
// once hydrated, the bar reads which entries wrapped and makes them unreachable and lists
// them in More, moving nothing.
import { startTransition, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { barGroups, plainMenu } from '../../../core/header/build';
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

/** The entries (`.xh-top-item`, in the items' order) laid out below the first line of `list`: wrapped out of sight. */
function wrappedEntries(list: HTMLElement): number[] | null {
  const box = list.getBoundingClientRect();
  if (!box.height) return null; // no bar (the drawer's widths): as it was
  const entries = [...list.querySelectorAll('.xh-top-item')];
  return entries.flatMap((li, i) => (li.getBoundingClientRect().top - box.top >= box.height / 2 ? [i] : []));
}

export function TopNav({ items, loading, payFiat, payHref }: TopNavProps) {
  const t = useT();
  const { parts } = useHeader();
  const listRef = useRef<HTMLUListElement>(null);
  const more = items.find((i) => i.specialHandler === 'moreMenu');
  const entries = items.filter((i) => i !== more);
  // indices of the entries wrapped out of sight, comma-separated; null: not read yet (a server
  // render and the first client render, which must not depend on a width)
  const [wrapped, setWrapped] = useState<string | null>(null);

  const read = useCallback(() => {
    const found = listRef.current && wrappedEntries(listRef.current);
    // nothing visible changes with it (only what is reachable, and More's rows): no hurry
    if (found) startTransition(() => setWrapped(found.join()));
  }, []);

  // read when the observer reports, after the frame's layout: the list's size, or an entry's
  // (fonts arriving, the account side loading), changes what wraps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    for (const li of list.querySelectorAll('li')) observer.observe(li);
    return () => observer.disconnect();
  }, [read, items]);

  const off = new Set(wrapped?.split(',').filter(Boolean).map(Number) ?? []);
  const hidden = entries.filter((_, i) => off.has(i));
  const moreItem: NavItem = more ?? { key: 'more', title: t('header.more'), tags: [], children: [], isVertical: false, specialHandler: 'moreMenu' };
  // with no More menu of its own, More shows (by CSS) when the last entry wraps; once read, it is reachable only then
  const moreOff = !more && wrapped !== null && hidden.length === 0;
  const { lead, core, tail } = barGroups(entries);

  const entry = (i: number): ReactNode => {
    const item = entries[i];
    return item.children.length && item.specialHandler !== 'rewardsHub'
      ? <NavMenu key={item.key} item={item} payFiat={payFiat} off={off.has(i)} />
      : (
        <li key={item.key} className={off.has(i) ? 'xh-top-item xh-overflow' : 'xh-top-item'} aria-hidden={off.has(i) || undefined} inert={off.has(i)}>
          <TopLink item={item} />
        </li>
      );
  };

  return (
    <nav className={more ? 'xh-nav' : 'xh-nav xh-more-if-needed'} part="nav" aria-label={t('header.nav.label')} aria-busy={loading || undefined}
      onPointerEnter={parts.warm} onFocus={parts.warm}>
      {loading ? (
        <div className="xh-nav-skeleton" aria-hidden="true"><span /><span /><span /><span /></div>
      ) : (
        <>
          <ul ref={listRef} className="xh-top xh-entries">
            {lead.length > 0 && (
              <li className="xh-fold xh-lead">
                <ul className="xh-top">
                  {lead.map(entry)}
                  <li className="xh-fold xh-core"><ul className="xh-top">{core.map(entry)}</ul></li>
                </ul>
              </li>
            )}
            {tail.map(entry)}
          </ul>
          <ul className="xh-top xh-more-list">
            <NavMenu item={moreItem} payFiat={payFiat} overflow={plainMenu(hidden, payHref)} off={moreOff} isMore />
          </ul>
        </>
      )}
    </nav>
  );
}
