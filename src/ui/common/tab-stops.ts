// The controls Tab stops at, in the order the page is drawn: through shadow roots, and a slot's
// assigned elements where they are drawn. Where focus goes when its control goes away
// (./focus-on), and the stops of a header panel that its keys move among (../header/menu-keys).

/** What takes focus from Tab, when enabled, rendered and not taken out by tabindex=-1. */
const CONTROLS = 'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable=false])';

/** A radio button is its group's one stop when it is the checked one, or the first enabled one
 * if none is checked (a checked one that is disabled leaves the group without a stop, as in Tab). */
function isGroupStop(radio: HTMLInputElement): boolean {
  if (!radio.name) return true;
  const group = [...(radio.getRootNode() as ParentNode).querySelectorAll<HTMLInputElement>('input[type=radio]')]
    .filter((r) => r.name === radio.name && r.form === radio.form);
  return (group.find((r) => r.checked) ?? group.find((r) => !r.matches(':disabled'))) === radio;
}

/** `el` takes focus from Tab: a control, enabled, not taken out by tabindex=-1, rendered, and
 * (a radio button) its group's stop. */
function isTabStop(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.matches(CONTROLS) || el.tabIndex < 0 || el.matches(':disabled')) return false;
  if (el instanceof HTMLInputElement && el.type === 'radio' && !isGroupStop(el)) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0;
}

/** `el`'s children as the page is drawn: its shadow root's, a slot's assigned ones (or its fallback). */
function drawnChildren(el: Element): Element[] {
  if (el.shadowRoot) return [...el.shadowRoot.children];
  const assigned = el instanceof HTMLSlotElement ? el.assignedElements() : [];
  return assigned.length ? assigned : [...el.children];
}

/** Everything drawn inside `el`, in the page's order; `skip`'s own inside is left out. */
function* drawnInside(el: Element, skip?: Element): Generator<Element> {
  for (const child of drawnChildren(el)) {
    yield child;
    if (child !== skip) yield* drawnInside(child, skip);
  }
}

/** The tab stops inside `panel`, in the page's order. */
export const tabStopsIn = (panel: Element): HTMLElement[] => [...drawnInside(panel)].filter(isTabStop);

/** The first tab stop inside `panel`, if its content is there. */
export function firstTabStop(panel: Element): HTMLElement | undefined {
  for (const el of drawnInside(panel)) if (isTabStop(el)) return el;
  return undefined;
}

/** The first tab stop after `el` and everything inside it, in the page's order. */
export function nextTabStop(el: Element): HTMLElement | undefined {
  let passed = false;
  for (const node of drawnInside(el.ownerDocument.documentElement, el)) {
    if (node === el) passed = true;
    else if (passed && isTabStop(node)) return node;
  }
  return undefined;
}

/** The element that has focus, inside the shadow roots it is in. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
