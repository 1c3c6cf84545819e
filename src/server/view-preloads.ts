// On a server-rendered page that loads the classic script, its elements' views are asked for
// beside the script (DESIGN.md §3a): hydration waits for them, and the script would ask for
// them only once it has run. Beside it, not in <head>, so that on a slow network they take no
// bandwidth from what the first paint needs. Which files those are is the build's map,
// dist/classic/views.json (tools/rollup-classic-chunks.mjs).
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

/** `<link rel="modulepreload">`s for the views of `tags`, beside the classic script at `src`. */
export function viewPreloads(tags: Iterable<string>, src: string): string {
  const files = new Set([...tags].flatMap((tag) => classicViews()[tag] ?? []));
  return [...files].map((file) => `<link rel="modulepreload" href="${escapeAttribute(folderOf(src) + file)}">`).join('');
}
