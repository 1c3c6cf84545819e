// Writing the shadow roots' stylesheets to files (the build, with dist/): Node only (DESIGN.md §3c).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Styles } from '../ui/common/styles';
import { stylesheetFile, stylesheetHash } from './stylesheets';

/** The file of each stylesheet's CSP hash (DESIGN.md §3a "CSP"), relative to the asset base. */
export const HASHES_FILE = 'styles/hashes.json';

/**
 * Writes each stylesheet to `dir` (the build calls it with dist/), and `styles/hashes.json`: the
 * CSP hash source of each, by its file, and all of them as one `style-src` value, for a site that
 * allows the inline styles by hash. Gives the stylesheet files written.
 */
export async function writeStylesheets(dir: string, sheets: Iterable<Styles>): Promise<string[]> {
  const hashes = new Map<string, string>();
  await mkdir(join(dir, 'styles'), { recursive: true });
  for (const styles of sheets) {
    const file = await stylesheetFile(styles);
    if (hashes.has(file)) continue;
    hashes.set(file, await stylesheetHash(styles));
    await writeFile(join(dir, file), styles.cssText);
  }
  const byFile = Object.fromEntries([...hashes].sort(([a], [b]) => (a < b ? -1 : 1)));
  const published = { 'style-src': Object.values(byFile).join(' '), stylesheets: byFile };
  await writeFile(join(dir, HASHES_FILE), `${JSON.stringify(published, null, 2)}\n`);
  return [...hashes.keys()];
}
