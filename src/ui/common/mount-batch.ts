// The element shell's React renderer for r2wc (@r2wc/core's mount/update/unmount): one root per
// element, but the roots of every element connected in one task render together, in one
// synchronous pass at the end of that task (a microtask), instead of one scheduler task per
// root with a browser frame after each (issue #9, boot cost). Later updates render as usual.
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

interface Mount {
  root: Root;
  View: ComponentType<object>;
  /** r2wc's props object, changed in place until the first render reads it */
  props: object;
  /** 'queued' until the batch renders it, 'gone' once unmounted */
  state: 'queued' | 'mounted' | 'gone';
}

let queue: Mount[] = [];

function renderQueued() {
  const batch = queue;
  queue = [];
  flushSync(() => {
    for (const mount of batch) {
      if (mount.state !== 'queued') continue;
      mount.state = 'mounted';
      mount.root.render(createElement(mount.View, mount.props));
    }
  });
}

export const batchedRenderer = {
  mount(container: HTMLElement, View: ComponentType<object>, props: object): Mount {
    const mount: Mount = { root: createRoot(container), View, props, state: 'queued' };
    if (queue.push(mount) === 1) queueMicrotask(renderQueued);
    return mount;
  },
  update(mount: Mount, props: object) {
    mount.props = props;
    if (mount.state === 'mounted') mount.root.render(createElement(mount.View, props));
  },
  unmount(mount: Mount) {
    mount.state = 'gone';
    mount.root.unmount();
  },
};
