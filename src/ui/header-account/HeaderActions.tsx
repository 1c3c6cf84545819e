// The header's account side (spec §1, §2, §4–§6): settings, theme, personal centre, wallet,
// orders, bell, deposit, download, login/sign-up, logout. <ex-header> mounts it twice:
// variant "bar" on the right of the 64 px desktop bar, "drawer" in the mobile side drawer.
import { useCallback, useEffect, useState } from 'react';
import { loadAccountSwitch } from '../../core/header-account/account-switch';
import { ordersMenu, walletMenu } from '../../core/header-account/menus';
import { authLinks, bellShown, crossMarginWanted, depositShown, downloadHref, flagOn, type AccountContext } from '../../core/header-account/rules';
import { setTheme } from '../../core/stores';
import { ExLink } from '../common/ExLink';
import { useEx } from '../common/host-context';
import { Bell, BellRow } from './Bell';
import { DownloadQr } from './DownloadQr';
import { Dropdown, Section } from './Dropdown';
import { useAccountContext, useAccountInfo, useAdoptedStyles, useToast, type AccountInfo } from './hooks';
import { AccountIcon } from './icons';
import { LogoutDialog } from './LogoutDialog';
import { MenuLinks } from './MenuLinks';
import { Avatar, PersonalPanel } from './PersonalPanel';
import { SettingsPanel } from './SettingsPanel';
import { headerAccountStyles } from './styles';

export interface HeaderActionsProps {
  /** 'bar' in the desktop header, 'drawer' in the mobile side drawer */
  variant: 'bar' | 'drawer';
}

type Opener = (id: string) => { open: boolean; onOpenChange: (open: boolean) => void };

interface PartsProps { ctx: AccountContext; info: AccountInfo | null; opener: Opener; notify: (text: string) => void; onLogout: () => void }

