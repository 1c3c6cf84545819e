// The floor for the server-rendered page: React 19 alone hydrating, in each element's declarative
// shadow root, exactly the markup our server rendered there, with no code of ours. Any React view
// of that markup costs at least this; bench/platform.mjs captures the markup and bundles it here.
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** A node as the bench captured it: text, or tag, attributes and children. */
export type MarkupNode = string | [tag: string, attributes: Record<string, string>, children: MarkupNode[]];

const PROP_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
const BOOLEAN = new Set(['open', 'hidden', 'disabled', 'checked', 'readonly', 'selected']);

function element(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) || value;
  return createElement(tag, props, ...children.map(element));
}

/** Defines each tag as an element that hydrates its server-rendered shadow root with that markup. */
export function defineMarkupFloor(markup: Record<string, MarkupNode[]>): void {
  for (const [tag, nodes] of Object.entries(markup)) {
    customElements.define(tag, class extends HTMLElement {
      connectedCallback() {
        hydrateRoot(this.shadowRoot!, nodes.map(element), { onRecoverableError: (error) => console.error(`${tag}: ${String(error)}`) });
      }
    });
  }
}
