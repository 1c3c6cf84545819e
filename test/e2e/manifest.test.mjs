// custom-elements.json as `npm run build` writes it (scripts/manifest.mjs): valid against the
// Custom Elements Manifest schema (the `custom-elements-manifest` package's schema.json, checked
// with ajv), complete (every event typed, every entry described), linking only shipped modules,
// and listing no part that the views in src/ui never render. That every rendered part is
// listed is checked in the browser (elements/parts.test.ts).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const schema = require('custom-elements-manifest/schema.json');
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
const elements = declarations.filter((d) => d.tagName);

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(schema, 'cem');
const errorsOf = (validate) => (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ');

/** Every TS/TSX file under `dir`, tests left out. */
const sources = (dir) => readdirSync(dir, { recursive: true }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => readFileSync(join(dir, f), 'utf8'));

/**
 * The part names the views can render, read from each `part="…"`, `part={…}` and `part: …`
 * in src/ui: literal names, and templates (`tag-${tag}`) as patterns. A bare expression
 * (`part={part}`) names nothing itself: its value is a literal or a template elsewhere.
 */
function renderedPartNames() {
  const literal = new Set();
  const patterns = [];
  const add = (text, template) => {
    for (const token of text.split(/\s+/).filter(Boolean)) {
      if (!template || !token.includes('${')) literal.add(token);
      else patterns.push(new RegExp(`^${token.split(/\$\{[^}]*\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`));
    }
  };
  for (const text of sources('src/ui')) {
    for (const m of text.matchAll(/\bpart(?:=|:\s*)/g)) {
      const rest = text.slice(m.index + m[0].length);
      if (rest.startsWith('"')) { add(rest.slice(1, rest.indexOf('"', 1)), false); continue; }
      let expression = rest.slice(0, rest.search(/[,\n]/));
      if (rest.startsWith('{')) {
        let depth = 0;
        const end = [...rest].findIndex((c) => (c === '{' ? ++depth : c === '}' ? --depth : depth) === 0);
        expression = rest.slice(1, end);
      }
      for (const s of expression.matchAll(/'([^']*)'|`([^`]*)`/g)) add(s[1] ?? s[2], s[2] !== undefined);
    }
  }
  return (name) => literal.has(name) || patterns.some((p) => p.test(name));
}

describe('custom-elements.json', () => {
  it('validates against the Custom Elements Manifest schema, as a whole and declaration by declaration', () => {
    const whole = ajv.getSchema('cem');
    assert.ok(whole(manifest), errorsOf(whole));
    const declaration = ajv.getSchema('cem#/definitions/CustomElementDeclaration');
    assert.equal(elements.length, readdirSync('elements').filter((f) => /^ex-[\w-]+\.ts$/.test(f)).length);
    for (const d of elements) assert.ok(declaration(d), `${d.tagName}: ${errorsOf(declaration)}`);
    // the check can fail: an event without its required type does not validate
    const untyped = structuredClone(elements[0]);
    delete untyped.events[0].type;
    assert.equal(declaration(untyped), false);
  });

  it('every event has a CustomEvent type, and every attribute, field, event, part, slot and CSS property a description', () => {
    for (const d of elements) {
      for (const e of d.events) assert.match(e.type?.text ?? '', /^CustomEvent<.+>$/s, `${d.tagName} ${e.name}`);
      const entries = [...d.attributes, ...d.members, ...d.events, ...d.cssParts, ...(d.slots ?? []), ...d.cssProperties];
      const blank = entries.filter((x) => !x.description?.trim()).map((x) => x.name);
      assert.deepEqual(blank, [], `${d.tagName}: entries without a description`);
    }
  });

  it('links no module the package does not ship: no superclass or mixin in src/', () => {
    const links = elements.flatMap((d) => [d.superclass, ...(d.mixins ?? [])]).filter(Boolean);
    assert.deepEqual(links.filter((l) => /^\/?src\//.test(l.module ?? '')), []);
  });

  it("types market as the six markets of src/core/markets/types.ts", () => {
    const kinds = /MARKET_KINDS[^=]*=\s*\[([^\]]*)\]/.exec(readFileSync('src/core/markets/types.ts', 'utf8'))[1];
    const expected = [...kinds.matchAll(/'([^']+)'/g)].map((m) => `'${m[1]}'`).join(' | ');
    const market = elements.find((d) => d.tagName === 'ex-market-dropdown').attributes.find((a) => a.name === 'market');
    assert.equal(market.type.text, expected);
  });

  it('lists only parts that a view in src/ui renders', () => {
    const rendered = renderedPartNames();
    assert.ok(!rendered('no-such-part') && rendered('tag-hot') && rendered('logout-dialog'));
    const unrendered = elements.flatMap((d) => d.cssParts.filter((p) => !rendered(p.name)).map((p) => `${d.tagName} ${p.name}`));
    assert.deepEqual(unrendered, []);
  });
});
