// Where focus goes when the control that has it goes away (issue 42, WCAG 2.4.3 Focus Order):
// dismissing the cookie notice or the app banner unmounts the very button that was pressed, and
// focus would fall to <body>: a screen reader starts again from the top of the page, and the
// next Tab starts from wherever the browser guesses. Focus goes on instead to the next control
// after the dismissed element in the page's order (through shadow roots) — where the visitor's
// next Tab would have taken them, so the order keeps its meaning; when nothing follows (the
// element is the page's last stop), to the page's main landmark, as the header's skip link does.
// Nothing moves when the control did not have focus (a pointer click in Safari gives none).

const FOCUSABLE = 'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable=false])';

/** `el` takes focus from Tab: a control, enabled, not taken out by tabindex=-1, and rendered. */
function tabbable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.matches(FOCUSABLE) || el.tabIndex < 0 || el.matches(':disabled')) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0;
}

/** `el`'s children as the page is drawn: its shadow root's, a slot's assigned ones (or its fallback). */
function drawnChildren(el: Element): Element[] {
  if (el.shadowRoot) return [...el.shadowRoot.children];
  const assigned = el instanceof HTMLSlotElement ? el.assignedElements() : [];
  return assigned.length ? assigned : [...el.children];
}

/** The first control after `el` and everything inside it, in the page's order through shadow roots. */
function nextTabbable(el: Element): HTMLElement | null {
  let passed = false;
  const walk = (node: Element): HTMLElement | null => {
    if (node === el) { passed = true; return null; }
    if (passed && tabbable(node)) return node;
    for (const child of drawnChildren(node)) {
      const found = walk(child);
      if (found) return found;
    }
    return null;
  };
  return walk(el.ownerDocument.documentElement);
}

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
  const next = nextTabbable(host);
  if (next) next.focus();
  else focusMain(host.ownerDocument);
}
