// The pictures of docs/elements.md and the README (scripts/screenshots/gallery.mjs) into
// docs/images/, from the designers' stories. Pictures no longer listed are removed, and the
// folder must stay within 2 MB (issue 15).
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ALL_IMAGES, IMAGE_DIR } from './gallery.mjs';
import { shoot } from './lib.mjs';

const BUDGET = 2 * 1024 * 1024;

const only = process.argv[2];
let failed = 0;
// one at a time: the machine is shared, and a menu opened under load can miss its timeout
for (const { file, caption, lang, ...shot } of ALL_IMAGES.filter((i) => !only || i.file.includes(only))) {
  const out = path.join(IMAGE_DIR, file);
  try {
    await shoot({ ...shot, out });
    console.log(`${out} ${(statSync(out).size / 1024).toFixed(1)} KB`);
  } catch (e) {
    failed++;
    console.error(`${out}: ${e.message.split('\n')[0]}`);
  }
}

const listed = new Set(ALL_IMAGES.map((i) => i.file));
for (const file of readdirSync(IMAGE_DIR).filter((f) => !listed.has(f))) rmSync(path.join(IMAGE_DIR, file));
const total = readdirSync(IMAGE_DIR).reduce((sum, f) => sum + statSync(path.join(IMAGE_DIR, f)).size, 0);
console.log(`${IMAGE_DIR}: ${listed.size} pictures, ${(total / 1024).toFixed(0)} KB (budget ${BUDGET / 1024} KB)`);
if (total > BUDGET) console.error(`${IMAGE_DIR} is over its ${BUDGET / 1024} KB budget`);
if (failed || total > BUDGET) process.exit(1);
