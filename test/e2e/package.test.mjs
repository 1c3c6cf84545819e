// The published package (issue 9 "Packaging"): `npm pack` after the build, the tarball unpacked
// into a scratch site's node_modules (as `npm install` would place it; offline, so no registry),
// its exports resolved by Node, and scratch pages in Chromium using the classic script, an ESM
// entry, and the React-external build on a host page that ships its own React 19.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { launchChromium } from '../../scripts/chromium.mjs';
import { namedBySideEffects, packInto, serveWithMockApi } from './packed.mjs';

const REPO = resolve('.');
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const TAGS = readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).map((f) => f.replace(/\.ts$/, '')).sort();
const LANGS = readdirSync('src/core/i18n/catalogs').filter((l) => l !== 'en').sort();

let scratch;
let installed;
let packed;
let server;
let base;
let browser;

/** The consumer's lines of the typings fixtures that must fail, by the error each must give. */
const TYPING_ERRORS = { 'wrong-type': 'TS2322', 'wrong-member': 'TS2339', 'unknown-tag': 'TS2339' };

/**
 * The JSX flavours a site types the elements with, each a file compiled beside
 * test/e2e/typings-fixture.tsx: React's JSX from an element's import, or exchange-elements/jsx
 * declared by the site.
 */
const JSX_FLAVOURS = { "React's JSX by an element's import": 'typings-react.ts', 'exchange-elements/jsx': 'typings-jsx.ts' };

/**
 * Type-checks test/e2e/typings-fixture.tsx with a flavour's file as a site's React 19 project
 * with the package installed: each line marked `// expect: <kind>` must give that kind's error,
 * and no other line any. Returns the diagnostics as `file:line code` and the expected ones.
 */
function typeCheckJsx(flavour, resolution) {
  const project = join(scratch, `typings-${flavour.replace(/\W/g, '')}-${resolution}`);
  mkdirSync(project);
  const types = join(scratch, 'node_modules/@types');
  if (!existsSync(types)) { mkdirSync(types); symlinkSync(join(REPO, 'node_modules/@types/react'), join(types, 'react')); }
  writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');
  const files = { 'consumer.tsx': 'typings-fixture.tsx', 'flavour.ts': flavour };
  const expected = Object.entries(files).flatMap(([file, fixture]) => {
    const text = readFileSync(`test/e2e/${fixture}`, 'utf8');
    writeFileSync(join(project, file), text);
    return text.split('\n').flatMap((line, i) => {
      const kind = /(?:\/\/|\/\*) expect: ([\w-]+)/.exec(line)?.[1];
      return kind ? [`${file}:${i + 1} ${TYPING_ERRORS[kind]}`] : [];
    });
  });
  const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
  const module = resolution === 'bundler' ? 'esnext' : resolution;
  let out = '';
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--jsx', 'react-jsx', '--module', module, '--moduleResolution', resolution,
      '--target', 'es2022', '--lib', 'es2022,dom', '--types', 'react', ...Object.keys(files)], { cwd: project, encoding: 'utf8' });
  } catch (e) {
    out = e.stdout;
  }
  const diagnostics = [...out.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+)/gm)].map(([, file, line, code]) => `${file}:${line} ${code}`);
  assert.ok(expected.length >= 5, 'the fixture marks its wrong lines');
  return { diagnostics, expected };
}

