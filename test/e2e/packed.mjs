// The package as a site installs it: `npm pack` after the build, the tarball unpacked where
// `npm install <tgz>` puts it (offline, so no registry). Used by package.test and react.test.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

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
