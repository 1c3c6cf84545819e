// The mobile side drawer (spec §1, §9: 352 px): a modal dialog whose content (DrawerBody) is
// loaded with the menus.
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { NavItem } from '../../../core/header/types';
import { useT } from '../../common/host-context';
import { useHeader } from '../header-context';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
}

/** A <dialog> shown as modal while `open` (the drawer, the chat room). */
export function useModalWhile(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return ref;
}

export function Drawer({ open, onClose, items }: DrawerProps) {
  const t = useT();
  const ref = useModalWhile(open);
  const menus = useHeader().parts.use(open);
  // a click on the backdrop (outside the panel's box) closes the drawer
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
  };
  return (
    <dialog ref={ref} className="xh-drawer" part="drawer" aria-label={t('header.drawer.label')} aria-busy={(open && !menus) || undefined}
      onClose={onClose} onClick={onClick}>
      {open && menus && <menus.DrawerBody onClose={onClose} items={items} />}
    </dialog>
  );
}
