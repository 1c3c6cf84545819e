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

/** The export `name` of `group`, as a view and as a stylesheet. */
export function onDemandExport(group: OnDemand<Module>, name: string) {
  // use() on every render (React asks for that): once loaded, load() gives the same settled promise
  const View = Object.assign((props: object) => createElement(use(group.load())[name] as ComponentType<object>, props),
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
