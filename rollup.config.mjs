// Builds (DESIGN.md §2 "Bundles"):
//  - dist/ex-elements.js: one classic script (IIFE) registering every element; beside itself it
//    loads, on demand, each element's view with its English texts (dist/classic/: preloaded as the script runs for the
//    elements already on the page, else when the first instance renders; see
//    tools/rollup-lazy-views.mjs and tools/rollup-classic-chunks.mjs), DOMPurify and the QR
//    encoder when needed, and the non-English catalogs (dist/i18n/<lang>.js), each with the
//    sha384 the script carries (tools/integrity.mjs: one integrity= on the script pins them all);
//  - dist/i18n/: one self-contained ES module per non-English catalog;
//  - dist/esm/: one entry per element plus index.js, React and the shared core in chunks;
//  - dist/esm-external/: the same entries with react and react-dom left as bare imports,
//    for hosts that already ship React 19.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { classicChunks } from './tools/rollup-classic-chunks.mjs';
import { recordIntegrity } from './tools/integrity.mjs';
import { lazyViews } from './tools/rollup-lazy-views.mjs';
import esbuild from 'rollup-plugin-esbuild';
import minifyTemplateLiterals from 'rollup-plugin-minify-template-literals';

/** The plugins of every build (also bench/platform.mjs's floor pages): `minify` false for readable output. */
export const plugins = (minify = true) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // package.json "sideEffects" is for the package's users; our own sources keep all of theirs
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'], ignoreSideEffectsForRoot: true }),
  commonjs(),
  // the css`…` stylesheets (src/ui/*/styles.ts): readable in the sources, minified by clean-css in the
  // bundles; selectors keep their order (sorted lists gzip worse); no html`…` templates to minify
  minifyTemplateLiterals({
    include: ['src/**/*.ts', 'src/**/*.tsx'], failOnError: true,
    options: { shouldMinify: () => false, minifyOptions: { minifyCSS: { level: { 1: { selectorsSortingMethod: 'none' } } } } },
  }),
  // TypeScript and JSX only (types are checked by `npm run typecheck`; terser minifies)
  esbuild({ include: /\.tsx?$/, jsx: 'automatic', target: 'es2022', sourceMap: true, tsconfig: 'tsconfig.json' }),
  minify && terser({ format: { comments: false }, compress: { passes: 2 } }),
];

const elementEntries = Object.fromEntries(
  readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]),
);

const catalogLangs = readdirSync('src/core/i18n/catalogs').filter((lang) => lang !== 'en');

/**
 * The classic script's `import('./catalogs/<lang>')` (src/core/i18n LOADERS) becomes an import
 * of dist/i18n/<lang>.js, resolved against the script's own URL (an IIFE has no chunks), with its
 * SRI value (tools/rollup-classic-chunks.mjs).
 */
const catalogsBesideScript = () => ({
  name: 'catalogs-beside-script',
  resolveDynamicImport(specifier, importer) {
    const lang = typeof specifier === 'string' && importer.includes('/i18n/') && /^\.\/catalogs\/(\w+)$/.exec(specifier)?.[1];
    return lang && catalogLangs.includes(lang) ? { id: `i18n/${lang}.js`, external: true } : null;
  },
  renderDynamicImport({ targetModuleId }) {
    return targetModuleId?.startsWith('i18n/') ? { left: 'exImport(exScriptUrl, ', right: ')' } : null;
  },
});

const isReact = (id) => /^(react|react-dom)(\/|$)/.test(id);

