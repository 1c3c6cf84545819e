// Gzipped sizes of the built bundles (issue 9 "Size budget"), read from dist/ after a build:
// the classic script, the React runtime chunk (the floor no element goes below), and each ESM
// entry with the chunks it imports, split into the shared runtime (react, vendor, shared,
// sanitizer) and the element's own code (its texts apart, as every language's); the classic
// script's up-front code by group, from its source map, and each element's view with the chunks
// it loads. Used by bench/platform.mjs and test/e2e/budgets.test.mjs.
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = {
  /** the classic script a page loads up front (not its on-demand chunks), as a multiple of the React runtime chunk (issue 43) */
  classicOverReact: 1.4,
  /** one element's own code (entry + non-shared chunks, static and on demand), gzipped bytes */
  elementOwnBytes: 25 * 1024,
  /** the header's: it is the whole site header (navigation, menus, account side, drawer; issue 15) */
  headerOwnBytes: 30 * 1024,
  /** the market dropdown's and search's: they carry the live price feed (issue 18, about 3 KB) */
  marketOwnBytes: 28 * 1024,
  /** one language's catalog chunk, gzipped bytes (issue 19) */
  catalogBytes: 8 * 1024,
};

/** The own-code budget of an element. */
const OWN_BUDGETS = { 'ex-header': BUDGETS.headerOwnBytes, 'ex-market-dropdown': BUDGETS.marketOwnBytes, 'ex-market-search': BUDGETS.marketOwnBytes };
export const ownBudget = (tag) => OWN_BUDGETS[tag] ?? BUDGETS.elementOwnBytes;

/**
 * The chunks every element shares: not counted as an element's own code. `sanitizer` is
 * DOMPurify, which the shared core loads on demand for any element showing server HTML.
 */
export const RUNTIME_CHUNK = /^(react|vendor|shared|sanitizer)-[\w-]+\.js$/;

/**
 * Elements whose views another element shows (spec §2: the header's hover panels are the
 * market dropdown; its bell opens the reminder panel; on a page without a search modal, it
 * brings its own, issue 29). Their code counts under their own budget, not again under the host's.
 */
export const EMBEDS = { 'ex-header': ['ex-market-dropdown', 'ex-reminder-panel', 'ex-search-modal'] };
export const CATALOG_LANGS = readdirSync('src/core/i18n/catalogs').filter((lang) => lang !== 'en').sort();
/** The catalog chunks: another language's, or English texts that travel with the elements that show them (en-<surface>). */
const CATALOG_CHUNK = new RegExp(`^(en|${CATALOG_LANGS.join('|')})-[\\w-]+\\.js$`);

const gzipCache = new Map();
/** Gzipped bytes of a file (level 9). */
export function gz(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The relative imports of a built ES module: static (`from"./x.js"`, `import"./x.js"`) and dynamic. */
export function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const resolve = (spec) => join(dirname(file), spec);
  return {
    static: [...code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => resolve(m[1])),
    dynamic: [...code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => resolve(m[1])),
  };
}

/** Files reachable from `entry` through static imports, and also through dynamic ones; `through`: the files whose imports are followed. */
function reachable(entry, withDynamic, through = () => true) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!through(file)) return;
    const { static: deps, dynamic } = importsOf(file);
    for (const dep of withDynamic ? [...deps, ...dynamic] : deps) walk(dep);
  };
  walk(entry);
  return seen;
}

/** Every file reachable from `entry`: `upFront` through static imports, `onDemand` only through dynamic ones. */
export function closure(entry) {
  const upFront = reachable(entry, false);
  return { upFront: [...upFront], onDemand: [...reachable(entry, true)].filter((f) => !upFront.has(f)) };
}

const sum = (files) => files.reduce((n, f) => n + gz(f), 0);

/**
 * One ESM entry: total up front, and its own code: without the runtime chunks, what only they
 * load (the code another element's first load brings when that element is shown: the header's
 * remote menu), the catalogs and the code of the elements it embeds (EMBEDS).
 */
export function entrySizes(entry) {
  const { upFront, onDemand } = closure(entry);
  const tag = basename(entry, '.js');
  const embedded = new Set((EMBEDS[tag] ?? []).flatMap((other) => [...reachable(join(dirname(entry), `${other}.js`), true)]));
  const reached = reachable(entry, true, (f) => !RUNTIME_CHUNK.test(basename(f)));
  const own = (files) => files.filter((f) => reached.has(f) && !RUNTIME_CHUNK.test(basename(f)) && !CATALOG_CHUNK.test(basename(f)) && !embedded.has(f));
  const ownUpFront = own(upFront);
  const ownOnDemand = own(onDemand);
  return {
    entry: relative('.', entry),
    upFront: sum(upFront),
    // the code its element loads later, as it is used (menus, panels, lists), by chunk name;
    // another language's catalog comes apart, one per page
    later: sum(onDemand.filter((f) => !CATALOG_CHUNK.test(basename(f)))),
    laterParts: onDemand.filter((f) => !CATALOG_CHUNK.test(basename(f))).map((f) => basename(f, '.js').replace(/^define-/, '').replace(/-[\w-]{8}$/, '')),
    own: sum(ownUpFront) + sum(ownOnDemand),
    ownUpFront: sum(ownUpFront),
    ownOnDemand: sum(ownOnDemand),
    ownFiles: [...ownUpFront, ...ownOnDemand].map((f) => relative('.', f)),
    catalogsUpFront: upFront.filter((f) => CATALOG_CHUNK.test(basename(f))).map((f) => relative('.', f)),
  };
}

