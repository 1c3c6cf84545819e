// Roving focus inside a WAI-ARIA menu or a panel of links: its visible items, and moving between them.

const visible = (el: HTMLElement) => (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);

export type FocusMove = 'first' | 'last' | 'next' | 'prev';

/** Moves focus among a menu's items (`selector`, menu items by default), wrapping at both ends. */
export function moveFocus(menu: HTMLElement, move: FocusMove, selector = '[role="menuitem"]'): void {
  const items = [...menu.querySelectorAll<HTMLElement>(selector)].filter(visible);
  const n = items.length;
  if (!n) return;
  const at = items.indexOf((menu.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement);
  items[{ first: 0, last: n - 1, next: (at + 1) % n, prev: (at - 1 + n) % n }[move]].focus();
}

/** The controls a keyboard user moves among in a panel of links and buttons. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first visible control of a panel, if its content is there, also inside an element the
 * panel holds (the bell's <ex-reminder-panel> has its controls in its own shadow root).
 */
export function firstFocusable(panel: ParentNode): HTMLElement | undefined {
  for (const el of panel.querySelectorAll<HTMLElement>('*')) {
    if (el.matches(FOCUSABLE) && el.tabIndex >= 0 && visible(el)) return el;
    const inner = el.shadowRoot && firstFocusable(el.shadowRoot);
    if (inner) return inner;
  }
  return undefined;
}

/** The first control a panel's keyboard user should land on, else the panel itself. */
export function focusInto(panel: HTMLElement): void {
  (firstFocusable(panel) ?? panel).focus();
}