/** DOMPurify, loaded on demand by src/core/safety.ts, in a chunk of its own in every build. */
const sanitizerChunk = (id) => (/node_modules\/dompurify\//.test(id) ? 'sanitizer' : undefined);

/**
 * The classic script's chunks: DOMPurify's, and the script itself as a chunk of its own making,
 * of exactly the modules it imports statically. experimentalMinChunkSize merges a small chunk
 * into the chunk whose merging loads the least code needlessly, and for a chunk the views share
 * that is always the script (loaded on every page): code only views need went up front
 * (ChoiceDialog, ExLink, SafeHtml…). Rollup merges into no chunk made by manualChunks.
 */
function classicChunk(id, { getModuleInfo }) {
  return sanitizerChunk(id) ?? (upFrontOf(getModuleInfo).has(id) ? 'ex-elements' : undefined);
}

const upFront = new WeakMap();
/** The modules the classic script imports statically (from its entry module, once per output: one getModuleInfo each). */
function upFrontOf(getModuleInfo) {
  if (!upFront.has(getModuleInfo)) {
    const seen = new Set();
    const walk = (id) => { if (seen.has(id)) return; seen.add(id); getModuleInfo(id)?.importedIds.forEach(walk); };
    walk(resolve('src/classic.ts'));
    upFront.set(getModuleInfo, seen);
  }
  return upFront.get(getModuleInfo);
}

/** React in one chunk, DOMPurify in one, the packages and the core every element uses in two more, a surface's English texts in one each. */
function manualChunks(id, { getModuleInfo }) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  const sanitizer = sanitizerChunk(id);
  if (sanitizer) return sanitizer;
  // packages every element uses; the others (TanStack Virtual, lean-qr) go with their users
  if (/node_modules\/(@r2wc|nanostores|@nanostores|ky|js-cookie)\//.test(id)) return 'vendor';
  // other languages load on demand; of English, the built-in part is shared, and each surface's texts
  // are a chunk of their own beside its element's code (counted as texts, not code, by bench/sizes.mjs)
  const english = /\/i18n\/catalogs\/en\/([\w-]+)\.ts$/.exec(id)?.[1];
  if (english && english !== 'built-in' && english !== 'index' && !getModuleInfo(id)?.importers.some((by) => by.endsWith('/en/built-in.ts'))) return `en-${english}`;
  if (id.includes('/i18n/catalogs/') && !english) return undefined;
  // the cross-surface core only: a surface's own rules (src/core/<surface>/) travel with its element
  if (/\/src\/(core\/[\w-]+\.ts|core\/(api|i18n)\/|ui\/common\/|api\.ts)/.test(id)) return 'shared';
}

export const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" in packages
  warn(warning);
};

/** A chunk that holds an element's module registers that element when it runs: its name starts
 * with `define-`, so package.json's `sideEffects` names it however Rollup splits the entries
 * (a bundler drops a chunk that `sideEffects` does not name when nothing it exports is used). */
const chunkFileNames = ({ moduleIds }) => (moduleIds.some((id) => /\/elements\/ex-[\w-]+\.ts$/.test(id)) ? 'chunks/define-[name]-[hash].js' : 'chunks/[name]-[hash].js');

/** One entry per element plus index.js; `external` leaves React to the host. */
const esm = (dir, external) => ({
  input: { index: 'src/index.ts', ...elementEntries },
  external,
  output: { dir, format: 'es', sourcemap: true, manualChunks, entryFileNames: '[name].js', chunkFileNames },
  plugins: plugins(),
  onwarn,
});

/** The catalogs' SRI values, for the classic script, which loads them: so they build first. */
const catalogDigests = new Map();

export default [
  {
    input: Object.fromEntries(catalogLangs.map((lang) => [lang, `src/core/i18n/catalogs/${lang}/index.ts`])),
    output: { dir: 'dist/i18n', format: 'es', entryFileNames: '[name].js' },
    plugins: [...plugins(), recordIntegrity(catalogDigests, 'i18n')],
    onwarn,
  },
  {
    input: { 'ex-elements': 'src/classic.ts' },
    output: {
      dir: 'dist', sourcemap: true,
      // fewer on-demand chunks, but none merged into the script itself (classicChunk): code only some views need stays out of the up-front script
      experimentalMinChunkSize: 5_000,
      manualChunks: classicChunk,
    },
    // classicChunks wraps terser's output
    plugins: [catalogsBesideScript(), lazyViews({ loader: resolve('src/core/loader.ts'), lazyView: resolve('src/ui/common/lazy-view.ts') }), ...plugins(), classicChunks({ digests: catalogDigests })],
    onwarn,
  },
  esm('dist/esm'),
  esm('dist/esm-external', isReact),
];
