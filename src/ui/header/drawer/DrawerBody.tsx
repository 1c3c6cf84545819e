// The content of the mobile side drawer (spec §1, §9), loaded with the menus: the account
// actions (their settings hold the language and fiat choices), the rewards card for logged-out
// visitors (§6), and the same menus as the bar as one-at-a-time sections.
import { signupHref } from '../../../core/header/account/rules';
import { flagOn } from '../../../core/header/flags';
import { REWARDS_CARD_USDT } from '../../../core/header/nav/menus';
import type { NavItem } from '../../../core/header/types';
import { ExLink } from '../../common/ExLink';
import { useConfig, useEdition, useEmit, useLink, usePage, usePrefix, useSession, useT } from '../../common/host-context';
import { Section } from '../account/Dropdown';
import { HeaderActions } from '../account/HeaderActions';
import { Icon } from '../icons';
import { Logo } from '../Logo';
import { MenuGroup, MenuRow } from '../nav/MenuRow';

function DrawerSection({ item, onClose }: { item: NavItem; onClose: () => void }) {
  if (!item.children.length) {
    return <li><MenuRow item={{ ...item, desc: undefined, prefixIcon: undefined, icon: undefined }} menu="drawer" onDone={onClose} /></li>;
  }
  return (
    <li>
      <Section menuKey={`xh-drawer-${item.key}`} label={item.title}>
        {item.children.map((child) => (child.children.length
          ? <MenuGroup key={child.key} group={child} menu={item.key} onDone={onClose} />
          : <MenuRow key={child.key} item={child} menu={item.key} onDone={onClose} />))}
      </Section>
    </li>
  );
}

function RewardsCard() {
  const t = useT();
  const prefix = usePrefix();
  const emit = useEmit();
  const { url } = usePage(); // the page's, on the server too
  return (
    <div className="xh-rewards-card" part="rewards-card">
      <p className="xh-rewards-title">{t('header.rewardsCard.title')}</p>
      <p className="xh-rewards-text">{t('header.rewardsCard.text', { amount: REWARDS_CARD_USDT })}</p>
      <ExLink className="xh-rewards-cta" href={signupHref(prefix, url.pathname)} source="header-rewards-card"
        onClick={() => emit('ex-track', { event: 'header_rewards_card_click' })}>
        {t('header.rewardsCard.cta')}
      </ExLink>
    </div>
  );
}

export function DrawerBody({ drawerId, onClose, items }: { drawerId?: string; onClose: () => void; items: readonly NavItem[] }) {
  const t = useT();
  const link = useLink();
  const session = useSession();
  const config = useConfig();
  const edition = useEdition();
  // §6: a rewards card for logged-out visitors, where signing up is offered
  const rewardsCard = !session.isLogin && flagOn(config.flags, 'register') && edition.key !== 'testnet';
  return (
    <>
      <div className="xh-drawer-head">
        <ExLink className="xh-logo" href={link('/')} source="header-logo"><Logo /><span className="ex-visually-hidden">{t('header.logo')}</span></ExLink>
        {/* before any script it closes the drawer a server render opened as a popover (DESIGN.md §3e) */}
        <button type="button" className="xh-icon-btn" aria-label={t('header.drawer.close')} popoverTarget={drawerId} popoverTargetAction="hide"
          onClick={(e) => { e.preventDefault(); onClose(); }}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className="xh-drawer-body">
        <HeaderActions variant="drawer" />
        {rewardsCard && <RewardsCard />}
        <ul className="xh-sections">
          {items.map((item) => <DrawerSection key={item.key} item={item} onClose={onClose} />)}
        </ul>
      </div>
    </>
  );
}
