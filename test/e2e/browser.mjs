// Shared set-up of the end-to-end tests: the demo server on a free port and the project's Chromium.
import { startServer } from '../../demo/server.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';

export async function openDemo() {
  const server = await startServer({ port: 0 });
  const browser = await launchChromium();
  return {
    url: (path) => `${server.url.replace(/\/$/, '')}${path}`,
    /** a page that records uncaught errors and console errors */
    async page(options = {}) {
      const page = await browser.newPage(options);
      page.errors = [];
      // EX_STACKS=1 prints each uncaught page error's stack (dist/ has source maps)
      page.on('pageerror', (e) => { page.errors.push(e.message); if (process.env.EX_STACKS) console.log('PAGEERROR', e.stack); });
      // fault stories make the mock answer 500 on purpose: a failed load is not a page error
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) page.errors.push(m.text());
      });
      return page;
    },
    async close() { await browser.close(); await server.close(); },
  };
}
