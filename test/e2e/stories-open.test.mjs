// Stories that open a menu (issue 15, item 6): designers see every menu state, in both themes and
// at phone width, without hovering. Each story's play opens it through the header's own UI
// (demo/stories/openers.ts); these checks read the result in the workshop's static build as a
// visitor would see it: the button expanded, the panel's content shown, the theme's colours.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, openWorkshop, PHONE, ready, storyUrl } from './stories-lib.mjs';

let workshop;
before(async () => { workshop = await openWorkshop(); });
after(async () => { await workshop?.close(); });

const DRAWER_SECTION = '[part~="drawer"] .xa-section-head[aria-expanded="true"]';

/** The story alone in the preview, in `theme` (the toolbar's choice, in the URL). */
async function openStory(id, viewport, theme) {
  const page = await workshop.page({ viewport });
  await page.goto(storyUrl(workshop.base, id, { theme }));
  await ready(page);
  return page;
}

/** The relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
const luminance = (rgb) => {
  const [r, g, b] = rgb.match(/[\d.]+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** [story, viewport, theme, the expanded button, what the opened menu shows] */
const CASES = [
  ['header-account--settings', DESKTOP, 'light', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-settings [role="switch"]'],
  ['header-account--language', DESKTOP, 'dark', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-subview .xa-options [lang="zh-CN"]'],
  ['header-account--fiat', DESKTOP, 'light', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-fiats'],
  ['header-account--vip-5-weak', DESKTOP, 'dark', '[part~="personal-trigger"]', '[part~="personal-panel"] .xa-personal:has(.xa-trial):has(.xa-notice)'],
  ['header-account--bell', DESKTOP, 'dark', '[part~="bell-trigger"]', '[part~="bell-panel"] ex-reminder-panel [part~="message"]'],
  ['header--spot', DESKTOP, 'light', '[part~="nav-button"]', '[data-panel-frame="trade"]:not([hidden]) [part~="row"]'],
  ['header--pay-with', DESKTOP, 'dark', '[data-special="payWith"]', '[part~="pay-panel"] .xh-pay-list a'],
  ['header-account--us', DESKTOP, 'dark', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-settings'],
  // a desktop story at a phone's width (the toolbar's viewport): the same menu opens in the drawer
  ['header-account--personal', PHONE, 'light', DRAWER_SECTION, '[part~="drawer"] .xa-section-body > .xa-personal'],
  ['header-account--mobile-language', PHONE, 'dark', DRAWER_SECTION, '[part~="drawer"] .xa-subview .xa-options [lang="ar"]'],
  ['header--drawer-trade', PHONE, 'dark', DRAWER_SECTION, '[part~="drawer"] .xa-section-body a[href*="/trade/"]'],
];

describe('stories that open a menu', () => {
  for (const [id, viewport, theme, button, content] of CASES) {
    it(`${id} at ${viewport.width} px, ${theme}: the menu is open and shows its content`, async () => {
      const page = await openStory(id, viewport, theme);
      const header = page.locator('ex-header');
      assert.equal(await page.locator(`ex-header ${button}[aria-expanded="true"]`).count(), 1, `${button} expanded`);
      assert.ok(await page.locator(`ex-header ${content}`).first().isVisible(), `${content} shown`);
      assert.match(await header.getAttribute('class'), theme === 'dark' ? /\bex-dark\b/ : /\bex-light\b/);
      // the opened panel (or drawer) in the theme's colours: a dark background in dark, a light one in light
      const background = await page.locator(`ex-header ${content}`).first().evaluate((el) => {
        for (let node = el; node; node = node.parentElement ?? node.getRootNode().host) {
          const colour = getComputedStyle(node).backgroundColor;
          if (!/rgba\(.*, 0\)|transparent/.test(colour)) return colour;
        }
        return '';
      });
      assert.equal(luminance(background) < 0.5, theme === 'dark', `background ${background} in ${theme}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }

  it('the logout story shows the confirmation dialog, modal', async () => {
    const page = await openStory('header-account--logout', DESKTOP, 'light');
    assert.ok(await page.locator('ex-header dialog[part~="logout-dialog"]').evaluate((d) => d.open && d.matches(':modal')));
    await page.close();
  });

  it('dark and at phone width, the header stories open their menus in the drawer', async () => {
    for (const id of ['header-account--settings', 'header-account--wallet', 'header--spot', 'header--pay-with']) {
      const page = await openStory(id, PHONE, 'dark');
      assert.equal(await page.locator(`ex-header.ex-dark ${DRAWER_SECTION}`).count(), 1, `${id}: a drawer section open`);
      assert.deepEqual(page.errors, [], id);
      await page.close();
    }
  });
});
