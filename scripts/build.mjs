// npm run build: a clean dist/ from rollup, then custom-elements.json and the typings.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { generate } from './manifest.mjs';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
const { manifest, typings } = generate();
writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync('types/ex-elements.d.ts', typings);
console.log(`built dist/ and custom-elements.json (${manifest.modules.length} elements)`);
