// A client-rendered element keeps the height the page reserved for it before it was defined
// (the README's rule, `ex-header:not(:defined) { display: block; height: 65px; }`) until its
// first render commits. In the classic script a view arrives on demand: meanwhile the element
// is defined but empty, and the page would jump up, then down again (issue 17, CLS).
import { SSR_ATTRIBUTE } from '../../core/server-marks';

/** the host's own min-height, to give back */
const kept = new WeakMap<HTMLElement, string>();

/** In the constructor, while the page's `:not(:defined)` rule still applies. */
export function keepReservedHeight(host: HTMLElement): void {
  // a server-rendered element is already its own height
  if (!host.isConnected || host.hasAttribute(SSR_ATTRIBUTE)) return;
  const height = host.getBoundingClientRect().height;
  if (!height) return;
  kept.set(host, host.style.minHeight);
  host.style.minHeight = `${height}px`;
}

/** hosts whose view shows that it was lost (./lazy-view): the view may still arrive */
const held = new WeakSet<HTMLElement>();

/** While a lost view's message shows: the page keeps the height it reserved. Gives the release. */
export function holdReservedHeight(host: HTMLElement): () => void {
  held.add(host);
  return () => {
    held.delete(host);
    releaseReservedHeight(host);
  };
}

/** At the first commit: the view's own height from now on. */
export function releaseReservedHeight(host: HTMLElement): void {
  if (held.has(host)) return;
  const own = kept.get(host);
  if (own === undefined) return;
  kept.delete(host);
  host.style.minHeight = own;
}
