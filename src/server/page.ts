// Finding the ex-* elements of a server page (DESIGN.md §3a) without re-serialising it: the
// page is tokenized (htmlparser2 knows script/style raw text, comments and entities) and each
// element's shadow root is later inserted right after its start tag, so every other byte of
// the page stays as the server wrote it.
import { Parser } from 'htmlparser2';
import { CONFIG_ELEMENT_ID } from '../core/config';

export interface FoundElement {
  tag: string;
  /** attribute values, entity-decoded, names lower case */
  attributes: Record<string, string>;
  /** index in the page of the start tag's `<` */
  startAt: number;
  /** index in the page just after the start tag's `>` */
  insertAt: number;
}

export interface PageScan {
  elements: FoundElement[];
  /** the text of the page's #ex-config block, if any */
  config: string | null;
  /** index just after the <head> start tag, if the page has one */
  headAt: number | null;
  /** the page's classic script (`…/ex-elements.js`), if it loads it: its src, and the index of its start tag */
  classicScript: { src: string; at: number } | null;
}

const CLASSIC_SCRIPT = /(^|\/)ex-elements\.js([?#]|$)/;

const ELEMENT_TAG = /^ex-[a-z0-9-]+$/;

/** The ex-* elements that still need a shadow root, in document order, and the config block. */
export function scanPage(html: string): PageScan {
  const elements: FoundElement[] = [];
  let config: string | null = null;
  let headAt: number | null = null;
  let classicScript: PageScan['classicScript'] = null;
  let inConfig = false;
  let inertDepth = 0; // inside a <template> that is not a declarative shadow root: inert markup
  const templates: boolean[] = [];
  let waiting: FoundElement | null = null; // an element whose first child may be its own root

  const parser = new Parser({
    onopentag(name, attributes) {
      const previous = waiting;
      waiting = null;
      if (name === 'template') {
        const declarative = 'shadowrootmode' in attributes;
        templates.push(!declarative);
        if (!declarative) inertDepth += 1;
        // already rendered (by an earlier pass or by hand): leave it as it is
        if (declarative && previous) elements.splice(elements.indexOf(previous), 1);
        return;
      }
      if (inertDepth > 0) return;
      if (name === 'head' && headAt === null) headAt = parser.endIndex + 1;
      if (name === 'script' && attributes.id === CONFIG_ELEMENT_ID) { inConfig = true; config = ''; }
      if (name === 'script' && classicScript === null && CLASSIC_SCRIPT.test(attributes.src ?? '')) {
        classicScript = { src: attributes.src!, at: parser.startIndex };
      }
      if (ELEMENT_TAG.test(name)) {
        waiting = { tag: name, attributes, startAt: parser.startIndex, insertAt: parser.endIndex + 1 };
        elements.push(waiting);
      }
    },
    ontext(text) {
      if (inConfig) config += text;
      else if (waiting && text.trim()) waiting = null;
    },
    onclosetag(name) {
      waiting = null;
      if (name === 'script') inConfig = false;
      if (name === 'template' && templates.pop()) inertDepth -= 1;
    },
  }, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  parser.end(html);
  return { elements, config, headAt, classicScript };
}

/** A value for a double-quoted attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with each markup put at its index, over `replace` characters (indexes of the original page). */
export function insertAt(html: string, inserts: ReadonlyArray<{ at: number; markup: string; replace?: number }>): string {
  const sorted = [...inserts].sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at, markup, replace = 0 } of sorted) {
    out += html.slice(from, at) + markup;
    from = at + replace;
  }
  return out + html.slice(from);
}
