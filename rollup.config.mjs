// Builds (DESIGN.md §2 "Bundles"):
//  - dist/ex-elements.js: one classic script (IIFE) registering every element;
//  - dist/esm/: one entry per element plus index.js, React and the shared core in chunks;
//  - dist/demo/: the designers' page scripts (plain data and controls, no element code).
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';
import { readdirSync } from 'node:fs';

/** TypeScript and JSX through esbuild (types are checked by `npm run typecheck`). */
const esbuildTs = () => ({
  name: 'esbuild-ts',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const out = await transform(code, {
      loader: id.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', target: 'es2022', sourcemap: true, sourcefile: id,
    });
    return { code: out.code, map: out.map };
  },
});

const plugins = (minify = true) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  esbuildTs(),
  minify && terser({ format: { comments: false } }),
];

const elementEntries = Object.fromEntries(
  readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]),
);

/** React in one chunk, other packages in one, the shared core and UI building blocks in one. */
function manualChunks(id) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (id.includes('node_modules')) return 'vendor';
  if (id.includes('/i18n/catalogs/') && !id.includes('/catalogs/en/')) return undefined; // loaded on demand
  if (/\/src\/(core|ui\/common|api)\b/.test(id)) return 'shared';
}

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" in packages
  warn(warning);
};

export default [
  {
    input: 'src/classic.ts',
    output: { file: 'dist/ex-elements.js', format: 'iife', sourcemap: true, inlineDynamicImports: true },
    plugins: plugins(),
    onwarn,
  },
  {
    input: { index: 'src/index.ts', ...elementEntries },
    output: {
      dir: 'dist/esm', format: 'es', sourcemap: true, manualChunks,
      entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js',
    },
    plugins: plugins(),
    onwarn,
  },
  {
    input: { designer: 'demo/src/designer.ts', stories: 'demo/src/stories-page.ts' },
    output: { dir: 'dist/demo', format: 'es', sourcemap: true, chunkFileNames: '[name]-[hash].js' },
    plugins: plugins(false),
    onwarn,
  },
];
