// A host's own price source (DESIGN §3b, `window.exElements.setPriceSource`): one store per page
// on globalThis, so the lists of every bundle on the page follow the same one. Kept apart from the
// feed (src/core/prices), which only the market lists load.
import { atom, type WritableAtom } from 'nanostores';
import type { PriceSource } from './prices/types';

const KEY = Symbol.for('ex-elements.price-source');

/** The host's source, or null for the page config's `prices`. */
export const priceSource: WritableAtom<PriceSource | null> = ((globalThis as { [KEY]?: WritableAtom<PriceSource | null> })[KEY] ??= atom(null));

/**
 * Brings the host's own feed: the page's lists get their ticks from `source` instead of a socket
 * (one already open is closed). `null` goes back to the page config's `prices`.
 */
export function setPriceSource(source: PriceSource | null): void {
  if (source !== null && typeof (source as Partial<PriceSource> | undefined)?.subscribe !== 'function') {
    throw new TypeError('setPriceSource: expected { subscribe(pairs, onTick) → unsubscribe } or null');
  }
  priceSource.set(source);
}
