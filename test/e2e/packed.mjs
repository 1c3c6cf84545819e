// The package as a site installs it: `npm pack` after the build, the tarball unpacked where
// `npm install <tgz>` puts it (offline, so no registry), and a site served with the demo's mock
// API on its origin. Used by the package, React, Next.js and consumer-build tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { handleApi } from '../../demo/mock/api.mjs';

/** Packs the package into `scratch` and unpacks it as `installed`; gives npm pack's report. */
export function packInto(scratch, installed) {
  const out = execFileSync('npm', ['pack', '--pack-destination', scratch, '--json', '--offline', '--no-update-notifier'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [info] = JSON.parse(out);
  mkdirSync(join(scratch, 'node_modules'), { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, info.filename), '-C', join(scratch, 'node_modules')]);
  execFileSync('mv', [join(scratch, 'node_modules', 'package'), installed]);
  return info;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };

/** Serves the files under `root` (`/` is its index.html), and the mock API on the same origin;
 * resolves with the listening server. */
export function serveWithMockApi(root) {
  const s = createServer(async (req, res) => {
    if (await handleApi(req, res)) return;
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (!file.startsWith(root + sep) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((done) => s.listen(0, '127.0.0.1', () => done(s)));
}

/** Whether package.json's `sideEffects` names a file (its path from the package root), as bundlers
 * match its globs. */
export const namedBySideEffects = ({ sideEffects }) => picomatch(sideEffects.map((pattern) => pattern.replace(/^\.\//, '')));
