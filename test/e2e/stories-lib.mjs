// What the workshop's tests share: the static build of Storybook (`npm run build-storybook`,
// storybook-static/) served by a plain static file server (Vite's preview: no server of ours,
// the mock answers in the browser), the project's Chromium, and a story's state (data-story on
// the preview's <html>, set by demo/stories/workshop.ts).
import { existsSync, readdirSync } from 'node:fs';
import { preview } from 'vite';
import { launchChromium } from '../../scripts/chromium.mjs';

export const WAIT = { timeout: 90_000 };
export const STATIC_DIR = 'storybook-static';
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * A console error a story may show: a fault story's mocked 500 is logged by the browser as a
 * failed load, and the disconnected story's socket to an endpoint that is gone as a failed connection.
 */
const expected = (text) => text.startsWith('Failed to load resource') || /^WebSocket connection to '[^']*\/ws\/gone\/' failed/.test(text);

/** Serves the static build and starts Chromium; `close()` stops both. */
export async function openWorkshop() {
  if (!existsSync(`${STATIC_DIR}/index.json`)) throw new Error(`${STATIC_DIR}/ is missing: run \`npm run build-storybook\` first`);
  const server = await preview({
    root: process.cwd(), configFile: false, logLevel: 'silent',
    build: { outDir: STATIC_DIR }, preview: { port: 0, host: '127.0.0.1', open: false },
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  const browser = await launchChromium();
  return {
    base,
    browser,
    /** a page (of `context` when given) that records uncaught errors and console errors */
    async page(options = {}, context = browser) {
      const page = await context.newPage(options);
      await page.addInitScript(a11yRecorder);
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      page.on('console', (m) => { if (m.type() === 'error' && !expected(m.text())) page.errors.push(m.text()); });
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((done) => { server.httpServer.close(done); });
    },
  };
}

/**
 * Runs in the preview before its scripts: keeps the a11y addon's report of the story (axe, run
 * by the addon after each story, as the Accessibility panel shows it) as window.__a11y, from the
 * story's `storyFinished` event on Storybook's channel.
 */
function a11yRecorder() {
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      channel.on('storyFinished', ({ reporters }) => {
        const report = reporters.find((r) => r.type === 'a11y');
        window.__a11y = report ? { violations: report.result.violations, error: report.result.error && String(report.result.error) } : { error: 'no a11y report' };
      });
    },
  });
}

/** The a11y addon's violations of the story on show, as readable lines (or why axe did not run). */
export async function a11yViolations(page) {
  const result = await page.waitForFunction(() => window.__a11y, null, WAIT).then((handle) => handle.jsonValue());
  if (result.error) return [`axe did not run: ${result.error}`];
  return result.violations.map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** `{ theme: 'dark', 'viewport.value': 'phone' }` → the `globals` URL parameter of Storybook. */
const globalsParam = (globals) => Object.entries(globals).map(([key, value]) => `${key}:${value}`).join(';');

/** The preview of one story alone (the frame the workshop shows), with toolbar choices. */
export const storyUrl = (base, id, globals = {}) =>
  `${base}/iframe.html?${new URLSearchParams({ id, viewMode: 'story', ...(Object.keys(globals).length && { globals: globalsParam(globals) }) })}`;

/** The workshop itself (sidebar, toolbar, panels) on one story. */
export const workshopUrl = (base, id, globals = {}) =>
  `${base}/index.html?${new URLSearchParams({ path: `/story/${id}`, ...(Object.keys(globals).length && { globals: globalsParam(globals) }) })}`;

/** The story is on show: its elements rendered, its play done (or Storybook shows its error). */
export async function ready(story) {
  await story.locator('html[data-story="ready"], body.sb-show-errordisplay').first().waitFor({ state: 'attached', ...WAIT });
  if (await story.locator('body.sb-show-errordisplay').count()) {
    throw new Error(`the story failed: ${await story.locator('#error-message').textContent()}`);
  }
}

/** Every story of the build: id, title, name, and its own viewport (`globals` of the story). */
export async function allStories(workshop) {
  const page = await workshop.page(DESKTOP);
  await page.goto(storyUrl(workshop.base, 'footer--global'));
  await ready(page);
  const stories = await page.evaluate(async () => Object.values(await window.__STORYBOOK_PREVIEW__.extract())
    .map((s) => ({ id: s.id, title: s.title, name: s.name, viewport: s.storyGlobals?.viewport?.value ?? 'desktop' })));
  await page.close();
  return stories;
}

/** The sanitiser's chunk (DOMPurify) in the build, which the announcement waits for. */
const sanitizerChunk = () => `assets/${readdirSync(`${STATIC_DIR}/assets`).find((f) => /^purify\.es-.*\.js$/.test(f))}`;

/**
 * Once the sanitiser has loaded in the story's preview (a Page or a Frame, wherever the build is
 * served), and a task later: what waited for it has run.
 */
export const afterSanitizer = (story) => story.evaluate(async (path) => {
  await import(new URL(path, location.href).href);
  await new Promise((done) => { setTimeout(done); });
}, sanitizerChunk());
