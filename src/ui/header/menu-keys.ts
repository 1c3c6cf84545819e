// Roving focus inside a WAI-ARIA menu or a panel of links: its visible items, and moving between them.
import { deepActiveElement, firstTabStop } from '../common/tab-stops';

const visible = (el: HTMLElement) => (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);

export type FocusMove = 'first' | 'last' | 'next' | 'prev';

/** A menu's items, the visible ones (a menu's roving items are out of the Tab order but one). */
const menuItems = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(visible);

/** Moves focus among `items` (a menu's, by default), wrapping at both ends. */
export function moveFocus(menu: HTMLElement, move: FocusMove, items = menuItems(menu)): void {
  const n = items.length;
  if (!n) return;
  const at = items.indexOf(deepActiveElement(menu.ownerDocument) as HTMLElement);
  items[{ first: 0, last: n - 1, next: (at + 1) % n, prev: (at - 1 + n) % n }[move]].focus();
}

/** The first control a panel's keyboard user should land on, else the panel itself. */
export function focusInto(panel: HTMLElement): void {
  (firstTabStop(panel) ?? panel).focus();
}
