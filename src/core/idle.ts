// Idle-time scheduling shared by the core (deferred cache writes) and the views.

/**
 * Runs `work` in idle time (at the latest after `within` ms), telling it whether idle time is
 * left; without requestIdleCallback, after `fallbackMs`. Gives its cancel.
 */
export function whenIdle(work: (more: () => boolean) => void, { within = 1000, fallbackMs = 50 } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > 1), { timeout: within });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => work(() => false), fallbackMs);
  return () => clearTimeout(id);
}

/** When what a first paint does not need loads ahead of use (the header's menus, an element's
 * on-demand dependencies): in idle time, at the latest 3 s on. */
export const AHEAD_OF_USE = { within: 3000, fallbackMs: 200 } as const;

/** Runs `step` in idle time, again at each idle moment until it returns true (done). Gives its cancel. */
export function whenIdleUntil(step: (more: () => boolean) => boolean): () => void {
  let cancel = whenIdle(function run(more) { if (!step(more)) cancel = whenIdle(run); });
  return () => cancel();
}
