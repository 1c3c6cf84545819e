// The classic script's views on demand (DESIGN.md §2 "Bundles"): in elements/ex-*.ts, each
// import from a surface folder (src/ui/<surface>/, not common/) becomes a virtual module of
// lazy stand-ins (src/ui/common/lazy-view.ts): `*Styles` exports become stylesheets filled on
// load, the others React.lazy views. All of an element's surface imports load as one dynamic
// import (its view, styles and rules in one chunk) when its first instance renders; the element
// itself is still defined at once. The ES module entries keep their static imports.
import { readFile } from 'node:fs/promises';

const STAND_IN = '\0lazy-view:';
const GROUP = '\0lazy-group:';
const ELEMENT = /\/elements\/(ex-[\w-]+)\.ts$/;
const SURFACE = /^\.\.\/src\/ui\/(?!common\/)[\w-]+\//;

/** The surface modules an element file imports, resolved (read from its source, so complete). */
async function surfaceImports(ctx, elementFile) {
  const code = await readFile(elementFile, 'utf8');
  const sources = [...code.matchAll(/^import\s[^'"]*from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]).filter((s) => SURFACE.test(s));
  return Promise.all(sources.map(async (source) => (await ctx.resolve(source, elementFile, { skipSelf: true })).id));
}

export function lazyViews({ helper }) {
  /** element → its file */
  const elements = new Map();
  return {
    name: 'lazy-views',
    async resolveId(source, importer) {
      if (source.startsWith(GROUP)) return source;
      const element = importer && ELEMENT.exec(importer)?.[1];
      if (!element || !SURFACE.test(source)) return null;
      const target = await this.resolve(source, importer, { skipSelf: true });
      if (!target) return null;
      elements.set(element, importer);
      return `${STAND_IN}${element}:${target.id}`;
    },
    async load(id) {
      if (id.startsWith(GROUP)) {
        const targets = await surfaceImports(this, elements.get(id.slice(GROUP.length)));
        return targets.map((target) => `export * from ${JSON.stringify(target)};`).join('\n');
      }
      if (!id.startsWith(STAND_IN)) return null;
      const [, element, target] = /^\0lazy-view:(ex-[\w-]+):(.*)$/.exec(id);
      const { exports } = await this.load({ id: target });
      const standIn = (name) => `export const ${name} = /*#__PURE__*/ ${/Styles$/.test(name) ? 'lazyStyles' : 'lazyView'}(load, ${JSON.stringify(name)});`;
      return [
        `import { lazyStyles, lazyView } from ${JSON.stringify(helper)};`,
        `const load = () => import(${JSON.stringify(GROUP + element)});`,
        ...exports.filter((name) => name !== 'default').map(standIn),
      ].join('\n');
    },
  };
}
