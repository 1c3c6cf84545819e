// The bundlers a site builds the package with (DESIGN.md §3f), each as a site would run it in
// production: `build(app, out)` bundles the app folder `app` (its index.html and main.js) into
// `out`, with an index.html that loads the result, and gives the warnings the bundler reported.
// Vite and Parcel build from the page itself; the others from main.js, the page copied beside.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rspack } from '@rspack/core';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { build as vite, createLogger } from 'vite';
import webpack from 'webpack';

const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };
const PARCEL = resolve('node_modules/parcel/lib/bin.js');

/** The page beside a bundle built from main.js. */
const copyPage = (app, out) => copyFileSync(join(app, 'index.html'), join(out, 'index.html'));

/** webpack and Rspack share their configuration and their callback API. */
const packWith = (compiler) => (app, out) => new Promise((done, fail) => {
  compiler({
    mode: 'production', context: app, entry: { main: './main.js' },
    // the page loads main.js as a module (no document.currentScript for 'auto'); served from out/
    output: { path: out, filename: '[name].js', publicPath: '/' },
  }, (error, stats) => {
    if (error) return fail(error);
    const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
    if (errors.length) return fail(new Error(errors.map((e) => e.message).join('\n')));
    copyPage(app, out);
    // not about the package: their default budget (244 KiB) is below React DOM alone; the
    // bench tracks the package's sizes
    done(warnings.map((w) => w.message).filter((m) => !/^(asset|entrypoint) size limit/.test(m)));
  });
});

export const BUNDLERS = {
  async vite(app, out) {
    const warnings = [];
    const logger = createLogger('warn');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = logger.warn;
    await vite({ root: app, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir: out, emptyOutDir: true } });
    return warnings;
  },
  webpack: packWith(webpack),
  rspack: packWith(rspack),
  async rollup(app, out) {
    const warnings = [];
    const bundle = await rollup({
      input: join(app, 'main.js'),
      plugins: [replace({ preventAssignment: true, values: PRODUCTION }), nodeResolve({ browser: true }), commonjs(), terser()],
      onwarn: (warning) => warnings.push(`${warning.code}: ${warning.message}`),
    });
    await bundle.write({ dir: out, format: 'es' });
    copyPage(app, out);
    return warnings;
  },
  async esbuild(app, out) {
    const { warnings } = await esbuild({
      entryPoints: [join(app, 'main.js')], outdir: out, bundle: true, splitting: true, format: 'esm', minify: true,
      define: PRODUCTION, logLevel: 'silent',
    });
    copyPage(app, out);
    return warnings.map((w) => `${w.text} (${w.location?.file})`);
  },
  // its command line, as a site runs it, with its default configuration (which reads no "exports")
  async parcel(app, out) {
    mkdirSync(out, { recursive: true });
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      PARCEL, 'build', join(app, 'index.html'), '--dist-dir', out, '--cache-dir', join(out, '..', '.parcel-cache'), '--no-autoinstall',
    ], { cwd: app, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 << 20 });
    // its reporter marks a warning with ⚠️
    return `${stdout}\n${stderr}`.split(/\n(?=\S)/).filter((block) => block.includes('⚠'));
  },
};
