// A host's own price source (DESIGN §3b, `window.exElements.setPriceSource`): held once per page
// on globalThis, so the lists of every bundle on the page follow the same one. Kept apart from the
// feed (src/core/prices), which only the market lists load.
import type { PriceSource } from './prices/types';

const KEY = Symbol.for('ex-elements.price-source');

interface Holder {
  source: PriceSource | null;
  listeners: Set<() => void>;
}

const holder = (): Holder => ((globalThis as { [KEY]?: Holder })[KEY] ??= { source: null, listeners: new Set() });

/**
 * Brings the host's own feed: the page's lists get their ticks from `source` instead of a socket
 * (one already open is closed). `null` goes back to the page config's `prices`.
 */
export function setPriceSource(source: PriceSource | null): void {
  if (source !== null && typeof (source as Partial<PriceSource> | undefined)?.subscribe !== 'function') {
    throw new TypeError('setPriceSource: expected { subscribe(pairs, onTick) → unsubscribe } or null');
  }
  const current = holder();
  if (current.source === source) return;
  current.source = source;
  for (const listener of [...current.listeners]) listener();
}

/** The host's source, if one was set. */
export const priceSource = (): PriceSource | null => holder().source;

/** Calls `listener` when the host sets another source; gives its removal. */
export function onPriceSource(listener: () => void): () => void {
  const { listeners } = holder();
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}
