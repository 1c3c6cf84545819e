// When a server-rendered root hydrates (DESIGN.md §3a "Below the fold, later", §3e): never all
// in one task. A root in view starts in a task of its own, in page order (issue 31), and
// hydrates in slices (./mount-batch), so hydration adds no long task; one far below the viewport
// (the footer of a long page) waits until it comes near the viewport or every other root has
// hydrated and the main thread is idle; one in view whose server HTML works alone (links,
// disclosures: its spec's `hydrate: 'when-needed'`) waits for idle time. Until then its
// server-made nodes work as they do without script. A visitor reaching for a waiting root starts
// it at once, and so does a change of a setting the roots show.
import { onSet } from 'nanostores';
import { markedStores } from '../../core/server-marks';
import { pageSet } from '../../core/stores';
import { whenIdle } from '../../core/idle';

/** How near the viewport a root starts hydrating, so it is ready by the time it is seen. */
const NEAR_PX = 200;
/** What a visitor reaching for a waiting element does first: each starts it at once (here, and
 * the elements still waiting for their views in ./element-shell), save a pointer's on a popover's
 * button (leftToTheBrowser). A click with none before it (a script's, assistive technology's)
 * starts it too; ./early-input keeps it. */
export const REACHING = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
/** A popover's button: the browser opens and closes its popover itself, before any hydration. */
const OPENS_ALONE = '[popovertarget]';

/**
 * Whether a reach is left to the browser: a pointer's press, the focus it gives, or a click, on a
 * popover's button (issue 43). Starting the roots first would hydrate them before the click goes
 * on, and the menu would wait for that (a hundred milliseconds and more); left alone, the browser
 * opens it at once, and the root, hydrating in its turn, takes the open popover over (the
 * header's useOpenedNatively). A key is not: a menu button's arrow keys are React's.
 */
export const leftToTheBrowser = (event: Event): boolean => {
  if (event.type === 'keydown') return false;
  const target = event.composedPath()[0];
  return target instanceof Element && target.closest(OPENS_ALONE) !== null;
};

/** At the latest this long after it began waiting, a root waiting for idle time takes its turn. */
const IDLE_WITHIN_MS = 2000;

/** Why a server-rendered root waits, besides a reach or a store change, which start any at once. */
export type Wait = 'turn' | 'far' | 'when-needed';
interface WaitRule {
  /** its turn comes as soon as it waits */
  due: boolean;
  /** its turn comes once it is near the viewport */
  nearView: boolean;
  /** its turn comes at idle time: once every other root has hydrated, or at once (within IDLE_WITHIN_MS) */
  idle: 'never' | 'after-the-others' | 'soon';
}
const RULES: Record<Wait, WaitRule> = {
  turn: { due: true, nearView: false, idle: 'never' },
  far: { due: false, nearView: true, idle: 'after-the-others' },
  'when-needed': { due: false, nearView: false, idle: 'soon' },
};

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

/** Why a waiting root starts: its turn came (nothing waits on it: it may hydrate in slices, a
 * frame between them; it calls `committed` once it has, or will not), or something needs it
 * hydrated before it goes on: a visitor's event (the one given, if any), a store about to
 * change, the page changing the element. */
export type Start = { turn: true; committed: () => void } | { turn: false; reached?: Event };
const NEEDED: Start = { turn: false };

interface Waiter {
  wait: Wait;
  now: (why: Start) => void;
}
const waiting = new Map<Element, Waiter>();
/** Hosts whose turn has come, started one a task in this order. */
let due: Element[] = [];
let observer: IntersectionObserver | undefined;
/** Roots still to hydrate: waiting for their view (element-shell), or hydrating. */
let hydrating = 0;
let idleAsked = false;

/** Without a prioritized task scheduler, the port urgent tasks are messages on, and their work in
 * the order queued: messages of one port arrive in order, those of two ports in any (WebKit's).
 * Made at the first task: on a server, an open port would keep the process running. */
let urgentPort: MessagePort | undefined;
const urgentWork: Array<() => void> = [];

/**
 * Runs `work` in a task of its own, ahead of the page's other work, behind a visitor's input: a
 * `user-blocking` task where the engine has scheduler.postTask, else a message's task, without a
 * timer's clamping (WebKit has no postTask). Urgent tasks run in the order queued in either case.
 */
