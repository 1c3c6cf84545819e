// Writing the shadow roots' stylesheets to files (the build, with dist/): Node only (DESIGN.md §3c).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Styles } from '../ui/common/styles';
import { stylesheetFile } from './stylesheets';

/** Writes each stylesheet to `dir` (the build calls it with dist/). Gives the files written. */
export async function writeStylesheets(dir: string, sheets: Iterable<Styles>): Promise<string[]> {
  const written = new Set<string>();
  await mkdir(join(dir, 'styles'), { recursive: true });
  for (const styles of sheets) {
    const file = await stylesheetFile(styles);
    if (written.has(file)) continue;
    written.add(file);
    await writeFile(join(dir, file), styles.cssText);
  }
  return [...written];
}
