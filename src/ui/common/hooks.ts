// Small view hooks shared by the surfaces.
import { useEffect, useState, type DependencyList } from 'react';
import { flushSync } from 'react-dom';
import { isSuperseded } from '../../core/api/client';

export type Loadable<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; data: T };

/**
 * Runs `load` when enabled and whenever `deps` change; a newer run aborts the older one
 * (through the signal), so an old answer never overwrites newer state. The answer renders in
 * the task that receives it: as a plain update it would wait in React's queue behind every
 * other element's render on the page (issue 9, boot: the announcement painted ~300 ms after
 * its bulletin arrived).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, enabled = true): Loadable<T> {
  const inputs = [enabled, ...deps];
  const [result, setResult] = useState<{ inputs: DependencyList; value: Loadable<T> }>({ inputs, value: { state: enabled ? 'loading' : 'idle' } });
  useEffect(() => {
    if (!enabled) { setResult({ inputs, value: { state: 'idle' } }); return; }
    const controller = new AbortController();
    setResult({ inputs, value: { state: 'loading' } });
    load(controller.signal).then(
      (data) => { if (!controller.signal.aborted) flushSync(() => setResult({ inputs, value: { state: 'done', data } })); },
      (e: unknown) => {
        if (controller.signal.aborted || isSuperseded(e)) return;
        console.warn('[ex-elements] load failed', e);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, inputs);
  // a result belongs to the inputs it was loaded for: for the render after they change, it is loading
  const current = result.inputs.length === inputs.length && result.inputs.every((d, i) => Object.is(d, inputs[i]));
  return current ? result.value : { state: enabled ? 'loading' : 'idle' };
}

/** Whether a media query matches, following changes. */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const mq = matchMedia(query);
    const update = () => setMatches(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const useReducedMotion = (): boolean => useMedia('(prefers-reduced-motion: reduce)');

/** The page path a surface decides on: its page-path attribute, else the location. */
export const pagePathOf = (pagePath: string | undefined): string => pagePath || location.pathname;

