// Generates custom-elements.json from the element files, and the typings derived from it:
// types/jsx.d.ts (React 19 JSX props), types/vue.d.ts (Vue's GlobalComponents) and
// types/web-types.json (JetBrains IDEs) by the plugins of custom-element-*-integration, and
// types/ex-elements.d.ts. Events are typed in the JSDoc (`@fires {CustomEvent<detail>} name`). Attributes and properties are read from each element's
// exElement(View, { attributes, properties }) call and the shell's COMMON_ATTRIBUTES (our own
// analyzer plugin: the analyzer reads attributes only from classes that declare them), so the
// manifest never drifts from the code; CSS custom properties are read from the design tokens.
// What all elements share is described once, in scripts/manifest-shared.mjs.
import { create, ts } from '@custom-elements-manifest/analyzer';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementJsxPlugin } from 'custom-element-jsx-integration';
import { customElementVuejsPlugin } from 'custom-element-vuejs-integration';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { COMMON_ATTRIBUTE_DOCS, TOKEN_DOCS } from './manifest-shared.mjs';

const source = (path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const jsdocText = (node) => (node.jsDoc ?? []).map((d) => (typeof d.comment === 'string' ? d.comment : '')).join(' ').trim();
const TYPE_TEXT = { string: 'string', number: 'number', boolean: 'boolean' };

/** An entry's JSDoc `@type {…}`: a narrower type than the shell's primitive (a string union). */
const jsdocType = (node) => ts.getJSDocTags(node).find(ts.isJSDocTypeTag)?.typeExpression.type.getText();

/** Reads `{ name: 'type', … }` object literals, with each entry's JSDoc as its description. */
function readAttributes(objectLiteral) {
  return objectLiteral.properties.filter(ts.isPropertyAssignment).map((p) => ({
    name: p.name.getText(), type: jsdocType(p) ?? TYPE_TEXT[p.initializer.text], description: jsdocText(p),
  }));
}

/** Fails the build on a shared attribute or token that scripts/manifest-shared.mjs does not describe. */
function described(table, name, what) {
  if (!table[name]) throw new Error(`scripts/manifest-shared.mjs: describe the ${what} ${name}`);
  return table[name];
}

function findObject(sf, variableName) {
  let found;
  sf.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === variableName) {
      let init = node.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
      found = init;
    }
    node.forEachChild(visit);
  });
  return found;
}

const COMMON = readAttributes(findObject(source('src/ui/common/element-shell.tsx'), 'COMMON_ATTRIBUTES'))
  .map((a) => ({ ...a, ...described(COMMON_ATTRIBUTE_DOCS, a.name, 'common attribute') }));

function readTokens() {
  const text = readFileSync('src/ui/common/tokens.ts', 'utf8');
  const host = text.slice(text.indexOf(':host {'), text.indexOf(':host(.ex-dark)'));
  return [...host.matchAll(/(--ex-[\w-]+):\s*([^;]+);/g)]
    .map(([, name, value]) => ({ name, description: described(TOKEN_DOCS, name, 'design token'), default: value.trim() }));
}

/** The parts another element's view brings into this one's shadow root (`@csspartsof <tag> - where`). */
const partsOf = (node) => ts.getJSDocTags(node).filter((t) => t.tagName.text === 'csspartsof')
  .map((t) => /^(\S+)\s+-\s+(.+)$/s.exec(ts.getTextOfJSDocComment(t.comment) ?? '')).filter(Boolean).map(([, tag, where]) => ({ tag, where }));

