// Own code, because no maintained package does it: @web/dev-server-rollup with
// @rollup/plugin-commonjs converts each file on its own, and React's entry picks its build with
// a conditional require(), so `import { useState } from 'react'` finds no named export; the
// tests have no network for a CDN's ES build. esbuild does the bundling; this file only wires it in.
// React 19 ships CommonJS only, which the unbundled test server cannot import by name.
// This dev-server plugin pre-bundles React, ReactDOM, the JSX runtimes (and the other
// CommonJS packages the tests import, such as jsqr) into ES modules
// with esbuild (one shared chunk, so the page holds one React), serves them under
// /__react/, and points every bare import of them there. It also replaces
// process.env.NODE_ENV in node_modules (React, nanostores and TanStack read it).
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ENTRIES = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'jsqr'];
const fileName = (id) => id.replace(/\//g, '__') + '.js';

function entrySource(id) {
  const names = Object.keys(require(id)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  return `import * as m from '${id}';\nconst d = m.default ?? m;\nexport default d;\n` +
    names.map((n) => `export const ${n} = d.${n};`).join('\n');
}

export function reactEsmPlugin({ mode = 'development', cacheDir = '.cache/react-esm' } = {}) {
  const outdir = path.resolve(cacheDir);
  let ready;
  const prepare = async () => {
    const stubs = path.join(outdir, 'stubs');
    await mkdir(stubs, { recursive: true });
    const entryPoints = {};
    for (const id of ENTRIES) {
      const stub = path.join(stubs, fileName(id));
      await writeFile(stub, entrySource(id));
      entryPoints[fileName(id).replace(/\.js$/, '')] = stub;
    }
    await build({
      entryPoints, bundle: true, splitting: true, format: 'esm', outdir: path.join(outdir, 'out'),
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) }, logLevel: 'warning', platform: 'browser',
      nodePaths: [path.resolve('node_modules')],
    });
  };
  return {
    name: 'react-esm',
    async serverStart() { ready = prepare(); await ready; },
    resolveImport({ source }) {
      if (ENTRIES.includes(source)) return `/__react/${fileName(source)}`;
    },
    async serve(context) {
      if (!context.path.startsWith('/__react/')) return;
      await ready;
      const file = path.join(outdir, 'out', path.basename(context.path));
      return { body: await readFile(file, 'utf8'), type: 'js' };
    },
    transform(context) {
      if (context.path.includes('/node_modules/') && typeof context.body === 'string' &&
          context.body.includes('process.env.NODE_ENV')) {
        return { body: context.body.replace(/process\.env\.NODE_ENV/g, JSON.stringify(mode)) };
      }
    },
  };
}
