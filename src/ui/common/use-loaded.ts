// The React side of the one loader (src/core/loader.ts): a view reads what loaded on demand,
// asks for it when it needs it, and then re-renders when it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import type { OnDemand } from '../../core/loader';

const unsubscribed = () => () => {};
const notLoaded = () => undefined;

/**
 * The loaded value, else undefined. `wanted` loads it now and re-renders when it arrives (a
 * failed load is tried again when wanted next); unwanted, a view just finds it at its next render.
 */
export function useLoaded<T>(loader: OnDemand<T>, wanted: boolean): T | undefined {
  useEffect(() => { if (wanted) void loader.warm(); }, [loader, wanted]);
  // a server render (and the hydration of one) shows the not-yet-loaded state (DESIGN.md §3a)
  return useSyncExternalStore(wanted ? loader.subscribe : unsubscribed, () => loader.value, notLoaded);
}
