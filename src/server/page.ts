// Finding the ex-* elements of a server page (DESIGN.md §3a, §3c) as it arrives, without
// re-serialising it: the page is tokenized chunk by chunk (htmlparser2 knows script/style raw
// text, comments and entities) and each element's shadow root is later inserted right after its
// start tag, so every other byte of the page stays as the server wrote it.
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

/** What the scan reports, in page order. */
export interface PageEvents {
  /** an ex-* element that still needs a shadow root (its first child is not one already) */
  element(found: FoundElement): void;
  /** the page's <head> start tag ends at `at` */
  head(at: number): void;
  /** the text of the page's (first) #ex-config block, once it has ended */
  config(text: string): void;
  /** the page's classic script (`…/ex-elements.js`): its src, and the index of its start tag */
  classicScript(src: string, at: number): void;
  /** the page's `</body>` begins at `at` */
  bodyEnd(at: number): void;
}

export interface PageScanner {
  write(text: string): void;
  end(): void;
  /** up to where the page has been tokenized and reported: text before it holds no insertion point */
  readonly parsedTo: number;
  /** the start of an element not yet reported (its next token says whether it has a root already) */
  readonly waitingFrom: number | null;
}

const CLASSIC_SCRIPT = /(^|\/)ex-elements\.js([?#]|$)/;

const ELEMENT_TAG = /^ex-[a-z0-9-]+$/;

/** A scanner reporting the page's ex-* elements and marks to `events` as their tokens arrive. */
export function pageScanner(events: PageEvents): PageScanner {
  let config: string | null = null;
  let configDone = false;
  let headSeen = false;
  let classicSeen = false;
  let inConfig = false;
  let inertDepth = 0; // inside a <template> that is not a declarative shadow root: inert markup
  const templates: boolean[] = [];
  let waiting: FoundElement | null = null; // an element whose first child may be its own root
  let parsedTo = 0;

  /** The waiting element, now that its next token is known: reported unless that is its root. */
  const settle = (ownRoot = false) => {
    const element = waiting;
    waiting = null;
    if (element && !ownRoot) events.element(element);
  };
  const endConfig = () => {
    inConfig = false;
    if (configDone || config === null) return;
    configDone = true;
    events.config(config);
  };
  const reached = () => { parsedTo = Math.max(parsedTo, parser.endIndex + 1); };

  const parser = new Parser({
    onopentag(name, attributes) {
      // already rendered (by an earlier pass or by hand): a declarative root as its first child
      settle(name === 'template' && 'shadowrootmode' in attributes);
      if (name === 'template') {
        const declarative = 'shadowrootmode' in attributes;
        templates.push(!declarative);
        if (!declarative) inertDepth += 1;
      } else if (inertDepth === 0) {
        if (name === 'head' && !headSeen) { headSeen = true; events.head(parser.endIndex + 1); }
        if (name === 'script' && attributes.id === CONFIG_ELEMENT_ID && !configDone) { inConfig = true; config = ''; }
        if (name === 'script' && !classicSeen && CLASSIC_SCRIPT.test(attributes.src ?? '')) {
          classicSeen = true;
          events.classicScript(attributes.src!, parser.startIndex);
        }
        if (ELEMENT_TAG.test(name)) waiting = { tag: name, attributes, startAt: parser.startIndex, insertAt: parser.endIndex + 1 };
      }
      reached();
    },
    ontext(text) {
      if (inConfig) config += text;
      else if (text.trim()) settle();
      reached();
    },
    onclosetag(name) {
      settle();
      if (name === 'body' && inertDepth === 0) events.bodyEnd(parser.startIndex);
      if (name === 'script' && inConfig) endConfig();
      if (name === 'template' && templates.pop()) inertDepth -= 1;
      reached();
    },
    oncommentend: reached,
    oncdataend: reached,
    onprocessinginstruction: reached,
  }, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });

  let length = 0;
  return {
    write(text) { length += text.length; parser.write(text); },
    end() {
      parser.end();
      settle();
      endConfig();
      parsedTo = length;
    },
    get parsedTo() { return parsedTo; },
    get waitingFrom() { return waiting?.startAt ?? null; },
  };
}

/** A value for a double-quoted attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
