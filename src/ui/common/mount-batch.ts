// The element shell's React renderer for r2wc (@r2wc/core's mount/update/unmount): one root per
// element, but the roots of every element connected in one task render together, in one
// synchronous pass at the end of that task (a microtask), instead of one scheduler task per
// root with a browser frame after each (issue #9, boot cost). Later updates render as usual.
// A server-rendered element (DESIGN.md §3a) is hydrated instead: its nodes stay.
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

interface Mount {
  container: HTMLElement | ShadowRoot;
  root?: Root;
  View: ComponentType<object>;
  /** r2wc's props object, changed in place until the first render reads it */
  props: object;
  /** 'queued' until the batch renders it, 'gone' once unmounted */
  state: 'queued' | 'mounted' | 'gone';
}

/** The host attribute the server renderer writes: the root's identifierPrefix, and its marker. */
export const SSR_ATTRIBUTE = 'data-ex-ssr';
/** The <meta name> a server-rendered page carries in its head, for scripts that run before its body. */
export const SSR_META = 'ex-elements-rendered';

let queue: Mount[] = [];
let roots = 0;

const hostOf = (container: HTMLElement | ShadowRoot) => (container instanceof ShadowRoot ? container.host : container);

/** What a server-rendered root shows before its view: the stylesheet links, its language. */
export function serverRendered(container: ShadowRoot): { links?: string[]; catalog?: string } {
  const host = container.host;
  if (!host.hasAttribute(SSR_ATTRIBUTE) || !container.firstElementChild) return {};
  const links = [...container.children].filter((c) => c.matches('link[rel="stylesheet"]')).map((l) => l.getAttribute('href')!);
  return { links, catalog: host.getAttribute(`${SSR_ATTRIBUTE}-lang`) ?? undefined };
}

function start(mount: Mount) {
  const element = createElement(mount.View, mount.props);
  const host = hostOf(mount.container);
  const prefix = host.getAttribute(SSR_ATTRIBUTE);
  if (prefix && serverRendered(mount.container as ShadowRoot).links) {
    // React 19 hydrates a ShadowRoot, though its types name only Document and Element
    mount.root = hydrateRoot(mount.container as unknown as Element, element, {
      identifierPrefix: prefix,
      onRecoverableError: (error) => console.warn(`[ex-elements] <${host.localName}> did not match its server render`, error),
    });
    return;
  }
  roots += 1;
  mount.root = createRoot(mount.container, { identifierPrefix: `ex${roots}-` });
  mount.root.render(element);
}

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

export const batchedRenderer = {
  mount(container: HTMLElement, View: ComponentType<object>, props: object): Mount {
    const mount: Mount = { container, View, props, state: 'queued' };
    if (queue.push(mount) === 1) queueMicrotask(renderQueued);
    return mount;
  },
  update(mount: Mount, props: object) {
    mount.props = props;
    if (mount.state === 'mounted') mount.root!.render(createElement(mount.View, props));
  },
  unmount(mount: Mount) {
    mount.state = 'gone';
    mount.root?.unmount();
  },
};
