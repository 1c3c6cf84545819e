// The element shell's React renderer for r2wc (@r2wc/core's mount/update/unmount): one root per
// element, but the roots of every element connected in one task render together, in one
// synchronous pass at the end of that task (a microtask), instead of one scheduler task per
// root with a browser frame after each (issue #9, boot cost). Later updates render as usual.
// A server-rendered element (DESIGN.md §3a) is hydrated instead: its nodes stay; each root from a
// task of its own, some later (./below-the-fold, DESIGN.md §3e), and in slices unless something
// needs it at once.
import { createElement, startTransition, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SSR_ATTRIBUTE, SSR_DATA_ATTRIBUTE, SSR_LANG_ATTRIBUTE, SSR_STATE_ATTRIBUTE, stateMark } from '../../core/server-marks';
import { pageSet } from '../../core/stores';
import { farFromView, rootToHydrate, startWaiting, waitToStart, type Start, type Wait, type Waiting } from './below-the-fold';
import { claimedByReact, keepEarlyInput } from './early-input';
import { serverDataOf, type ServerData } from './server-data';
import type { InlineStyle } from './element-root';

/** A server-rendered root (DESIGN.md §3a), as the server marked it on its host. */
export interface ServerRoot {
  /** the React identifierPrefix the server rendered with */
  prefix: string;
  /** the stylesheet links it put first in the root, kept as they are */
  links: string[];
  /** whether every one of them has loaded: else the root adopts the shared sheets too */
  linksLoaded: boolean;
  /** the stylesheets it put inline instead, as they are (the same text and nonce: they hydrate) */
  styles: InlineStyle[];
  /** the language whose catalog its first render needs */
  catalog?: string;
  /** what the server fetched for its first render (its views know by it that they hydrate) */
  data: ServerData;
  /** called by the root at its first commit, once it has hydrated */
  hydrated?: () => void;
}

interface Mount {
  container: HTMLElement | ShadowRoot;
  root?: Root;
  /** decided once, at the first render: a later mount of the same element renders afresh */
  server?: ServerRoot | null;
  View: ComponentType<object>;
  /** r2wc's props object, changed in place until the first render reads it */
  props: object;
  /** 'queued' until the batch renders it, 'gone' once unmounted */
  state: 'queued' | 'mounted' | 'gone';
  /** a server-rendered root not started yet: waiting its turn, or until needed */
  waiting?: Waiting;
  /** a server-rendered root started and not yet committed: whether props changed meanwhile,
   * and what to call if it goes first */
  hydrating?: { changed: boolean; release: () => void };
}

let queue: Mount[] = [];
let roots = 0;

const hostOf = (container: HTMLElement | ShadowRoot) => (container instanceof ShadowRoot ? container.host : container);

/**
 * The server-rendered root a container holds, or null: none, emptied by an earlier mount, or
 * rendered from another state than the page's now (`pageMark()`, stateMark), which is cleared
 * to render afresh.
 */
function serverRootOf(container: HTMLElement | ShadowRoot, pageMark: () => string): ServerRoot | null {
  const host = hostOf(container);
  const prefix = host.getAttribute(SSR_ATTRIBUTE);
  if (!prefix || !container.firstElementChild) return null;
  if (host.getAttribute(SSR_STATE_ATTRIBUTE) !== pageMark()) {
    container.replaceChildren();
    return null;
  }
  const links = [...container.children].filter((c): c is HTMLLinkElement => c.matches('link[rel="stylesheet"]'));
  // a nonce reads back from the property only: a page's policy hides its attribute
  const styles = [...container.children].filter((c): c is HTMLStyleElement => c.localName === 'style')
    .map((s) => ({ css: s.textContent ?? '', nonce: s.nonce || undefined }));
  const data = serverDataOf(host.getAttribute(SSR_DATA_ATTRIBUTE));
  return {
    prefix, links: links.map((l) => l.getAttribute('href')!), linksLoaded: links.every(sheetLoaded), styles,
    catalog: host.getAttribute(SSR_LANG_ATTRIBUTE) ?? undefined, data: { data: data ?? {} },
  };
}

/** A link that did not load has no sheet, or (an error answer) an empty one: ours all hold
 * rules. Another origin's (an asset base on a CDN) keeps its rules to itself: taken as loaded. */
function sheetLoaded(link: HTMLLinkElement): boolean {
  try {
    return Boolean(link.sheet?.cssRules.length);
  } catch {
    return true;
  }
}

/** The view with r2wc's props and, for a hydrated root, what its server render showed. */
const elementOf = (mount: Mount) => createElement(mount.View, { ...mount.props, server: mount.server } as object);

function renderAfresh(mount: Mount) {
  roots += 1;
  mount.root = createRoot(mount.container, { identifierPrefix: `ex${roots}-` });
  mount.root.render(elementOf(mount));
}

/**
 * A root whose first render did not match its server render, though their states' marks agreed
 * (a page that changed the server's markup, say), renders afresh. React's own recovery renders
 * on the client too, but it clears only element and document containers: in a ShadowRoot the
 * server's nodes would stay beside the new ones.
 */
function restart(mount: Mount) {
  if (mount.state !== 'mounted' || !mount.server) return;
  mount.root!.unmount();
  mount.container.replaceChildren();
  mount.server.hydrated?.();
  mount.server = null;
  renderAfresh(mount);
}