export function urgentTask(work: () => void): void {
  if (typeof globalThis.scheduler?.postTask === 'function') return void globalThis.scheduler.postTask(work, { priority: 'user-blocking' });
  if (!urgentPort) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => urgentWork.shift()!();
    urgentPort = channel.port2;
  }
  urgentWork.push(work);
  urgentPort.postMessage(null);
}

/** Whether a turn is asked for or its root still hydrating: the next waits for its commit. */
let turnTaken = false;

/** Asks for a task to start the next root in: ahead of the page's other work (the roots hydrated
 * already rendering their data), behind a visitor's input. */
function nextTurn() {
  turnTaken = true;
  urgentTask(takeTurn);
}

/** Once a turn's root has committed (or will not), the next due root gets its turn: one root
 * hydrates at a time, and tasks queued meanwhile (input) go before the next. */
function turnDone() {
  turnTaken = false;
  if (due.length) nextTurn();
}

/** Starts the first host whose turn has come; the next turn comes once its root has committed,
 * or once the main thread is idle with it still waiting (a view that never arrives holds it). */
function takeTurn() {
  const waiter = waiting.get(due.shift()!);
  if (!waiter) return turnDone();
  let done = false;
  const committed = () => {
    if (done) return;
    done = true;
    cancelIdle();
    turnDone();
  };
  const cancelIdle = whenIdle(committed);
  try {
    waiter.now({ turn: true, committed });
  } catch (error) {
    committed();
    throw error;
  }
}

function makeDue(host: Element) {
  if (!waiting.has(host) || due.includes(host)) return;
  due.push(host);
  if (!turnTaken) nextTurn();
}

/** Gives the turn to every root waiting for idle time once the main thread is idle with no root still hydrating. */
function askIdle() {
  if (idleAsked || hydrating > 0 || ![...waiting.values()].some((w) => RULES[w.wait].idle === 'after-the-others')) return;
  idleAsked = true;
  whenIdle(() => {
    idleAsked = false;
    if (hydrating > 0) return;
    for (const [host, { wait }] of waiting) if (RULES[wait].idle === 'after-the-others') makeDue(host);
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

/** Starts every waiting root of `waits` now, in the order they began waiting. */
export function startWaiting(waits: readonly Wait[]): void {
  for (const [, waiter] of [...waiting].filter(([, w]) => waits.includes(w.wait))) waiter.now(NEEDED);
}

let storesWatched = false;
/** Before a setting the roots show changes (its store is one stateMark reads), every waiting root
 * hydrates, in the state the server rendered it in; then it renders the change, its nodes kept. */
function watchStores() {
  if (storesWatched) return;
  storesWatched = true;
  for (const store of markedStores(pageSet)) onSet(store, () => startWaiting(Object.keys(RULES) as Wait[]));
}

export interface Waiting {
  /** starts it now: the page changed the element, say */
  now(): void;
  /** it will not start: the element left the page */
  cancel(): void;
}

/** Holds `start` back for the root of `host` in `container` until its turn comes (`wait`, RULES)
 * or a visitor reaches for it; it gets why it starts. */
export function waitToStart(host: Element, container: ShadowRoot, wait: Wait, start: (why: Start) => void): Waiting {
  const rule = RULES[wait];
  let cancelIdle: (() => void) | undefined;
  const cancel = () => {
    waiting.delete(host);
    due = due.filter((h) => h !== host);
    if (rule.nearView) observer?.unobserve(host);
    cancelIdle?.();
    for (const type of REACHING) container.removeEventListener(type, reach, true);
  };
  function now(why: Start) {
    if (!waiting.has(host)) return;
    cancel();
    start(why);
  }
  function reach(event: Event) {
    if (!leftToTheBrowser(event)) now({ turn: false, reached: event });
  }
  waiting.set(host, { wait, now });
  watchStores();
  for (const type of REACHING) container.addEventListener(type, reach, true);
  if (rule.due) makeDue(host);
  if (rule.nearView) {
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) makeDue(entry.target);
    }, { rootMargin: `${NEAR_PX}px 0px` });
    observer.observe(host);
  }
  if (rule.idle === 'soon') cancelIdle = whenIdle(() => makeDue(host), { within: IDLE_WITHIN_MS });
  askIdle();
  return { now: () => now(NEEDED), cancel };
}
