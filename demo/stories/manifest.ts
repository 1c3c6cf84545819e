// What the workshop reads of the manifest (custom-elements.json), by tag: each element's events
// (logged in Actions), which of its args are properties rather than attributes, and the Controls
// of its attributes and properties, from their types.
import type { ArgTypesEnhancer, SBType } from 'storybook/internal/types';
import manifest from '../../custom-elements.json';

interface Entry { name: string; type?: { text: string } }
interface Declaration { tagName: string; attributes: Entry[]; members: Entry[]; events: Entry[] }

const DECLARATIONS = new Map((manifest.modules.flatMap((m) => m.declarations) as Declaration[]).map((d) => [d.tagName, d]));

/** The element's events (`ex-*`). */
export const eventsOf = (tag: string) => (DECLARATIONS.get(tag)?.events ?? []).map((e) => e.name);

/** A property of the element that no attribute of the same name stands for (`siteId`, `fetchDisabled`). */
export function isProperty(tag: string, name: string): boolean {
  const declaration = DECLARATIONS.get(tag);
  return !!declaration?.members.some((m) => m.name === name) && !declaration.attributes.some((a) => a.name === name);
}

/** The manifest's types that are Storybook's type names too. */
const SCALARS = new Set(['number', 'boolean', 'string']);
/** One member of a union of strings (`'light'`). */
const LITERAL = /^'([^']*)'$/;

/**
 * Storybook's type of a manifest type, from which it picks the control: a number box, a toggle,
 * a text box, or a choice of a union's strings; none for rich data (`unknown`: an object).
 */
function storybookType(text: string): SBType | undefined {
  const type = text.replace(/ \| undefined$/, '');
  if (SCALARS.has(type)) return { name: type as 'number' | 'boolean' | 'string' };
  const literals = type.split(' | ').map((t) => LITERAL.exec(t)?.[1]);
  return literals.every((l) => l !== undefined) ? { name: 'enum', value: literals } : undefined;
}

/**
 * The controls of the story's element's attributes and properties. Storybook's web components
 * take a manifest type's text for its type name, so only a bare `number`, `boolean` or `string`
 * got its control: a property's `number | undefined` or the theme's `'light' | 'dark'` offered
 * "Set object".
 */
export const manifestControls: ArgTypesEnhancer = ({ argTypes, component }) => {
  const declaration = DECLARATIONS.get(String(component));
  const typed = [...declaration?.members ?? [], ...declaration?.attributes ?? []].flatMap((entry) => {
    const type = argTypes[entry.name] && entry.type && storybookType(entry.type.text);
    return type ? [[entry.name, { ...argTypes[entry.name], type }]] : [];
  });
  return { ...argTypes, ...Object.fromEntries(typed) };
};
