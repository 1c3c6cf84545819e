// <ex-header>, navigation side (spec §1, §2 "Header links", §3–§6): the 64 px bar with the
// logo, the top navigation with its menus and hover panels, the search button (./SearchButton),
// the account actions (src/ui/header-account) and, below 992 px, the side drawer.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flagOn } from '../../core/header/flags';
import { regionHas } from '../../core/header/nav/regions';
import { AHEAD_OF_USE, whenIdle } from '../../core/idle';
import { htmlLangOf } from '../../core/i18n/languages';
import type { NavItem } from '../../core/header/types';
import { ExLink } from '../common/ExLink';
import { useConfig, useDir, useEdition, useEmit, useLang, useLink, useSession, useT } from '../common/host-context';
import { useServerData } from '../common/server-data';
import { useArrival } from '../common/hooks';
import { useLoaded } from '../common/use-loaded';
import { useSetting } from '../common/use-setting';
import { HeaderActions } from './account/HeaderActions';
import { Drawer } from './drawer/Drawer';
import { chatRoomDetail, HeaderContext, type HeaderShared, type OpenMenu } from './header-context';
import { Icon } from './icons';
import { Logo } from './Logo';
import { headerParts } from './parts';
import { TopNav } from './nav/TopNav';
import { SearchButton } from './SearchButton';
import { SkipLink } from './SkipLink';
import { useHeaderMenus, useHeaderRedirect } from './use-header';

/** Below this width the bar's navigation gives way to the drawer (§9 breakpoints). */
export const DRAWER_BELOW = 992;

/** The part a root hydrating a server render waits for (the server rendered with it, §3e);
 * settled even when it failed to load: the root then renders without it, as React decides. */
let partsArrival: Promise<unknown> | undefined;
const partsArrived = () => (partsArrival ??= headerParts.load().catch(() => undefined));

/** The button of the menu or drawer open in the header (a popover's invoker that says it is expanded). */
const openMenuButton = (root: HTMLElement | null) => root?.querySelector<HTMLElement>('[popovertarget][aria-expanded="true"]') ?? null;

export interface HeaderViewProps {
  /** the page path that decides redirects and language links (default: location) */
  pagePath?: string;
}

export function HeaderView({ pagePath }: HeaderViewProps) {
  useArrival(useServerData() && !headerParts.value ? partsArrived() : null);
  const t = useT();
  const link = useLink();
  const emit = useEmit();
  const dir = useDir();
  const lang = useLang();
  const session = useSession();
  const config = useConfig();
  const edition = useEdition();
  const theme = useSetting('theme').value;
  const menus = useHeaderMenus();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [open, setOpen] = useState<OpenMenu>(null);
  const root = useRef<HTMLElement>(null);
  const chatOpener = useRef<HTMLElement | null>(null);
  const drawerId = useId();
  useHeaderRedirect(pagePath);
  // what the first paint does not need (menus' contents, drawer, panels, dialogs), once the browser is idle after it
  useEffect(() => whenIdle(() => void headerParts.warm(), AHEAD_OF_USE), []);
  const parts = useLoaded(headerParts, chatOpen);

  // the drawer belongs to narrow layouts: widening past 992 px closes it
  useEffect(() => {
    const el = root.current;
    if (!el || !drawerOpen) return;
    const observer = new ResizeObserver(() => { if (el.clientWidth >= DRAWER_BELOW) setDrawerOpen(false); });
    observer.observe(el);
    return () => observer.disconnect();
  }, [drawerOpen]);

  const shared = useMemo<HeaderShared>(() => ({
    track: (item: NavItem, menu: string) => emit('ex-track', { event: 'header_menu_click', menu, item: item.key, href: item.href }),
    openChat: () => {
      if (!emit('ex-chatroom-open', chatRoomDetail(session), { cancelable: true })) return;
      chatOpener.current = openMenuButton(root.current);
      setChatOpen(true);
    },
    theme, pagePath, parts: headerParts, open, setOpen,
  }), [emit, session, theme, pagePath, open]);

  // the chat's dialog closes the menu it was opened from (showModal hides popovers), so the
  // browser cannot give focus back to its row: it goes to that menu's button (WCAG 2.4.3)
  useLayoutEffect(() => {
    if (chatOpen) return;
    chatOpener.current?.focus();
    chatOpener.current = null;
  }, [chatOpen]);

  const search = regionHas(edition, 'search') && flagOn(config.flags, 'search');

  return (
    <HeaderContext.Provider value={shared}>
      <header ref={root} className="xh-header" part="header" dir={dir} lang={htmlLangOf(lang)}>
        <SkipLink />
        <div className="xh-bar" part="bar">
          <ExLink className="xh-logo" part="logo" href={link('/')} source="header-logo">
            <Logo /><span className="ex-visually-hidden">{t('header.logo')}</span>
          </ExLink>
          <TopNav items={menus.bar} loading={menus.loading} payFiat={menus.payFiat} payHref={menus.payHref} />
          <div className="xh-end" part="actions">
            {search && <SearchButton />}
            <HeaderActions variant="bar" />
            <button type="button" className="xh-icon-btn xh-drawer-toggle" part="drawer-toggle" aria-label={t('header.drawer.open')}
              aria-haspopup="dialog" aria-expanded={drawerOpen} popoverTarget={drawerId} onPointerEnter={headerParts.warm} onFocus={headerParts.warm}
            onClick={(e: MouseEvent) => { e.preventDefault(); setDrawerOpen(true); emit('ex-track', { event: 'header_drawer_open' }); }}>
              <Icon name="menu" size={22} />
            </button>
          </div>
        </div>
        <Drawer id={drawerId} open={drawerOpen} onOpen={() => setDrawerOpen(true)} onClose={() => setDrawerOpen(false)} items={menus.drawer} />
        {parts && <parts.ChatRoom open={chatOpen} onClose={() => setChatOpen(false)} />}
      </header>
    </HeaderContext.Provider>
  );
}

/** What its server render shows besides the view (src/server/render.tsx loads it first): the menus' contents. */
HeaderView.renderParts = [headerParts] as const;
