// The one helper every element goes through (DESIGN.md §1): r2wc with an open shadow
// root, the shared constructable stylesheets, the theme, a guarded define, and fixes for
// r2wc's gaps — removing an attribute resets its prop, a boolean attribute's presence
// means true, rich data is set as properties and never reflected to attributes, and
// properties set before the element upgraded are kept. Elements connected in one task mount
// together (./mount-batch).
import r2wc from '@r2wc/core';
import { useCallback, useLayoutEffect, type ComponentType } from 'react';
import { addEnglish, loadCatalog, type Catalog } from '../../core/i18n';
import { AHEAD_OF_USE, whenIdle } from '../../core/idle';
import type { OnDemand } from '../../core/loader';
import { ElementRoot } from './element-root';
import type { CommonProps } from './host-context';
import { serverRenderedPage, SSR_ATTRIBUTE, SSR_LANG_ATTRIBUTE } from '../../core/server-marks';
import { VERSION } from '../../core/version';
import { pageSet } from '../../core/stores';
import { leftToTheBrowser, measureFromView, REACHING, rootToHydrate } from './below-the-fold';
import { offerElement } from './on-demand-elements';
import { holdReplayedEvents } from './early-input';
import { batchedRenderer, renderQueuedNow, type HydrateWhen, type ServerRoot } from './mount-batch';
import { warmRenderParts, type Preloadable } from './lazy-view';
import { keepReservedHeight, releaseReservedHeight } from './reserved-height';
import type { Styles } from './styles';
import { baseStyles } from './tokens';

export type AttrType = 'string' | 'number' | 'boolean';

export interface ElementSpec {
  /** attributes, by camelCase prop name (the attribute is its kebab-case) */
  attributes?: Record<string, AttrType>;
  /** rich data properties (objects, arrays): set from script, never as JSON attributes */
  properties?: readonly string[];
  /** the view's stylesheets, adopted after the shared base */
  styles?: readonly Styles[];
  /** the elements its view renders by tag, registered with it (Shoelace's `static dependencies`):
   * a view never imports an element. One it shows only later (a panel, a dialog) comes on demand:
   * loaded and registered in idle time, so the element's own ES module entry does not hold it */
  dependencies?: Readonly<Record<string, Dependency>>;
  /** the English texts only this element shows (src/core/i18n/catalogs/en): they travel with its
   * code, not every element's */
  texts?: readonly Partial<Catalog>[];
  /** 'when-needed' for an element whose server HTML works alone (links, disclosures): its
   * server-rendered root hydrates on a reach, a setting it shows changing, or idle time (DESIGN.md §3e) */
  hydrate?: HydrateWhen['hydrate'];
}

type Dependency = CustomElementConstructor | OnDemand<CustomElementConstructor>;

/** Every element accepts these attributes (DESIGN.md §2). */
export const COMMON_ATTRIBUTES = { siteId: 'number', lang: 'string', apiBase: 'string', theme: 'string' } as const satisfies Record<string, AttrType>;

/** Server-made roots' events kept from React until they commit, by root (./early-input). */
const heldFromReact = new WeakMap<ShadowRoot, () => void>();

// r2wc keeps props and its render method under these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** What the server renderer needs of an element (src/server): its view, attributes and styles. */
export interface ElementInfo {
  View: ComponentType<object>;
  attributes: Readonly<Record<string, AttrType>>;
  sheets: readonly Styles[];
  /** when its server-rendered root hydrates (ElementSpec's `hydrate`; bench/pages/probe.js reads it) */
  hydrate?: HydrateWhen['hydrate'];
}
export const ELEMENT_INFO = Symbol.for('ex-elements.element-info');
/** The package version whose copy made the element class (another copy on the page reads it). */
const ELEMENT_VERSION = Symbol.for('ex-elements.version');
type WithInfo = { [ELEMENT_INFO]: ElementInfo; dependencies: Readonly<Record<string, Dependency>> };

