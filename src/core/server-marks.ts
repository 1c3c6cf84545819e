// What a server render (DESIGN.md §3a) writes on the page for the browser to find.
import type { StoreSet } from './stores';

/** The host attribute the server renderer writes: the root's identifierPrefix, and its marker. */
export const SSR_ATTRIBUTE = 'data-ex-ssr';
/** The host attribute naming the catalog a server-rendered root was rendered in. */
export const SSR_LANG_ATTRIBUTE = 'data-ex-ssr-lang';
/** The host attribute carrying what the server fetched for the first render (ui/common/server-data.ts). */
export const SSR_DATA_ATTRIBUTE = 'data-ex-ssr-data';
/** The <meta name> a server-rendered page carries in its head, for scripts that run before its body. */
export const SSR_META = 'ex-elements-rendered';
/** Whether this page came server-rendered (its <meta>, there before any script of its body runs). */
export const serverRenderedPage = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`meta[name="${SSR_META}"]`) !== null;
/** The host attribute naming the state a server render started from (stateMark). */
export const SSR_STATE_ATTRIBUTE = 'data-ex-ssr-state';

/** The stores a state mark reads: the config, then the settings. */
export const markedStores = ({ stores }: Pick<StoreSet, 'stores'>) =>
  [stores.config, stores.theme, stores.riseColour, stores.reftime, stores.fiat, stores.locale] as const;

/**
 * A mark of what a store set renders from: its config and the settings it shows (theme, rise
 * colour, time basis, fiat, language). A browser whose state differs from the server's (the
 * page configured itself by script, or its storage holds a setting the request's cookies did
 * not) renders the element afresh instead of hydrating: React keeps a server-made attribute it
 * would have set otherwise, and shows no error for it.
 */
export function stateMark({ stores }: Pick<StoreSet, 'stores'>): string {
  // keys sorted: a config merged in steps (a script in <head> reads the block again later)
  // holds the same values in another order
  const sorted = (_key: string, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value);
  const [config, ...settings] = markedStores({ stores }).map((store) => store.get());
  const text = JSON.stringify([config, settings], sorted);
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: a mark, not a secret
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
