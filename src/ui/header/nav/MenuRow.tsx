// One entry of a menu: a link, the "Pay with" toggle, the chat-room opener or the competition
// banner; and a group of entries under a heading (role="group"). In a dropdown an entry is a
// role="menuitem"; in the drawer (no `onEnter`) it is a plain link or button.
import type { PointerEvent } from 'react';
import type { NavItem } from '../../../core/header/types';
import { ExLink } from '../../common/ExLink';
import { useSetting } from '../../common/use-setting';
import { useHeader } from '../header-context';
import { Icon } from '../icons';
import { itemGlyph, itemText } from './ItemParts';

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
  /** a drawer's row: after it was followed (the drawer closes) */
  onDone?: () => void;
}

export function MenuRow({ item, menu, onEnter, onPayWith, payPanelId, onDone }: MenuRowProps) {
  const theme = useSetting('theme').value;
  const { track, openChat } = useHeader();
  const content = (
    <>
      {itemGlyph(item, theme)}
      {itemText(item, theme)}
      {item.hoverPanel && <Icon name="chevronEnd" className="xh-row-end" />}
      {item.openInNewWindow && <Icon name="external" className="xh-row-end" />}
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
        <Icon name="chevronEnd" className="xh-row-end" />
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
  return (
    <ExLink {...shared} href={item.href} newWindow={item.openInNewWindow} source={onEnter ? `header-${menu}` : `header-drawer-${menu}`}
      className={item.specialHandler === 'extraPanel' ? 'xh-row xh-banner' : 'xh-row'} data-panel={item.hoverPanel}
      onClick={() => { track(item, menu); if (onDone) setTimeout(onDone); /* after the link has been followed */ }}>
      {content}
    </ExLink>
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
