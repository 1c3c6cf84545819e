// package.json's `sideEffects` cannot drift from the build (DESIGN.md §3f, issue 40): a bundler
// drops a file that `sideEffects` does not name once nothing it exports is used, so every built
// file that registers an element — one that carries an element's module, however Rollup or
// esbuild split the entries — must be named by it.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { it } from 'node:test';
import { namedBySideEffects } from './packed.mjs';

const named = namedBySideEffects(JSON.parse(readFileSync('package.json', 'utf8')));

/** The element modules: each registers its element as it runs. */
const ELEMENT_SOURCE = /(^|\/)elements\/ex-[\w-]+\.ts$/;
/** esbuild's unminified output, which has no source map here, names each module it holds so. */
const ELEMENT_REGION = /^\/\/ elements\/ex-[\w-]+\.ts$/m;

/** Whether the built file carries an element's module: its source map lists one, or its regions do. */
function registers(file) {
  const map = `${file}.map`;
  if (existsSync(map)) return JSON.parse(readFileSync(map, 'utf8')).sources.some((source) => ELEMENT_SOURCE.test(source));
  return ELEMENT_REGION.test(readFileSync(file, 'utf8'));
}

it('every built file that registers an element is named by package.json sideEffects', () => {
  const built = readdirSync('dist', { recursive: true }).map((file) => `dist/${file.split('\\').join('/')}`).filter((file) => file.endsWith('.js'));
  const registering = built.filter(registers);
  // what the check must find, or it checks nothing: the classic script, every ES module entry
  // with the chunks that hold the header's and the search modal's modules, and the server's
  for (const expected of ['dist/ex-elements.js', 'dist/esm/ex-footer.js', 'dist/esm-external/ex-footer.js', 'dist/server/chunks/']) {
    assert.ok(registering.some((file) => file.startsWith(expected)), `found ${expected}`);
  }
  assert.ok(registering.filter((file) => file.startsWith('dist/esm/')).length >= 10, 'the ten ES module entries');
  assert.deepEqual(registering.filter((file) => !named(file)), [], 'registering files that sideEffects does not name');
});
