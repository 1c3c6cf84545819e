// Stories that open a menu on load (issue 15, item 6): designers see every menu state side
// by side, in both themes and at phone width, without hovering. The story page opens them
// through the header's own UI (demo/src/openers.ts); these checks read the result as a
// visitor would see it: the button expanded, the panel's content shown, the theme's colours.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDemo } from './browser.mjs';
import { frameOf, notShown, ready, WAIT } from './stories-lib.mjs';

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const DRAWER_SECTION = '[part~="drawer"] .xa-section-head[aria-expanded="true"]';

/** A story's URL, `open` on top when given. */
const url = (id, theme, open) => {
  const [surface, story] = id.split('/');
  return `/stories.html?${new URLSearchParams({ surface, story, theme, ...(open && { open }) })}`;
};

/** The relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
const luminance = (rgb) => {
  const [r, g, b] = rgb.match(/[\d.]+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** [story, viewport, theme, the expanded button, what the opened menu shows, ?open= when the story has none] */
const CASES = [
  ['header-account/settings', DESKTOP, 'light', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-settings [role="switch"]'],
  ['header-account/language', DESKTOP, 'dark', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-subview .xa-options [lang="zh"]'],
  ['header-account/fiat', DESKTOP, 'light', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-fiats'],
  ['header-account/vip5-weak', DESKTOP, 'dark', '[part~="personal-trigger"]', '[part~="personal-panel"] .xa-personal:has(.xa-trial):has(.xa-notice)'],
  ['header-account/bell', DESKTOP, 'dark', '[part~="bell-trigger"]', '[part~="bell-panel"] ex-reminder-panel [part~="message"]'],
  ['header/spot', DESKTOP, 'light', '[part~="nav-button"]', '[data-panel-frame="trade"]:not([hidden]) [part~="row"]'],
  ['header/pay-with', DESKTOP, 'dark', '[data-special="payWith"]', '[part~="pay-panel"] .xh-pay-list a'],
  ['header/us', DESKTOP, 'dark', '[part~="settings-trigger"]', '[part~="settings-panel"] .xa-settings', 'settings'],
  ['header-account/personal', PHONE, 'light', DRAWER_SECTION, '[part~="drawer"] .xa-section-body > .xa-personal'],
  ['header-account/mobile-language', PHONE, 'dark', DRAWER_SECTION, '[part~="drawer"] .xa-subview .xa-options [lang="ar"]'],
  ['header/drawer-trade', PHONE, 'dark', DRAWER_SECTION, '[part~="drawer"] .xa-section-body a[href*="/trade/"]'],
];

describe('stories that open a menu', () => {
  for (const [id, viewport, theme, button, content, open] of CASES) {
    it(`${id}${open ? ` ?open=${open}` : ''} at ${viewport.width} px, ${theme}: the menu is open and shows its content`, async () => {
      const page = await demo.page({ viewport });
      await page.goto(demo.url(url(id, theme, open)));
      await ready(page);
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
    const page = await demo.page({ viewport: DESKTOP });
    await page.goto(demo.url(url('header-account/logout', 'light')));
    await ready(page);
    assert.ok(await page.locator('ex-header dialog[part~="logout-dialog"]').evaluate((d) => d.open && d.matches(':modal')));
    await page.close();
  });

  it("on the designers' page, dark and at phone width, every header story is on show, its menus in the drawer", async () => {
    const page = await demo.page({ viewport: { width: 1600, height: 1000 } });
    await page.goto(demo.url('/?theme=dark&width=375'));
    assert.deepEqual(await notShown(page), []);
    for (const id of ['header-account/settings', 'header-account/wallet', 'header/spot', 'header/pay-with']) {
      const frame = await frameOf(page, id);
      await ready(frame);
      assert.equal(await frame.locator(`ex-header.ex-dark ${DRAWER_SECTION}`).count(), 1, `${id}: a drawer section open`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
