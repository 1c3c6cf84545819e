// The one way code and data load on demand (issue 16): element views and their stylesheets in
// the classic script, the header's menus and panels, the market list, the QR encoder, DOMPurify,
// the catalogs. Each is loaded once and kept; concurrent asks share one load. `warm` is the one
// preload path (idle time, a pointer on a trigger, the classic script's start): it never throws.
// The one error path: a failed load (a chunk the network lost, or one refused for not matching
// its integrity, issue 29) is reported once — on the console and to the page's error reporter —
// and forgotten, so the next use tries again; each caller keeps its own fallback meanwhile
// (English text, the skeleton rows, an empty QR, no server HTML, the view-lost notice).

export interface OnDemand<T> {
  /** the value once loaded, else undefined */
  readonly value: T | undefined;
  /** loads it (once; concurrent calls share the load); rejects when that load failed */
  load(): Promise<T>;
  /** starts loading ahead of use; settles when loaded or failed */
  warm(): Promise<void>;
  /** calls `onLoaded` when the value arrives; gives the unsubscribe */
  subscribe(onLoaded: () => void): () => void;
}

let reportFailure: (name: string, error: unknown) => void = () => {};

/** Where failed loads are reported besides the console (the page's error reporter, src/core/stores.ts). */
export function reportLoadFailures(report: (name: string, error: unknown) => void): void {
  reportFailure = report;
}

/** `name` says what loads, in the warning and the report when it fails. */
export function onDemand<T>(name: string, load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const loader: OnDemand<T> = {
    get value() { return value; },
    load: () => {
      if (loading) return loading;
      const promise: Promise<T> = loading = load().then(
        (loaded) => {
          value = loaded;
          // React's use() reads a settled promise's status and value (as TanStack Query sets
          // them): a view whose code has arrived renders at once instead of suspending a turn
          Object.assign(promise, { status: 'fulfilled', value: loaded });
          listeners.forEach((notify) => notify());
          return loaded;
        },
        (e: unknown) => {
          loading = undefined;
          console.warn(`[ex-elements] ${name} did not load`, e);
          reportFailure(name, e);
          throw e;
        },
      );
      return promise;
    },
    warm: () => loader.load().then(() => {}, () => {}),
    subscribe(onLoaded) { listeners.add(onLoaded); return () => { listeners.delete(onLoaded); }; },
  };
  return loader;
}
