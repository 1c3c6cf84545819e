// npm run screenshots: every surface's screenshot script (scripts/screenshots/*.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('dist/esm/index.js')) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const only = process.argv.slice(2);
for (const file of readdirSync('scripts/screenshots').filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs').sort()) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  console.log(`# ${file}`);
  execFileSync(process.execPath, [`scripts/screenshots/${file}`], { stdio: 'inherit' });
}
