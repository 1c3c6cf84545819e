// On a server-rendered page that loads the classic script, its elements' views are asked for
// beside the script (DESIGN.md §3a): hydration waits for them, and the script would ask for
// them only once it has run. Beside it, not in <head>, so that on a slow network they take no
// bandwidth from what the first paint needs. Which files those are is the build's map,
// dist/classic/views.json (tools/rollup-classic-chunks.mjs), each with its SRI value.
import { readFileSync } from 'node:fs';
import { escapeAttribute } from './page';

type Views = Record<string, readonly string[]>;
let views: Views | undefined;
let digests: Record<string, string> | undefined;

/** A JSON file of the build, beside dist/server/; empty without a build. */
function buildFile<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
  } catch {
    return {} as T;
  }
}

/** By tag, the files of an element's view, relative to the classic script. */
const classicViews = () => (views ??= buildFile<Views>('../classic/views.json'));
/** By file, its SRI value (dist/integrity.json): the link pins what the script would (issue 29). */
const integrity = () => (digests ??= buildFile<Record<string, string>>('../integrity.json'));

/** The folder a script's URL is in: the classic script resolves its chunks against it. */
const folderOf = (src: string) => src.replace(/[?#].*$/, '').replace(/[^/]*$/, '');

/** `<link rel="modulepreload">`s for the views of `tags`, beside the classic script at `src`. */
export function viewPreloads(tags: Iterable<string>, src: string): string {
  const files = new Set([...tags].flatMap((tag) => classicViews()[tag] ?? []));
  return [...files].map((file) => {
    const pin = integrity()[file];
    return `<link rel="modulepreload" href="${escapeAttribute(folderOf(src) + file)}"${pin ? ` integrity="${escapeAttribute(pin)}"` : ''}>`;
  }).join('');
}
