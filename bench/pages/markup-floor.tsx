// The floor for the server-rendered page: React 19 alone hydrating, in each element's declarative
// shadow root, exactly the markup our server rendered there, with no code of ours. Any React view
// of that markup costs at least this; bench/platform.mjs captures the markup and bundles it here.
import { createElement, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** A node as the bench captured it: text, tag with attributes and children, or the start or end
 * mark of a Suspense boundary the server wrote (`$`, `/$`). */
export type MarkupNode = string | [tag: string, attributes: Record<string, string>, children: MarkupNode[]] | { boundary: '$' | '/$' };

const PROP_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
const BOOLEAN = new Set(['open', 'hidden', 'disabled', 'checked', 'readonly', 'selected']);

/** Children as React nodes, each Suspense boundary's marks and what lies between as a <Suspense>. */
function children(nodes: readonly MarkupNode[]): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i];
    if (typeof node === 'object' && 'boundary' in node) {
      if (node.boundary !== '$') continue; // an end with no start: nothing to hydrate
      let depth = 1;
      let end = i + 1;
      for (; end < nodes.length && depth; end += 1) {
        const mark = nodes[end];
        if (typeof mark === 'object' && 'boundary' in mark) depth += mark.boundary === '$' ? 1 : -1;
      }
      out.push(createElement(Suspense, { key: i }, ...children(nodes.slice(i + 1, end - 1))));
      i = end - 1;
    } else out.push(element(node, i));
  }
  return out;
}

function element(node: Exclude<MarkupNode, { boundary: string }>, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, nodes] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) || value;
  return createElement(tag, props, ...children(nodes));
}

/** Defines each tag as an element that hydrates its server-rendered shadow root with that markup. */
export function defineMarkupFloor(markup: Record<string, MarkupNode[]>): void {
  for (const [tag, nodes] of Object.entries(markup)) {
    customElements.define(tag, class extends HTMLElement {
      connectedCallback() {
        hydrateRoot(this.shadowRoot!, children(nodes), { onRecoverableError: (error) => console.error(`${tag}: ${String(error)}`) });
      }
    });
  }
}