/** An attribute's value as the element's prop, as r2wc and the shell read it in the browser. */
export function propOf(type: AttrType, value: string | null): string | number | boolean | undefined {
  if (value === null) return undefined;
  if (type === 'boolean') return value !== 'false';
  if (value === '') return undefined;
  return type === 'number' ? parseFloat(value) : value;
}

export function exElement<P extends object>(View: ComponentType<P>, spec: ElementSpec = {}): CustomElementConstructor {
  const attributes: Record<string, AttrType> = { ...COMMON_ATTRIBUTES, ...spec.attributes };
  const byAttribute = new Map(Object.keys(attributes).map((prop) => [kebab(prop), prop]));
  const booleans = Object.keys(attributes).filter((p) => attributes[p] === 'boolean');
  const properties = spec.properties ?? [];
  const sheets = [baseStyles, ...(spec.styles ?? [])];
  if (spec.texts) addEnglish(...spec.texts);

  const info: ElementInfo = { View: View as ComponentType<object>, attributes, sheets, hydrate: spec.hydrate };
  // on the server there is no HTMLElement: the class only carries what the renderer reads
  if (typeof HTMLElement === 'undefined') {
    return Object.assign(class ServerElement {}, { [ELEMENT_INFO]: info, dependencies: spec.dependencies ?? {} }) as unknown as CustomElementConstructor;
  }

  /** The shared stylesheets, once: a server-rendered root has the same rules as its links or
   * inline styles (DESIGN.md §3a), so it adopts them only if it renders afresh — twice the rules
   * would double the browser's style work — if a link of its has no sheet (an asset base that
   * answers 404, a slow one), or once its inline styles have hydrated, which then go (./element-root). */
  const adoptSheets = (root: ShadowRoot) => {
    const own = sheets.map((s) => s.sheet);
    // beside any a view adopted on its own since (the header's market panel's)
    if (own.some((sheet) => !root.adoptedStyleSheets.includes(sheet))) {
      root.adoptedStyleSheets = [...own, ...root.adoptedStyleSheets.filter((sheet) => !own.includes(sheet))];
    }
  };

  function Root(props: P & CommonProps & { container?: ShadowRoot; server?: ServerRoot | null }) {
    const { container, server, ...rest } = props;
    const { siteId, lang, apiBase, theme } = props;
    const host = container!.host as HTMLElement;
    // before its nodes are committed, so no view lays out unstyled
    if (!server?.linksLoaded) adoptSheets(container!);
    const adoptStyles = useCallback(() => adoptSheets(container!), [container]);
    useLayoutEffect(() => {
      releaseReservedHeight(host);
      heldFromReact.get(container!)?.();
      heldFromReact.delete(container!);
      server?.hydrated?.();
    }, [host, server]);
    return <ElementRoot View={info.View} props={rest} host={host} overrides={{ siteId, lang, apiBase, theme }}
      links={server?.links} styles={server?.styles} adoptStyles={adoptStyles} catalog={server?.catalog} serverData={server?.data} />;
  }

  const RootView: ComponentType<object> & HydrateWhen = Object.assign(Root as ComponentType<object>, { hydrate: spec.hydrate });
  const Base = r2wc(RootView, { shadow: 'open', props: attributes }, batchedRenderer) as unknown as new () => R2wcInternals;

  class ExElement extends Base {
    // a server-rendered element already has its declarative root (DESIGN.md §3a): attaching
    // again would empty it, so r2wc gets that root to hydrate
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      keepReservedHeight(this);
      // a server-made root: before React listens on it (./early-input)
      if (this.shadowRoot && this.hasAttribute(SSR_ATTRIBUTE)) heldFromReact.set(this.shadowRoot, holdReplayedEvents(this.shadowRoot));
      // a client render's view starts loading here, with its stylesheets (./lazy-view)
      if (!this.hasAttribute(SSR_ATTRIBUTE)) adoptSheets(this.shadowRoot!);
      for (const prop of booleans) {
        const value = this.getAttribute(kebab(prop));
        if (value !== null) this[PROPS][prop] = value !== 'false';
      }
      // a property set on the element before it upgraded shadows the accessor: move it over
      for (const prop of [...properties, ...Object.keys(attributes)]) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      const prop = byAttribute.get(name);
      // r2wc ignores removed and empty attributes; they must reset the prop
      if (prop && (value === null || value === '' || attributes[prop] === 'boolean')) {
        const type = attributes[prop];
        this[PROPS][prop] = value === null ? undefined
          : type === 'boolean' ? value !== 'false' : type === 'string' ? value : undefined;
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, oldValue, value);
    }
  }

  for (const prop of properties) {
    Object.defineProperty(ExElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) { return this[PROPS][prop]; },
      set(this: R2wcInternals, value: unknown) { this[PROPS][prop] = value; this[RENDER](); },
    });
  }
  for (const prop of booleans) {
    // r2wc reflects booleans as "true"/"false"; presence is the HTML convention
    Object.defineProperty(ExElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) { return this[PROPS][prop] === true; },
      set(this: R2wcInternals, value: unknown) {
        if (value) this.setAttribute(kebab(prop), ''); else this.removeAttribute(kebab(prop));
      },
    });
  }
  return Object.assign(ExElement, { [ELEMENT_INFO]: info, [ELEMENT_VERSION]: VERSION, dependencies: spec.dependencies ?? {} });
}

