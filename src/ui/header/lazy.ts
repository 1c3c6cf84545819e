// A part of the header that the first paint does not need (menu contents, the drawer, the
// account panels and dialogs), loaded by dynamic import: when the browser is idle after the
// first paint, when the pointer or focus reaches a trigger, and at the latest when opened.
// Once loaded, it renders synchronously, so a menu opened later is never empty.
import { useEffect, useState } from 'react';
import { whenIdle } from '../../core/idle';

export interface LazyPart<M> {
  /** starts loading (once; a failed load is tried again next time); settles when it has */
  warm: () => Promise<void>;
  /** the module once loaded; `wanted` loads it now and re-renders when it arrives */
  use: (wanted: boolean) => M | undefined;
}

export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const prefetch = () => (loading ??= load().then(
    (m) => (loaded = m),
    (e: unknown) => { loading = undefined; throw e; },
  ));
  return {
    warm: () => prefetch().then(() => {}, () => {}),
    use(wanted) {
      const [, setModule] = useState(loaded);
      useEffect(() => {
        if (wanted && !loaded) prefetch().then(setModule, (e: unknown) => console.warn('[ex-elements] a header part did not load', e));
      }, [wanted]);
      return loaded;
    },
  };
}

/** Warms a part once the first paint is done and the browser is idle (a timeout without requestIdleCallback). */
export function useIdleWarm(part: LazyPart<unknown>): void {
  useEffect(() => whenIdle(() => part.warm(), { within: 3000, fallbackMs: 200 }), [part]);
}