const findChunk = (dir, name) => readdirSync(join(dir, 'chunks')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));

/**
 * The groups of the classic script's up-front code, by source file (first match): React; the API
 * client with ky and the endpoint table; the English texts carried up front; the element shell
 * (the elements' definitions, r2wc and the shared view code in src/ui/common/); the core (rules,
 * stores, config, i18n, loaders: the rest).
 */
export const CLASSIC_GROUPS = [
  ['React', /node_modules\/(react|react-dom|scheduler)\//],
  ['API', /(\/src\/core\/api\/|node_modules\/ky\/)/],
  ['catalogs', /\/src\/core\/i18n\/catalogs\//],
  ['shell', /(\/src\/ui\/|\/elements\/|\/src\/(classic|classic-start|elements)\.ts$|node_modules\/@r2wc\/)/],
  ['core', /./],
];

/**
 * The classic script's bytes by group (CLASSIC_GROUPS), from its source map: each mapped segment
 * of the minified code counts for its source; what maps to none (the script's prologue, its
 * registry) is `unmapped`. Gzip works on the whole file, so a group's gzipped share is its bytes
 * gzipped alone, scaled so that the groups add up to the file's gzipped size.
 */
export function classicGroups(file) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const segments = [];
  eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const text = Object.fromEntries([...CLASSIC_GROUPS.map(([name]) => name), 'unmapped'].map((name) => [name, []]));
  segments.forEach((m, i) => {
    const next = segments[i + 1];
    const line = lines[m.generatedLine - 1];
    const end = next?.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const group = m.source ? CLASSIC_GROUPS.find(([, test]) => test.test(m.source))[0] : 'unmapped';
    text[group].push(line.slice(m.generatedColumn, end));
  });
  // code before a line's first segment (or on a line with none)
  const firsts = new Map();
  for (const m of segments) if (!firsts.has(m.generatedLine)) firsts.set(m.generatedLine, m.generatedColumn);
  lines.forEach((line, i) => text.unmapped.push(line.slice(0, firsts.get(i + 1) ?? line.length)));
  const zipped = gz(file);
  const alone = Object.fromEntries(Object.entries(text).map(([name, parts]) => [name, parts.join('') ? gzipSync(parts.join(''), { level: 9 }).length : 0]));
  const scale = zipped / Object.values(alone).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(text).map(([name, parts]) => [name, { bytes: parts.join('').length, gz: Math.round(alone[name] * scale) }]));
}

/** By element, the gzipped bytes of the chunks its view loads from dist/classic/ (dist/classic/views.json: its group and what that imports). */
export function classicViews(dist = 'dist') {
  const views = JSON.parse(readFileSync(join(dist, 'classic', 'views.json'), 'utf8'));
  return Object.fromEntries(Object.entries(views).sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, files]) => [tag, { gz: sum(files.map((f) => join(dist, f))), files: files.map((f) => basename(f, '.js').replace(/-[\w-]{8}$/, '')) }]));
}

/** Every figure of the size budget, from dist/. */
export function bundleSizes(dist = 'dist') {
  if (!existsSync(join(dist, 'esm', 'index.js'))) throw new Error(`${dist}/ is missing: run \`npm run build\` first`);
  const classic = join(dist, 'ex-elements.js');
  const reactChunk = join(dist, 'esm', 'chunks', findChunk(join(dist, 'esm'), 'react'));
  const elementFiles = readdirSync(join(dist, 'esm')).filter((f) => /^ex-[\w-]+\.js$/.test(f)).sort();
  const runtime = Object.fromEntries(['react', 'vendor', 'shared', 'sanitizer'].map((name) => [name, gz(join(dist, 'esm', 'chunks', findChunk(join(dist, 'esm'), name)))]));
  const external = join(dist, 'esm-external');
  return {
    gzipLevel: 9,
    classic: gz(classic),
    classicRaw: readFileSync(classic).length,
    // what the classic script may load later, from dist/classic/: element views as their first instance renders, DOMPurify, the QR
    classicOnDemand: sum(readdirSync(join(dist, 'classic')).filter((f) => f.endsWith('.js')).map((f) => join(dist, 'classic', f))),
    react: gz(reactChunk),
    classicOverReact: gz(classic) / gz(reactChunk),
    // the classic script up front by group (React, core, shell, catalogs, API), and each element's view
    classicGroups: classicGroups(classic),
    classicViews: classicViews(dist),
    runtime,
    elements: Object.fromEntries(elementFiles.map((f) => [f.replace(/\.js$/, ''), entrySizes(join(dist, 'esm', f))])),
    index: entrySizes(join(dist, 'esm', 'index.js')),
    externalIndex: existsSync(external) ? entrySizes(join(external, 'index.js')).upFront : null,
    // English texts of one surface, loaded with its elements (src/core/i18n/catalogs/en/built-in.ts)
    english: Object.fromEntries(readdirSync(join(dist, 'esm', 'chunks')).filter((f) => /^en-[a-z]+-[\w-]+\.js$/.test(f))
      .map((f) => [f.split('-')[1], gz(join(dist, 'esm', 'chunks', f))])),
    catalogs: Object.fromEntries(CATALOG_LANGS.map((lang) => [lang, existsSync(join(dist, 'i18n', `${lang}.js`)) ? gz(join(dist, 'i18n', `${lang}.js`)) : null])),
  };
}
