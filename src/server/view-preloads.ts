// On a server-rendered page that loads the classic script, its elements' views are asked for
// beside the script (DESIGN.md §3a): hydration waits for them, and the script would ask for
// them only once it has run. Beside it, not in <head>, and at the script's own low priority
// (fetchpriority: the preload scanner finds them early wherever they are, and a modulepreload is
// otherwise High), so that on a slow network they take no bandwidth from what the first paint
// needs: the page's HTML and render-blocking CSS (issue 43: at High, Lighthouse's slow 4G put
// them before the first paint, 1.3 s against 0.8 s client-only). Which files those are is the build's map,
// dist/classic/views.json (tools/rollup-classic-chunks.mjs), each file with its SRI value,
// inlined by the build (§3c: no file read at run time).
import { escapeAttribute } from './page';

type Views = Record<string, readonly string[]>;
/** the build's views.json and the SRI values of its files (scripts/build.mjs `define`); absent outside the built bundle */
declare const EX_CLASSIC_VIEWS: Views | undefined;
declare const EX_CLASSIC_INTEGRITY: Record<string, string> | undefined;
/** By tag, the files of an element's view, relative to the classic script; none without a build. */
const classicViews: Views = typeof EX_CLASSIC_VIEWS === 'undefined' ? {} : EX_CLASSIC_VIEWS;
/** By file, its SRI value (dist/integrity.json): the link pins what the script would (issue 29). */
const integrity: Record<string, string> = typeof EX_CLASSIC_INTEGRITY === 'undefined' ? {} : EX_CLASSIC_INTEGRITY;

/** The folder a script's URL is in: the classic script resolves its chunks against it. */
const folderOf = (src: string) => src.replace(/[?#].*$/, '').replace(/[^/]*$/, '');

/** `<link rel="modulepreload">`s for the views of `tags`, beside the classic script at `src`. */
export function viewPreloads(tags: Iterable<string>, src: string): string {
  const files = new Set([...tags].flatMap((tag) => classicViews[tag] ?? []));
  return [...files].map((file) => {
    const pin = integrity[file];
    return `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(folderOf(src) + file)}"${pin ? ` integrity="${escapeAttribute(pin)}"` : ''}>`;
  }).join('');
}
