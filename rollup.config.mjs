// Builds (DESIGN.md §2 "Bundles"):
//  - dist/ex-elements.js: one classic script (IIFE) registering every element; it loads the
//    non-English catalogs on demand from dist/i18n/<lang>.js, beside itself;
//  - dist/i18n/: one self-contained ES module per non-English catalog;
//  - dist/esm/: one entry per element plus index.js, React and the shared core in chunks;
//  - dist/esm-external/: the same entries with react and react-dom left as bare imports,
//    for hosts that already ship React 19;
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
  // package.json "sideEffects" is for the package's users; our own sources keep all of theirs
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'], ignoreSideEffectsForRoot: true }),
  commonjs(),
  esbuildTs(),
  minify && terser({ format: { comments: false } }),
];

const elementEntries = Object.fromEntries(
  readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]),
);

const catalogLangs = readdirSync('src/core/i18n/catalogs').filter((lang) => lang !== 'en');

/**
 * The classic script's `import('./catalogs/<lang>')` (src/core/i18n LOADERS) becomes an import
 * of dist/i18n/<lang>.js, resolved against the script's own URL (an IIFE has no chunks).
 */
const catalogsBesideScript = () => ({
  name: 'catalogs-beside-script',
  resolveDynamicImport(specifier, importer) {
    const lang = typeof specifier === 'string' && importer.includes('/i18n/') && /^\.\/catalogs\/(\w+)$/.exec(specifier)?.[1];
    return lang && catalogLangs.includes(lang) ? { id: `i18n/${lang}.js`, external: true } : null;
  },
  renderDynamicImport({ targetModuleId }) {
    return targetModuleId?.startsWith('i18n/') ? { left: 'import(new URL(', right: ', exScriptUrl).href)' } : null;
  },
});

const isReact = (id) => /^(react|react-dom)(\/|$)/.test(id);

/** React in one chunk, other packages in one, the shared core and UI building blocks in one. */
function manualChunks(id) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // qrcode is imported only when the download popover opens: its own chunk, not vendor
  if (/node_modules\/(qrcode|dijkstrajs|pngjs)\//.test(id)) return 'qrcode';
  if (id.includes('node_modules')) return 'vendor';
  if (id.includes('/i18n/catalogs/') && !id.includes('/catalogs/en/')) return undefined; // loaded on demand
  if (/\/src\/(core|ui\/common|api)\b/.test(id)) return 'shared';
}

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" in packages
  warn(warning);
};

/** One entry per element plus index.js; `external` leaves React to the host. */
const esm = (dir, external) => ({
  input: { index: 'src/index.ts', ...elementEntries },
  external,
  output: {
    dir, format: 'es', sourcemap: true, manualChunks,
    entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js',
  },
  plugins: plugins(),
  onwarn,
});

export default [
  {
    input: 'src/classic.ts',
    output: {
      file: 'dist/ex-elements.js', format: 'iife', sourcemap: true, inlineDynamicImports: true,
      // read while the script runs: the catalogs sit beside it
      intro: 'const exScriptUrl = document.currentScript?.src || location.href;',
    },
    plugins: [catalogsBesideScript(), ...plugins()],
    onwarn,
  },
  {
    input: Object.fromEntries(catalogLangs.map((lang) => [lang, `src/core/i18n/catalogs/${lang}/index.ts`])),
    output: { dir: 'dist/i18n', format: 'es', entryFileNames: '[name].js' },
    plugins: plugins(),
    onwarn,
  },
  esm('dist/esm'),
  esm('dist/esm-external', isReact),
  {
    input: { designer: 'demo/src/designer.ts', stories: 'demo/src/stories-page.ts' },
    output: { dir: 'dist/demo', format: 'es', sourcemap: true, chunkFileNames: '[name]-[hash].js' },
    plugins: plugins(false),
    onwarn,
  },
];
