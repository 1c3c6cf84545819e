// Own code, because no maintained package does it: rollup cannot split an IIFE ("Invalid value
// "iife" for option "output.format" - UMD and IIFE output formats are not supported for
// code-splitting builds"), and no plugin turns a split ES entry into a classic script whose
// on-demand chunks share its modules.
// A classic script with chunks (DESIGN.md §2 "Bundles"): rollup builds dist/ex-elements.js as an
// ES module with code splitting, then this plugin turns the entry chunk into a classic script
// (an IIFE), so a legacy page still registers every element synchronously with one <script>,
// while code a page may never need (menus, the QR, DOMPurify, the market list…) stays in
// dist/classic/*.js and loads by dynamic import(), resolved against the script's own URL.
//
// The chunks share the script's modules (one React per page) through a registry the script fills:
//   globalThis[Symbol.for('ex-elements.classic')][<the script's folder URL>] = { <export>: value }
// and each `import { a as b } from '../ex-elements.js'` in a chunk becomes a read of that entry.
// The first script evaluated at a URL owns the entry, so a page loading the same script twice
// keeps one set of modules. Exported bindings are read once, when a chunk loads (after the
// script has run): rollup exports the script's bindings to chunks only as constants here.
import MagicString from 'magic-string';
import { posix } from 'node:path';

const REGISTRY = "globalThis[Symbol.for('ex-elements.classic')]";

/** The code's ImportDeclaration/Export*Declaration nodes (the program's top level). */
const topLevel = (ast, type) => ast.body.filter((node) => node.type === type);

/** `a` or `"a": b` for the specifier of `import { a }`, `import { a as b }` or `import b`. */
function binding(specifier) {
  const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : (specifier.imported.name ?? specifier.imported.value);
  return imported === specifier.local.name ? imported : `${JSON.stringify(imported)}: ${specifier.local.name}`;
}

/**
 * By tag, the chunks an element's view needs (the chunk holding its lazy group, see
 * tools/rollup-lazy-views.mjs, and the chunks that one imports), relative to the script.
 */
function viewChunks(chunks, entryFile) {
  const closure = (file, files) => {
    if (file === entryFile || files.has(file)) return files;
    files.add(file);
    for (const dep of chunks[file]?.imports ?? []) closure(dep, files);
    return files;
  };
  // a group may share its chunk with others (experimentalMinChunkSize): find it by its module
  return Object.fromEntries(Object.values(chunks).flatMap((chunk) => chunk.moduleIds
    .map((id) => /^\0lazy-group:(ex-[\w-]+)$/.exec(id)?.[1]).filter(Boolean)
    .map((tag) => [tag, [...closure(chunk.fileName, new Set())]])));
}

// Runs first in the script: the views of the elements already on the page are fetched while
// React evaluates, not after their first render asks for them (issue 9, boot). modulepreload
// fetches and compiles without running; the view's import() then finds the module ready.
const preloadViews = (views) => `const exPreloaded = new Set();
for (const [tag, files] of Object.entries(${JSON.stringify(views)})) {
  if (!document.getElementsByTagName(tag).length) continue;
  for (const file of files) {
    if (exPreloaded.has(file)) continue;
    exPreloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL('./' + file, exScriptUrl).href;
    (document.head ?? document.documentElement).append(link);
  }
}
`;

export function classicChunks({ entryName = 'ex-elements', chunkDir = 'classic' } = {}) {
  const entryFile = `${entryName}.js`;
  return {
    name: 'classic-chunks',

    outputOptions(options) {
      // an element's views (tools/rollup-lazy-views.mjs) take the element's name
      const chunkFileNames = ({ name }) => `${chunkDir}/${name.replace(/^_lazy-group_/, '')}-[hash].js`;
      return { ...options, format: 'es', entryFileNames: '[name].js', chunkFileNames };
    },

    // in the script, a chunk's URL is relative to the script, not to the page; the chunks the
    // target imports (other than the script) are requested at the same time, not after it
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (chunk.fileName !== entryFile || !targetChunk) return null;
      const deps = (getTargetChunkImports() ?? [])
        .filter((dep) => dep.type === 'internal' && dep.fileName !== entryFile)
        .map((dep) => `import(new URL(${JSON.stringify(`./${dep.fileName}`)}, exScriptUrl).href).catch(() => {}), `);
      return { left: `(${deps.join('')}import(new URL(`, right: ', exScriptUrl).href))' };
    },

    // the same map for a server render (src/server/view-preloads.ts), which asks for the views
    // beside the script, so they arrive with it
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
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
        s.prepend(`(() => {\n'use strict';\nconst exScriptUrl = document.currentScript?.src || location.href;\n${preloadViews(viewChunks(chunks, entryFile))}`);
        if (entries.length) {
          s.append(`\n(${REGISTRY} ??= {})[new URL('./', exScriptUrl).href] ??= { ${entries.join(', ')} };`);
        }
        s.append('\n})();\n');
      } else {
        for (const node of topLevel(ast, 'ImportDeclaration').filter(toEntry)) {
          const from = `${REGISTRY}[new URL('${posix.relative(dir, '.') || '.'}/', import.meta.url).href]`;
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
