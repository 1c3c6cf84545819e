// docs/elements.md for site owners, generated from custom-elements.json: how to put the
// elements on a page, then every element with its pictures (listed in
// scripts/screenshots/gallery.mjs, taken by `npm run screenshots`), attributes, properties,
// events, parts and slots, the pictures in other languages, and the shared CSS custom
// properties once. Run by scripts/build.mjs after the manifest; `node scripts/docs.mjs` alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DOC_LANGUAGES, ELEMENT_IMAGES, LANGUAGE_IMAGES } from './screenshots/gallery.mjs';

const COMMON = {
  'site-id': 'the regional edition (sub_website_id: 0 global, 177 Turkey, 106 EU, 71 Hong Kong, 232 America, 14 Bahamas, 153 Singapore, 182 UK, 83 Japan, 181 UAE, 11 Australia)',
  lang: 'the language (`en`, `zh`, `tw`, `ja`, `ko`, `vi`, `th`, `id`, `ru`, `es`, `fr`, `de`, `it`, `pt`, `tr`, `ar`)',
  'api-base': 'the prefix of every API call (default: the page config\'s `apiBase`, else the same origin)',
  theme: '`light` or `dark`',
};

const cell = (text = '') => String(text).replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') || '—';
const table = (head, rows) => rows.length
  ? [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n')
  : '';
const code = (lang, text) => `\`\`\`${lang}\n${text.trim()}\n\`\`\``;

const SNIPPETS = `## On a page

### A legacy server-rendered page: one classic script

${code('html', `
<script type="application/json" id="ex-config">
  { "siteId": 106, "lang": "en", "apiBase": "", "common": { "curr_fiat": "EUR" }, "user": null }
</script>
<script src="/assets/exchange-elements/dist/ex-elements.js" defer></script>

<ex-header page-path="/"></ex-header>
<ex-announcement-bar page-path="/"></ex-announcement-bar>
<ex-footer></ex-footer>
<ex-cookie-notice page-path="/"></ex-cookie-notice>
`)}

\`dist/ex-elements.js\` registers every element and exposes \`window.exElements\` (\`configure(partial)\`,
\`stores\`, \`setTheme\`, \`setRiseColour\`, \`setReftime\`, \`setLocale\`, \`setFiat\`, \`version\`). Languages
other than English load on demand from \`dist/i18n/<lang>.js\`, next to the script: serve the
\`dist/\` folder as it is (from another origin, with CORS, since catalogs are ES modules).

### ES modules: only the elements a page uses

${code('html', `
<script type="module">
  import 'exchange-elements/ex-footer';             // dist/esm/ex-footer.js: registers <ex-footer>
  import { configure } from 'exchange-elements';     // dist/esm/index.js: every element, the stores and the API
  configure({ siteId: 232, lang: 'en' });
</script>
<ex-footer></ex-footer>
`)}

React, the shared core and other packages sit in shared chunks, so a page holds one copy
whatever the number of entries it imports.

### React 19

${code('tsx', `
import 'exchange-elements/ex-header';
import 'exchange-elements/ex-footer';
import type {} from 'exchange-elements/types'; // the <ex-*> tags and their attributes in JSX

export function Shell({ navigate }: { navigate: (href: string) => void }) {
  // React 19 passes attributes and properties to custom elements, and \`on<event>\` props become listeners
  const onNavigate = (e: Event) => { e.preventDefault(); navigate((e as CustomEvent<{ href: string }>).detail.href); };
  return (
    <>
      <ex-header site-id="106" page-path="/" onex-navigate={onNavigate} />
      <main>…</main>
      <ex-footer site-id="106" onex-navigate={onNavigate} />
    </>
  );
}
`)}

A host that already ships React 19 imports the React-external build instead
(\`exchange-elements/external/ex-header\`, \`dist/esm-external/\`): \`react\`, \`react-dom\`,
\`react-dom/client\` and \`react/jsx-runtime\` stay bare imports that the host's bundler (or import
map) resolves to its own React 19. React 19 is the package's optional peer dependency: the other
builds carry their own copy, and every other library is bundled, so the package has no
dependencies of its own.

### Vue 3

${code('ts', `
// vite.config.ts: let Vue leave the ex-* tags to the browser
vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ex-') } } });
`)}

${code('html', `
<script setup lang="ts">
import 'exchange-elements/ex-header';
import { useRouter } from 'vue-router';
const router = useRouter();
const onNavigate = (e: CustomEvent<{ href: string }>) => { e.preventDefault(); router.push(e.detail.href); };
</script>

<template>
  <ex-header site-id="106" page-path="/" @ex-navigate="onNavigate" />
</template>
`)}

Events are \`CustomEvent\`s named \`ex-*\` that bubble and cross shadow roots; \`ex-navigate\` is
cancelable, so a single-page app can route instead of the browser.`;

// Pictures as <img> with a width: GitHub shows a Markdown image at its full size (a 1440 px
// header would push the page sideways), and the width keeps a light and a dark one side by side.
const img = ({ file, width }, alt) => `<img src="images/${file}" width="${width > 400 ? 440 : 300}" alt="${alt}">`;

/** An element's pictures (scripts/screenshots/gallery.mjs): each state, light and dark. */
function pictures(d) {
  const states = ELEMENT_IMAGES[d.tagName] ?? [];
  return states.map(({ caption, images }) => `${caption} (${images[0].width} px wide; light, dark):\n\n`
    + images.map((i) => img(i, `${d.tagName}: ${caption}, ${i.theme}, ${i.width} px`)).join(' ')).join('\n\n');
}

/** The language pictures: each view, its languages side by side. */
function languages() {
  const views = [...new Set(LANGUAGE_IMAGES.map((i) => i.name))].map((name) => {
    const shots = LANGUAGE_IMAGES.filter((i) => i.name === name);
    const { caption } = shots[0];
    return `${caption} (${shots.map((i) => DOC_LANGUAGES[i.lang]).join(', ')}):\n\n`
      + shots.map((i) => img(i, `${caption}, ${DOC_LANGUAGES[i.lang]}`)).join(' ');
  });
  return `## Languages

Every text comes in sixteen languages (the \`lang\` attribute or the page's). Here in
${Object.values(DOC_LANGUAGES).join(' and ')}: German's labels run longest, Arabic runs right to left.

${views.join('\n\n')}`;
}

function elementSection(d) {
  const own = d.attributes.filter((a) => !(a.name in COMMON));
  const rich = d.members.filter((m) => !m.attribute);
  const parts = [
    `### \`<${d.tagName}>\`\n\n${d.summary ?? ''}\n\n${(d.description ?? '').replace(/\s*\n\s*/g, ' ')}`,
    pictures(d),
    `Import: \`exchange-elements/${d.tagName}\`. Attributes (besides the common ones):\n\n`
      + (table(['attribute', 'property', 'type', 'description'], own.map((a) => [`\`${a.name}\``, `\`${a.fieldName}\``, a.type?.text, a.description])) || 'none.'),
    rich.length && `Properties (rich data, set from script):\n\n${table(['property', 'description'], rich.map((m) => [`\`${m.name}\``, m.description]))}`,
    `Events:\n\n${table(['event', 'when; detail'], (d.events ?? []).map((e) => [`\`${e.name}\``, e.description]))}`,
    `Parts (\`${d.tagName}::part(name)\`):\n\n${table(['part', 'what'], (d.cssParts ?? []).map((p) => [`\`${p.name}\``, p.description]))}`,
    d.slots?.length && `Slots:\n\n${table(['slot', 'what'], d.slots.map((s) => [`\`${s.name}\``, s.description]))}`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

// Measured figures change from machine to machine: they live in the README's table and in
// bench/results.json (not tracked), so this generated file stays the same on every build.
const BENCH_SECTION = `## Sizes and timings

