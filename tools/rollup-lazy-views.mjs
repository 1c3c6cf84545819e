// The classic script's views on demand (DESIGN.md §2 "Bundles"). In elements/ex-*.ts, the
// imports of views, stylesheets and English texts (anything under src/ui/ but the element shell,
// and src/core/i18n/catalogs/en/) become, in this build only, one virtual module per element: a
// loader (src/core/loader.ts) of the element's group (all those modules in one dynamic import:
// its view, stylesheets, rules and texts in one chunk) and, for each imported name, an export of
// it that serves as the view or the stylesheet the element declares it as, or, for a catalog's
// name, as its texts, added to English as the group arrives (src/ui/common/lazy-view.ts), so no
// name decides a role. The element is still defined at once; the ES module entries keep their
// static imports.
// A plugin because the same element files build both ways: no maintained package turns one
// entry's static imports into a dynamic group (plugins that touch dynamic imports only resolve them).
import { readFile } from 'node:fs/promises';

const STAND_IN = '\0lazy-view:';
const GROUP = '\0lazy-group:'; // tools/rollup-classic-chunks.mjs finds an element's chunk by it
const ELEMENT = /\/elements\/(ex-[\w-]+)\.ts$/;
const ON_DEMAND = /^\.\.\/src\/(ui\/(?!common\/element-shell$)|core\/i18n\/catalogs\/en\/)/;
const TEXTS = /\/src\/core\/i18n\/catalogs\/en\/[\w-]+\.ts$/;

/** The modules an element file imports on demand, resolved (read from its source, so complete). */
async function onDemandImports(ctx, elementFile) {
  const code = await readFile(elementFile, 'utf8');
  const sources = [...code.matchAll(/^import\s[^'"]*from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]).filter((s) => ON_DEMAND.test(s));
  return Promise.all(sources.map(async (source) => (await ctx.resolve(source, elementFile, { skipSelf: true })).id));
}

export function lazyViews({ loader, lazyView }) {
  /** element → its file */
  const elements = new Map();
  return {
    name: 'lazy-views',
    resolveId(source, importer) {
      if (source.startsWith(GROUP)) return source;
      const element = importer && ELEMENT.exec(importer)?.[1];
      if (!element || !ON_DEMAND.test(source)) return null;
      elements.set(element, importer);
      return STAND_IN + element;
    },
    async load(id) {
      const group = id.startsWith(GROUP) && id.slice(GROUP.length);
      const element = id.startsWith(STAND_IN) && id.slice(STAND_IN.length);
      if (!group && !element) return null;
      const targets = await onDemandImports(this, elements.get(group || element));
      if (group) return targets.map((target) => `export * from ${JSON.stringify(target)};`).join('\n');
      const names = (await Promise.all(targets.map(async (target) => (await this.load({ id: target })).exports
        .filter((name) => name !== 'default').map((name) => [name, TEXTS.test(target) ? 'onDemandTexts' : 'onDemandExport'])))).flat();
      return [
        `import { onDemand } from ${JSON.stringify(loader)};`,
        `import { onDemandExport, onDemandTexts } from ${JSON.stringify(lazyView)};`,
        `const group = onDemand(${JSON.stringify(`<${element}>`)}, () => import(${JSON.stringify(GROUP + element)}));`,
        ...names.map(([name, as]) => `export const ${name} = /*#__PURE__*/ ${as}(group, ${JSON.stringify(name)});`),
      ].join('\n');
    },
  };
}
