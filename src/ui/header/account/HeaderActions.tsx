// The header's account side (spec §1, §2, §4–§6): settings, theme, personal centre, wallet,
// orders, bell, deposit, download, login/sign-up, logout. <ex-header> mounts it twice:
// variant "bar" on the right of the 64 px desktop bar (menus are dropdowns), "drawer" in the
// mobile side drawer (menus are sections). Menu contents load on demand (src/ui/header/lazy.ts).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadAccountSwitch } from '../../../core/header/account/account-switch';
import { ordersMenu, walletMenu } from '../../../core/header/account/menus';
import { authLinks, bellShown, crossMarginWanted, depositShown, downloadHref } from '../../../core/header/account/rules';
import { flagOn, type HeaderFlag } from '../../../core/header/flags';
import { ExLink } from '../../common/ExLink';
import { useConfig, useDir, useEdition, useLink, usePage, usePrefix, useSession, useT } from '../../common/host-context';
import { useSetting } from '../../common/use-setting';
import { useHeader, useParts } from '../header-context';
import { Icon, type IconName } from '../icons';
import type * as Parts from '../on-demand';
import { Avatar } from './Avatar';
import { Bell, BellRow } from './Bell';
import { Dropdown, Section, type DropdownProps, type TriggerElement } from './Dropdown';
import { useAccountContext, useAccountInfo, useToast } from './hooks';

/** How a menu differs: its panel's class, arrow keys, a trigger that is a link (the bar's), the trigger's ref. */
type MenuOptions = Pick<DropdownProps, 'panelClass' | 'arrowKeys' | 'href' | 'keysHint' | 'triggerRef'>;

export interface HeaderActionsProps {
  /** 'bar' in the desktop header, 'drawer' in the mobile side drawer */
  variant: 'bar' | 'drawer';
}

