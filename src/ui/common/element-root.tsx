// The root every element renders, in the browser and on the server (DESIGN.md §3a): the
// server's stylesheet links (kept as they are when hydrating), the element's scope, its view.
import { use, type ComponentType } from 'react';
import { catalogArrival, catalogs, hasCatalog } from '../../core/i18n';
import type { StoreSet } from '../../core/stores';
import { HostProvider, type CommonProps } from './host-context';
import { ServerDataContext, type ServerData } from './server-data';

export interface ElementRootProps {
  View: ComponentType<object>;
  props: object;
  host: HTMLElement;
  overrides: CommonProps;
  /** the server render's store set; the page's when absent */
  set?: StoreSet;
  /** stylesheet links the server put in the shadow root (DESIGN.md §3a "CSP") */
  links?: readonly string[];
  /** the language whose catalog the first render needs (server-rendered roots only) */
  catalog?: string;
  /** what the server fetched for the first render: server-rendered roots only, and always there */
  serverData?: ServerData;
}

/** Waits for a catalog the server rendered with, so the first client render says the same; a
 * language with no catalog, or one that failed, renders in English, as the server did or not. */
function Catalog({ lang }: { lang: string }) {
  if (hasCatalog(lang) && !catalogs.get()[lang]) use(catalogArrival(lang));
  return null;
}

export function ElementRoot({ View, props, host, overrides, set, links = [], catalog, serverData }: ElementRootProps) {
  return (
    <>
      {links.map((href) => <link key={href} rel="stylesheet" href={href} />)}
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
