// Where focus goes when the control that has it goes away (issue 42, WCAG 2.4.3 Focus Order):
// dismissing the cookie notice or the app banner unmounts the very button that was pressed, and
// focus would fall to <body>: a screen reader starts again from the top of the page, and the
// next Tab starts from wherever the browser guesses. Focus goes on instead to the next control
// after the dismissed element in the page's order (through shadow roots) — where the visitor's
// next Tab would have taken them, so the order keeps its meaning; when nothing follows (the
// element is the page's last stop), to the page's main landmark, as the header's skip link does.
// Nothing moves when the control did not have focus (a pointer click in Safari gives none).
import { nextTabStop } from './tab-stops';

/** Focuses the page's main landmark (given tabindex=-1, which keeps it out of the Tab order); false if it has none. */
export function focusMain(doc: Document): boolean {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
  return true;
}

/**
 * Call before `host`'s content goes away: if focus is inside it, focus moves on to the next
 * control after it, or to the page's main landmark (see the comment at the top).
 */
export function focusPast(host: HTMLElement): void {
  const root = host.getRootNode() as Document | ShadowRoot;
  if (!root.activeElement || !host.contains(root.activeElement)) return;
  const next = nextTabStop(host);
  if (next) next.focus();
  else focusMain(host.ownerDocument);
}