function ThemeToggle() {
  const { theme, t, emit } = useEx();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="xa-icon-btn xa-theme" part="theme-toggle" aria-label={t(next === 'dark' ? 'account.theme.toDark' : 'account.theme.toLight')}
      onClick={() => { setTheme(next); emit('ex-settings-change', { setting: 'theme', value: next }); }}>
      <AccountIcon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

function LoginButtons({ ctx, block }: { ctx: AccountContext; block?: boolean }) {
  const { t, prefix } = useEx();
  const links = authLinks(ctx, prefix, { href: location.href, path: location.pathname });
  return (
    <div className={block ? 'xa-auth xa-block' : 'xa-auth'}>
      <ExLink href={links.login} source="header-account.login" className="xa-btn" part="login">{t('account.login')}</ExLink>
      {links.signup && <ExLink href={links.signup} source="header-account.signup" className="xa-btn xa-primary" part="signup">{t('account.signup')}</ExLink>}
    </div>
  );
}

function DepositButton({ ctx, block }: { ctx: AccountContext; block?: boolean }) {
  const { t, link } = useEx();
  if (!depositShown(ctx)) return null;
  return (
    <ExLink href={link('/myaccount/deposit/USDT')} source="header-account.deposit" part="deposit"
      className={block ? 'xa-btn xa-primary xa-deposit xa-block' : 'xa-btn xa-primary xa-deposit'}>
      {t('account.deposit')}
    </ExLink>
  );
}

function Bar({ ctx, info, opener, notify, onLogout }: PartsProps) {
  const { t, config, prefix, link } = useEx();
  const wallet = walletMenu(ctx);
  const orders = ordersMenu(ctx);
  const download = downloadHref(ctx, prefix);
  const label = (icon: Parameters<typeof AccountIcon>[0]['name'], text: string) =>
    <><AccountIcon name={icon} /><span className="xa-label">{text}</span></>;
  return (
    <>
      {ctx.session.isLogin ? <DepositButton ctx={ctx} /> : <LoginButtons ctx={ctx} />}
      {wallet.length > 0 && (
        <Dropdown label={t('account.wallet.title')} trigger={label('wallet', t('account.wallet.title'))} part="wallet"
          panelClass="xa-panel-wallet" arrowKeys {...opener('wallet')}>
          <MenuLinks links={wallet} source="header-account.wallet" grouped />
        </Dropdown>
      )}
      {orders.length === 1 && (
        <ExLink href={link(orders[0].path)} source="header-account.orders" className="xa-trigger xa-orders-link">{label('orders', t('account.orders.title'))}</ExLink>
      )}
      {orders.length > 1 && (
        <Dropdown label={t('account.orders.title')} trigger={label('orders', t('account.orders.title'))} part="orders" arrowKeys {...opener('orders')}>
          <MenuLinks links={orders} source="header-account.orders" />
        </Dropdown>
      )}
      {ctx.session.isLogin && flagOn(config.flags, 'personalInfo') && (
        <Dropdown label={t('account.menu')} trigger={<Avatar />} part="personal" panelClass="xa-panel-personal" {...opener('personal')}>
          <PersonalPanel ctx={ctx} info={info} notify={notify} onLogout={onLogout} />
        </Dropdown>
      )}
      {bellShown(ctx) && <Bell {...opener('bell')} />}
      {download && (
        <Dropdown label={t('account.download')} trigger={<AccountIcon name="phone" />} part="download" {...opener('download')}>
          <DownloadQr href={download} />
        </Dropdown>
      )}
      {flagOn(config.flags, 'setting') && (
        <Dropdown label={t('account.settings')} trigger={<AccountIcon name="gear" />} part="settings" panelClass="xa-panel-settings" {...opener('settings')}>
          <SettingsPanel />
        </Dropdown>
      )}
      {flagOn(config.flags, 'theme') && <ThemeToggle />}
    </>
  );
}

function Drawer({ ctx, info, opener, notify, onLogout }: PartsProps) {
  const { t, config, prefix } = useEx();
  const wallet = walletMenu(ctx);
  const orders = ordersMenu(ctx);
  const download = downloadHref(ctx, prefix);
  return (
    <>
      {ctx.session.isLogin ? <DepositButton ctx={ctx} block /> : <LoginButtons ctx={ctx} block />}
      {ctx.session.isLogin && flagOn(config.flags, 'personalInfo') && (
        <Section label={t('account.menu')} icon={<Avatar size={24} />} {...opener('personal')}>
          <PersonalPanel ctx={ctx} info={info} notify={notify} onLogout={onLogout} />
        </Section>
      )}
      {wallet.length > 0 && (
        <Section label={t('account.wallet.title')} icon={<AccountIcon name="wallet" size={18} />} {...opener('wallet')}>
          <MenuLinks links={wallet} source="header-account.wallet" grouped />
        </Section>
      )}
      {orders.length > 0 && (
        <Section label={t('account.orders.title')} icon={<AccountIcon name="orders" size={18} />} {...opener('orders')}>
          <MenuLinks links={orders} source="header-account.orders" />
        </Section>
      )}
      {bellShown(ctx) && <BellRow />}
      {flagOn(config.flags, 'setting') && (
        <Section label={t('account.settings')} icon={<AccountIcon name="gear" size={18} />} {...opener('settings')}>
          <SettingsPanel withTheme />
        </Section>
      )}
      {download && (
        <ExLink href={download} source="header-account.download" className="xa-nav-row">
          <AccountIcon name="phone" size={18} /><span className="xa-grow">{t('account.download')}</span>
        </ExLink>
      )}
    </>
  );
}

export function HeaderActions({ variant }: HeaderActionsProps) {
  useAdoptedStyles(headerAccountStyles);
  const { session, config, edition, dir } = useEx();
  const wanted = crossMarginWanted(useAccountContext(null));
  const info = useAccountInfo(session.isLogin, wanted);
  const ctx = useAccountContext(info);
  const toast = useToast();
  const [menu, setMenu] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => { if (variant === 'bar') loadAccountSwitch(config, edition, session.isLogin); }, [variant, config, edition, session.isLogin]);

  const opener = useCallback<Opener>((id) => ({
    open: menu === id,
    onOpenChange: (open) => setMenu((current) => (open ? id : current === id ? null : current)),
  }), [menu]);
  const onLogout = useCallback(() => { setMenu(null); setLoggingOut(true); }, []);
  const closeLogout = useCallback(() => setLoggingOut(false), []);

  const Parts = variant === 'bar' ? Bar : Drawer;
  return (
    <div className={`xa-root xa-${variant}`} dir={dir} part={`account-${variant}`}>
      <Parts ctx={ctx} info={info} opener={opener} notify={toast.notify} onLogout={onLogout} />
      <div className={toast.text ? 'xa-toast xa-shown' : 'xa-toast'} role="status" part="toast">{toast.text}</div>
      {loggingOut && <LogoutDialog onClose={closeLogout} />}
    </div>
  );
}
