// What a server-rendered page asks for early (DESIGN.md §3a), so that neither its first paint nor
// its hydration waits on a request found late:
//  - in <head>, the shadow roots' stylesheets: the first paint waits for them, and the parser
//    meets each only inside its element's template, down the page;
//  - beside the classic script, its elements' views: hydration waits for them, and the script
//    asks for them only once it has run. They go where the script is, not in <head>, so that
//    on a slow network they do not take bandwidth from what the first paint needs. Which files
//    those are is the build's map, dist/classic/views.json (tools/rollup-classic-chunks.mjs).
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

/** `<link rel="preload">`s for <head>: each stylesheet once. */
export const stylesheetPreloads = (stylesheets: Iterable<string>): string =>
  [...new Set(stylesheets)].map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`).join('');

/** `<link rel="modulepreload">`s for the views of `tags`, beside the classic script at `src`. */
export function viewPreloads(tags: Iterable<string>, src: string): string {
  const files = new Set([...tags].flatMap((tag) => classicViews()[tag] ?? []));
  return [...files].map((file) => `<link rel="modulepreload" href="${escapeAttribute(folderOf(src) + file)}">`).join('');
}
