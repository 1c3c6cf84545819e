// A visitor's input on a server-rendered element (DESIGN.md §3a) before its root has hydrated —
// its view still arriving on demand, say — reaches nothing that acts on it yet, and would be
// lost (issue 17, "a click or key press … is not lost"). Hydration keeps the server's nodes, so
// once the root has committed the same nodes are there to take it again:
//  - a click React stopped (react-dom's dispatchEvent: a discrete event blocked on a dehydrated
//    root) is made again on the button it was meant for;
//  - a field the visitor changed keeps its value through hydration, but React's state does not
//    know it: the field tells React, as the visitor's own input or change event would have.

/** What a dropped click is made again on: controls React alone gives a meaning. */
const REPLAYED = 'button, [role=button], [role=tab], [role=switch], [role=menuitem], [role=option]';
/** What the browser itself acts on, without React: a link has navigated, a summary or a popover's button toggled, a field changed. */
const NATIVE = 'a[href], summary, [popovertarget], label, input, select, textarea';

/** What React keeps while a root is dehydrated and dispatches again, from the event's target,
 * once it has hydrated. */
const REPLAYED_BY_REACT = ['focusin', 'focusout', 'dragenter', 'dragleave', 'mouseover', 'mouseout', 'pointerover', 'pointerout', 'gotpointercapture', 'lostpointercapture'];

/** Whether React has claimed a server-made node (hydrated it): it carries React's fiber. */
export const claimedByReact = (node: object) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** The attribute of an element whose Suspense boundaries React hydrates after its root (the
 * header's menu rows): a node in it that React has not claimed is not hydrated yet. */
export const HYDRATES_LATER = 'data-hydrates-later';
const notHydratedYet = (target: EventTarget) =>
  target instanceof Element && !claimedByReact(target) && target.closest(`[${HYDRATES_LATER}]`) !== null;

/**
 * Keeps those events from React on `container` while their target is a server-made node React
 * has not hydrated yet: the whole root until its commit (the release it gives), then the nodes
 * still in its Suspense boundaries inside an element marked HYDRATES_LATER. The browser clears
 * the target of an event dispatched in a shadow tree, and React's dispatching it again then
 * throws — as it does when the pointer moves over a menu open in the top layer before hydration
 * (issue 31). Call it before React listens (hydrateRoot); the pointer's or focus's next move
 * tells React again.
 */
export function holdReplayedEvents(container: ShadowRoot): () => void {
  let committed = false;
  const unseen = (event: Event) => {
    if (!committed || notHydratedYet(event.composedPath()[0])) event.stopImmediatePropagation();
  };
  for (const type of REPLAYED_BY_REACT) container.addEventListener(type, unseen, true);
  return () => { committed = true; };
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
type Caret = [start: number | null, end: number | null];
const caretOf = (field: TextField): Caret => [field.selectionStart, field.selectionEnd];
/** Fields whose value a visitor types; checkboxes and radios are in no server render (header menus render closed). */
const TEXT_FIELDS = 'input:not([type=checkbox], [type=radio], [type=submit], [type=reset], [type=button], [type=hidden]), textarea';

/** The field an input method is composing text in (Japanese, Chinese, Korean…), if any: its
 * value set now would end the composition, and the visitor's confirming it would add the text
 * again. Followed from the classic script's start: the composition may begin before any root. */
let composing: EventTarget | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('compositionstart', (event) => { composing = event.composedPath()[0]; }, true);
  document.addEventListener('compositionend', () => { composing = null; }, true);
}

/** The option a select showed as the server rendered it: the one marked selected, else the first. */
const serverOption = (select: HTMLSelectElement) => [...select.options].find((o) => o.defaultSelected) ?? select.options[0];

/**
 * Tells React of a text field's value, the way the visitor's typing would have: React watches
 * `value` on a field it hydrated, and a value set through the watched property looks
 * unchanged to it, so the field goes back to the server's value through that property and
 * forward to the visitor's past it, then fires `input` — once the visitor's input method, if
 * one is composing there, has done.
 */
function handOver(field: TextField, typed: string, caret: Caret, container: ShadowRoot) {
  if (composing === field) {
    field.addEventListener('compositionend', () => handOver(field, field.value, caretOf(field), container), { once: true });
    return;
  }
  // a render since the commit set the field back to the view's state (the server's value)
  const value = field.value === field.defaultValue ? typed : field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  // setting the value moved the caret to its end
  if (container.activeElement === field && caret[0] !== null) field.setSelectionRange(caret[0], caret[1]);
}

/**
 * What the visitor changed in `container` before it hydrated, each with how React is told of
 * it. Read at the commit: a render of the view before they are handed over sets a controlled
 * field back to the view's state.
 */
function editsOf(container: ShadowRoot): (() => void)[] {
  const edits: (() => void)[] = [];
  for (const field of container.querySelectorAll<TextField>(TEXT_FIELDS)) {
    if (field.value === field.defaultValue) continue;
    const [typed, caret] = [field.value, caretOf(field)];
    edits.push(() => handOver(field, typed, caret, container));
  }
  for (const select of container.querySelectorAll('select')) {
    if (select.multiple || serverOption(select)?.selected !== false) continue;
    const chosen = select.value;
    edits.push(() => {
      if (serverOption(select)?.selected) select.value = chosen;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  return edits;
}

/**
 * Listens on `container` for clicks React drops; call it after hydrateRoot, so that React's own
 * capture listener on the container has run (and stopped the click) before this one. `started`
 * is the event that started a root waiting to start (./below-the-fold): a click there came
 * before React listened, and is kept too. Gives what to call once the root has committed: it
 * hands over the changed fields, then makes the last kept click again.
 */
export function keepEarlyInput(container: ShadowRoot, started?: Event): () => void {
  // the last click only: one pressed again because nothing happened, made twice, would open a
  // menu and close it again
  let dropped: { control: HTMLElement; click: Event } | null = null;
  const keep = (event: Event) => {
    const target = event.composedPath()[0];
    const control = target instanceof Element && !target.closest(NATIVE) ? target.closest<HTMLElement>(REPLAYED) : null;
    if (control) dropped = { control, click: event };
  };
  const note = (event: Event) => { if (event.cancelBubble) keep(event); }; // else React dispatched it
  container.addEventListener('click', note, true);
  if (started?.type === 'click') keep(started);
  return () => {
    container.removeEventListener('click', note, true);
    const edits = editsOf(container);
    // a click still on its way when the root commits (one that started it, hydrated at once)
    // reaches React, which handles it: made again it would act twice
    const onItsWay = dropped && dropped.click.eventPhase !== Event.NONE && !dropped.click.cancelBubble;
    const control = onItsWay ? null : dropped?.control;
    dropped = null;
    if (edits.length || control) {
      // after React's commit, whose effects may still be running
      setTimeout(() => {
        for (const edit of edits) edit();
        if (control?.isConnected) control.click();
      });
    }
  };
}
