// Generates custom-elements.json from the element files, and the typings derived from it:
// types/jsx.d.ts (React 19 JSX props), types/vue.d.ts (Vue's GlobalComponents) and
// types/web-types.json (JetBrains IDEs) by the analyzer plugins of custom-element-*-integration,
// and types/ex-elements.d.ts. Attributes and properties are read from each element's
// exElement(View, { attributes, properties }) call and the shell's COMMON_ATTRIBUTES (our own
// analyzer plugin: the analyzer reads attributes only from classes that declare them), so the
// manifest never drifts from the code; CSS custom properties are read from the design tokens.
import { create, ts } from '@custom-elements-manifest/analyzer';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementJsxPlugin } from 'custom-element-jsx-integration';
import { customElementVuejsPlugin } from 'custom-element-vuejs-integration';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const source = (path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const jsdocText = (node) => (node.jsDoc ?? []).map((d) => (typeof d.comment === 'string' ? d.comment : '')).join(' ').trim();
const TYPE_TEXT = { string: 'string', number: 'number', boolean: 'boolean' };

/** Reads `{ name: 'type', … }` object literals, with each entry's JSDoc as its description. */
function readAttributes(objectLiteral) {
  return objectLiteral.properties.filter(ts.isPropertyAssignment).map((p) => ({
    name: p.name.getText(), type: p.initializer.text, description: jsdocText(p),
  }));
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

const COMMON = readAttributes(findObject(source('src/ui/common/element-shell.tsx'), 'COMMON_ATTRIBUTES'));

function readTokens() {
  const text = readFileSync('src/ui/common/tokens.ts', 'utf8');
  const host = text.slice(text.indexOf(':host {'), text.indexOf(':host(.ex-dark)'));
  return [...host.matchAll(/(--ex-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => ({ name, default: value.trim() }));
}

function exElementPlugin() {
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
      decl.attributes = attrs.map((a) => ({ name: kebab(a.name), fieldName: a.name, type: { text: TYPE_TEXT[a.type] }, description: a.description }));
      decl.members = [
        ...attrs.map((a) => ({ kind: 'field', name: a.name, type: { text: `${TYPE_TEXT[a.type]} | undefined` }, attribute: kebab(a.name), description: a.description })),
        ...rich.map((name) => ({ kind: 'field', name, type: { text: 'unknown' }, description: 'Rich data: set as a property, never as an attribute.' })),
      ];
      decl.cssProperties = readTokens();
    },
  };
}

/** The framework typings, written into types/ as the analyzer links the package. */
const integrations = () => {
  const common = { outdir: 'types', hideLogs: true };
  return [
    customElementJsxPlugin({ ...common, fileName: 'jsx.d.ts' }),
    customElementVuejsPlugin({ ...common, fileName: 'vue.d.ts' }),
    customElementJetBrainsPlugin({ ...common, webTypesFileName: 'web-types.json', packageJson: false }),
  ];
};

export function generate() {
  const files = readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).sort();
  const manifest = create({ modules: files.map((f) => source(`elements/${f}`)), plugins: [exElementPlugin(), ...integrations()] });
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
import type { CustomElements } from './jsx';

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
