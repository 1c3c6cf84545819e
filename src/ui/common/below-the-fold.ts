// Server-rendered elements out of view hydrate later (issue 17, DESIGN.md §3a "Below the fold,
// later"): the roots in view hydrate first, and a root far below (the footer of a long page)
// waits until it comes near the viewport, the visitor reaches for it, or every other root has
// hydrated and the main thread is idle. Until then its server-made nodes work as they do
// without script: links, disclosures.

/** How near the viewport a root starts hydrating, so it is ready by the time it is seen. */
const NEAR_PX = 200;
/** What a visitor reaching for a waiting element does first: each starts it at once (here, and
 * the elements still waiting for their views in ./element-shell). A click with none before it
 * (a script's, assistive technology's) starts it too; ./early-input keeps it. */
export const REACHING = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Where hosts were when measured together (measureFromView), until their roots start. */
const measured = new WeakMap<Element, boolean>();

function far(host: Element): boolean {
  const { top, bottom, width, height } = host.getBoundingClientRect();
  if (!width || !height) return false;
  return top > innerHeight + NEAR_PX || bottom < -NEAR_PX;
}

/** Measures the hosts at once, while the page's layout is the one it painted: measured later,
 * one at a time, each would lay out the page again, the elements' new stylesheets and all. */
export function measureFromView(hosts: Iterable<Element>): void {
  for (const host of hosts) measured.set(host, far(host));
}

/** A host more than NEAR_PX above or below the viewport; one that shows nothing (hidden, or
 * empty on this page) never is: it costs little, and may be shown at any time. */
export function farFromView(host: Element): boolean {
  const known = measured.get(host);
  measured.delete(host);
  return known ?? far(host);
}

const waiting = new Map<Element, (reached?: Event) => void>();
let observer: IntersectionObserver | undefined;
/** Roots still to hydrate: waiting for their view (element-shell), or hydrating. */
let hydrating = 0;
let idleAsked = false;

const whenIdle: (run: () => void) => void = globalThis.requestIdleCallback ?? ((run) => setTimeout(run, 50));

/** Starts every waiting root once the main thread is idle with no root still hydrating. */
function askIdle() {
  if (idleAsked || hydrating > 0 || waiting.size === 0) return;
  idleAsked = true;
  whenIdle(() => {
    idleAsked = false;
    if (hydrating === 0) for (const start of [...waiting.values()]) start();
  });
}

/** Counts a root still to hydrate; gives what to call once it has (or no longer waits). */
export function rootToHydrate(): () => void {
  hydrating += 1;
  let counted = true;
  return () => {
    if (!counted) return;
    counted = false;
    hydrating -= 1;
    askIdle();
  };
}

export interface Waiting {
  /** starts it now: the page changed the element, say */
  now(): void;
  /** it will not start: the element left the page */
  cancel(): void;
}

/** Holds `start` back for the root of `host` in `container` until it is near or reached; it
 * gets the event of a visitor reaching for it. */
export function waitNearView(host: Element, container: ShadowRoot, start: (reached?: Event) => void): Waiting {
  const cancel = () => {
    waiting.delete(host);
    observer?.unobserve(host);
    for (const type of REACHING) container.removeEventListener(type, now, true);
  };
  function now(reached?: Event) {
    if (!waiting.has(host)) return;
    cancel();
    start(reached);
  }
  waiting.set(host, now);
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
  }, { rootMargin: `${NEAR_PX}px 0px` });
  observer.observe(host);
  for (const type of REACHING) container.addEventListener(type, now, true);
  askIdle();
  return { now, cancel };
}
