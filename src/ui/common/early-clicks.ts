// A click on a server-rendered element (DESIGN.md §3a) before its root has hydrated — its view
// still arriving on demand, say — reaches a root React cannot hydrate yet. React stops such a
// click (react-dom's dispatchEvent: a discrete event blocked on a dehydrated root) and it would
// be lost. The click on a button is noted and made again once the root has hydrated: hydration
// keeps the server's nodes, so the same button is there to take it (issue 17, "not lost").

/** What a dropped click is made again on: controls React alone gives a meaning. */
const REPLAYED = 'button, [role=button], [role=tab], [role=switch], [role=menuitem], [role=option]';
/** What the browser itself acts on, without React: a link has navigated, a summary toggled. */
const NATIVE = 'a[href], summary, label, input, select, textarea';

/**
 * Listens on `container` for clicks React drops; call it after hydrateRoot, so that React's own
 * capture listener on the container has run (and stopped the click) before this one. `started`
 * is the event that started a root waiting below the fold (./below-the-fold): a click there came
 * before React listened, and is kept too. Gives what to call once the root has committed: it
 * makes the kept clicks again, in order.
 */
export function keepEarlyClicks(container: ShadowRoot, started?: Event): () => void {
  const dropped: HTMLElement[] = [];
  const keep = (event: Event) => {
    const target = event.composedPath()[0];
    const control = target instanceof Element && !target.closest(NATIVE) ? target.closest<HTMLElement>(REPLAYED) : null;
    if (control) dropped.push(control);
  };
  const note = (event: Event) => { if (event.cancelBubble) keep(event); }; // else React dispatched it
  container.addEventListener('click', note, true);
  if (started?.type === 'click') keep(started);
  return () => {
    container.removeEventListener('click', note, true);
    // after React's commit, whose effects may still be running
    if (dropped.length) setTimeout(() => { for (const control of dropped.splice(0)) if (control.isConnected) control.click(); });
  };
}