/** The server's registry: define() records each element here when there is no customElements. */
export const serverElements = new Map<string, WithInfo>();
const serverRegistry = {
  get: (tag: string) => serverElements.get(tag),
  define: (tag: string, constructor: CustomElementConstructor) => void serverElements.set(tag, constructor as unknown as WithInfo),
} as unknown as CustomElementRegistry;

let serverPageReady = false;
const FCP = 'first-contentful-paint';
/** How long after its load event a server-rendered page that shows nothing waits for a paint. */
const NO_PAINT_MS = 1000;

/** An element of a server-rendered page waiting to be defined (./below-the-fold's Waiting is a root waiting to start). */
interface WaitingElement {
  define: () => void;
  /** settles once the element's view has arrived (or failed) */
  view: Promise<unknown>;
  /** it no longer waits: roots far below the viewport wait for those still to come (./below-the-fold) */
  started?: () => void;
}
const waiting: WaitingElement[] = [];

/** Defines it, once: a later call (its view arriving after a visitor started it) does nothing. */
function start(element: WaitingElement) {
  const at = waiting.indexOf(element);
  if (at === -1) return;
  waiting.splice(at, 1);
  element.define();
  element.started?.();
  if (!waiting.length) for (const type of REACHING) document.removeEventListener(type, startAll, true);
}

/** A visitor reaches for an element first: every waiting one starts at once, its root
 * rendered before the event goes on, so React hydrates it and hands it the click
 * (./early-input keeps a click it cannot hand over yet); a pointer on a popover's button is
 * left to the browser, which opens the popover at once (./below-the-fold). */
function startAll(event: Event) {
  if (leftToTheBrowser(event)) return;
  serverPageStarts();
  for (const element of [...waiting]) start(element);
  renderQueuedNow();
}

/** The elements of a server-rendered page start: the page's settings take its storage's values
 * first (src/core/stores.ts: read after the first paint, not before it). */
function serverPageStarts() {
  serverPageReady = true;
  pageSet.readStorage();
}

/**
 * On a server-rendered page (DESIGN.md §3a) the elements wait until the page is parsed — one
 * defined earlier would be created at its start tag, before its declarative root — and the
 * browser has reported its first paint, so that paint never waits for the elements' work. Then
 * each starts once its view (which the classic script loads on demand) and the catalog it was
 * rendered in have arrived, so its root hydrates in one pass instead of starting, waiting for
 * them and rendering again. A hidden page paints nothing and starts at once; one with nothing
 * to paint starts soon after its load event; a pointer, key, focus or click on the page starts
 * every element at once.
 */
