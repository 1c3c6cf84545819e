// The interop host pages' scripts (issue 8): a React 19 and a Vue 3 application that use the
// elements from the published ES modules (/dist/esm/index.js, left external). Built by
// scripts/build.mjs into dist/interop/; not minified, to keep the build quick.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { transform } from 'esbuild';

/** TypeScript and JSX through esbuild, as in the main rollup.config.mjs. */
const esbuildTs = () => ({
  name: 'esbuild-ts',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const out = await transform(code, { loader: id.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', target: 'es2022', sourcefile: id });
    return { code: out.code, map: out.map || null };
  },
});

export default {
  input: { react: 'demo/interop/react-host.tsx', vue: 'demo/interop/vue-host.ts' },
  external: ['/dist/esm/index.js'],
  output: { dir: 'dist/interop', format: 'es', chunkFileNames: '[name]-[hash].js' },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
    }),
    // the full build of vue: its template compiler runs in the browser
    {
      name: 'vue-full-build',
      resolveId(id, importer) { return id === 'vue' ? this.resolve('vue/dist/vue.esm-bundler.js', importer, { skipSelf: true }) : null; },
    },
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    esbuildTs(),
  ],
  onwarn(warning, warn) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  },
};