\`npm run bench\` measures the bundle sizes, boot times, network counts and memory
(bench/results.json); the README's Benchmarks table holds the latest figures, and
\`npm test\` checks the size budgets.`;

export function elementsDoc(manifest) {
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const tokens = elements[0]?.cssProperties ?? [];
  const extra = elements.flatMap((d) => (d.cssProperties ?? []).filter((p) => !tokens.some((t) => t.name === p.name)).map((p) => [d.tagName, p]));
  return `<!-- Generated by scripts/docs.mjs from custom-elements.json. Do not edit. -->
# Exchange elements: reference for site owners

${elements.length} custom elements, each with an open shadow root: ${elements.map((d) => `\`<${d.tagName}>\``).join(', ')}.

${SNIPPETS}

## Every element accepts

These override the page's value (the \`ex-config\` block or \`configure()\`) for that element only.

${table(['attribute', 'property', 'what'], Object.entries(COMMON).map(([name, what]) => [`\`${name}\``, `\`${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}\``, what]))}

## Elements

The pictures come from the designers' stories; \`npm run screenshots\` takes them again.

${elements.map(elementSection).join('\n\n')}

${languages()}

## CSS custom properties

Shared by every element (light values; \`theme="dark"\` or the page theme switches to the dark set).
Set them on the element itself (they are declared on its \`:host\`): \`ex-footer { --ex-color-brand: #2354e6; }\`.

${table(['property', 'default'], tokens.map((t) => [`\`${t.name}\``, `\`${t.default}\``]))}
${extra.length ? `\nOwn to one element:\n\n${table(['element', 'property', 'default'], extra.map(([tag, p]) => [`\`${tag}\``, `\`${p.name}\``, `\`${p.default}\``]))}\n` : ''}
${BENCH_SECTION}
`;
}

export function writeDocs() {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  mkdirSync('docs', { recursive: true });
  writeFileSync('docs/elements.md', elementsDoc(manifest));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeDocs();
  console.log('docs/elements.md written');
}
