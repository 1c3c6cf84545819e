// The root every element renders, in the browser and on the server (DESIGN.md §3a): the
// server's inline styles or stylesheet links (kept as they are when hydrating), the element's
// scope, its view.
import { useEffect, useState, type ComponentType } from 'react';
import { useArrival } from './hooks';
import { catalogArrival, catalogs, hasCatalog } from '../../core/i18n';
import type { StoreSet } from '../../core/stores';
import { HostProvider, type CommonProps } from './host-context';
import { ServerDataContext, type ServerData } from './server-data';

/** One stylesheet a server-rendered root carries inline (DESIGN.md §3a "CSP"): its text, and the request's nonce. */
export interface InlineStyle {
  css: string;
  nonce?: string;
}

export interface ElementRootProps {
  View: ComponentType<object>;
  props: object;
  host: HTMLElement;
  overrides: CommonProps;
  /** the server render's store set; the page's when absent */
  set?: StoreSet;
  /** stylesheet links the server put in the shadow root (DESIGN.md §3a "CSP") */
  links?: readonly string[];
  /** stylesheets the server put inline in the shadow root */
  styles?: readonly InlineStyle[];
  /** in the browser: puts the element on its shared constructed sheets, the same rules as `styles` */
  adoptStyles?: () => void;
  /** the language whose catalog the first render needs (server-rendered roots only) */
  catalog?: string;
  /** what the server fetched for the first render: server-rendered roots only, and always there */
  serverData?: ServerData;
}

/** Waits for a catalog the server rendered with, so the first client render says the same; a
 * language with no catalog, or one that failed, renders in English, as the server did or not. */
function Catalog({ lang }: { lang: string }) {
  useArrival(hasCatalog(lang) && !catalogs.get()[lang] ? catalogArrival(lang) : null);
  return null;
}

/** The server's inline styles, hydrated as they are (a plain `<style>` is an ordinary element to
 * React, not a hoisted one). Once hydrated, in a task of its own (not in hydration's, DESIGN.md
 * §3e), the element adopts the same rules as shared sheets and they go in that task's commit:
 * nothing changes on screen, and a later render or another element parses no style again. */
function InlineStyles({ styles, adopt }: { styles: readonly InlineStyle[]; adopt?: () => void }) {
  const [shown, setShown] = useState(styles);
  useEffect(() => {
    if (!adopt || !shown.length) return;
    const task = setTimeout(() => {
      adopt();
      setShown([]);
    });
    return () => clearTimeout(task);
  }, [adopt, shown]);
  return shown.map(({ css, nonce }, i) => <style key={i} nonce={nonce}>{css}</style>);
}

export function ElementRoot({ View, props, host, overrides, set, links = [], styles, adoptStyles, catalog, serverData }: ElementRootProps) {
  return (
    <>
      {links.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      {styles && <InlineStyles styles={styles} adopt={adoptStyles} />}
      {catalog && <Catalog lang={catalog} />}
      <HostProvider host={host} overrides={overrides} set={set}>
        {/* no Suspense here: a view still loading (the classic script's) suspends the root, which
            commits nothing until it loads — a hydrating root keeps the server's nodes meanwhile;
            a committed fallback would delay the view by React's 300 ms reveal throttle (issue #9) */}
        <ServerDataContext.Provider value={serverData ?? null}>
          <View {...props} />
        </ServerDataContext.Provider>
      </HostProvider>
    </>
  );
}
