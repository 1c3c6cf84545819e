// The page API (DESIGN.md §2): window.exElements in the classic script, and the ESM export.
import { configPending } from './core/config';
import { setPriceSource } from './core/price-source';
import { reloadConfigElement, configure, setFiat, setLocale, setReftime, setRiseColour, setTheme, stores } from './core/stores';
import { VERSION } from './core/version';

export { VERSION };

/** The page API, also on `window.exElements`. */
export const exElements = {
  version: VERSION,
  stores,
  configure,
  setTheme,
  setRiseColour,
  setReftime,
  setLocale,
  setFiat,
  /** a host's own live price feed instead of the config's socket (DESIGN §3b, docs/prices.md); null: back to the socket */
  setPriceSource,
};

export type ExElementsApi = typeof exElements;

declare global {
  /** the page API, once a bundle has exposed it */
  interface Window { exElements?: ExElementsApi }
}

/** Exposes the API on window once; a second bundle on the page keeps the first one's. */
export function exposeApi(): ExElementsApi {
  const w = globalThis as { exElements?: ExElementsApi };
  w.exElements ??= exElements;
  if (typeof document !== 'undefined' && configPending()) {
    // a script that ran before the config block was parsed reads it again
    document.addEventListener('DOMContentLoaded', reloadConfigElement, { once: true });
  }
  return w.exElements;
}
