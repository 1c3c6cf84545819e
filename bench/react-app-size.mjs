// What exchange-elements/react adds to a React site's bundle (DESIGN.md §3f, issue 40): a Vite
// + React 19 app (bench/react-app/) built from `npm pack` of the build, alone and with <ExHeader>
// and <ExFooter>; its JavaScript gzipped, up front and in all, and the react-dom copies in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gz } from './sizes.mjs';
import { BUNDLERS } from '../test/e2e/bundlers.mjs';
import { scratchSite } from '../test/e2e/react-site.mjs';

/** Each react-dom names itself to React DevTools so, once, in its production build. */
const REACT_DOM = /rendererPackageName:\s*["'`]react-dom["'`]/g;

/** The built app's JavaScript: up front (what its page loads) and in all, gzipped, and its react-dom copies. */
function weigh(out) {
  const files = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js')).map((f) => join(out, 'assets', f));
  const page = readFileSync(join(out, 'index.html'), 'utf8');
  const entry = files.filter((f) => page.includes(f.slice(out.length)));
  const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  return { upFront: entry.reduce((n, f) => n + gz(f), 0), all: files.reduce((n, f) => n + gz(f), 0), reactDoms: code.match(REACT_DOM)?.length ?? 0 };
}

export async function runReactAppSize() {
  const site = scratchSite('react-app-size', 'bench/react-app');
  const result = {};
  for (const app of ['plain', 'elements']) {
    const out = join(site, 'out', app);
    await BUNDLERS.vite(join(site, app), out);
    result[app] = weigh(out);
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { plain, elements } = await runReactAppSize();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| Vite + React 19 app, JavaScript gzipped | up front | in all (on-demand parts, every language) | react-dom copies |\n|---|---|---|---|');
  console.log(`| the app alone | ${kb(plain.upFront)} | ${kb(plain.all)} | ${plain.reactDoms} |`);
  console.log(`| with <ExHeader> and <ExFooter> (exchange-elements/react) | ${kb(elements.upFront)} | ${kb(elements.all)} | ${elements.reactDoms} |`);
  if (elements.reactDoms !== 1) process.exitCode = 1;
}
