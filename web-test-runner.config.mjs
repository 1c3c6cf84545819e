import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, dotReporter } from '@web/test-runner';
import { reactEsmPlugin } from './tools/react-esm-plugin.mjs';
import { mockApiMiddleware } from './tools/mock-middleware.mjs';
import puppeteer from 'puppeteer-core';
import { chromiumPath, LAUNCH_ARGS } from './scripts/chromium.mjs';
import { engines, enginesReport } from './scripts/engines.mjs';
import { webdriverCommandsPlugin, webkitLauncher } from './tools/webkit-launcher.mjs';

// each test page in its own browser context and its own window: a second page in one window is a
// hidden tab that gets no animation frames, and fixture() waits for one (Chromium gives each
// context a window; over WebDriver BiDi a page asks for one)
const createPage = async ({ browser }) => (await browser.createBrowserContext()).newPage({ type: 'window' });

// the launcher of each other engine (scripts/engines.mjs): Firefox through Puppeteer over WebDriver
// BiDi (the Chrome launcher takes any Puppeteer), one page at a time, as only the focused window
// takes keys and focus as a visitor's does; WebKit over classic WebDriver
const LAUNCHERS = {
  firefox: (engine) => chromeLauncher({
    puppeteer, launchOptions: { browser: 'firefox', executablePath: engine.path, headless: true }, createPage, concurrency: 1,
  }),
  webkit: webkitLauncher,
};

// every failure again once the run ends (dotReporter's summary, without its dots): the default
// reporter prints one as its file ends, which in a long log cut to its head and tail is lost
const { start, onTestRunFinished } = dotReporter();
const failuresAtTheEnd = { start, onTestRunFinished };

// a rejection nobody handled in the runner's own process (a launcher's, a plugin's) would end the
// run at once with exit code 1 and no report of the files still running; logged instead, every
// file reports, the run still fails, and its last line names the rejection
const unhandled = [];
process.on('unhandledRejection', (error) => {
  unhandled.push(error);
  console.error('An unhandled rejection in the test runner (the run will fail):', error);
});
process.on('exit', () => {
  if (!unhandled.length) return;
  process.exitCode = 1;
  console.error(`\n${unhandled.length} unhandled rejection(s) in the test runner, the first: ${unhandled[0]?.stack ?? unhandled[0]}`);
});

const found = engines();
console.log(`Browser engines: ${enginesReport(found)}`);

export default {
  files: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}'],
  nodeResolve: true,
  concurrency: 2,
  reporters: [defaultReporter(), failuresAtTheEnd],
  testFramework: { config: { timeout: 15000 } },
  // The mock API of demo/ answers on the same origin, so tests exercise the real client.
  middleware: [mockApiMiddleware()],
  plugins: [
    reactEsmPlugin(),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    webdriverCommandsPlugin(),
  ],
  // Chromium, and every other engine this machine has (scripts/engines.mjs, DESIGN.md §3f)
  browsers: [
    chromeLauncher({ launchOptions: { executablePath: await chromiumPath(), args: [...LAUNCH_ARGS, '--headless'] }, createPage }),
    ...found.filter((engine) => engine.path).map((engine) => LAUNCHERS[engine.browser](engine)),
  ],
};
