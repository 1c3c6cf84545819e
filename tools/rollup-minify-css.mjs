// Minifies the text of css`…` tagged templates (src/ui/common/styles.ts) at build time: the
// sources keep readable stylesheets, the bundles carry no comments, indentation or spaces
// around punctuation. Only whitespace and comments go; quoted strings and ${…} parts are kept.
import MagicString from 'magic-string';

/** The end index (exclusive) of the template literal whose opening backtick is at `start`. */
function templateEnd(code, start) {
  let depth = 0;
  for (let i = start + 1; i < code.length; i++) {
    const c = code[i];
    if (c === '\\') { i++; continue; }
    if (depth === 0 && c === '`') return i + 1;
    if (depth === 0 && c === '$' && code[i + 1] === '{') { depth = 1; i++; continue; }
    if (depth > 0 && c === '{') depth++;
    if (depth > 0 && c === '}') depth--;
  }
  throw new Error('unterminated css`` template');
}

/** Whitespace and comments out of CSS text outside quoted strings. */
export function minifyCssText(text) {
  return text.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/).map((part, i) => (i % 2 ? part : part
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/([:(])\s+/g, '$1')
    .replace(/\s+\)/g, ')')
    .replace(/;}/g, '}'))).join('');
}

/** The static parts of a template body (between ${…}), minified; the expressions untouched. */
function minifyTemplate(body) {
  let out = '';
  let i = 0;
  while (i < body.length) {
    const next = body.indexOf('${', i);
    const end = next === -1 ? body.length : next;
    out += minifyCssText(body.slice(i, end));
    if (next === -1) break;
    let depth = 1;
    let j = next + 2;
    for (; j < body.length && depth; j++) { if (body[j] === '{') depth++; else if (body[j] === '}') depth--; }
    out += body.slice(next, j);
    i = j;
  }
  return out.trim();
}

export function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('css`')) return null;
      const s = new MagicString(code);
      let last = 0;
      for (const match of code.matchAll(/\bcss`/g)) {
        const start = match.index + 3;
        if (start < last) continue;
        last = templateEnd(code, start);
        if (last - start > 2) s.overwrite(start + 1, last - 1, minifyTemplate(code.slice(start + 1, last - 1)) || ' ');
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
