// npm run build: a clean dist/ from rollup, then custom-elements.json and the typings.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { buildReact, reactTypings } from './build-react.mjs';
import { writeDocs } from './docs.mjs';
import { generate } from './manifest.mjs';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'demo/interop/rollup.config.mjs', '--silent'], { stdio: 'inherit' }); // React and Vue host pages
// exchange-elements/server (DESIGN.md §3a): one ES module for Node 20; React is the page's peer
await build({
  entryPoints: ['src/server/index.ts'], outfile: 'dist/server/index.js', bundle: true, platform: 'node', target: 'node20',
  format: 'esm', jsx: 'automatic', external: ['react', 'react-dom'], logLevel: 'warning',
});
// the live prices' socket worker (DESIGN.md §3b, page config prices.worker): one file, no chunks
await build({
  entryPoints: ['src/core/prices/price-worker.ts'], outfile: 'dist/price-worker.js', bundle: true, minify: true,
  format: 'esm', target: 'es2022', sourcemap: true, logLevel: 'warning',
});
// the stylesheets the server-rendered shadow roots link (dist/styles/<hash>.css)
const server = await import(new URL('../dist/server/index.js', import.meta.url).href);
await server.writeStylesheets('dist', server.allStylesheets());
const { manifest, typings } = generate();
writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync('types/ex-elements.d.ts', typings);
await buildReact(); // exchange-elements/react (DESIGN.md §3d)
writeFileSync('types/react.d.ts', reactTypings(manifest));
// types/index.d.ts, the typings of "." and "./external", from the source: tsc's declaration emit
// gives one file per module (~275), so rollup-plugin-dts bundles them into one and inlines
// nanostores' atom types (nanostores is bundled into the code, not a dependency of the package)
const index = await rollup({ input: 'src/exports.ts', plugins: [dts({ tsconfig: 'tsconfig.json', includeExternal: ['nanostores'] })] });
await index.write({ file: 'types/index.d.ts', banner: '// Generated from src/exports.ts by npm run build. Do not edit.' });
// types/server.d.ts, the typings of "./server", the same way from src/server/index.ts; the page
// config's types are those of index.d.ts (imported, not written twice), and the elements' page
// globals are left out (the server only renders them)
const CORE_TYPES = /\/src\/core\/types(\.ts)?$/;
const serverTypes = await rollup({ input: 'src/server/index.ts', external: [/^node:/, /\/elements(\.ts)?$/, CORE_TYPES], plugins: [dts({ tsconfig: 'tsconfig.json' })] });
await serverTypes.write({
  file: 'types/server.d.ts', banner: '// Generated from src/server/index.ts by npm run build. Do not edit.',
  paths: (id) => (CORE_TYPES.test(id) ? './index.js' : id),
});
writeDocs();
console.log(`built dist/ and custom-elements.json (${manifest.modules.length} elements)`);
