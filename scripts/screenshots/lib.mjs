// Screenshots of the workshop's stories in headless Chromium (scripts/chromium.mjs), from the
// static Storybook build the demo server serves.
// `shoot()` starts the server and the browser on first use and closes them when idle.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../demo/server.mjs';
import { launchChromium } from '../chromium.mjs';

export const OUT_DIR = 'screenshots';

// The Chromium that npm installs (@sparticuz/chromium) reads only the fonts it unpacks into
// /tmp/fonts, which have no CJK or Arabic glyphs: point fontconfig at the system's instead.
if (existsSync('/etc/fonts/fonts.conf')) process.env.FONTCONFIG_PATH ??= '/etc/fonts';

// Debian's fonts-noto-cjk and fonts-noto-core: without them Japanese, Chinese, Korean and
// Arabic pages would be shot as empty boxes.
const FONTS = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'];

function checkFonts() {
  if (FONTS.every((f) => existsSync(f))) return;
  console.error('npm run screenshots needs CJK and Arabic fonts: apt-get update && apt-get install -y fonts-noto-cjk fonts-noto-core');
  process.exit(1);
}

let running = null;
let idle = null;
let pending = 0;

async function start() {
  if (!existsSync('dist/esm/index.js')) throw new Error('dist/ is missing: run `npm run build` first');
  if (!existsSync('storybook-static/index.json')) throw new Error('storybook-static/ is missing: run `npm run build-storybook` first');
  checkFonts();
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

/**
 * The URL of one story in the workshop's preview (the static Storybook build the demo server
 * serves under /storybook/), the toolbar's choices as its globals: theme, `lang`, `login` ('0':
 * logged out) and `open` (a menu the story does not open itself: demo/stories/openers.ts).
 */
export function storyUrl(base, { surface, story, theme = 'light', params = {} }) {
  const { login, ...rest } = params;
  const globals = { theme, ...rest, ...(login === '0' && { login: 'out' }) };
  const q = new URLSearchParams({ id: `${surface}--${story}`, viewMode: 'story', globals: Object.entries(globals).map(([k, v]) => `${k}:${v}`).join(';') });
  return `${base.replace(/\/$/, '')}/storybook/iframe.html?${q}`;
}

/**
 * The box the story paints, in page coordinates: the union of every visible element's box
 * inside the story's root and the elements' shadow roots, open menus and dialogs included. Hosts are left
 * out (a block host spans the page even when its panel is 400 px wide), and each box is cut to
 * its clipping ancestors, so rows a list renders out of view do not stretch the picture.
 */
function paintedBox() {
  const up = (el) => el.parentElement ?? el.getRootNode().host;
  const clipped = (el) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let a = el; a && getComputedStyle(a).position !== 'fixed'; a = up(a)) {
      const parent = up(a);
      if (!parent || getComputedStyle(parent).overflow === 'visible') continue;
      const c = parent.getBoundingClientRect();
      left = Math.max(left, c.left); top = Math.max(top, c.top); right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
    }
    return { left, top, right, bottom };
  };
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  const walk = (node) => {
    for (const el of node.children) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.shadowRoot) walk(el.shadowRoot);
      else {
        const r = clipped(el);
        if (r.right > r.left && r.bottom > r.top) {
          box.left = Math.min(box.left, r.left); box.top = Math.min(box.top, r.top);
          box.right = Math.max(box.right, r.right); box.bottom = Math.max(box.bottom, r.bottom);
        }
      }
      walk(el);
    }
  };
  walk(document.getElementById('storybook-root'));
  const page = document.documentElement;
  return { ...box, x: scrollX, y: scrollY, pageWidth: page.scrollWidth, pageHeight: Math.max(page.scrollHeight, innerHeight) };
}

/** The painted box with a margin of page around it, as a screenshot clip. */
async function paintedClip(page, margin = 12) {
  // a view that loads on demand may still be on its way on a busy machine
  let b = await page.evaluate(paintedBox);
  for (let tries = 0; !Number.isFinite(b.left) && tries < 40; tries++) {
    await page.waitForTimeout(250);
    b = await page.evaluate(paintedBox);
  }
  if (!Number.isFinite(b.left)) throw new Error('the story painted nothing');
  const x = Math.max(0, Math.floor(b.left + b.x) - margin);
  const y = Math.max(0, Math.floor(b.top + b.y) - margin);
  const right = Math.min(b.pageWidth, Math.ceil(b.right + b.x) + margin);
  const bottom = Math.min(b.pageHeight, Math.ceil(b.bottom + b.y) + margin);
  return { x, y, width: right - x, height: bottom - y, scale: 1 };
}

/**
 * Opens a story at a viewport width and theme (`params` adds the designers' other controls:
 * `lang`, `login`, and `open` for a header menu the story does not open itself), waits until
 * it is on show, runs `before(page)` (clicks and typing no story does), and saves `out`: a full-page PNG, or, for a `.webp` path, the box the story
 * paints as a lossy WebP that Chromium encodes itself (small enough to keep in docs/).
 * Returns the file's path.
 */
export async function shoot(options) {
  // a second try: on a busy machine a hover panel can close, or a click miss, before the shot
  try {
    return await shootOnce(options);
  } catch {
    return shootOnce(options);
  }
}

async function shootOnce({ surface, story, theme = 'light', width = 1440, height = 900, params = {}, out, before, reducedMotion = true }) {
  clearTimeout(idle);
  pending++;
  running ??= start().catch((e) => { console.error(e.message); process.exit(1); }); // no shot can be taken
  const { server, browser } = await running;
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  try {
    await page.goto(storyUrl(server.url, { surface, story, theme, params }), { waitUntil: 'networkidle' });
    // the story says when it is on show: elements rendered, what it opens open (else Storybook shows its error)
    await page.waitForSelector('html[data-story="ready"], body.sb-show-errordisplay', { state: 'attached' });
    if (await page.locator('body.sb-show-errordisplay').count()) throw new Error(await page.locator('#error-message').innerText());
    await page.waitForTimeout(300); // the last answers drawn
    if (before) await before(page);
    const file = out ?? path.join(OUT_DIR, `${surface}-${story}-${theme}-${width}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    if (file.endsWith('.webp')) {
      // Playwright writes PNG and JPEG only; the DevTools protocol's capture also encodes WebP
      const cdp = await page.context().newCDPSession(page);
      const clip = await paintedClip(page);
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'webp', quality: 80, clip, captureBeyondViewport: true });
      writeFileSync(file, Buffer.from(data, 'base64'));
    } else {
      await page.screenshot({ path: file, fullPage: true });
    }
    return file;
  } finally {
    await page.close();
    if (--pending === 0) idle = setTimeout(() => { void stop(); }, 1500);
  }
}
