// Own code, because no maintained package does it: rollup cannot split an IIFE ("Invalid value
// "iife" for option "output.format" - UMD and IIFE output formats are not supported for
// code-splitting builds"), and no plugin turns a split ES entry into a classic script whose
// on-demand chunks share its modules.
// A classic script with chunks (DESIGN.md §2 "Bundles"): rollup builds dist/ex-elements.js as an
// ES module with code splitting, then this plugin turns the entry chunk into a classic script
// (an IIFE), so a legacy page still registers every element synchronously with one <script>,
// while code a page may never need (menus, the QR, DOMPurify, the market list…) stays in
// dist/classic/*.js and loads by dynamic import(), resolved against the script's own URL and
// pinned by the sha384 the script carries (see the prologue).
//
// The chunks share the script's modules (one React per page) through a registry the script fills:
//   globalThis[Symbol.for('ex-elements.classic')][<the script's folder URL>] =
//     { <export>: value, [Symbol.for('ex-elements.import')]: the script's exImport }
// and each `import { a as b } from '../ex-elements.js'` in a chunk becomes a read of that entry,
// each dynamic import in a chunk a call of its exImport.
// The first script evaluated at a URL owns the entry, so a page loading the same script twice
// keeps one set of modules. Exported bindings are read once, when a chunk loads (after the
// script has run): rollup exports the script's bindings to chunks only as constants here.
import MagicString from 'magic-string';
import { posix } from 'node:path';
import { sri } from './integrity.mjs';

const REGISTRY = "globalThis[Symbol.for('ex-elements.classic')]";

/** In a chunk, the expression of the script's registry entry. */
const registryEntry = (chunkFile) => `${REGISTRY}[new URL('${posix.relative(posix.dirname(chunkFile), '.') || '.'}/', import.meta.url).href]`;

/** The code's ImportDeclaration/Export*Declaration nodes (the program's top level). */
const topLevel = (ast, type) => ast.body.filter((node) => node.type === type);

/** `a` or `"a": b` for the specifier of `import { a }`, `import { a as b }` or `import b`. */
function binding(specifier) {
  const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : (specifier.imported.name ?? specifier.imported.value);
  return imported === specifier.local.name ? imported : `${JSON.stringify(imported)}: ${specifier.local.name}`;
}

/** `file` and the chunks it imports, directly or through others (not the script). */
function withImports(chunks, entryFile, file, files = new Set()) {
  if (file === entryFile || files.has(file)) return files;
  files.add(file);
  for (const dep of chunks[file]?.imports ?? []) withImports(chunks, entryFile, dep, files);
  return files;
}

/**
 * By tag, the chunks an element's view needs (the chunk holding its lazy group, see
 * tools/rollup-lazy-views.mjs, and the chunks that one imports), relative to the script.
 */
function viewChunks(chunks, entryFile) {
  // a group may share its chunk with others (experimentalMinChunkSize): find it by its module
  return Object.fromEntries(Object.values(chunks).flatMap((chunk) => chunk.moduleIds
    .map((id) => /^\0lazy-group:(ex-[\w-]+)$/.exec(id)?.[1]).filter(Boolean)
    .map((tag) => [tag, [...withImports(chunks, entryFile, chunk.fileName)]])));
}

/** By file, the chunks it imports, directly or through others (relative to the script). */
function chunkDeps(chunks, entryFile) {
  return Object.fromEntries(Object.keys(chunks)
    .map((file) => [file, [...withImports(chunks, entryFile, file)].slice(1)]).filter(([, deps]) => deps.length));
}

/** Stands for the script's map of SRI values until the chunks' final code is known (generateBundle). */
const DIGESTS = '__EX_INTEGRITY__';
const IMPORT = "Symbol.for('ex-elements.import')";

// Runs first in the script. Every load goes through exImport (the script's, the catalogs' and
// the chunks' dynamic imports), which first adds a modulepreload link with its SRI value for the
// file and each chunk it imports: the module is fetched once, by that link, so a file that does
// not match is refused and its import() rejects — one integrity= on the script pins them all
// (issue 29; an import map's "integrity" would do it too, but an inline import map needs a
// script-src exception a strict-CSP page does not give). A link that failed goes, so a later
// try asks again. The views of the elements already on the page are fetched while React
// evaluates, not after their first render asks for them (issue 9, boot).
const prologue = (views, deps) => `const exScriptUrl = document.currentScript?.src || location.href;
const exFolder = new URL('./', exScriptUrl).href;
const exIntegrity = ${DIGESTS};
const exDeps = ${JSON.stringify(deps)};
const exPreloaded = new Set();
const exForget = (file, link) => link.addEventListener('error', () => { exPreloaded.delete(file); link.remove(); });
// what a server render has preloaded already (src/server/view-preloads.ts): each added link
// would cost the page's first paint a fetch set up while the script runs
for (const link of document.querySelectorAll('link[rel=modulepreload]')) {
  if (!link.href.startsWith(exFolder)) continue;
  const file = link.href.slice(exFolder.length);
  exPreloaded.add(file);
  exForget(file, link);
}
const exPreload = (file) => {
  if (exPreloaded.has(file)) return;
  exPreloaded.add(file);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = exFolder + file;
  link.integrity = exIntegrity[file] ?? '';
  exForget(file, link);
  (document.head ?? document.documentElement).append(link);
};
const exImport = (base, path) => {
  const url = new URL(path, base).href;
  const file = url.slice(exFolder.length);
  [file, ...(exDeps[file] ?? [])].forEach(exPreload);
  return import(url);
};
for (const [tag, files] of Object.entries(${JSON.stringify(views)})) {
  if (document.getElementsByTagName(tag).length) files.forEach(exPreload);
}
`;

