// What a server-rendered page's <head> asks for early (DESIGN.md §3a), so that neither its first
// paint nor its hydration waits on a request found late:
//  - the shadow roots' stylesheets: the first paint waits for them, and the parser meets each
//    only inside its element's template, down the page;
//  - on a page that loads the classic script, its elements' views: hydration waits for them,
//    and the script asks for them only once it runs. Which files those are is the build's map,
//    dist/classic/views.json (tools/rollup-classic-chunks.mjs).
import { readFileSync } from 'node:fs';
import { escapeAttribute } from './page';

type Views = Record<string, readonly string[]>;
let views: Views | undefined;

/** By tag, the files of an element's view, relative to the classic script; none without a build. */
function classicViews(): Views {
  if (!views) {
    try {
      views = JSON.parse(readFileSync(new URL('../classic/views.json', import.meta.url), 'utf8')) as Views;
    } catch {
      views = {};
    }
  }
  return views;
}

/** The folder a script's URL is in: the classic script resolves its chunks against it. */
const folderOf = (src: string) => src.replace(/[?#].*$/, '').replace(/[^/]*$/, '');

/** `<link>`s for the page's <head>: each stylesheet once, and the views of `tags` when the page
 * loads the classic script from `classicScript`. */
export function headLinks(stylesheets: Iterable<string>, tags: Iterable<string>, classicScript: string | null): string {
  const links = [...new Set(stylesheets)].map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`);
  if (classicScript !== null) {
    const files = new Set([...tags].flatMap((tag) => classicViews()[tag] ?? []));
    for (const file of files) links.push(`<link rel="modulepreload" href="${escapeAttribute(folderOf(classicScript) + file)}">`);
  }
  return links.join('');
}
