// npm run build: a clean dist/ from rollup, then custom-elements.json and the typings.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeDocs } from './docs.mjs';
import { generate } from './manifest.mjs';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'demo/interop/rollup.config.mjs', '--silent'], { stdio: 'inherit' }); // React and Vue host pages
const { manifest, typings } = generate();
writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync('types/ex-elements.d.ts', typings);
// the page configuration's types, for types/index.d.ts (src/core/types.ts holds types only)
writeFileSync('types/core-types.d.ts', `// Copied from src/core/types.ts by scripts/build.mjs. Do not edit.\n${readFileSync('src/core/types.ts', 'utf8')}`);
writeDocs();
console.log(`built dist/ and custom-elements.json (${manifest.modules.length} elements)`);
