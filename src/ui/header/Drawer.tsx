// The mobile side drawer (spec §1, §9: 352 px): a modal dialog with the account actions, the
// rewards card for logged-out visitors (§6), the same menus as the bar (H5 items of the
// remote menu; entries hidden below 992 px left out), and the language and fiat choices.
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { flagOn } from '../../core/header/flags';
import { REWARDS_CARD_USDT } from '../../core/header/menus';
import type { NavItem } from '../../core/header/types';
import { ExLink } from '../common/ExLink';
import { useEx } from '../common/host-context';
import { HeaderActions } from '../header-account/HeaderActions';
import { Disclosure } from './Disclosure';
import { DrawerChoices } from './DrawerChoices';
import { useHeaderHandlers } from './header-context';
import { UiIcon } from './icons';
import { ItemGlyph, ItemText } from './ItemParts';
import { Logo } from './Logo';
import { MenuLink } from './MenuLink';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  pagePath?: string;
}

function DrawerEntry({ item, menu, onClose }: { item: NavItem; menu: string; onClose: () => void }) {
  const { theme } = useEx();
  const { track, openChat } = useHeaderHandlers();
  const content = <><ItemGlyph item={item} theme={theme} /><ItemText item={item} theme={theme} /></>;
  if (item.specialHandler === 'chatRoom') {
    return (
      <li><button type="button" className="xh-row" aria-haspopup="dialog" onClick={() => { track(item, menu); onClose(); openChat(); }}>{content}</button></li>
    );
  }
  if (!item.href) return null;
  return (
    <li>
      <MenuLink className="xh-row" href={item.href} newWindow={item.openInNewWindow} source={`header-drawer-${menu}`}
        onClick={() => { track(item, menu); setTimeout(onClose); /* after the link has been followed */ }}>
        {content}
      </MenuLink>
    </li>
  );
}

function DrawerSection({ item, onClose }: { item: NavItem; onClose: () => void }) {
  if (!item.children.length) {
    return <DrawerEntry item={{ ...item, desc: undefined, prefixIcon: undefined, icon: undefined }} menu="drawer" onClose={onClose} />;
  }
  return (
    <Disclosure label={item.title}>
      <ul className="xh-rows">
        {item.children.map((child) => (child.children.length ? (
          <li key={child.key} className="xh-drawer-group">
            {child.title && <div className="xh-group-title">{child.title}</div>}
            <ul className="xh-rows">{child.children.map((c) => <DrawerEntry key={c.key} item={c} menu={item.key} onClose={onClose} />)}</ul>
          </li>
        ) : <DrawerEntry key={child.key} item={child} menu={item.key} onClose={onClose} />))}
      </ul>
    </Disclosure>
  );
}

function RewardsCard() {
  const { t, link, emit } = useEx();
  return (
    <div className="xh-rewards-card" part="rewards-card">
      <p className="xh-rewards-title">{t('header.rewardsCard.title')}</p>
      <p className="xh-rewards-text">{t('header.rewardsCard.text', { amount: REWARDS_CARD_USDT })}</p>
      <ExLink className="xh-rewards-cta" href={link('/signup')} source="header-rewards-card"
        onClick={() => emit('ex-track', { event: 'header_rewards_card_click' })}>
        {t('header.rewardsCard.cta')}
      </ExLink>
    </div>
  );
}

function DrawerBody({ onClose, items, pagePath }: Omit<DrawerProps, 'open'>) {
  const { t, link, session, config, edition } = useEx();
  // §6: a rewards card for logged-out visitors, where signing up is offered
  const rewardsCard = !session.isLogin && flagOn(config.flags, 'register') && edition.key !== 'testnet';
  return (
    <>
      <div className="xh-drawer-head">
        <ExLink className="xh-logo" href={link('/')} source="header-logo"><Logo /><span className="ex-visually-hidden">{t('header.logo')}</span></ExLink>
        <button type="button" className="xh-icon-btn" aria-label={t('header.drawer.close')} onClick={onClose}>
          <UiIcon name="close" size={20} />
        </button>
      </div>
      <div className="xh-drawer-body">
        <HeaderActions variant="drawer" />
        {rewardsCard && <RewardsCard />}
        <ul className="xh-sections">
          {items.map((item) => <DrawerSection key={item.key} item={item} onClose={onClose} />)}
          <DrawerChoices pagePath={pagePath} />
        </ul>
      </div>
    </>
  );
}

export function Drawer({ open, onClose, items, pagePath }: DrawerProps) {
  const { t } = useEx();
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // a click on the backdrop (outside the panel's box) closes the drawer
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
  };
  return (
    <dialog ref={ref} className="xh-drawer" part="drawer" aria-label={t('header.drawer.label')} onClose={onClose} onClick={onClick}>
      {open && <DrawerBody onClose={onClose} items={items} pagePath={pagePath} />}
    </dialog>
  );
}