function exElementPlugin() {
  const borrowed = new Map();
  return {
    name: 'ex-element',
    analyzePhase({ ts: tsApi, node, moduleDoc }) {
      if (!tsApi.isClassDeclaration(node) || !node.heritageClauses) return;
      const call = node.heritageClauses.flatMap((h) => h.types).map((t) => t.expression)
        .find((e) => tsApi.isCallExpression(e) && e.expression.getText() === 'exElement');
      if (!call) return;
      const decl = moduleDoc.declarations.find((d) => d.name === node.name.getText());
      const spec = call.arguments[1];
      const prop = (name) => spec?.properties.find((p) => p.name?.getText() === name)?.initializer;
      const own = prop('attributes') ? readAttributes(prop('attributes')) : [];
      const rich = prop('properties')?.elements.map((e) => e.text) ?? [];
      const attrs = [...COMMON, ...own];
      decl.attributes = attrs.map((a) => ({ name: kebab(a.name), fieldName: a.name, type: { text: a.type }, description: a.description }));
      decl.members = [
        ...attrs.map((a) => ({ kind: 'field', name: a.name, type: { text: `${a.type} | undefined` }, attribute: kebab(a.name), description: a.description })),
        ...rich.map((name) => ({ kind: 'field', name, type: { text: 'unknown' }, description: 'Rich data: set as a property, never as an attribute.' })),
      ];
      decl.cssProperties = readTokens();
      // the view's and the shell's modules are not shipped (src/): links to them would point nowhere
      delete decl.superclass;
      delete decl.mixins;
      borrowed.set(decl, partsOf(node));
    },
    packageLinkPhase({ customElementsManifest }) {
      const byTag = new Map(customElementsManifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));
      for (const [decl, sources] of borrowed) {
        for (const { tag, where } of sources) {
          const names = new Set(decl.cssParts.map((p) => p.name));
          const parts = byTag.get(tag)?.cssParts;
          if (!parts) throw new Error(`${decl.tagName}: @csspartsof names ${tag}, which has no parts`);
          decl.cssParts.push(...parts.filter((p) => !names.has(p.name)).map((p) => ({ ...p, description: `${where}: ${p.description}` })));
        }
      }
    },
  };
}

/**
 * What markup may write for an attribute of each type, beside what script passes: every value
 * HTML writes is a string (`site-id="106"`), so a number attribute also takes a numeric string
 * (and still rejects `"abc"`). The element's field (`el.siteId`) keeps the manifest's type.
 */
const MARKUP_TYPES = { number: 'number | `${number}`' };

/**
 * The framework typings, from a copy of the manifest: the integration packages read an event's
 * `type` as its detail's type, where the manifest schema has the event's (`CustomEvent<…>`), and
 * an attribute's `type` as what a template may write (MARKUP_TYPES).
 */
function writeIntegrations(manifest) {
  const copy = structuredClone(manifest);
  const declarations = copy.modules.flatMap((m) => m.declarations);
  for (const e of declarations.flatMap((d) => d.events ?? [])) {
    e.type = { text: /^CustomEvent<([\s\S]*)>$/.exec(e.type.text)[1] };
  }
  for (const a of declarations.flatMap((d) => d.attributes ?? [])) {
    a.type = { text: MARKUP_TYPES[a.type.text] ?? a.type.text };
  }
  const common = { outdir: 'types', hideLogs: true };
  const plugins = [
    customElementJsxPlugin({ ...common, fileName: 'jsx.d.ts' }),
    customElementVuejsPlugin({ ...common, fileName: 'vue.d.ts' }),
    customElementJetBrainsPlugin({ ...common, webTypesFileName: 'web-types.json', packageJson: false }),
  ];
  for (const plugin of plugins) plugin.packageLinkPhase({ customElementsManifest: copy });
}

export function generate() {
  const files = readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).sort();
  const manifest = create({ modules: files.map((f) => source(`elements/${f}`)), plugins: [exElementPlugin()] });
  writeIntegrations(manifest);
  return { manifest, typings: typings(manifest) };
}

/** Fields HTMLElement already has (lang is both an attribute of ours and of every element). */
const NATIVE_FIELDS = new Set(['lang', 'hidden', 'title', 'dir', 'id']);
const pascal = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

/**
 * types/ex-elements.d.ts: the DOM's HTMLElementTagNameMap, which none of the integration
 * packages writes (they type a framework's props, not the elements), and React's JSX
 * namespace extended with types/jsx.d.ts.
 */
function typings(manifest) {
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
  const blocks = elements.map((d) => {
    const fields = d.members.filter((m) => !NATIVE_FIELDS.has(m.name)).map((m) => `  ${m.name}?: ${m.type.text.replace(' | undefined', '')};`).join('\n');
    return `/** ${d.summary ?? d.description ?? d.tagName} */\nexport interface ${pascal(d.tagName)}Element extends HTMLElement {\n${fields}\n}\n`;
  });
  const map = elements.map((d) => `    '${d.tagName}': ${pascal(d.tagName)}Element;`).join('\n');
  return `// Generated from custom-elements.json by scripts/manifest.mjs. Do not edit.
import type { CustomElements } from './jsx.js';

${blocks.join('\n')}
declare global {
  interface HTMLElementTagNameMap {
${map}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { manifest, typings: dts } = generate();
  writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync('types/ex-elements.d.ts', dts);
  console.log(`custom-elements.json: ${manifest.modules.length} elements`);
}
