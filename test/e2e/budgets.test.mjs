// Size budgets of the built bundles (issue 9), read from dist/ (`npm test` builds first):
// the classic script against the React runtime of the same build, each element's own code,
// and the non-English catalogs kept out of every bundle a page loads up front.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BUDGETS, bundleSizes, CATALOG_LANGS, closure, ownBudget } from '../../bench/sizes.mjs';

const sizes = bundleSizes();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The English catalog, bundled from source (it is the fallback, built into every bundle). */
async function englishCatalog() {
  const out = await build({ entryPoints: ['src/core/i18n/catalogs/en/index.ts'], bundle: true, write: false, format: 'esm', logLevel: 'silent' });
  return (await import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0].text)}`)).en;
}

/** One part of the English catalog (src/core/i18n/catalogs/en/<part>.ts), bundled from source. */
async function englishPart(part) {
  const out = await build({ entryPoints: [`src/core/i18n/catalogs/en/${part}.ts`], bundle: true, write: false, format: 'esm', logLevel: 'silent' });
  return import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0].text)}`);
}

/** Texts of a language's built catalog that English does not have, as they appear in minified code. */
async function ownTexts(lang, en) {
  const { catalog } = await import(pathToFileURL(`dist/i18n/${lang}.js`).href);
  const english = new Set(Object.values(en));
  return Object.entries(catalog)
    .filter(([key, text]) => text !== en[key] && !english.has(text) && text.length >= 8 && !/["'\\\n`]/.test(text))
    .map(([, text]) => text)
    .sort((a, b) => b.length - a.length)
    .slice(0, 6);
}

describe('size budgets', () => {
  it(`the classic script is at most ${BUDGETS.classicOverReact}× the React runtime chunk, gzipped`, () => {
    assert.ok(sizes.classicOverReact <= BUDGETS.classicOverReact,
      `dist/ex-elements.js is ${kb(sizes.classic)}, ${sizes.classicOverReact.toFixed(2)}× the React chunk (${kb(sizes.react)}); `
      + `the budget is ${BUDGETS.classicOverReact}× (${kb(sizes.react * BUDGETS.classicOverReact)})`);
  });

  for (const [tag, element] of Object.entries(sizes.elements)) {
    it(`<${tag}>: its own code is at most ${kb(ownBudget(tag))} gzipped`, () => {
      assert.ok(element.own <= ownBudget(tag),
        `${kb(element.own)} (${kb(element.ownUpFront)} up front + ${kb(element.ownOnDemand)} on demand): ${element.ownFiles.join(', ')}`);
    });
  }

  it('each ES module entry brings up front no other element (issue 40: the header\'s bell panel and search modal load as used)', () => {
    for (const entry of readdirSync('dist/esm').filter((f) => /^ex-[\w-]+\.js$/.test(f))) {
      const elements = closure(join('dist/esm', entry)).upFront
        .flatMap((file) => JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources)
        .map((source) => /elements\/(ex-[\w-]+)\.ts$/.exec(source)?.[1]).filter(Boolean);
      assert.deepEqual(elements, [basename(entry, '.js')], entry);
    }
  });

  it('the classic script carries no element’s English texts up front: each comes with the views of the elements that show them (issue 43)', async () => {
    const classic = readFileSync('dist/ex-elements.js', 'utf8');
    const views = JSON.parse(readFileSync('dist/classic/views.json', 'utf8'));
    const viewCode = (tag) => views[tag].map((file) => readFileSync(join('dist', file), 'utf8')).join('\n');
    for (const file of readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f))) {
      const tag = basename(file, '.ts');
      const surfaces = [...readFileSync(join('elements', file), 'utf8').matchAll(/from '\.\.\/src\/core\/i18n\/catalogs\/en\/([\w-]+)'/g)].map((m) => m[1]);
      for (const surface of surfaces) {
        const { [surface]: texts } = await englishPart(surface);
        const long = Object.values(texts).filter((t) => t.length >= 12 && !/["'\\\n`]/.test(t)).slice(0, 5);
        assert.ok(long.length > 0, `${surface}: no text to look for`);
        // as string literals: some are the start of a built-in text
        for (const text of long.map((t) => JSON.stringify(t))) {
          assert.ok(!classic.includes(text), `${surface} ${text} is in dist/ex-elements.js`);
          assert.ok(viewCode(tag).includes(text), `${surface} ${text} is not in <${tag}>'s view (${views[tag].join(', ')})`);
        }
      }
    }
  });

  it('counts every element, the runtime chunks apart', () => {
    assert.equal(Object.keys(sizes.elements).length, readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).length);
    for (const element of Object.values(sizes.elements)) {
      assert.ok(element.own > 0 && element.upFront > element.own + sizes.react, element.entry);
      assert.ok(!element.ownFiles.some((f) => /\/(react|vendor|shared)-/.test(f)), element.ownFiles.join());
    }
  });
});

describe('non-English catalogs load on demand', () => {
  it('each is a self-contained module beside the classic script (dist/i18n/<lang>.js)', async () => {
    assert.deepEqual(readdirSync('dist/i18n').filter((f) => f.endsWith('.js')).sort(), CATALOG_LANGS.map((l) => `${l}.js`));
    for (const lang of CATALOG_LANGS) {
      const file = `dist/i18n/${lang}.js`;
      assert.doesNotMatch(readFileSync(file, 'utf8'), /\bfrom\s*["']|\bimport\s*[("'{*]/, `${file} imports something`);
      const { catalog } = await import(pathToFileURL(file).href);
      assert.ok(Object.keys(catalog).length > 10, file);
    }
  });

  it(`each is at most ${kb(BUDGETS.catalogBytes)} gzipped`, () => {
    for (const lang of CATALOG_LANGS) assert.ok(sizes.catalogs[lang] <= BUDGETS.catalogBytes, `${lang}: ${kb(sizes.catalogs[lang])}`);
  });

  it('none is in the classic script, which loads them by URL', async () => {
    const en = await englishCatalog();
    const classic = readFileSync('dist/ex-elements.js', 'utf8');
    for (const lang of CATALOG_LANGS) {
      const texts = await ownTexts(lang, en);
      assert.ok(texts.length > 0, lang);
      for (const text of texts) assert.ok(!classic.includes(text), `${lang} "${text}" is in dist/ex-elements.js`);
      assert.ok(classic.includes(`"i18n/${lang}.js"`), `dist/ex-elements.js does not load i18n/${lang}.js`);
    }
  });

  for (const dir of ['dist/esm', 'dist/esm-external']) {
    it(`${dir}: none is loaded up front by any entry; each sits in a chunk of its own, imported on demand`, async () => {
      const en = await englishCatalog();
      const entries = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f));
      const upFront = new Set(entries.flatMap((e) => closure(e).upFront));
      const onDemand = new Set(entries.flatMap((e) => closure(e).onDemand));
      const text = (file) => readFileSync(file, 'utf8');
      for (const lang of CATALOG_LANGS) {
        const texts = await ownTexts(lang, en);
        for (const file of upFront) for (const t of texts) assert.ok(!text(file).includes(t), `${lang} "${t}" is in ${file}`);
        const holders = [...onDemand].filter((file) => texts.every((t) => text(file).includes(t)));
        assert.equal(holders.length, 1, `${lang}: ${holders.join() || 'no chunk'}`);
        assert.match(basename(holders[0]), new RegExp(`^${lang}-`));
      }
    });
  }
});
