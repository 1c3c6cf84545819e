// The first data an element's view loads, by tag, under the view's own rule (DESIGN.md §3a, §3c
// "Each element renders once"). One table serves the browser's warm-up (./warm-up.ts: started
// while the classic script runs) and the server's data step (src/server/render.tsx: fetched
// before its one render pass); the view loads through the same entry (useFirstLoad), so a
// surface's first loads are declared once.
import { isAnnouncementPage } from './announcement';
import type { ApiClient } from './api/client';
import type { Bulletin } from './api/endpoints';
import type { Edition } from './editions';
import type { ElementStores } from './element-stores';
import { remoteMenuOn } from './header/flags';
import { sanitizer, sanitizerReady } from './safety';
import type { PageConfig } from './types';

/** What an element's first loads depend on: its own stores' values and the path of its page. */
export interface FirstLoadContext {
  api: ApiClient;
  lang: string;
  siteId: number;
  edition: Edition;
  langs: readonly string[];
  flags: PageConfig['flags'];
  /** its page-path attribute, else its page's path */
  pagePath: string;
}

export interface FirstLoad<C = FirstLoadContext, T = unknown> {
  /** what the answer is handed under: ServerData.data, the host's SSR data attribute */
  key: string;
  /** the view's rule: whether its first render loads it */
  when: (context: C) => boolean;
  load: (context: C, signal?: AbortSignal) => Promise<T>;
  /** what the browser warms beside it, even when the server handed the answer */
  warm?: () => void;
}

export const BULLETIN_LOAD: FirstLoad<Pick<FirstLoadContext, 'api' | 'langs' | 'pagePath'>, Bulletin | null> = {
  key: 'bulletin',
  when: ({ pagePath, langs }) => isAnnouncementPage(pagePath, langs),
  // the bulletin is server HTML: its sanitiser loads beside it (src/core/safety.ts); without
  // it there is no announcement, so no bar (§8: a failed call is none), never an empty one
  load: async ({ api }, signal) => {
    const [bulletin, safe] = await Promise.all([api.call('bulletin', { signal }), sanitizerReady().then(() => true, () => false)]);
    return safe ? bulletin : null;
  },
  warm: () => void sanitizer.warm(),
};

export const REMOTE_MENU_LOAD: FirstLoad<Pick<FirstLoadContext, 'api' | 'lang' | 'siteId' | 'edition' | 'flags'>, unknown[]> = {
  key: 'remoteMenu',
  when: ({ edition, flags }) => remoteMenuOn(edition, flags),
  // its rules (the menu's schema, cache, compliance) come with the header's view, not up front
  // in the classic script: only a header on an edition with the remote menu loads them
  load: async ({ api, lang, siteId }, signal) => (await import('./header/nav/remote')).loadRemoteMenu(api, lang, siteId, signal),
};

/** By tag: the first data its view loads. */
export const FIRST_LOADS: Readonly<Record<string, readonly FirstLoad[]>> = {
  'ex-announcement-bar': [BULLETIN_LOAD],
  'ex-header': [REMOTE_MENU_LOAD],
};

/** The context of an element's first loads, from its stores (element-stores.ts) and page config. */
export const firstLoadContext = (shown: ElementStores, config: PageConfig, pagePath: string): FirstLoadContext => ({
  api: shown.api.get(), lang: shown.lang.get(), siteId: shown.siteId.get(), edition: shown.edition.get(), langs: shown.langs.get(), flags: config.flags, pagePath,
});

export interface FirstLoads { loads: readonly FirstLoad[]; context: FirstLoadContext | null }

/** The entries of `tag` whose rule holds, and their context (`contextOf`: asked only of a tag that has entries). */
export function firstLoadsOf(tag: string, contextOf: () => FirstLoadContext): FirstLoads {
  const entries = FIRST_LOADS[tag];
  if (!entries) return { loads: [], context: null };
  const context = contextOf();
  return { loads: entries.filter((entry) => entry.when(context)), context };
}
