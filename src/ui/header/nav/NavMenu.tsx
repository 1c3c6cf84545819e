// One top-level menu of the bar, as a WAI-ARIA menu button: Enter, Space or ArrowDown opens it
// on the first item (ArrowUp on the last), arrows/Home/End move, Escape closes and gives focus
// back to the button, Tab leaves. The mouse opens it on enter and closes it on leave (a click
// keeps it open). Entries with a market hover panel open it on mouse enter or ArrowRight;
// "Pay with" toggles its panel on click (spec §4). Only one panel is open at a time. The
// dropdown is a popover, with its rows in a server render, so it opens before any script (§3e).
import { memo, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { HoverPanelKey, NavItem } from '../../../core/header/types';
import { HYDRATES_LATER } from '../../common/early-input';
import { useDir } from '../../common/host-context';
import { useMenuButton, useParts } from '../header-context';
import { Icon } from '../icons';
import { focusInto, moveFocus, type FocusMove } from '../menu-keys';
import type { ShownPanel } from './MenuRow';

type PanelKey = HoverPanelKey | 'payWith';

export interface NavMenuProps {
  item: NavItem;
  /** the fiat of "Pay with" */
  payFiat: string;
  /** entries that did not fit the bar, shown first (the More menu) */
  overflow?: readonly NavItem[];
  /** wrapped off the bar (TopNav): neither shown nor reachable */
  off?: boolean;
  /** the More menu's list item */
  isMore?: boolean;
}

const MOVES: Record<string, FocusMove> = { ArrowDown: 'next', ArrowUp: 'prev', Home: 'first', End: 'last' };

/** Overflowed top entries as groups: plain links together first, then one group per menu. */
function overflowGroups(items: readonly NavItem[]): NavItem[] {
  const links = items.filter((i) => !i.children.length);
  const menus = items.filter((i) => i.children.length);
  const head: NavItem[] = links.length ? [{ key: 'overflow-links', title: '', tags: [], children: links, isVertical: true }] : [];
  return [...head, ...menus];
}

type RowProps = {
  menu: string; onEnter: (row: NavItem) => void; onPayWith: (keyboard: boolean) => void; payPanelId?: string; marketPanel?: ShownPanel;
};

/** A menu's rows in a Suspense boundary, memoized: a server-rendered header hydrates them after
 * its bar, when React has time or a visitor reaches for them (§3e "hydrate less"), and a render
 * of the menu that leaves them as they were does not make React hydrate them at once. */
const MenuRows = memo(function MenuRows({ parts, entries, rowProps }: { parts: NonNullable<ReturnType<typeof useParts>>; entries: readonly NavItem[]; rowProps: RowProps }) {
  return (
    <Suspense>
      {entries.map((entry) => (entry.children.length
        ? <parts.MenuGroup key={entry.key} group={entry} {...rowProps} />
        : <parts.MenuRow key={entry.key} item={entry} {...rowProps} />))}
    </Suspense>
  );
});

export function NavMenu({ item, payFiat, overflow = [], off = false, isMore = false }: NavMenuProps) {
  const dir = useDir();
  const menu = useMenuButton(item.key);
  const { open, hide: onClose } = menu;
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = menu.panel;
  const menuRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<PanelKey | null>(null);
  const [focusTo, setFocusTo] = useState<FocusMove | 'panel' | null>(null);
  const [shift, setShift] = useState(0);
  const parts = useParts(open);

  useEffect(() => { if (!open) setPanel(null); }, [open]);

  useLayoutEffect(() => {
    if (!open || !focusTo || !parts) return; // the rows are still loading: focus moves once they are there
    const target = focusTo === 'panel' ? dropdownRef.current?.querySelector<HTMLElement>(`[data-panel-frame="${panel}"]`) : null;
    if (target) focusInto(target); else if (focusTo !== 'panel' && menuRef.current) moveFocus(menuRef.current, focusTo);
    setFocusTo(null);
  }, [open, focusTo, panel, parts]);

  // keep the dropdown (and a panel as it opens and fills) inside the viewport, 8 px from its
  // edges; while open it only ever moves further in, so it never slides back under the pointer
  useLayoutEffect(() => {
    const box = dropdownRef.current;
    if (!open || !box) return;
    const place = () => {
      const rect = box.getBoundingClientRect();
      const current = Number.parseFloat(box.style.translate) || 0;
      const [left, right] = [rect.left - current, rect.right - current];
      const width = document.documentElement.clientWidth;
      const next = Math.round(left + Math.min(0, width - 8 - right) < 8 ? 8 - left : Math.min(0, width - 8 - right));
      setShift((s) => (Math.abs(next) > Math.abs(s) ? next : s));
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(box);
    return () => { observer.disconnect(); setShift(0); };
  }, [open]);

  const onButtonClick = (e: MouseEvent) => {
    e.preventDefault(); // the state opens and closes the popover
    if (e.detail) menu.toggle();
    else if (open) onClose(); // Enter or Space
    else { menu.show('key'); setFocusTo('first'); }
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      menu.show('key');
      setFocusTo(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      onClose();
    }
  };

  const focusItemOf = (key: PanelKey) =>
    menuRef.current?.querySelector<HTMLElement>(key === 'payWith' ? '[data-special="payWith"]' : `[data-panel="${key}"]`)?.focus();
  const closePanel = () => { const was = panel; setPanel(null); if (was) focusItemOf(was); };

  const inlineEnd = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const onDropdownKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (!menuRef.current?.contains(target)) {
      // an Escape the panel took itself (the market search clearing its keyword) leaves it open
      if (e.key === 'Escape' && !e.defaultPrevented) { e.preventDefault(); closePanel(); }
      return; // other keys inside a panel are the panel's
    }
    if (MOVES[e.key]) { e.preventDefault(); moveFocus(menuRef.current, MOVES[e.key]); }
    else if (e.key === 'Escape') { e.preventDefault(); onClose(); buttonRef.current?.focus(); }
    else if (e.key === 'Tab') onClose();
    else if (e.key === ' ' && target.tagName === 'A') { e.preventDefault(); target.click(); }
    else if (e.key === inlineEnd && target.dataset.panel) {
      e.preventDefault();
      setPanel(target.dataset.panel as PanelKey);
      setFocusTo('panel');
    }
  };

  const onEnterRow = useCallback((row: NavItem) => {
    setPanel((p) => (row.hoverPanel ?? (p === 'payWith' ? p : null)));
  }, []);
  const onPayWith = useCallback((keyboard: boolean) => {
    setPanel((p) => (p === 'payWith' ? null : 'payWith'));
    if (keyboard) setFocusTo('panel');
  }, []);

  const entries = useMemo(() => (overflow.length ? [...overflowGroups(overflow), ...item.children] : item.children), [overflow, item.children]);
  // groups flow in columns; a horizontal menu of plain entries is a grid of cards
  const layout = overflow.length > 0 || entries.some((e) => e.children.length) ? 'xh-columns' : item.isVertical ? 'xh-list' : 'xh-cards';
  const hoverPanels = [...new Map(item.children.filter((c) => c.hoverPanel).map((c) => [c.hoverPanel!, c])).values()];
  const payItem = item.children.find((c) => c.specialHandler === 'payWith');
  const payPanelId = panel === 'payWith' ? `${id}-pay` : undefined;
  const marketPanel = useMemo(() => (panel && panel !== 'payWith' ? { key: panel, id: `${id}-${panel}` } : undefined), [panel, id]);
  const rowProps = useMemo(() => ({ menu: item.key, onEnter: onEnterRow, onPayWith, payPanelId, marketPanel }),
    [item.key, onEnterRow, onPayWith, payPanelId, marketPanel]);

  return (
    <li className={`xh-top-item${isMore ? ' xh-more' : ''}${off ? ' xh-overflow' : ''}`} data-more={isMore ? '' : undefined}
      aria-hidden={off || undefined} inert={off} {...menu.wrap}>
      <button ref={buttonRef} type="button" id={`${id}-button`} className="xh-top-btn" part="nav-button" aria-haspopup="menu"
        aria-expanded={open} aria-controls={open ? `${id}-menu` : undefined} popoverTarget={`${id}-dropdown`} onClick={onButtonClick} onKeyDown={onButtonKey}>
        {item.title}
        <Icon name="chevronDown" className="xh-caret" size={14} />
      </button>
      <div ref={dropdownRef} id={`${id}-dropdown`} className="xh-dropdown" part="dropdown" popover="auto" onKeyDown={onDropdownKey} {...{ [HYDRATES_LATER]: '' }}
        onClick={(e) => { if ((e.target as Element).closest('a')) onClose(); /* a followed link (or a host route) ends the menu */ }}
        style={shift ? { translate: `${shift}px` } : undefined}>
        <div ref={menuRef} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className={`xh-menu ${layout}`}
          aria-busy={(open && !parts) || undefined}>
          {parts && <MenuRows parts={parts} entries={entries} rowProps={rowProps} />}
        </div>
        {parts && hoverPanels.map((row) => (
          <parts.MarketPanelSlot key={row.hoverPanel} panel={row.hoverPanel!} open={open && panel === row.hoverPanel}
            id={`${id}-${row.hoverPanel}`} title={row.title} />
        ))}
        {parts && payItem && (
          <parts.PayWithPanel id={`${id}-pay`} open={open && panel === 'payWith'} current={payFiat} onDismiss={closePanel} />
        )}
      </div>
    </li>
  );
}
