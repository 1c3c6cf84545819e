// Roving focus inside a WAI-ARIA menu: the visible menu items of a menu, and moving between them.

const visible = (el: HTMLElement) => (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);

export const menuItemsOf = (menu: HTMLElement): HTMLElement[] =>
  [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(visible);

export type FocusMove = 'first' | 'last' | 'next' | 'prev';

/** Moves focus among a menu's items (wrapping at both ends). */
export function moveFocus(menu: HTMLElement, move: FocusMove): void {
  const items = menuItemsOf(menu);
  if (!items.length) return;
  const active = (menu.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  const at = active ? items.indexOf(active) : -1;
  const index = move === 'first' ? 0
    : move === 'last' ? items.length - 1
      : move === 'next' ? (at + 1) % items.length
        : (at - 1 + items.length) % items.length;
  items[index].focus();
}

/** The first control a panel's keyboard user should land on, else the panel itself. */
export function focusInto(panel: HTMLElement): void {
  const target = panel.querySelector<HTMLElement>('input, button, a[href], [tabindex]:not([tabindex="-1"])');
  (target && visible(target) ? target : panel).focus();
}
