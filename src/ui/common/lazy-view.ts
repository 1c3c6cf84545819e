// Views and stylesheets on demand, for the classic script (tools/rollup-lazy-views.mjs): there,
// each name an element file imports from a surface folder arrives as an export of the element's
// one group loader (src/core/loader.ts). The element declares it as its view or as one of its
// stylesheets, and the export serves as either: a view that suspends (the whole root, no
// fallback) until the group has loaded, or a stylesheet adopted at once, empty, and filled then.
// So every element is defined at once, and its view, stylesheets and rules arrive together. A
// name from an English catalog serves as the element's texts: empty until the group arrives, and
// added to English then, before the view that shows them renders (or hydrates: a server-rendered
// root waits for its view, DESIGN.md §3a).
import { createElement, use, useLayoutEffect, useSyncExternalStore, type ComponentType } from 'react';
import { addEnglish, type Catalog } from '../../core/i18n';
import type { OnDemand } from '../../core/loader';
import { useHost, useT } from './host-context';
import { holdReservedHeight } from './reserved-height';
import { useServerData } from './server-data';
import type { Styles } from './styles';

type Module = Record<string, unknown>;

/** A view that arrives on demand: `preload` loads it ahead of its first render; settles when
 * it has arrived or failed. */
export interface Preloadable {
  preload(): Promise<void>;
}

/** A view whose server render shows parts the browser loads on demand (the header's menus,
 * DESIGN.md §3e): the server loads them first, and a root hydrating it starts once they are in. */
export interface WithRenderParts {
  renderParts?: readonly OnDemand<unknown>[];
}

/** The parts a view's server render shows (none for most views). */
export const renderPartsOf = (View: unknown): readonly OnDemand<unknown>[] => (View as WithRenderParts | undefined)?.renderParts ?? [];

/** Loads the parts a view's server render shows; settles when they have arrived or failed. */
export const warmRenderParts = (View: unknown) => Promise.all(renderPartsOf(View).map((part) => part.warm()));

/** The pause before a view that failed to load is asked for again; it doubles each time. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 30_000;

const pause = (ms: number) => new Promise<void>((resume) => {
  const done = () => { clearTimeout(timer); removeEventListener('online', done); resume(); };
  const timer = setTimeout(done, ms);
  addEventListener('online', done);
});

/**
 * The group's module for use(). `module()`: once loaded, the loader's own promise (it carries
 * React's status, so the view renders at once); until then one that settles only when it has
 * arrived — a hydrating root waits, keeping the server's nodes. `shown()`: the same, but
 * settled with null once a load has failed, so a root with no server's nodes shows that
 * something went wrong instead of nothing. A failed load is asked for again after a pause,
 * doubling, or as soon as the browser is back online — a render asking again at once would
 * loop, a request each time.
 */
function arrival(group: OnDemand<Module>) {
  let arriving: Promise<Module> | undefined;
  let shown: Promise<Module | null> | undefined;
  let failed!: () => void;
  const failure = new Promise<null>((resolve) => { failed = () => resolve(null); });
  const attempt = async (wait: number): Promise<Module> => {
    try {
      return await group.load();
    } catch {
      failed();
      await pause(wait);
      return attempt(Math.min(wait * 2, RETRY_MAX_MS));
    }
  };
  const module = () => (group.value ? group.load() : (arriving ??= attempt(RETRY_MS)));
  // React marks a promise it has waited for as settled, so later renders read it at once
  return { module, shown: () => (group.value ? group.load() : (shown ??= Promise.race([module(), failure]))) };
}

/** What a view that has not arrived shows, while it is asked for again (no server's nodes to
 * keep), in the height the page reserved for the element: the view may still come. */
function ViewLost() {
  const host = useHost();
  // before the shell's own release at the root's first commit (a parent's effect runs after)
  useLayoutEffect(() => holdReservedHeight(host), [host]);
  return createElement('p', { className: 'ex-view-lost', role: 'status' }, useT()('common.error'));
}

/** The export `name` of `group`, as a view and as a stylesheet. */
export function onDemandExport(group: OnDemand<Module>, name: string) {
  const view = arrival(group);
  const loaded = () => group.value;
  const View = Object.assign((props: object) => {
    // renders again when a view that was lost arrives
    useSyncExternalStore(group.subscribe, loaded, loaded);
    // use() on every render (React asks for that): it gets the same promise each time
    const module = use(useServerData() ? view.module() : view.shown());
    return module ? createElement(module[name] as ComponentType<object>, props) : createElement(ViewLost);
  }, { preload: () => group.warm().then(() => warmRenderParts(group.value?.[name])).then(() => {}) } satisfies Preloadable);
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

/** The export `name` of `group`, as an element's English texts (ElementSpec.texts): none up
 * front; they are added as the group arrives, before anyone waiting for it hears (the loader
 * tells its listeners before it settles), so no view shows a key in their place. */
export function onDemandTexts(group: OnDemand<Module>, name: string): Partial<Catalog> {
  group.subscribe(() => addEnglish(group.value![name] as Partial<Catalog>));
  return {};
}