/** When a server-rendered root hydrates: its element's spec says whether it can wait until needed. */
export interface HydrateWhen {
  hydrate?: 'when-needed';
}

/** Renders a root afresh at once; a server-rendered one hydrates later, in a task of its own (./below-the-fold). */
function start(mount: Mount) {
  const host = hostOf(mount.container);
  if (!(host.hasAttribute(SSR_ATTRIBUTE) && mount.container instanceof ShadowRoot && mount.container.firstElementChild)) {
    return renderAfresh(mount);
  }
  // far below the viewport, any root waits for the others (and the footer of a long page with them)
  const wait: Wait = farFromView(host) ? 'far' : (mount.View as HydrateWhen).hydrate === 'when-needed' ? 'when-needed' : 'turn';
  mount.waiting = waitToStart(host, mount.container, wait, (why) => {
    mount.waiting = undefined;
    hydrateAs(why, mount);
  });
}

/**
 * A root whose turn came hydrates as a transition: React yields every few milliseconds, so a
 * large root (the header: 40 ms and more on a phone's CPU) is no long task, and input goes
 * between its slices; an event on it before it has committed makes React finish it at once
 * (issue 43). A root something waits for hydrates synchronously, before that goes on: a
 * visitor's event, a store about to change (./below-the-fold), new props.
 */
function hydrateAs(why: Start, mount: Mount) {
  if (why.turn) startTransition(() => hydrateOrRender(mount, undefined, why.committed));
  else flushSync(() => hydrateOrRender(mount, why.reached));
}

/** Hydrates a server-rendered root, or renders one afresh (the page's state changed since the
 * server's render); `reached` is the visitor's event that started it, when one did, and
 * `committed` is told once it has committed, or will not (./below-the-fold). */
function hydrateOrRender(mount: Mount, reached?: Event, committed = () => {}) {
  const host = hostOf(mount.container);
  mount.server = serverRootOf(mount.container, () => stateMark(pageSet));
  if (!mount.server) {
    renderAfresh(mount);
    return committed();
  }
  // React 19 hydrates a ShadowRoot, though its types name only Document and Element
  mount.root = hydrateRoot(mount.container as unknown as Element, elementOf(mount), {
    identifierPrefix: mount.server.prefix,
    onRecoverableError: (error) => {
      // unmounting a root that has not hydrated counts as an update React cannot hydrate
      if (mount.state === 'gone') return;
      console.warn(`[ex-elements] <${host.localName}> did not match its server render: rendered afresh`, error);
      // not while React commits: once it has
      queueMicrotask(() => restart(mount));
    },
  });
  const replayInput = keepEarlyInput(mount.container as ShadowRoot, reached);
  const counted = rootToHydrate();
  const settled = () => {
    counted();
    committed();
  };
  mount.hydrating = { changed: false, release: settled };
  mount.server.hydrated = () => {
    const changed = mount.hydrating?.changed;
    mount.hydrating = undefined;
    settled();
    replayInput();
    if (strayNodes(mount.container)) queueMicrotask(() => restart(mount));
    else if (changed) queueMicrotask(() => { if (mount.state === 'mounted') mount.root!.render(elementOf(mount)); });
  };
}

/**
 * Whether a hydrated root kept server-made nodes its first render did not claim: React reports
 * no mismatch for a root's extra top-level nodes, and leaves them, dead. A view that shows less
 * in the browser than on the server — a notice the visitor accepted, remembered in storage
 * only — then renders afresh, so they go.
 */
const strayNodes = (container: HTMLElement | ShadowRoot) => [...container.children].some((node) => !claimedByReact(node));

function renderQueued() {
  const batch = queue;
  queue = [];
  flushSync(() => {
    for (const mount of batch) {
      if (mount.state !== 'queued') continue;
      mount.state = 'mounted';
      start(mount);
    }
  });
}

/** Renders the queued roots now, not at the end of the task, and hydrates those waiting their
 * turn: a visitor's event that started them reaches them listening (element-shell.tsx). */
export function renderQueuedNow(): void {
  if (queue.length) renderQueued();
  startWaiting(['turn']);
}

export const batchedRenderer = {
  mount(container: HTMLElement, View: ComponentType<object>, props: object): Mount {
    const mount: Mount = { container, View, props, state: 'queued' };
    if (queue.push(mount) === 1) queueMicrotask(renderQueued);
    return mount;
  },
  update(mount: Mount, props: object) {
    mount.props = props;
    // a root waiting to start hydrates with the new props: a render right after
    // hydrateRoot would make React drop the server's nodes and render afresh
    if (mount.waiting) return mount.waiting.now();
    // and one still hydrating (its view arriving) renders them once it has committed, for the
    // same reason
    if (mount.hydrating) return void (mount.hydrating.changed = true);
    if (mount.state === 'mounted') mount.root!.render(elementOf(mount));
  },
  unmount(mount: Mount) {
    mount.state = 'gone';
    mount.waiting?.cancel();
    // no longer one that roots below the fold wait for (./below-the-fold)
    mount.hydrating?.release();
    mount.hydrating = undefined;
    mount.root?.unmount();
  },
};
