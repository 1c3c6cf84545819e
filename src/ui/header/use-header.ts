// The header's data: its menus (static tables, or the remote menu when on — spec §6) and the
// redirects it performs on load (§2 host map, §4 AU compliance).
import { useEffect, useMemo } from 'react';
import { drawerItems, plainMenu, topNav, type MenuContext } from '../../core/header/build';
import { REMOTE_MENU_LOAD } from '../../core/first-loads';
import { buyCryptoPath, DEFAULT_PAY_FIAT } from '../../core/header/nav/pay-with';
import { headerRedirect, hostMapOf } from '../../core/header/nav/redirects';
import { remoteMenu } from '../../core/header/nav/remote';
import type { NavItem } from '../../core/header/types';
import { navigation } from '../../core/navigation';
import { useApi, useCommon, useCompliance, useConfig, useEdition, useEmit, useLang, useLangs, useLink, usePrefix, useSession, useSiteId, useT } from '../common/host-context';
import { useFirstLoad } from '../common/hooks';

export interface HeaderMenus {
  bar: NavItem[];
  drawer: NavItem[];
  /** the remote menu is on and still loading */
  loading: boolean;
  payFiat: string;
  payHref: string;
}

export function useHeaderMenus(): HeaderMenus {
  const edition = useEdition();
  const compliance = useCompliance();
  const config = useConfig();
  const link = useLink();
  const t = useT();
  const api = useApi();
  const lang = useLang();
  const siteId = useSiteId();
  const common = useCommon();
  const first = { api, lang, siteId, edition, flags: config.flags };
  const remoteOn = REMOTE_MENU_LOAD.when(first);
  // a server render fetches it too (DESIGN.md §3a): the top navigation is in the page's HTML
  const remote = useFirstLoad(REMOTE_MENU_LOAD, first, [api, lang, siteId]);
  const list = remote.state === 'done' ? remote.data : null;

  return useMemo(() => {
    const payFiat = common.defaultBuyCryptoFiat || DEFAULT_PAY_FIAT;
    const payHref = link(buyCryptoPath(payFiat));
    const ctx: MenuContext = { edition, compliance, flags: config.flags, link, t, vars: { fiat: payFiat } };
    const rctx = { edition, compliance, link };
    const bar = topNav(ctx, list && remoteMenu(list, 'web', rctx));
    // without the remote menu, the drawer's entries are the bar's (plainMenu and drawerItems copy them)
    const drawer = drawerItems(plainMenu(list ? topNav(ctx, remoteMenu(list, 'h5', rctx)) : bar, payHref));
    return { bar, drawer, loading: remoteOn && remote.state !== 'done', payFiat, payHref };
  }, [edition, compliance, config.flags, link, t, common.defaultBuyCryptoFiat, list, remoteOn, remote.state]);
}

/** Performs the header's redirect once its inputs are known; the host may cancel ex-redirect. */
export function useHeaderRedirect(pagePath: string | undefined): void {
  const edition = useEdition();
  const compliance = useCompliance();
  const session = useSession();
  const config = useConfig();
  const prefix = usePrefix();
  const langs = useLangs();
  const emit = useEmit();
  const hostMap = hostMapOf(config);
  const mapKey = JSON.stringify(hostMap);
  useEffect(() => {
    const redirect = headerRedirect({
      edition, compliance, isLogin: session.isLogin, hostMap, prefix, langs,
      location: pagePath
        ? { hostname: location.hostname, pathname: pagePath }
        : { hostname: location.hostname, pathname: location.pathname, search: location.search, hash: location.hash },
    });
    if (redirect && emit('ex-redirect', redirect, { cancelable: true })) navigation.assign(redirect.href);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edition, compliance, session.isLogin, mapKey, prefix, langs.join(), pagePath]);
}
