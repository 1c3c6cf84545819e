// npm run build: a clean dist/ from rollup, then custom-elements.json and the typings.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { writeDocs } from './docs.mjs';
import { generate } from './manifest.mjs';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'demo/interop/rollup.config.mjs', '--silent'], { stdio: 'inherit' }); // React and Vue host pages
const { manifest, typings } = generate();
writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync('types/ex-elements.d.ts', typings);
writeDocs();
console.log(`built dist/ and custom-elements.json (${manifest.modules.length} elements)`);
