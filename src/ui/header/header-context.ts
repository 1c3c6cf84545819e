// What the header's inner views share: the tracked-click helper, the chat-room opener, the
// page path, its part loaded on demand (parts.ts, which only the header's root imports: the part
// holds views that use this context), and the one open menu of the whole header (spec §4 "Menus and hover panels open
// one at a time": a navigation menu, an account menu or a drawer section), with the mouse and
// focus behaviour every menu button has.
import { createContext, useContext, useEffect, useLayoutEffect, useRef, type Dispatch, type FocusEvent, type PointerEvent, type SetStateAction } from 'react';
import type { NavItem } from '../../core/header/types';
import type { OnDemand } from '../../core/loader';
import type { Session, Theme } from '../../core/types';
import { useServerData } from '../common/server-data';
import { useLoaded } from '../common/use-loaded';
import type * as OnDemandParts from './on-demand';

export type OpenBy = 'hover' | 'click' | 'key';
export type OpenMenu = { key: string; by?: OpenBy } | null;

export interface HeaderShared {
  /** reports a tracked click (ex-track) of a menu item, with the menu it sits in */
  track: (item: NavItem, menu: string) => void;
  /** opens the chat room in place (§2 "Community") */
  openChat: () => void;
  /** the theme shown, read once for a hundred menu rows' images (each row reading the store costs the server a subscription's hooks) */
  theme: Theme;
  /** the page-path attribute: the path language links rewrite */
  pagePath?: string;
  /** menus' contents, the drawer's, the account panels and dialogs: loaded on demand */
  parts: OnDemand<typeof OnDemandParts>;
  open: OpenMenu;
  setOpen: Dispatch<SetStateAction<OpenMenu>>;
}

export const HeaderContext = createContext<HeaderShared | null>(null);

export const useHeader = (): HeaderShared => useContext(HeaderContext)!;

/**
 * The header's on-demand part, if loaded (`wanted`: load it now). A server render shows the
 * menus' contents, so that they open from its HTML alone (DESIGN.md §3e), and the root
 * hydrating it waits for them (HeaderView), so its first render says the same.
 */
export function useParts(wanted: boolean): typeof OnDemandParts | undefined {
  const { parts } = useHeader();
  const loaded = useLoaded(parts, wanted);
  return useServerData() ? parts.value : loaded;
}

/**
 * An element a server render may have made open before any script (DESIGN.md §3e): a panel
 * that is a popover, or the drawer's dialog. At the first commit, one open as a popover while
 * `open` is not is taken over (`adopt`), before a paint; then `apply` sets it to `open`; and
 * one the browser closed by itself (Escape, a click outside, another popover opening) calls
 * `closed`. The popover's button's own click then calls preventDefault, so only the state
 * toggles it.
 */
export function useOpenedNatively<T extends HTMLElement>(open: boolean, apply: (element: T, open: boolean) => void, adopt?: () => void, closed?: () => void) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  const onClosed = useRef(closed);
  onClosed.current = closed;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      if (element.matches(':popover-open') && !open) return adopt?.();
    }
    apply(element, open);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // again as it opens: a panel a browser render mounts only then
  useEffect(() => {
    const element = ref.current;
    const onToggle = (e: Event) => {
      const shown = element!.matches(':popover-open') || (element as unknown as HTMLDialogElement).open;
      if ((e as ToggleEvent).newState === 'closed' && !shown) onClosed.current?.();
    };
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, [open]);
  return ref;
}

/** Shows or hides a popover as `open` says (the bell's panel is none: its trigger is a link). */
function applyPopover(panel: HTMLElement, open: boolean) {
  if (!panel.hasAttribute('popover')) return;
  const shown = panel.matches(':popover-open');
  if (open && !shown) panel.showPopover();
  else if (!open && shown) panel.hidePopover();
}

/**
 * A menu button keyed `key`: the mouse opens it on enter and closes it when it moves away,
 * unless a click or a key opened it; a click on or inside a menu the pointer opened keeps it
 * open (§4: choosing "Currency" swaps the panel for a shorter list). Focus or a pointer down
 * leaving it closes it. `wrap` goes on the element holding the button and its menu.
 */
export function useMenuButton(key: string) {
  const { open, setOpen } = useHeader();
  const ref = useRef<HTMLLIElement & HTMLDivElement>(null);
  const isOpen = open?.key === key;
  const by = isOpen ? open.by : undefined;
  const show = (how: OpenBy) => setOpen({ key, by: how });
  const hide = () => setOpen((o) => (o?.key === key ? null : o));

  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: Event) => { if (ref.current && !e.composedPath().includes(ref.current)) hide(); };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  // A hover menu closes when the mouse moves outside it, not on pointerleave: Chromium also
  // sends pointerleave when the menu's own content shrinks away from a pointer that stands still.
  useEffect(() => {
    if (by !== 'hover') return;
    const onMove = (e: globalThis.PointerEvent) => {
      if (e.pointerType === 'mouse' && ref.current && !e.composedPath().includes(ref.current)) hide();
    };
    document.addEventListener('pointermove', onMove, true);
    return () => document.removeEventListener('pointermove', onMove, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [by]);

  const panel = useOpenedNatively<HTMLDivElement>(isOpen, applyPopover, () => show('click'), hide);

  return {
    open: isOpen,
    by,
    show,
    hide,
    /** the ref of its panel, a popover */
    panel,
    toggle: () => (by === 'hover' ? show('click') : isOpen ? hide() : show('click')),
    wrap: {
      ref,
      onPointerEnter: (e: PointerEvent) => { if (e.pointerType === 'mouse' && !isOpen) show('hover'); },
      // in the bubble phase, with the trigger's own click: a capture-phase update would render
      // before the trigger's handler runs, which would then see a clicked menu and close it
      onClick: () => { if (by === 'hover') show('click'); },
      onBlur: (e: FocusEvent) => {
        const next = e.relatedTarget as Node | null;
        if (isOpen && next && !e.currentTarget.contains(next)) hide();
      },
    },
  };
}

/** Detail of ex-chatroom-open (§6: the chat room receives the nickname and the sub-account flag). */
export interface ChatRoomDetail { nickname: string; isSubAccount: boolean; isLogin: boolean }

export function chatRoomDetail(session: Session): ChatRoomDetail {
  const user = session.user;
  return {
    nickname: String(user?.nickname || user?.user_nick || user?.uid || ''),
    isSubAccount: Boolean(user?.is_sub_account),
    isLogin: session.isLogin,
  };
}
