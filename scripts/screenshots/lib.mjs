// Screenshots of stories in headless Chromium (scripts/chromium.mjs), against the demo server.
// `shoot()` starts the server and the browser on first use and closes them when idle.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../demo/server.mjs';
import { launchChromium } from '../chromium.mjs';

export const OUT_DIR = 'screenshots';

let running = null;
let idle = null;
let pending = 0;

async function start() {
  if (!existsSync('dist/esm/index.js')) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startServer({ port: 0 });
  const browser = await launchChromium();
  return { server, browser };
}

async function stop() {
  const r = await running;
  running = null;
  await r.browser.close();
  await r.server.close();
}

/** The URL of one story with the designers' controls as parameters. */
export function storyUrl(base, { surface, story, theme = 'light', width = 1440, params = {} }) {
  const q = new URLSearchParams({ surface, story, theme, width: String(width), ...params });
  return `${base.replace(/\/$/, '')}/stories.html?${q}`;
}

/**
 * Opens a story at a viewport width and theme, lets it settle, runs `before(page)` (clicks
 * to open menus…), and saves a full-page PNG. Returns the file's path.
 */
export async function shoot({ surface, story, theme = 'light', width = 1440, height = 900, params = {}, out, before, reducedMotion = true }) {
  clearTimeout(idle);
  pending++;
  running ??= start();
  const { server, browser } = await running;
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  try {
    await page.goto(storyUrl(server.url, { surface, story, theme, width, params }), { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    if (before) await before(page);
    const file = out ?? path.join(OUT_DIR, `${surface}-${story}-${theme}-${width}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } finally {
    await page.close();
    if (--pending === 0) idle = setTimeout(() => { void stop(); }, 1500);
  }
}
