// What the first render of an element already on the page will ask for, asked for while the
// classic script still runs, so the answer is there, or on its way, when the view first
// renders (issue 9, boot). Each entry uses the view's own rule and client, and the view's call
// takes the answer (ApiClient.prefetch): nothing is requested twice, or for a surface not shown.
import { isAnnouncementPage } from './announcement';
import { clientFor, type ApiClient } from './api/client';
import { CONFIG_ELEMENT_ID } from './config';
import { pageLangs } from './i18n/languages';
import { pagePathOf } from './links';
import { sanitizer } from './safety';
import { SSR_DATA_ATTRIBUTE } from './server-marks';
import { stores } from './stores';

interface WarmContext { el: Element; api: ApiClient; langs: readonly string[] }

/** By tag: the first data its view loads, under the view's condition. */
const WARM_UPS: Record<string, (c: WarmContext) => void> = {
  // the bar shows server HTML: the sanitiser loads beside the bulletin (AnnouncementBar)
  'ex-announcement-bar': ({ el, api, langs }) => {
    if (!isAnnouncementPage(pagePathOf(el.getAttribute('page-path')), langs)) return;
    // a server-rendered bar carries the server's answer (DESIGN.md §3a)
    if (!el.hasAttribute(SSR_DATA_ATTRIBUTE)) api.prefetch('bulletin');
    void sanitizer.warm();
  },
};

/**
 * Starts the first loads of the elements in `doc`, when the page's config block is there: a
 * page that configures by script later (exElements.configure) may give another api-base.
 */
export function warmUp(doc: Document = document): void {
  if (!doc.getElementById(CONFIG_ELEMENT_ID)) return;
  const config = stores.config.get();
  const langs = pageLangs(stores.common.get());
  for (const [tag, warm] of Object.entries(WARM_UPS)) {
    for (const el of doc.getElementsByTagName(tag)) {
      const lang = el.getAttribute('lang') || stores.locale.get();
      warm({ el, api: clientFor(config, lang, el.getAttribute('api-base') || undefined), langs });
    }
  }
}
