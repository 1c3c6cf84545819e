// exchange-elements/react (DESIGN.md §3d), built into dist/react/ after the element bundles:
// the client components (one module per element, each importing its element's ESM entry over the
// site's React, dist/esm-external/, so the app holds one React (DESIGN.md §3f), and
// keeping its 'use client'), the server components ("react-server"), the server renderer they
// use with its own React (so it renders the same in a server-component graph, whose React has
// no hooks), its browser stand-in, and types/react.d.ts from custom-elements.json.
import { readdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const REACT = ['react', 'react-dom', 'react/jsx-runtime'];
const common = { bundle: true, format: 'esm', target: 'es2022', jsx: 'automatic', logLevel: 'warning' };

/** Imports left to the package at run time, each `filter` → `path`. */
const leave = (name, rules) => ({
  name,
  setup(b) {
    for (const [filter, path] of rules) b.onResolve({ filter }, (args) => ({ path: args.path.replace(filter, path), external: true }));
  },
});

export async function buildReact() {
  const elements = readdirSync('src/react').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).map((f) => `src/react/${f}`);
  await build({
    ...common, entryPoints: ['src/react/index.ts', 'src/react/host.tsx', 'src/react/page-config.ts', ...elements], outdir: 'dist/react', platform: 'neutral', external: REACT,
    plugins: [leave('react-client', [[/^\.\.\/\.\.\/elements\/(ex-[\w-]+)$/, '../esm-external/$1.js'], [/^\.\/(ex-[\w-]+|host|page-config)$/, './$1.js'], [/^#ex-react-ssr$/, '#ex-react-ssr']])],
  });
  await build({
    ...common, entryPoints: ['src/react/server.tsx'], outfile: 'dist/react/server.js', platform: 'neutral', external: REACT,
    plugins: [leave('react-server', [[/^\.\/(index|ssr)$/, './$1.js']])],
  });
  await build({
    ...common, entryPoints: ['src/react/ssr.ts'], outfile: 'dist/react/ssr.js', platform: 'node', target: 'node20',
    alias: { 'react-dom/server': 'react-dom/server.edge' }, define: { 'process.env.NODE_ENV': '"production"' },
  });
  await build({ ...common, entryPoints: ['src/react/ssr-browser.ts'], outfile: 'dist/react/ssr-browser.js', platform: 'neutral' });
}

const TYPES = { string: 'string', number: 'number', boolean: 'boolean' };
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const doc = (text, indent = '  ') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');

/** types/react.d.ts: each element's component, its props from the manifest. */
export function reactTypings(manifest) {
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const prop = (a) => `${doc(a.description)}  ${a.fieldName}?: ${TYPES[a.type?.text] ?? 'string'};\n`;
  // the attributes every element takes (DESIGN.md §2) are declared once
  const common = (declarations[0].attributes ?? []).filter((a) => declarations.every((d) => d.attributes?.some((b) => b.name === a.name)));
  const isCommon = (a) => common.some((c) => c.name === a.name);
  const blocks = declarations.map((d) => {
    const attributes = (d.attributes ?? []).filter((a) => !isCommon(a)).map(prop);
    const properties = (d.members ?? []).filter((m) => m.kind === 'field' && !m.static && !m.attribute && m.privacy !== 'private')
      .map((m) => `${doc(m.description)}  ${m.name}?: ${m.type?.text ?? 'unknown'};\n`);
    const events = (d.events ?? []).map((e) => `${doc(e.description)}  on${camel(`-${e.name}`)}?: (event: CustomEvent) => void;\n`);
    return `${doc(d.summary ?? '', '')}export interface ${d.name}Props extends ElementProps {\n${[...attributes, ...properties, ...events].join('')}}\n`
      + `export declare const ${d.name}: FunctionComponent<${d.name}Props>;\n`;
  });
  return `// Generated from custom-elements.json by npm run build. Do not edit.
import type { FunctionComponent, ReactElement, Ref } from 'react';
import type { PageConfigInput } from './index.js';
import type { RenderOptions } from './server.js';

/** On the server: §3a's options for this element's render (the request's cookies, url, user agent, fetch, page config, nonce). */
export type ReactRenderOptions = RenderOptions;
interface ElementProps {
${common.map(prop).join('')}  /** on the server: how this element is rendered for the request (DESIGN.md §3a) */
  renderOptions?: ReactRenderOptions;
  /** the element itself, once mounted (in the browser) */
  ref?: Ref<HTMLElement>;
}

/** The page's config block (\`<script type="application/json" id="ex-config">\`): the same config as \`renderOptions.config\`. */
export declare function ExConfig(props: { config: PageConfigInput }): ReactElement;

${blocks.join('\n')}`;
}