export function HeaderActions({ variant }: HeaderActionsProps) {
  const t = useT();
  const session = useSession();
  const config = useConfig();
  const edition = useEdition();
  const dir = useDir();
  const prefix = usePrefix();
  const link = useLink();
  const theme = useSetting('theme');
  const wanted = crossMarginWanted(useAccountContext(null));
  const info = useAccountInfo(session.isLogin, wanted);
  const ctx = useAccountContext(info);
  const toast = useToast();
  const { open, setOpen, parts } = useHeader();
  const [loggingOut, setLoggingOut] = useState(false);
  const personalTrigger = useRef<TriggerElement>(null);
  const drawer = variant === 'drawer';
  const scope = `xa-${variant}-`;
  const panels = useParts(loggingOut || !!open?.key.startsWith(scope));

  useEffect(() => { if (!drawer) loadAccountSwitch(config, edition, session.isLogin); }, [drawer, config, edition, session.isLogin]);

  // the panel holding "Log out" goes as the dialog opens: focus moves to its menu's button
  // first, so that closing the dialog gives focus back there (APG dialog: the invoking control)
  const onLogout = useCallback(() => { personalTrigger.current?.focus(); setOpen(null); setLoggingOut(true); }, [setOpen]);
  const closeLogout = useCallback(() => setLoggingOut(false), []);

  const flag = (name: HeaderFlag) => flagOn(config.flags, name);
  const wallet = walletMenu(ctx);
  const orders = ordersMenu(ctx);
  const download = downloadHref(ctx, prefix);
  const icon = (name: IconName) => <Icon name={name} size={drawer ? 18 : 20} />;
  const labelled = (name: IconName, text: string) => <>{icon(name)}<span className="xa-label">{text}</span></>;
  /** A menu: a dropdown in the bar, a section in the drawer; its content is a loaded panel. */
  const menu = (id: string, label: string, trigger: ReactNode, content: (p: typeof Parts) => ReactNode, options: MenuOptions = {}) => (drawer
    ? <Section menuKey={scope + id} label={label} icon={trigger} triggerRef={options.triggerRef}>{panels && content(panels)}</Section>
    : <Dropdown menuKey={scope + id} label={label} trigger={trigger} part={id} {...options}>{panels && content(panels)}</Dropdown>);

  const block = drawer ? ' xa-block' : '';
  const { url } = usePage();
  const links = authLinks(ctx, prefix, { href: url.href, path: url.pathname });
  const auth = !session.isLogin ? (
    <div className={`xa-auth${block}`}>
      <ExLink href={links.login} source="header-account.login" className="xa-btn" part="login">{t('account.login')}</ExLink>
      {links.signup && <ExLink href={links.signup} source="header-account.signup" className="xa-btn xa-primary" part="signup">{t('account.signup')}</ExLink>}
    </div>
  ) : depositShown(ctx) && (
    <ExLink href={link('/myaccount/deposit/USDT')} source="header-account.deposit" part="deposit" className={`xa-btn xa-primary xa-deposit${block}`}>
      {t('account.deposit')}
    </ExLink>
  );
  const walletMenuEl = wallet.length > 0 && menu('wallet', t('account.wallet.title'), drawer ? icon('wallet') : labelled('wallet', t('account.wallet.title')),
    (p) => <p.MenuLinks links={wallet} source="header-account.wallet" grouped />, { panelClass: 'xa-panel-wallet', arrowKeys: true });
  // the bar shows a lone spot-orders entry as a link (§6 multiple-order flag off)
  const ordersMenuEl = orders.length > (drawer ? 0 : 1) && menu('orders', t('account.orders.title'), drawer ? icon('orders') : labelled('orders', t('account.orders.title')),
    (p) => <p.MenuLinks links={orders} source="header-account.orders" />, { arrowKeys: true });
  // the bar's avatar links to the profile and opens its panel as the bell does (§2 "Header links")
  const personal = session.isLogin && flag('personalInfo') && menu('personal', t('account.menu'), <Avatar size={drawer ? 24 : 32} />,
    (p) => <p.PersonalPanel ctx={ctx} info={info} notify={toast.notify} onLogout={onLogout} />,
    { panelClass: 'xa-panel-personal', href: link('/myaccount/profile'), keysHint: t('account.menu.keys'), triggerRef: personalTrigger });
  const bell = bellShown(ctx) && (drawer ? <BellRow /> : <Bell menuKey={`${scope}bell`} />);
  const settings = flag('setting') && menu('settings', t('account.settings'), icon('gear'), (p) => <p.SettingsPanel withTheme={drawer} />, { panelClass: 'xa-panel-settings' });
  const next = theme.value === 'dark' ? 'light' : 'dark';

  return (
    <div className={`xa-root xa-${variant}`} dir={dir} part={`account-${variant}`} onPointerEnter={parts.warm} onFocus={parts.warm}>
      {drawer ? (
        <>
          {auth}{personal}{walletMenuEl}{ordersMenuEl}{bell}{settings}
          {download && (
            <ExLink href={download} source="header-account.download" className="xa-nav-row">
              {icon('phone')}<span className="xa-grow">{t('account.download')}</span>
            </ExLink>
          )}
        </>
      ) : (
        <>
          {auth}{walletMenuEl}{ordersMenuEl}
          {orders.length === 1 && (
            <ExLink href={link(orders[0].path)} source="header-account.orders" className="xa-trigger xa-orders-link">
              {labelled('orders', t('account.orders.title'))}
            </ExLink>
          )}
          {personal}{bell}
          {download && menu('download', t('account.download'), icon('phone'), (p) => <p.DownloadQr href={download} shown={open?.key === `${scope}download`} />)}
          {settings}
          {flag('theme') && (
            <button type="button" className="xh-icon-btn xa-theme" part="theme-toggle" aria-label={t(next === 'dark' ? 'account.theme.toDark' : 'account.theme.toLight')}
              onClick={() => { theme.choose(next); toast.notify(t(next === 'dark' ? 'account.theme.nowDark' : 'account.theme.nowLight')); }}>
              <Icon name={theme.value === 'dark' ? 'sun' : 'moon'} size={20} />
            </button>
          )}
        </>
      )}
      <div className={toast.text ? 'xa-toast xa-shown' : 'xa-toast'} role="status" part="toast">{toast.text}</div>
      {loggingOut && panels && <panels.LogoutDialog onClose={closeLogout} />}
    </div>
  );
}
