// One entry of a menu: a link, the "Pay with" toggle, the chat-room opener or the competition
// banner; and a group of entries under a heading (role="group"). In a dropdown an entry is a
// role="menuitem"; in the drawer (no `onEnter`) it is a plain link or button.
import type { PointerEvent } from 'react';
import type { HoverPanelKey, NavItem } from '../../../core/header/types';
import { exLink } from '../../common/ExLink';
import { useEmit } from '../../common/host-context';
import { useHeader } from '../header-context';
import { icon } from '../icons';
import { itemGlyph, itemText } from './ItemParts';
import { NewWindowNote } from './NewWindowNote';

/** The market panel shown beside a dropdown, and its id. */
export interface ShownPanel { key: HoverPanelKey; id: string }

export interface MenuRowProps {
  item: NavItem;
  /** key of the menu the row sits in, for ex-track and ex-navigate */
  menu: string;
  /** a dropdown's row: the mouse entered it (hover panels follow the pointer) */
  onEnter?: (item: NavItem) => void;
  /** the "Pay with" toggle was activated; keyboard: true when by Enter/Space */
  onPayWith?: (keyboard: boolean) => void;
  /** id of the open "Pay with" panel, when it is open */
  payPanelId?: string;
  /** the market panel shown, when one is */
  marketPanel?: ShownPanel;
  /** a drawer's row: after it was followed (the drawer closes) */
  onDone?: () => void;
}

export function MenuRow({ item, menu, onEnter, onPayWith, payPanelId, marketPanel, onDone }: MenuRowProps) {
  const { track, openChat, theme } = useHeader();
  const emit = useEmit();
  const content = (
    <>
      {itemGlyph(item, theme)}
      {itemText(item, theme)}
      {item.hoverPanel && icon('chevronEnd', 16, 'xh-row-end')}
      {item.openInNewWindow && <>{icon('external', 16, 'xh-row-end')}<NewWindowNote /></>}
    </>
  );
  const shared = onEnter && {
    role: 'menuitem',
    tabIndex: -1,
    onPointerEnter: (e: PointerEvent) => { if (e.pointerType === 'mouse') onEnter(item); },
  } as const;

  if (item.specialHandler === 'payWith') {
    return (
      <button type="button" {...shared} className="xh-row" data-special="payWith" aria-expanded={Boolean(payPanelId)}
        aria-controls={payPanelId} onClick={(e) => { track(item, menu); onPayWith?.(e.detail === 0); }}>
        {content}
        {icon('chevronEnd', 16, 'xh-row-end')}
      </button>
    );
  }
  if (item.specialHandler === 'chatRoom') {
    return (
      <button type="button" {...shared} className="xh-row" aria-haspopup="dialog" onClick={() => { track(item, menu); onDone?.(); openChat(); }}>
        {content}
      </button>
    );
  }
  if (!item.href) return null;
  // a dropdown's row with a market panel (ArrowRight opens it) says whether it is shown, as "Pay with" does
  const panelShown = marketPanel && marketPanel.key === item.hoverPanel ? marketPanel.id : undefined;
  const panelState = onEnter && item.hoverPanel ? { 'aria-expanded': Boolean(panelShown), 'aria-controls': panelShown } : undefined;
  // a function, not <ExLink>: a server-rendered header draws a hundred rows (DESIGN.md §3c throughput)
  return exLink(emit, {
    href: item.href, newWindow: item.openInNewWindow, source: onEnter ? `header-${menu}` : `header-drawer-${menu}`,
    onClick: () => { track(item, menu); if (onDone) setTimeout(onDone); /* after the link has been followed */ },
  }, { ...shared, ...panelState, className: item.specialHandler === 'extraPanel' ? 'xh-row xh-banner' : 'xh-row', 'data-panel': item.hoverPanel, children: content });
}

/** Entries under a heading; a group without a title is a plain run of entries. */
export function MenuGroup({ group, ...rest }: Omit<MenuRowProps, 'item'> & { group: NavItem }) {
  return (
    <div role="group" className="xh-group" aria-label={group.title || undefined}>
      {group.title && <div className="xh-group-title" aria-hidden="true">{group.title}</div>}
      {group.children.map((child) => <MenuRow key={child.key} item={child} {...rest} />)}
    </div>
  );
}
