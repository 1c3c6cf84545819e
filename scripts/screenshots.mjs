// npm run screenshots: the pictures of the docs (docs-images.mjs into docs/images/), then every
// surface's review set (PNGs in screenshots/), from the workshop's stories. `npm run screenshots
// -- header` runs the scripts whose names contain one of the words.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('dist/esm/index.js')) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (!existsSync('storybook-static/index.json')) execFileSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
const LIBRARIES = ['lib.mjs', 'gallery.mjs'];
const only = process.argv.slice(2);
const failed = [];
for (const file of readdirSync('scripts/screenshots').filter((f) => f.endsWith('.mjs') && !LIBRARIES.includes(f)).sort()) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  console.log(`# ${file}`);
  try {
    execFileSync(process.execPath, [`scripts/screenshots/${file}`], { stdio: 'inherit' });
  } catch {
    failed.push(file); // it said why; the other scripts still run
  }
}
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
