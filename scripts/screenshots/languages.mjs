// Issue 19's review set: the header with each menu open, the drawer, the footer and the
// reminder panel in Japanese, Arabic, German and Russian, to look for English left in the
// interface and for labels that wrap or overflow (German and Russian run longest, so their
// header is also shot at 1024 px). PNGs in screenshots/lang-*.png; the German and Arabic
// pictures of the docs are taken by docs-images.mjs.
import path from 'node:path';
import { accountMenu, drawer, footerSection, languageViews, tradeMenu } from './gallery.mjs';
import { OUT_DIR, shoot } from './lib.mjs';

const LANGS = ['ja', 'ar', 'de', 'ru'];
const LONG = ['de', 'ru'];
const NAV_BUTTONS = 8; // the global edition's top menus, some of them folded into "More" at narrower widths

/** Hovers the nth top menu, unless it is folded into "More" at this width. */
const navMenu = (n) => async (page) => {
  const button = page.locator('[part="nav-button"]').nth(n);
  if (!(await button.isVisible())) throw new Error('folded into the More menu at this width (shown there)');
  await button.hover();
  await page.waitForTimeout(500);
};
const settingsView = (row) => async (page) => {
  await accountMenu('settings')(page);
  await page.locator(`.xa-settings > ${row}`).click();
  await page.waitForTimeout(400);
};
const bell = async (page) => {
  await page.locator('[part="bell-trigger"]').hover();
  await page.locator('[part="bell-panel"] [part="message"]').first().waitFor();
};
/** The drawer with one of its folding sections open: the account's, then the menus' (.xh-sections). */
const drawerSection = (among, n) => async (page) => {
  await drawer(page);
  await page.locator(`[part="drawer"] ${among}`).nth(n).click();
  await page.waitForTimeout(400);
};

const views = (lang) => [
  ...languageViews(lang),
  ...Array.from({ length: NAV_BUTTONS }, (_, n) => ({ name: `header-menu-${n}`, surface: 'header', story: 'main', before: navMenu(n) })),
  ...['personal', 'wallet', 'orders', 'download'].map((menu) => ({ name: `header-${menu}`, surface: 'header-account', story: 'main', before: accountMenu(menu) })),
  { name: 'header-language', surface: 'header-account', story: 'main', before: settingsView('fieldset + .xa-nav-row') },
  { name: 'header-fiat', surface: 'header-account', story: 'main', before: settingsView('.xa-switch-row + .xa-nav-row') },
  { name: 'header-bell', surface: 'header-account', story: 'main', before: bell },
  ...[0, 1, 2, 3].map((n) => ({ name: `header-drawer-section-${n}`, surface: 'header', story: 'mobile', width: 390, height: 844, before: drawerSection('.xa-section-head', n) })),
  { name: 'header-drawer-trade', surface: 'header', story: 'mobile', width: 390, height: 844, before: drawerSection('.xh-sections .xa-section-head', 1) },
  { name: 'footer-phone', surface: 'footer', story: 'global-mobile', width: 390, before: footerSection },
  ...(LONG.includes(lang) ? [
    { name: 'header-1024', surface: 'header', story: 'main', width: 1024 },
    { name: 'header-1024-trade', surface: 'header', story: 'main', width: 1024, before: tradeMenu },
    { name: 'header-1024-settings', surface: 'header-account', story: 'main', width: 1024, before: accountMenu('settings') },
  ] : []),
].map((v) => ({ ...v, params: { lang } }));

const only = process.argv[2];
for (const lang of LANGS.filter((l) => !only || l === only)) {
  for (const { name, caption, ...shot } of views(lang)) {
    const out = path.join(OUT_DIR, `lang-${lang}-${name}.png`);
    try {
      console.log(await shoot({ ...shot, out }));
    } catch (e) {
      console.error(`${out}: ${e.message.split('\n')[0]}`);
    }
  }
}
