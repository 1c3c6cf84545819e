// The server side of exchange-elements/react (DESIGN.md §3d): one element's declarative shadow
// root from exchange-elements/server's renderer, as the host's attributes and the root's markup
// a React tree renders. The build gives browsers ./ssr-browser instead ("#ex-react-ssr").
import { renderElementParts, warn, type Rendered, type RenderOptions } from '../server/render';

export type { Rendered };

/** §3a's options, as a component's `renderOptions` prop takes them (the nonce, the styles' mode among them). */
export type ReactRenderOptions = RenderOptions;

/** One element rendered for this request, or null (told to `onError`): it then renders in the browser. */
export async function renderOnServer(tag: string, attributes: Record<string, string>, options: ReactRenderOptions = {}): Promise<Rendered | null> {
  try {
    return await renderElementParts(tag, attributes, options);
  } catch (error) {
    (options.onError ?? warn)(error, tag);
    return null;
  }
}

// A client component rendered on the server cannot await: it reads the render with React's use(),
// which suspends and renders again, so the render in flight is found again by what it renders
// from. Same inputs, same markup: two identical elements at once share one render.
const inFlight = new Map<string, Promise<Rendered | null>>();
const MAX_IN_FLIGHT = 256;
const functionIds = new WeakMap<object, number>();
let functionCount = 0;
const idOf = (value: unknown) => {
  if (typeof value !== 'function') return value;
  if (!functionIds.has(value)) functionIds.set(value, (functionCount += 1));
  return `function ${functionIds.get(value)}`;
};

/** The render of these inputs in flight (begun now if none is), for use(). */
export function renderShared(tag: string, attributes: Record<string, string>, options: ReactRenderOptions = {}): Promise<Rendered | null> {
  const key = JSON.stringify([tag, attributes, Object.entries(options).map(([name, value]) => [name, idOf(value)])]);
  let render = inFlight.get(key);
  if (!render) {
    if (inFlight.size >= MAX_IN_FLIGHT) inFlight.delete(inFlight.keys().next().value!);
    render = renderOnServer(tag, attributes, options);
    inFlight.set(key, render);
  }
  return render;
}

/** Forgets a finished render once its component has read it. */
export function readDone(render: Promise<Rendered | null>): void {
  for (const [key, value] of inFlight) if (value === render) inFlight.delete(key);
}
