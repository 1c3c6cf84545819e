// npm run build: a clean dist/ from rollup, then custom-elements.json and the typings.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { buildReact, reactTypings } from './build-react.mjs';
import { writeDocs } from './docs.mjs';
import { generate } from './manifest.mjs';
import { sri } from '../tools/integrity.mjs';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'demo/interop/rollup.config.mjs', '--silent'], { stdio: 'inherit' }); // React and Vue host pages
// the live prices' socket worker (DESIGN.md §3b, page config prices.worker): one file, no chunks
await build({
  entryPoints: ['src/core/prices/price-worker.ts'], outfile: 'dist/price-worker.js', bundle: true, minify: true,
  format: 'esm', target: 'es2022', sourcemap: true, logLevel: 'warning',
});
// dist/integrity.json: the SRI value of every file a page may load from the package (README
// "Pinning with integrity"), by its path relative to dist/
const LOADED = /^(ex-elements\.js|price-worker\.js|(classic|i18n|esm|esm-external)\/.+\.js)$/;
const loaded = readdirSync('dist', { recursive: true }).map((file) => file.split('\\').join('/')).filter((file) => LOADED.test(file)).sort();
const integrity = Object.fromEntries(loaded.map((file) => [file, sri(readFileSync(`dist/${file}`))]));
writeFileSync('dist/integrity.json', `${JSON.stringify(integrity, null, 2)}\n`);
// exchange-elements/server (DESIGN.md §3a, §3c): web-standard ES modules, index.js, and node.js
// for what only Node can do, sharing their code in chunks; React is the page's peer. What the
// code would read at run time is decided here: the views' preload list (dist/classic/views.json)
// with each file's SRI value, and NODE_ENV (no `process` on an edge runtime)
await build({
  entryPoints: { index: 'src/server/index.ts', node: 'src/server/node.ts' }, outdir: 'dist/server', splitting: true, chunkNames: 'chunks/[name]-[hash]',
  bundle: true, platform: 'node', target: 'es2022', format: 'esm', jsx: 'automatic', external: ['react', 'react-dom'], logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"', EX_CLASSIC_VIEWS: readFileSync('dist/classic/views.json', 'utf8'),
    EX_CLASSIC_INTEGRITY: JSON.stringify(Object.fromEntries(Object.entries(integrity).filter(([file]) => file.startsWith('classic/')))),
  },
});
// the stylesheets the server-rendered shadow roots carry (dist/styles/<hash>.css) and their CSP
// hashes (dist/styles/hashes.json)
const server = await import(new URL('../dist/server/index.js', import.meta.url).href);
const serverNode = await import(new URL('../dist/server/node.js', import.meta.url).href);
await serverNode.writeStylesheets('dist', server.allStylesheets());
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
// types/server-node.d.ts, the typings of "./server/node", likewise from src/server/node.ts, with
// the handler's types those of server.d.ts
const HANDLER = /\/src\/server\/handler(\.ts)?$/;
for (const [input, file, shared] of [['src/server/index.ts', 'types/server.d.ts', []], ['src/server/node.ts', 'types/server-node.d.ts', [HANDLER]]]) {
  const serverTypes = await rollup({ input, external: [/^node:/, /\/elements(\.ts)?$/, CORE_TYPES, ...shared], plugins: [dts({ tsconfig: 'tsconfig.json' })] });
  await serverTypes.write({
    file, banner: `// Generated from ${input} by npm run build. Do not edit.`,
    paths: (id) => (CORE_TYPES.test(id) ? './index.js' : HANDLER.test(id) ? './server.js' : id),
  });
}
writeDocs();
writeResolverFallbacks();
console.log(`built dist/ and custom-elements.json (${manifest.modules.length} elements)`);

/**
 * A module at each browser entry's path for resolvers that read no `exports` (Parcel 2 unless an
 * app opts in; TypeScript's node10 has typesVersions): `exchange-elements/ex-footer` finds
 * ex-footer.js, which re-exports dist/esm/ex-footer.js. Written here, not kept in git, because
 * they follow the `exports` map (no maintained package writes such files from it).
 */
function writeResolverFallbacks() {
  const { exports } = JSON.parse(readFileSync('package.json', 'utf8'));
  const names = readdirSync('dist/esm').filter((f) => /^ex-[\w-]+\.js$/.test(f)).map((f) => f.slice(3, -3));
  const fallbacks = [
    ['external/index.js', exports['./external'].default],
    ['react.js', exports['./react'].default],
    ...names.flatMap((name) => [[`ex-${name}.js`, exports['./ex-*'].default], [`external/ex-${name}.js`, exports['./external/ex-*'].default]]
      .map(([file, target]) => [file, target.replace('*', name)])),
  ];
  for (const file of readdirSync('.').filter((f) => /^(ex-[\w-]+|react)\.js$/.test(f))) rmSync(file);
  rmSync('external', { recursive: true, force: true });
  mkdirSync('external');
  for (const [file, target] of fallbacks) writeFileSync(file, `export * from './${posix.relative(posix.dirname(file), target)}';\n`.replace('./../', '../'));
}
