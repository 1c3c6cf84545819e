// Views and stylesheets on demand, for the classic script (tools/rollup-lazy-views.mjs): there,
// each name an element file imports from a surface folder arrives as an export of the element's
// one group loader (src/core/loader.ts). The element declares it as its view or as one of its
// stylesheets, and the export serves as either: a view that suspends (the whole root, no
// fallback) until the group has loaded, or a stylesheet adopted at once, empty, and filled then.
// So every element is defined at once, and its view, stylesheets and rules arrive together.
import { createElement, use, type ComponentType } from 'react';
import type { OnDemand } from '../../core/loader';
import type { Styles } from './styles';

type Module = Record<string, unknown>;

/** A view that arrives on demand: `preload` loads it ahead of its first render; settles when
 * it has arrived or failed. */
export interface Preloadable {
  preload(): Promise<void>;
}

/** The pause before a view that failed to load is asked for again; it doubles each time. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 30_000;

const pause = (ms: number) => new Promise<void>((resume) => {
  const done = () => { clearTimeout(timer); removeEventListener('online', done); resume(); };
  const timer = setTimeout(done, ms);
  addEventListener('online', done);
});

/**
 * The group's module for use(): once loaded, the loader's own promise (it carries React's
 * status, so the view renders at once); until then one that never rejects. A failed load is
 * asked for again after a pause, doubling, or as soon as the browser is back online — a render
 * asking again at once would loop, a request each time. Meanwhile the root waits as it does
 * while loading: a server-rendered one keeps its nodes.
 */
function arrival(group: OnDemand<Module>): () => Promise<Module> {
  let arriving: Promise<Module> | undefined;
  const attempt = async (wait: number): Promise<Module> => {
    try {
      return await group.load();
    } catch {
      await pause(wait);
      return attempt(Math.min(wait * 2, RETRY_MAX_MS));
    }
  };
  return () => (group.value ? group.load() : (arriving ??= attempt(RETRY_MS)));
}

/** The export `name` of `group`, as a view and as a stylesheet. */
export function onDemandExport(group: OnDemand<Module>, name: string) {
  const module = arrival(group);
  // use() on every render (React asks for that): it gets the same promise each time
  const View = Object.assign((props: object) => createElement(use(module())[name] as ComponentType<object>, props),
    { preload: group.warm } satisfies Preloadable);
  let sheet: CSSStyleSheet | undefined;
  return Object.defineProperty(View as typeof View & Pick<Styles, 'sheet'>, 'sheet', {
    get() {
      if (!sheet) {
        const filling = sheet = new CSSStyleSheet();
        const fill = () => { filling.replaceSync((group.value![name] as Styles).cssText); stop(); };
        const stop = group.subscribe(fill);
        if (group.value) fill(); else void group.warm();
      }
      return sheet;
    },
  });
}