/** The host's own React 19 as ES modules (one shared copy), named as an import map would. */
async function hostReact() {
  const require = createRequire(join(REPO, 'package.json'));
  const modules = {
    react: 'react/cjs/react.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  };
  const src = join(scratch, 'host-src');
  mkdirSync(src);
  const entries = Object.entries(modules).map(([name, file]) => {
    const keys = Object.keys(require(join(REPO, 'node_modules', file)));
    const entry = join(src, `${name.replace('/', '-')}.js`);
    writeFileSync(entry, `import M from '${name}';\nexport const { ${keys.join(', ')} } = M;\nexport default M;\n`);
    return entry;
  });
  await build({
    entryPoints: entries, outdir: join(scratch, 'host-react'), bundle: true, splitting: true, format: 'esm', minify: true,
    nodePaths: [join(REPO, 'node_modules')], define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  return Object.fromEntries(Object.keys(modules).map((name) => [name, `/host-react/${name.replace('/', '-')}.js`]));
}

const configBlock = (config) => `<script type="application/json" id="ex-config">${JSON.stringify(config)}</script>`;

/** Writes a scratch page and opens it; `page.requests` lists the paths it asked for. */
async function open(name, html) {
  writeFileSync(join(scratch, name), `<!doctype html><html lang="en"><head><meta charset="utf-8">${html}</body></html>`);
  const page = await browser.newPage();
  page.errors = [];
  page.requests = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('request', (r) => page.requests.push(new URL(r.url()).pathname));
  await page.goto(`${base}/${name}`);
  return page;
}

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ex-package-'));
  installed = join(scratch, 'node_modules', pkg.name);
  packed = packInto(scratch, installed);
  server = await serveWithMockApi(scratch);
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('holds the bundles, the catalogs, the typings, the manifest and the docs with their pictures, and nothing of the sources', () => {
    const files = new Set(packed.files.map((f) => f.path));
    const expected = [
      'package.json', 'dist/ex-elements.js', 'dist/integrity.json', 'dist/styles/hashes.json', 'types/ex-elements.d.ts', 'types/index.d.ts',
      'custom-elements.json', 'docs/elements.md',
      'dist/esm/index.js', 'dist/esm-external/index.js', 'dist/react/index.js', 'dist/react/server.js', 'types/react.d.ts',
      ...TAGS.flatMap((tag) => [`dist/esm/${tag}.js`, `dist/esm-external/${tag}.js`]),
      ...LANGS.map((lang) => `dist/i18n/${lang}.js`),
    ];
    for (const file of expected) assert.ok(files.has(file), `${file} is not in the tarball`);
    // the pictures docs/elements.md shows
    const pictures = [...readFileSync('docs/elements.md', 'utf8').matchAll(/images\/[\w.-]+\.webp/g)].map((m) => `docs/${m[0]}`);
    assert.ok(pictures.length > 10);
    for (const file of pictures) assert.ok(files.has(file), `${file} is not in the tarball`);
    const stray = [...files].filter((f) => /^(src|elements|demo|test|bench|scripts|dist\/demo)\//.test(f));
    assert.deepEqual(stray, []);
  });

  it('every export resolves to a packed file, through Node for the runtime conditions', () => {
    const subpaths = ['.', './classic', './external', './types', './react', './custom-elements.json', './integrity.json', './styles/hashes.json', './package.json',
      ...TAGS.flatMap((tag) => [`./${tag}`, `./external/${tag}`])];
    const script = `for (const s of ${JSON.stringify(subpaths)}) console.log(import.meta.resolve(s === '.' ? '${pkg.name}' : '${pkg.name}/' + s.slice(2)));`;
    const resolved = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: scratch, encoding: 'utf8' }).trim().split('\n');
    assert.equal(resolved.length, subpaths.length);
    for (const url of resolved) {
      assert.ok(url.startsWith(`file://${installed}/`), url);
      assert.ok(existsSync(new URL(url)), `${url} does not exist`);
    }
    assert.match(readFileSync(join(installed, 'types/ex-elements.d.ts'), 'utf8'), /interface HTMLElementTagNameMap/);
  });

  it('a TypeScript host gets the page API and the stores typed from the package name', () => {
    const host = join(scratch, 'host.ts');
    writeFileSync(host, [
      `import { configure, exElements, setTheme, stores, type PageConfig } from '${pkg.name}';`,
      `import * as external from '${pkg.name}/external';`,
      "const config: PageConfig = configure({ lang: 'de' });",
      'setTheme(stores.theme.get() === "dark" ? "light" : "dark");',
      'const stop = stores.unread.subscribe((counts) => console.log(Object.values(counts).length, config.lang));',
      'stop(); external.setFiat(exElements.version);',
      '// @ts-expect-error: a theme is light or dark',
      "setTheme('blue');",
    ].join('\n'));
    const tsc = join(process.cwd(), 'node_modules/typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'esnext', '--moduleResolution', 'bundler',
      '--target', 'es2022', '--lib', 'es2022,dom', host], { cwd: scratch, encoding: 'utf8' });
  });

  for (const [name, flavour] of Object.entries(JSX_FLAVOURS)) {
    for (const resolution of ['nodenext', 'bundler']) {
      it(`the tags typed from the manifest in ${name}, with what HTML writes (site-id="106"), under moduleResolution ${resolution}`, () => {
        const { diagnostics, expected } = typeCheckJsx(flavour, resolution);
        assert.deepEqual(diagnostics, expected);
      });
    }
  }

  it('sideEffects names only the registering entries, the chunks that define elements, and the entries\' fallbacks', () => {
    const files = packed.files.map((f) => f.path).filter((f) => f.endsWith('.js'));
    const flagged = files.filter(namedBySideEffects(pkg));
    // the server's entries and their shared chunks register the elements it renders: a worker's
    // bundler must keep their bare imports
    const server = files.filter((f) => f.startsWith('dist/server/'));
    assert.ok(server.includes('dist/server/index.js') && server.includes('dist/server/node.js'));
    // the chunks Rollup split an element's module into (side-effects.test.mjs finds them by their
    // source maps), the React server renderer, and the modules at the entries' paths for Parcel
    const defining = files.filter((f) => /^dist\/esm(-external)?\/chunks\/define-ex-[\w-]+\.js$/.test(f));
    assert.ok(defining.length >= 2, 'the header\'s chunk in both builds');
    assert.deepEqual(flagged.sort(), ['dist/ex-elements.js', ...server, ...defining, 'dist/react/ssr.js', 'external/index.js',
      ...TAGS.flatMap((tag) => [`${tag}.js`, `external/${tag}.js`]),
      ...['dist/esm', 'dist/esm-external'].flatMap((dir) => [`${dir}/index.js`, ...TAGS.map((tag) => `${dir}/${tag}.js`)])].sort());
  });

  it('installs nothing else: every library is bundled; React 19 a required peer (./server and ./external import it)', () => {
    const installedPkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    assert.equal(installedPkg.dependencies, undefined);
    assert.deepEqual(Object.keys(installedPkg.peerDependencies).sort(), ['react', 'react-dom']);
    assert.equal(installedPkg.peerDependenciesMeta, undefined);
  });

  it('the React-external build leaves react and react-dom to the host and holds no copy of them', () => {
    const dir = join(installed, 'dist/esm-external');
    const code = [...readdirSync(dir), ...readdirSync(join(dir, 'chunks')).map((f) => `chunks/${f}`)]
      .filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    assert.match(code, /from\s*"react"/);
    assert.match(code, /"react-dom\/client"/);
    assert.doesNotMatch(code, /__CLIENT_INTERNALS_DO_NOT_USE|react\.transitional\.element/);
  });
});

