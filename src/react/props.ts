// What a component's props become on its element (DESIGN.md §3d): attributes (camelCase →
// kebab-case, `true` as presence, `false`/`null`/`undefined` as absence), rich properties set
// from script, and `onEx…` callbacks listening to the element's `ex-…` events.

/** A prop that is an `ex-*` event's callback: `onExNavigate` listens to `ex-navigate`. */
const EVENT_PROP = /^onEx[A-Z]/;
/** Props the component reads itself, never passed to the element. */
const OWN_PROPS = new Set(['renderOptions', 'serverRendered', 'children', 'key', 'ref']);

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export interface SplitProps {
  attributes: Record<string, string>;
  properties: Record<string, unknown>;
  events: Record<string, (event: CustomEvent) => void>;
}

export function splitProps(props: Readonly<Record<string, unknown>>, rich: readonly string[]): SplitProps {
  const split: SplitProps = { attributes: {}, properties: {}, events: {} };
  for (const [name, value] of Object.entries(props)) {
    if (OWN_PROPS.has(name) || value === undefined) continue;
    if (EVENT_PROP.test(name)) {
      if (typeof value === 'function') split.events[kebab(name.slice(2))] = value as (event: CustomEvent) => void;
    } else if (rich.includes(name)) {
      split.properties[name] = value;
    } else if (value !== false && value !== null && typeof value !== 'function' && typeof value !== 'object') {
      split.attributes[kebab(name)] = value === true ? '' : String(value);
    }
  }
  return split;
}
