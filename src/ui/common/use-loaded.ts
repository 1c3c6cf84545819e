// The React side of the one loader (src/core/loader.ts): a view reads what loaded on demand,
// asks for it when it needs it, and re-renders when it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import type { OnDemand } from '../../core/loader';

/** The loaded value, else undefined; `wanted` loads it now (a failed load is tried again when wanted next). */
export function useLoaded<T>(loader: OnDemand<T>, wanted = false): T | undefined {
  useEffect(() => { if (wanted && loader.value === undefined) void loader.warm(); }, [loader, wanted]);
  return useSyncExternalStore(loader.subscribe, () => loader.value);
}