describe('the installed package on a scratch site', () => {
  const root = `/node_modules/${pkg.name}`;

  it('the classic script alone: elements, window.exElements, and a catalog fetched beside the script', async () => {
    const page = await open('classic.html', `${configBlock({ siteId: 106, lang: 'it', common: { sub_website_id: 106 } })}
      <script src="${root}/dist/ex-elements.js" defer></script></head><body>
      <ex-cookie-notice page-path="/it"></ex-cookie-notice><ex-footer></ex-footer>`);
    await page.locator('ex-cookie-notice [part~="accept"]', { hasText: 'Accetta' }).waitFor({ timeout: 10_000 });
    await page.locator('ex-footer [part~="footer"]').waitFor();
    assert.equal(await page.evaluate(() => window.exElements.version), pkg.version);
    assert.ok(page.requests.includes(`${root}/dist/i18n/it.js`), page.requests.join());
    assert.ok(!page.requests.some((p) => /\/i18n\/(?!it\.js)/.test(p)), page.requests.join());
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('the classic script loads on-demand code from dist/classic/ beside itself, on its own React', async () => {
    const page = await open('classic-chunks.html', `${configBlock({ siteId: 0, lang: 'en' })}
      <script src="${root}/dist/ex-elements.js" defer></script></head><body><ex-header page-path="/"></ex-header>`);
    const trigger = page.locator('ex-header [part~="download-trigger"]');
    await trigger.waitFor({ timeout: 10_000 });
    const onDemand = () => page.requests.filter((p) => p.startsWith(`${root}/dist/classic/`)).map((p) => p.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
    assert.ok(onDemand().includes('ex-header'), `the header's view: ${onDemand()}`);
    assert.ok(!onDemand().includes('qr'), 'the QR encoder waits for the popover');
    await trigger.click();
    await page.locator('ex-header svg.xa-qr path').waitFor({ timeout: 10_000 });
    assert.ok(onDemand().includes('qr'), page.requests.join());
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('one ESM entry through an import map of the exports: only that element is defined', async () => {
    const imports = { [`${pkg.name}/ex-footer`]: `${root}/dist/esm/ex-footer.js`, [pkg.name]: `${root}/dist/esm/index.js` };
    const page = await open('esm.html', `${configBlock({ siteId: 0, lang: 'en' })}
      <script type="importmap">${JSON.stringify({ imports })}</script>
      <script type="module">import '${pkg.name}/ex-footer';</script></head><body><ex-footer site-id="232"></ex-footer>`);
    await page.locator('ex-footer [part~="footer"]').waitFor({ timeout: 10_000 });
    assert.deepEqual(await page.evaluate(() => ['ex-footer', 'ex-header'].map((t) => Boolean(customElements.get(t)))), [true, false]);
    assert.ok(!page.requests.some((p) => p.endsWith('/dist/ex-elements.js') || p.includes('/i18n/')), page.requests.join());
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it("the React-external build on a host that renders it with its own React 19", async () => {
    const imports = { ...(await hostReact()), [`${pkg.name}/external/ex-footer`]: `${root}/dist/esm-external/ex-footer.js` };
    const page = await open('external.html', `${configBlock({ siteId: 0, lang: 'en' })}
      <script type="importmap">${JSON.stringify({ imports })}</script>
      <script type="module">
        import { createElement } from 'react';
        import { createRoot } from 'react-dom/client';
        import '${pkg.name}/external/ex-footer';
        window.navigations = [];
        const onNavigate = (e) => { e.preventDefault(); window.navigations.push(e.detail.href); };
        createRoot(document.getElementById('app')).render(createElement('ex-footer', { 'site-id': '106', 'onex-navigate': onNavigate }));
      </script></head><body><div id="app"></div>`);
    const link = page.locator('ex-footer [part~="footer"] a[href^="/"]').first();
    await link.waitFor({ timeout: 10_000 });
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForFunction(() => window.navigations.length > 0);
    assert.deepEqual(await page.evaluate(() => window.navigations), [href]);
    const reactChunks = page.requests.filter((p) => p.startsWith(root) && /\/react-[\w-]+\.js$/.test(p));
    assert.deepEqual(reactChunks, []);
    assert.ok(page.requests.includes('/host-react/react.js'));
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
