// The mobile side drawer (spec §1, §9: 352 px): a modal dialog whose content (DrawerBody) is
// loaded with the menus. In a server render it has its content and is a popover, which its
// button opens before any script (DESIGN.md §3e); hydrated, it opens as a modal dialog, and one
// open as a popover at hydration stays so until it closes.
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { NavItem } from '../../../core/header/types';
import { useT } from '../../common/host-context';
import { useServerData } from '../../common/server-data';
import { useParts } from '../header-context';

export interface DrawerProps {
  id?: string;
  open: boolean;
  /** it was opened before hydration (as a popover) */
  onOpen?: () => void;
  onClose: () => void;
  items: readonly NavItem[];
}

/**
 * A <dialog> shown as modal while `open` (the drawer, the chat room). One a server render made
 * a popover may be open as one at hydration: `adopt` is called at the first commit, and it
 * stays a popover until it closes; the browser closing it (Escape, a click outside) calls `closed`.
 */
export function useModalWhile(open: boolean, adopt?: () => void, closed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const first = useRef(true);
  const onClosed = useRef(closed);
  onClosed.current = closed;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const asPopover = dialog.matches(':popover-open');
    if (first.current) {
      first.current = false;
      if (asPopover && !open) return adopt?.();
    }
    if (open && !dialog.open && !asPopover) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open && asPopover) dialog.hidePopover();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    const onToggle = (e: Event) => { if ((e as ToggleEvent).newState === 'closed' && !dialog!.open && !dialog!.matches(':popover-open')) onClosed.current?.(); };
    dialog?.addEventListener('toggle', onToggle);
    return () => dialog?.removeEventListener('toggle', onToggle);
  }, []);
  return ref;
}

export function Drawer({ id, open, onOpen, onClose, items }: DrawerProps) {
  const t = useT();
  const ref = useModalWhile(open, onOpen, onClose);
  const menus = useParts(open);
  // a server render holds the content, so that it opens before any script
  const server = useServerData() !== null;
  const filled = open || server;
  // a click on the backdrop (outside the panel's box) closes the drawer
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
  };
  return (
    <dialog ref={ref} id={id} popover="auto" className="xh-drawer" part="drawer" aria-label={t('header.drawer.label')} aria-busy={(open && !menus) || undefined}
      onClose={onClose} onClick={onClick}>
      {filled && menus && <menus.DrawerBody drawerId={id} onClose={onClose} items={items} />}
    </dialog>
  );
}
