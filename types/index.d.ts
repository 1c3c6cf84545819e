// Typings of the package's "." and "./external" exports (src/index.ts): the page API, the
// stores and the types of the page configuration (types/core-types.d.ts, which the code uses
// too); types/check-index.ts fails `npm run typecheck` when these declarations and the code
// drift apart.
import type { CommonData, Compliance, PageConfig, PageConfigInput, Reftime, RiseColour, Session, Theme } from './core-types';

export type * from './core-types';

/** A page-wide store (a nanostores atom): every element on the page reads the same one. */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  /** calls `listener` at once and on every change; gives its unsubscribe */
  subscribe(listener: (value: Readonly<T>, oldValue?: Readonly<T>) => void): () => void;
  /** calls `listener` on every change (`oldValue` is undefined the first time); gives its unsubscribe */
  listen(listener: (value: Readonly<T>, oldValue: Readonly<T> | undefined) => void): () => void;
}

/** The stores of DESIGN.md §2, shared by every element and bundle on the page. */
export interface ExStores {
  /** the merged page configuration */
  config: Store<PageConfig>;
  theme: Store<Theme>;
  riseColour: Store<RiseColour>;
  reftime: Store<Reftime>;
  fiat: Store<string>;
  locale: Store<string>;
  session: Store<Session>;
  common: Store<CommonData>;
  compliance: Store<Compliance>;
  /** unread notification counts by reminder type; the bell's dot shows when the sum is above 0 */
  unread: Store<Record<string, number>>;
}

export declare const stores: ExStores;
/** Merges a partial configuration into the page's and updates every store it touches. */
export declare function configure(input: PageConfigInput): PageConfig;
/** Sets the theme of every element (stored in localStorage). */
export declare function setTheme(theme: Theme): void;
/** Sets the rise colour (cookie, one year); some editions force theirs. */
export declare function setRiseColour(colour: RiseColour): void;
/** Sets the time basis of the change figures (cookie, one year). */
export declare function setReftime(reftime: Reftime): void;
/** Sets the language (cookie, one year); with no rise-colour cookie the colour follows it. */
export declare function setLocale(lang: string): void;
/** Sets the fiat (curr_fiat cookie); '' turns the rate switch off. */
export declare function setFiat(fiat: string): void;

export declare const VERSION: string;

/** The page API, also on `window.exElements`. */
export interface ExElementsApi {
  version: string;
  stores: ExStores;
  configure: typeof configure;
  setTheme: typeof setTheme;
  setRiseColour: typeof setRiseColour;
  setReftime: typeof setReftime;
  setLocale: typeof setLocale;
  setFiat: typeof setFiat;
}
export declare const exElements: ExElementsApi;

declare global {
  interface Window { exElements?: ExElementsApi }
}
