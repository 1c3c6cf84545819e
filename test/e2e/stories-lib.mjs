// What the story tests share: a story page's state (data-story on its <html>, set by
// demo/src/stories-page.ts), the designers' page's frames, the announcement's sanitiser.
import { readdirSync } from 'node:fs';

export const WAIT = { timeout: 90_000 };

/** The story page (a Page or a Frame) is on show: its elements rendered, what it opens open. */
export const ready = (story) => story.locator('html[data-story="ready"]').waitFor({ state: 'attached', ...WAIT });

/** The frame of a story on the designers' page, by `surface/id` (attached before it loads). */
export async function frameOf(page, id) {
  const [surface, story] = id.split('/');
  const iframe = await page.locator(`#gallery section#${surface} iframe[data-src$="&story=${story}"]`).elementHandle(WAIT);
  return iframe.contentFrame();
}

/** Once every frame of the designers' page has settled, the stories not on show, with their page's note. */
export async function notShown(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('#gallery iframe')]
    .every((f) => ['ready', 'failed'].includes(f.contentDocument?.documentElement.dataset.story)), null, { polling: 250, timeout: 240_000 });
  return page.locator('#gallery iframe').evaluateAll((frames) => frames
    .filter((f) => f.contentDocument.documentElement.dataset.story !== 'ready')
    .map((f) => `${f.title}: ${f.contentDocument.querySelector('#root > p:last-child')?.textContent}`));
}

/**
 * Once the sanitiser (DOMPurify's chunk of dist/esm, which the announcement waits for) has
 * loaded in `story` (a Page or a Frame), and a task later: what waited for it has run.
 */
export const afterSanitizer = (story) => story.evaluate(async (url) => {
  await import(url);
  await new Promise((done) => { setTimeout(done); });
}, `/dist/esm/chunks/${readdirSync('dist/esm/chunks').find((f) => /^sanitizer-.*\.js$/.test(f))}`);
