// Subresource Integrity (issue 29): the sha384 digests that let one `integrity=` on the classic
// script pin every file it loads (tools/rollup-classic-chunks.mjs bakes them into the script),
// and dist/integrity.json for the ES module entries and the price worker (scripts/build.mjs).
import { createHash } from 'node:crypto';

/** The SRI value (`sha384-<base64>`) of a file's bytes. */
export const sri = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/**
 * A rollup plugin recording, into `digests`, the SRI value of each chunk a build writes, keyed by
 * its path relative to dist/ (`dir`/ + its name): how the classic script learns those of the
 * catalogs, a build of their own that runs before it (rollup.config.mjs).
 */
export const recordIntegrity = (digests, dir) => ({
  name: 'record-integrity',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) if (file.type === 'chunk') digests.set(`${dir}/${file.fileName}`, sri(file.code));
  },
});