/** `digests`: the SRI values, by path relative to dist/, of the files beside the script that it
 * loads but does not build (the catalogs, tools/integrity.mjs recordIntegrity). */
export function classicChunks({ entryName = 'ex-elements', chunkDir = 'classic', digests = new Map() } = {}) {
  const entryFile = `${entryName}.js`;
  return {
    name: 'classic-chunks',

    outputOptions(options) {
      // an element's views (tools/rollup-lazy-views.mjs) take the element's name
      const chunkFileNames = ({ name }) => `${chunkDir}/${name.replace(/^_lazy-group_/, '')}-[hash].js`;
      return { ...options, format: 'es', entryFileNames: '[name].js', chunkFileNames };
    },

    // every dynamic import goes through the script's exImport (see the prologue), from the
    // script itself or, through the registry, from a chunk
    renderDynamicImport({ chunk, targetChunk }) {
      if (!targetChunk) return null;
      if (chunk.fileName === entryFile) return { left: 'exImport(exScriptUrl, ', right: ')' };
      return { left: `${registryEntry(chunk.fileName)}[${IMPORT}](import.meta.url, `, right: ')' };
    },

    // the chunks' final code is known here: their SRI values go into the script (which no file
    // name hashes); the views' map goes to a server render (src/server/view-preloads.ts), which
    // asks for the views beside the script, so they arrive with it
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
      const integrity = new Map(digests);
      for (const file of Object.keys(chunks)) if (file !== entryFile) integrity.set(file, sri(chunks[file].code));
      const entry = chunks[entryFile];
      const loaded = [...entry.code.matchAll(/exImport\(exScriptUrl, *(["'])([^"']+)\1\)/g)].map((m) => posix.normalize(m[2]));
      const unknown = loaded.filter((file) => !integrity.has(file));
      if (unknown.length) this.error(`${entryFile} loads ${unknown.join(', ')}, whose SRI value is unknown (built after it?)`);
      if (!entry.code.includes(DIGESTS)) this.error(`${entryFile}: the SRI placeholder is gone`);
      entry.code = entry.code.replace(DIGESTS, JSON.stringify(Object.fromEntries([...integrity].sort())));
      this.emitFile({ type: 'asset', fileName: `${chunkDir}/views.json`, source: JSON.stringify(viewChunks(chunks, entryFile)) });
    },

    renderChunk(code, chunk, _options, { chunks }) {
      const ast = this.parse(code);
      const s = new MagicString(code);
      const dir = posix.dirname(chunk.fileName);
      const toEntry = (node) => posix.join(dir, node.source.value) === entryFile;

      if (chunk.fileName === entryFile) {
        if (topLevel(ast, 'ImportDeclaration').length) this.error(`${entryFile} must not import chunks statically`);
        const exported = topLevel(ast, 'ExportNamedDeclaration');
        const entries = exported.flatMap((node) => {
          if (node.declaration || node.source) this.error(`${entryFile}: unexpected export form`);
          s.remove(node.start, node.end);
          return node.specifiers.map((sp) => `${JSON.stringify(sp.exported.name ?? sp.exported.value)}: ${sp.local.name}`);
        });
        s.prepend(`(() => {\n'use strict';\n${prologue(viewChunks(chunks, entryFile), chunkDeps(chunks, entryFile))}`);
        s.append(`\n(${REGISTRY} ??= {})[exFolder] ??= { ${[...entries, `[${IMPORT}]: exImport`].join(', ')} };`);
        s.append('\n})();\n');
      } else {
        for (const node of topLevel(ast, 'ImportDeclaration').filter(toEntry)) {
          const from = registryEntry(chunk.fileName);
          const namespace = node.specifiers.find((sp) => sp.type === 'ImportNamespaceSpecifier');
          const named = node.specifiers.filter((sp) => sp !== namespace).map(binding);
          const bindings = [
            namespace && `const ${namespace.local.name} = ${from};`,
            named.length && `const { ${named.join(', ')} } = ${from};`,
          ].filter(Boolean).join('\n');
          s.overwrite(node.start, node.end, bindings);
        }
        if (topLevel(ast, 'ExportAllDeclaration').some(toEntry) || topLevel(ast, 'ExportNamedDeclaration').some((n) => n.source && toEntry(n))) {
          this.error(`${chunk.fileName} re-exports from ${entryFile}`);
        }
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
