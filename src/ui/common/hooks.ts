import { use, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type DependencyList } from 'react';
import { flushSync } from 'react-dom';
import { isSuperseded } from '../../core/api/client';
import type { FirstLoad } from '../../core/first-loads';
import { LANGUAGES } from '../../core/i18n/languages';
import { navigation } from '../../core/navigation';
import { useCommon, useEmit } from './host-context';
import { useServerData } from './server-data';

/** A promise React reads as settled at once (use() takes a thenable's `status`, as src/core/loader.ts sets it). */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Suspends until `pending` settles, when there is something to wait for. use() is called on
 * every render all the same: React's development build fails a component that suspended once
 * and renders without calling it (react.dev/warnings/conditional-use-of-use). */
export function useArrival(pending: Promise<unknown> | null): void {
  use(pending ?? SETTLED);
}

export type Loadable<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; data: T };

/**
 * Runs `load` when enabled and whenever `deps` change; a newer run aborts the older one
 * (through the signal), so an old answer never overwrites newer state. On a busy page React
 * queues passive effects and plain updates behind every other element's render (issue 9,
 * boot: the announcement painted ~300 ms after its bulletin arrived), so the load starts
 * as the view commits (a layout effect) and its answer renders in the task that receives it.
 * With a `key` (useFirstLoad), the server's answer is the first render's (DESIGN.md §3a), on the
 * server and in the hydrating browser, which then does not load it again; a server render loads
 * nothing itself: its data step did (§3c), and it notes what was asked of it.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, enabled = true, key?: string): Loadable<T> {
  const inputs = [enabled, ...deps];
  const server = useServerData();
  const handed = enabled && key !== undefined && server !== null && key in server.data;
  if (enabled && key !== undefined) server?.asked?.add(key);
  const initial = (): Loadable<T> => handed ? { state: 'done', data: server!.data[key!] as T } : { state: enabled ? 'loading' : 'idle' };
  const [result, setResult] = useState<{ inputs: DependencyList; value: Loadable<T> }>(() => ({ inputs, value: initial() }));
  const fromServer = useRef(handed);
  useLayoutEffect(() => {
    // the server's answer stands for the first run
    if (fromServer.current) { fromServer.current = false; return; }
    // every run starts from loading (idle when disabled); the first render's state says so already
    if (result.inputs !== inputs) setResult({ inputs, value: { state: enabled ? 'loading' : 'idle' } });
    if (!enabled) return;
    const controller = new AbortController();
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

/** An element's first load (src/core/first-loads.ts): under the table's rule, the one the
 * server's data step and the browser's warm-up follow, so the view takes their answer. */
export function useFirstLoad<C, T>(entry: FirstLoad<C, T>, context: C, deps: DependencyList): Loadable<T> {
  return useLoad((signal) => entry.load(context, signal), deps, entry.when(context), entry.key);
}

/** Whether a media query matches, following changes. A server render (and the hydration of
 * one) sees `serverGuess` (no match unless given), then the browser's answer: the server cannot
 * know the screen (§3a). */
export function useMedia(query: string, serverGuess = false): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const mq = matchMedia(query);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches, () => serverGuess);
}

export const useReducedMotion = (): boolean => useMedia('(prefers-reduced-motion: reduce)');

/** Follows an address unless the host routes it (ex-navigate, cancelable). */
export function useGo(): (href: string, source: string) => void {
  const emit = useEmit();
  return (href, source) => { if (emit('ex-navigate', { href, source }, { cancelable: true })) navigation.assign(href); };
}

/** A language's name: the server's lang_list, else the catalogs' own. */
export function useLanguageName(): (code: string) => string {
  const common = useCommon();
  return (code) => common.lang_list?.[code] ?? LANGUAGES.find((l) => l.code === code)?.name ?? code;
}
