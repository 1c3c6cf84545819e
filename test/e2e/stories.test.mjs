// Every story of the workshop as a test (issue 33): each one alone in the static build's preview
// at its own viewport, with no console error, no axe violation, and what its play opened open,
// as a visitor would see it (expanded button, content shown). Axe is the a11y addon's own run
// (the Accessibility panel's). The count is printed.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { a11yViolations, allStories, DESKTOP, openWorkshop, PHONE, ready, storyUrl } from './stories-lib.mjs';

/** Pages at work at once (one browser context: the build's files are fetched once). */
const AT_ONCE = 3;
const DRAWER_SECTION = '[part~="drawer"] .xa-section-head[aria-expanded="true"]';
const DRAWER_OPEN = ['[part~="drawer-toggle"][aria-expanded="true"]', '[part~="drawer"] .xh-drawer-body'];
const NAV_OPEN = '[part~="nav-button"][aria-expanded="true"]';

/** An account menu: the bar's button expanded and its panel's content, else the drawer's section. */
const account = (menu, content) => ({
  wide: [`[part~="${menu}-trigger"][aria-expanded="true"]`, `[part~="${menu}-panel"] ${content}`],
  narrow: [DRAWER_SECTION, `[part~="drawer"] ${content}`],
});
const drawerLink = (href) => [DRAWER_SECTION, `[part~="drawer"] .xa-section-body a[href*="${href}"]`];

/** What each opener of demo/stories/openers.ts leaves open: at desktop width (wide) and on a phone (narrow). */
const OPENED = {
  settings: account('settings', '.xa-settings'),
  language: account('settings', '.xa-subview .xa-options [lang]'),
  fiat: account('settings', '.xa-subview .xa-fiats'),
  wallet: account('wallet', '.xa-groups'),
  orders: account('orders', '.xa-links'),
  personal: account('personal', '.xa-personal'),
  logout: { wide: ['dialog[part~="logout-dialog"][open]'] },
  bell: { wide: ['[part~="bell-panel"] ex-reminder-panel [part~="message"]'] },
  download: { wide: ['[part~="download-trigger"][aria-expanded="true"]', '[part~="download-panel"] .xa-download'], narrow: DRAWER_OPEN },
  trade: { wide: [NAV_OPEN, '[data-panel="trade"]'], narrow: drawerLink('/trade/') },
  spot: { wide: [NAV_OPEN, '[data-panel-frame="trade"]:not([hidden]) [part~="row"]'], narrow: drawerLink('/trade/') },
  futures: { wide: [NAV_OPEN, '[data-panel-frame="futures"]:not([hidden]) [part~="row"]'], narrow: drawerLink('/futures/USDT/') },
  'pay-with': { wide: ['[data-special="payWith"][aria-expanded="true"]', '[part~="pay-panel"] .xh-pay-list a'], narrow: drawerLink('/crypto/buy-') },
  drawer: { narrow: DRAWER_OPEN },
};

let workshop;
before(async () => { workshop = await openWorkshop(); });
after(async () => { await workshop?.close(); });

/** What is wrong with the opened state of the story on `page` ('' when all is open and shown). */
async function notOpened(page, narrow) {
  const opener = await page.evaluate(() => document.documentElement.dataset.opens);
  if (!opener) return '';
  const expected = OPENED[opener]?.[narrow ? 'narrow' : 'wide'];
  if (!expected) return `no expectation for opener ${opener} at this width`;
  const missing = [];
  for (const selector of expected) {
    const shown = await page.locator(`#storybook-root ${selector}`).first().isVisible();
    if (!shown) missing.push(selector);
  }
  return missing.length ? `${opener}: not shown: ${missing.join(', ')}` : '';
}

it('every story renders on its own page with no console error and no axe violation; what it opens is open', async (t) => {
  const stories = await allStories(workshop);
  assert.ok(stories.length >= 110, `${stories.length} stories`);
  const context = await workshop.browser.newContext();
  const problems = [];
  let opened = 0;
  const queue = [...stories];
  const worker = async () => {
    const page = await workshop.page(DESKTOP, context);
    for (let story = queue.shift(); story; story = queue.shift()) {
      const narrow = story.viewport === 'phone';
      await page.setViewportSize(narrow ? PHONE : DESKTOP);
      page.errors = [];
      try {
        await page.goto(storyUrl(workshop.base, story.id));
        await ready(page);
        const wrong = await notOpened(page, narrow);
        if (wrong) problems.push(`${story.id}: ${wrong}`);
        else if (await page.evaluate(() => document.documentElement.dataset.opens)) opened += 1;
        for (const violation of await a11yViolations(page)) problems.push(`${story.id}: axe ${violation}`);
      } catch (error) {
        problems.push(`${story.id}: ${error.message.split('\n')[0]}`);
      }
      for (const error of page.errors) problems.push(`${story.id}: console ${error}`);
      if (process.env.EX_PROGRESS) console.error(story.id, problems.length);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await context.close();
  t.diagnostic(`${stories.length} stories rendered, ${opened} opened by their play; ${problems.length} problems`);
  assert.deepEqual(problems, []);
});
