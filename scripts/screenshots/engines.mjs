// The realistic page in every engine this machine has (DESIGN.md §3f), at 1440 and 390 px,
// server-rendered, once its elements show their content: screenshots/engines-<engine>-<width>.png,
// to compare side by side (the README names the differences that remain).
import { startServer } from '../../demo/server.mjs';
import { until } from '../../test/e2e/browser.mjs';
import { ENGINE_NAMES, openEngine } from '../../test/e2e/engines.mjs';
import { OUT_DIR } from './lib.mjs';

/** In the page: whether the header and the footer show their content, the footer as its
 * accordion on a phone (once hydrated: the server guessed a desktop from the User-Agent). */
function shown() {
  const inside = (tag, selector) => document.querySelector(tag)?.shadowRoot?.querySelector(selector);
  const footer = innerWidth < 768 ? '[part=footer] details' : '[part=footer] a';
  return Boolean(inside('ex-header', '[part=actions]') && inside('ex-footer', footer) && document.fonts.status === 'loaded');
}

const demo = await startServer({ port: 0 });
try {
  for (const name of ENGINE_NAMES) {
    const browser = await openEngine(name);
    try {
      for (const [width, height] of [[1440, 900], [390, 844]]) {
        await browser.size(width, height);
        await browser.goto(`${demo.url}/realistic.html`);
        await until(() => browser.run(shown), `${name}: the realistic page's elements show their content`);
        const file = `${OUT_DIR}/engines-${name.toLowerCase()}-${width}.png`;
        await browser.screenshot(file);
        console.log(file);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await demo.close();
}