function afterServerPagePaint(element: WaitingElement): void {
  element.started = rootToHydrate();
  if (waiting.push(element) > 1) return;
  const ready = () => {
    if (serverPageReady) return;
    serverPageStarts();
    measureFromView(document.querySelectorAll(`[${SSR_ATTRIBUTE}]`));
    const langs = new Set([...document.querySelectorAll(`[${SSR_LANG_ATTRIBUTE}]`)].map((host) => host.getAttribute(SSR_LANG_ATTRIBUTE)!));
    const catalogs = Promise.all([...langs].map(loadCatalog));
    for (const next of [...waiting]) void Promise.all([next.view, catalogs]).then(() => start(next));
  };
  const painted = () => {
    for (const type of REACHING) document.addEventListener(type, startAll, true);
    if (document.visibilityState === 'hidden' || performance.getEntriesByName(FCP).length) return ready();
    const observer = new PerformanceObserver((list) => { if (list.getEntriesByName(FCP).length) { observer.disconnect(); ready(); } });
    observer.observe({ type: 'paint' });
    addEventListener('load', () => setTimeout(ready, NO_PAINT_MS), { once: true });
  };
  // after every DOMContentLoaded listener: the classic script reads the config block again in one
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => setTimeout(painted), { once: true });
  else painted();
}

let secondCopyNoted = false;

/** A page that loads the package twice (the classic script and an ES module bundle, or two
 * versions) keeps the first copy's elements; this copy says so once. */
function noteSecondCopy(tag: string, registered: CustomElementConstructor) {
  if (secondCopyNoted) return;
  secondCopyNoted = true;
  const kept = (registered as Partial<Record<typeof ELEMENT_VERSION, string>>)[ELEMENT_VERSION];
  const first = kept ? `exchange-elements ${kept}` : `another script's <${tag}>`;
  console.warn(`[ex-elements] this page loads exchange-elements twice: kept ${first} (defined first), ignored ${VERSION} (this copy). Load it once.`);
}

/** Registers a tag, then the elements it depends on, once each: loading the script twice, or
 * two bundles, never throws. */
export function define(tag: string, constructor: CustomElementConstructor, registry: CustomElementRegistry = globalThis.customElements ?? serverRegistry): void {
  if (registry === globalThis.customElements && !serverPageReady && serverRenderedPage()) {
    const { View } = (constructor as Partial<WithInfo>)[ELEMENT_INFO] ?? {};
    // the view of an element on the page starts loading now, while the page waits for its first
    // paint (and what its server render shows besides: a root hydrating it starts once that is in
    // too). One not on the page loads none (issue 43), as the classic script's own preloads and
    // the server's: one a script adds later loads its view when it renders. Which are on the page
    // is known once it is parsed: now for the deferred script, at DOMContentLoaded for one in <head>
    const preload = () => (document.getElementsByTagName(tag).length
      ? Promise.all([(View as Partial<Preloadable> | undefined)?.preload?.(), warmRenderParts(View)]) : undefined);
    const view = document.readyState === 'loading'
      ? new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true })).then(preload) : preload();
    afterServerPagePaint({ define: () => define(tag, constructor, registry), view: Promise.resolve(view) });
    return;
  }
  const registered = registry.get(tag);
  if (!registered) registry.define(tag, constructor);
  else if (registered !== constructor && registry === globalThis.customElements) noteSecondCopy(tag, registered);
  const { dependencies = {} } = constructor as Partial<WithInfo>;
  for (const [name, dependency] of Object.entries(dependencies)) {
    if (!('load' in dependency)) define(name, dependency, registry);
    // the server renders every element it imports; only a browser loads one on demand
    else if (registry === globalThis.customElements) {
      const load = () => dependency.load().then((loaded) => define(name, loaded, registry), () => {});
      offerElement(name, load);
      whenIdle(() => void load(), AHEAD_OF_USE);
    }
  }
}
