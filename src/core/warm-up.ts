// What the first render of an element already on the page will ask for, asked for while the
// classic script still runs, so the answer is there, or on its way, when the view first
// renders (issue 9, boot). The loads are the views' own (./first-loads.ts, the table the server's
// data step uses too), through a client whose GETs are prefetches: the view's call takes the
// answer (ApiClient.prefetch), so nothing is requested twice, or for a surface not shown.
import type { ApiClient } from './api/client';
import { CONFIG_ELEMENT_ID } from './config';
import { elementStores } from './element-stores';
import { FIRST_LOADS, firstLoadContext } from './first-loads';
import { pagePathOf } from './links';
import { SSR_DATA_ATTRIBUTE } from './server-marks';
import { stores } from './stores';

/** `api`, with each GET started as a prefetch its later identical calls join. */
const prefetching = (api: ApiClient): ApiClient => ({
  ...api,
  call: (name, opts) => { api.prefetch(name, opts); return api.call(name, opts); },
  request: (name, opts) => { api.prefetch(name, opts); return api.request(name, opts); },
});

/** The attributes an element's first loads read, as its shell reads them (element-shell.tsx). */
const overridesOf = (el: Element) => ({
  lang: el.getAttribute('lang') || undefined,
  apiBase: el.getAttribute('api-base') || undefined,
  siteId: parseFloat(el.getAttribute('site-id') ?? ''),
});

/**
 * Starts the first loads of the elements in `doc`, when the page's config block is there: a
 * page that configures by script later (exElements.configure) may give another api-base.
 */
export function warmUp(doc: Document = document): void {
  if (!doc.getElementById(CONFIG_ELEMENT_ID)) return;
  const config = stores.config.get();
  for (const [tag, loads] of Object.entries(FIRST_LOADS)) {
    for (const el of doc.getElementsByTagName(tag)) {
      const context = firstLoadContext(elementStores(stores, overridesOf(el)), config, pagePathOf(el.getAttribute('page-path')));
      for (const entry of loads.filter((e) => e.when(context))) {
        entry.warm?.();
        // a server-rendered element carries the server's answers (DESIGN.md §3a)
        if (!el.hasAttribute(SSR_DATA_ATTRIBUTE)) entry.load({ ...context, api: prefetching(context.api) }).catch(() => {});
      }
    }
  }
}
