// One entry of a dropdown menu (role="menuitem"): a link, the "Pay with" toggle, the chat-room
// opener or the competition banner; and a group of entries under a heading (role="group").
import type { PointerEvent } from 'react';
import type { NavItem } from '../../core/header/types';
import { useEx } from '../common/host-context';
import { useHeaderHandlers } from './header-context';
import { UiIcon } from './icons';
import { ItemGlyph, ItemText } from './ItemParts';
import { MenuLink } from './MenuLink';

export interface MenuRowProps {
  item: NavItem;
  /** key of the menu the row sits in, for ex-track and ex-navigate */
  menu: string;
  /** mouse entered the row (hover panels follow the pointer) */
  onEnter: (item: NavItem) => void;
  /** the "Pay with" toggle was activated; keyboard: true when by Enter/Space */
  onPayWith: (keyboard: boolean) => void;
  /** id of the open "Pay with" panel, when it is open */
  payPanelId?: string;
}

export function MenuRow({ item, menu, onEnter, onPayWith, payPanelId }: MenuRowProps) {
  const { theme } = useEx();
  const { track, openChat } = useHeaderHandlers();
  const content = (
    <>
      <ItemGlyph item={item} theme={theme} />
      <ItemText item={item} theme={theme} />
      {item.hoverPanel && <UiIcon name="chevronEnd" className="xh-row-end xh-flip" />}
      {item.openInNewWindow && <UiIcon name="external" className="xh-row-end" />}
    </>
  );
  const shared = {
    role: 'menuitem',
    tabIndex: -1,
    onPointerEnter: (e: PointerEvent) => { if (e.pointerType === 'mouse') onEnter(item); },
  } as const;

  if (item.specialHandler === 'payWith') {
    return (
      <button type="button" {...shared} className="xh-row" data-special="payWith" aria-expanded={Boolean(payPanelId)}
        aria-controls={payPanelId} onClick={(e) => { track(item, menu); onPayWith(e.detail === 0); }}>
        {content}
        <UiIcon name="chevronEnd" className="xh-row-end xh-flip" />
      </button>
    );
  }
  if (item.specialHandler === 'chatRoom') {
    return (
      <button type="button" {...shared} className="xh-row" aria-haspopup="dialog" onClick={() => { track(item, menu); openChat(); }}>
        {content}
      </button>
    );
  }
  if (!item.href) return null;
  return (
    <MenuLink {...shared} href={item.href} newWindow={item.openInNewWindow} source={`header-${menu}`}
      className={item.specialHandler === 'extraPanel' ? 'xh-row xh-banner' : 'xh-row'} data-panel={item.hoverPanel}
      onClick={() => track(item, menu)}>
      {content}
    </MenuLink>
  );
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
