import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { reactEsmPlugin } from './tools/react-esm-plugin.mjs';
import { mockApiMiddleware } from './tools/mock-middleware.mjs';
import { chromiumPath, LAUNCH_ARGS } from './scripts/chromium.mjs';

export default {
  files: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}'],
  nodeResolve: true,
  concurrency: 2,
  testFramework: { config: { timeout: 15000 } },
  // The mock API of demo/ answers on the same origin, so tests exercise the real client.
  middleware: [mockApiMiddleware()],
  plugins: [
    reactEsmPlugin(),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: await chromiumPath(),
        args: [...LAUNCH_ARGS, '--headless'],
      },
      // each test page in its own browser context (its own window): a second page in one
      // window is a hidden tab that gets no animation frames, and fixture() waits for one
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
};
