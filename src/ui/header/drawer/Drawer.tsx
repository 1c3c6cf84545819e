// The mobile side drawer (spec §1, §9: 352 px): a modal dialog whose content (DrawerBody) is
// loaded with the menus. In a server render it has its content and is a popover, which its
// button opens before any script (DESIGN.md §3e); hydrated, it opens as a modal dialog, and one
// open as a popover at hydration stays so until it closes.
import type { MouseEvent } from 'react';
import type { NavItem } from '../../../core/header/types';
import { useT } from '../../common/host-context';
import { useServerData } from '../../common/server-data';
import { useOpenedNatively, useParts } from '../header-context';

export interface DrawerProps {
  id?: string;
  open: boolean;
  /** it was opened before hydration (as a popover) */
  onOpen?: () => void;
  onClose: () => void;
  items: readonly NavItem[];
}

/** Shows the dialog as modal, or closes it; one open as a popover (a server render's, before
 * hydration) stays so until it closes. */
function applyModal(dialog: HTMLDialogElement, open: boolean) {
  const asPopover = dialog.matches(':popover-open');
  if (open && !dialog.open && !asPopover) dialog.showModal();
  if (!open && dialog.open) dialog.close();
  if (!open && asPopover) dialog.hidePopover();
}

/** A <dialog> shown as modal while `open` (the drawer, the chat room); see useOpenedNatively. */
export const useModalWhile = (open: boolean, adopt?: () => void, closed?: () => void) =>
  useOpenedNatively<HTMLDialogElement>(open, applyModal, adopt, closed);

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
