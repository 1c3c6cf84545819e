// One component per element (DESIGN.md §3d). On the server the host is written with the
// element's declarative shadow root as a <template> child; the browser's parser turns that
// template into the shadow root, so in the browser the host has no child and the component
// renders none: React's hydration finds the same (childless) host. The attributes the server
// wrote (the renderer's marks, the host classes) are the element's, so the browser's host
// carries suppressHydrationWarning and only the props' own attributes are kept in step.
import { createElement, use, useImperativeHandle, useLayoutEffect, useRef, useState, type FunctionComponent, type Ref } from 'react';
import { REACT_ELEMENTS, type ReactElementTag } from './elements';
import { splitProps, type SplitProps } from './props';
// the server renderer, or its browser stand-in (package.json "imports", by the browser condition)
import { readDone, renderShared, type ReactRenderOptions, type Rendered } from '#ex-react-ssr';

const ON_SERVER = typeof document === 'undefined';

/** What every component takes beside the element's own props. */
export interface HostProps {
  /** on the server: §3a's options (the request's cookies, url, user agent, fetch, page config, nonce) */
  renderOptions?: ReactRenderOptions;
  /** the server component's render, handed to the client component (./server) */
  serverRendered?: Rendered | null;
  /** the element itself, once mounted */
  ref?: Ref<HTMLElement>;
}

function ServerHost({ tag, split, options, rendered }: { tag: string; split: SplitProps; options?: ReactRenderOptions; rendered?: Rendered | null }) {
  let shown = rendered;
  if (shown === undefined) {
    const render = renderShared(tag, split.attributes, options);
    shown = use(render);
    readDone(render);
  }
  if (!shown) return createElement(tag, { ...split.attributes, suppressHydrationWarning: true });
  const { class: className, ...attributes } = shown.attributes;
  return createElement(tag, { ...attributes, className, suppressHydrationWarning: true },
    createElement('template', { shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: shown.root } }));
}

function ClientHost({ tag, split, elementRef }: { tag: string; split: SplitProps; elementRef?: Ref<HTMLElement> }) {
  const ref = useRef<HTMLElement>(null);
  useImperativeHandle(elementRef, () => ref.current!, []);
  // the attributes the element is created with; later changes are set below, by name, so
  // React never sets a prop the element also has as a property (`lang`, `theme`) to null
  const [created] = useState(() => split.attributes);
  const managed = useRef(new Set(Object.keys(created)));
  const handlers = useRef(split.events);
  const attributesKey = JSON.stringify(split.attributes);
  const eventNames = Object.keys(split.events).sort().join(' ');

  useLayoutEffect(() => {
    const host = ref.current!;
    const attributes = JSON.parse(attributesKey) as Record<string, string>;
    for (const name of managed.current) if (!(name in attributes)) host.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) if (host.getAttribute(name) !== value) host.setAttribute(name, value);
    managed.current = new Set(Object.keys(attributes));
  }, [attributesKey]);

  useLayoutEffect(() => {
    const host = ref.current as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(split.properties)) if (host[name] !== value) host[name] = value;
  });

  useLayoutEffect(() => { handlers.current = split.events; });
  useLayoutEffect(() => {
    const host = ref.current!;
    const listeners = eventNames.split(' ').filter(Boolean)
      .map((type) => [type, (event: Event) => handlers.current[type]?.(event as CustomEvent)] as const);
    for (const [type, listener] of listeners) host.addEventListener(type, listener);
    return () => { for (const [type, listener] of listeners) host.removeEventListener(type, listener); };
  }, [eventNames]);

  return createElement(tag, { ...created, ref, suppressHydrationWarning: true });
}

/** The component of one element: its props become the element's attributes, properties and listeners. */
export function component<P extends object>(tag: ReactElementTag, element: CustomElementConstructor): FunctionComponent<P & HostProps> & { element: CustomElementConstructor } {
  const rich: readonly string[] = REACT_ELEMENTS[tag].properties;
  function Element(props: P & HostProps) {
    const split = splitProps(props as Record<string, unknown>, rich);
    return ON_SERVER
      ? createElement(ServerHost, { tag, split, options: props.renderOptions, rendered: props.serverRendered })
      : createElement(ClientHost, { tag, split, elementRef: props.ref });
  }
  return Object.assign(Element, { displayName: tag, element });
}
