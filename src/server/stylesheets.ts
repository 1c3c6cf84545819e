// The shadow roots' styles as files under dist/ (DESIGN.md §3a "CSP": `<link rel="stylesheet">`,
// no inline style): one file per stylesheet, named by its content, so it can be cached forever.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Styles } from '../ui/common/styles';

const names = new WeakMap<Styles, string>();

/** The file name of a stylesheet: `styles/<hash>.css`, relative to the asset base. */
export function stylesheetFile(styles: Styles): string {
  let name = names.get(styles);
  if (!name) {
    name = `styles/${createHash('sha256').update(styles.cssText).digest('base64url').slice(0, 12)}.css`;
    names.set(styles, name);
  }
  return name;
}

/** Writes each stylesheet to `dir` (the build calls it with dist/). Gives the files written. */
export async function writeStylesheets(dir: string, sheets: Iterable<Styles>): Promise<string[]> {
  const written = new Set<string>();
  await mkdir(join(dir, 'styles'), { recursive: true });
  for (const styles of sheets) {
    const file = stylesheetFile(styles);
    if (written.has(file)) continue;
    written.add(file);
    await writeFile(join(dir, file), styles.cssText);
  }
  return [...written];
}
