// Issue 19's review set: the header with each menu open, the drawer, the footer and the
// reminder panel in Japanese, Arabic, German and Russian, to look for English left in the
// interface and for labels that wrap or overflow (German and Russian run longest, so their
// header is also shot at 1024 px). PNGs in screenshots/lang-*.png; the German and Arabic
// pictures of the docs are taken by docs-images.mjs.
import path from 'node:path';
import { footerSection, languageViews } from './gallery.mjs';
import { OUT_DIR, shoot } from './lib.mjs';

const LANGS = ['ja', 'ar', 'de', 'ru'];
const LONG = ['de', 'ru'];
const NAV_BUTTONS = 8; // the global edition's top menus, some of them folded into "More" at narrower widths
const PHONE = { width: 390, height: 844 };

const FOLDED = 'folded into the More menu at this width (shown there)';
/** Hovers the nth top menu (no story opens Earn, Community or More), unless it is folded into "More". */
const navMenu = (n) => async (page) => {
  const button = page.locator('[part="nav-button"]').nth(n);
  if (!(await button.isVisible())) throw new Error(FOLDED);
  await button.hover();
  await page.waitForTimeout(500);
};
/** The logged-in bar with a menu opened on load (demo/stories/openers.ts); at phone width, its drawer section. */
const opened = (open, extra = {}) => ({ name: `header-${open}${extra.width ? `-${extra.width}` : ''}`, surface: 'header-account', story: 'main', open, ...extra });

const views = (lang) => [
  ...languageViews(lang),
  ...Array.from({ length: NAV_BUTTONS }, (_, n) => ({ name: `header-menu-${n}`, surface: 'header', story: 'main', before: navMenu(n) })),
  ...['futures', 'pay-with', 'personal', 'wallet', 'orders', 'download', 'language', 'fiat', 'logout', 'bell'].map((open) => opened(open)),
  ...['personal', 'wallet', 'orders', 'settings', 'trade'].map((open) => opened(open, PHONE)),
  { name: 'footer-phone', surface: 'footer', story: 'global-mobile', ...PHONE, before: footerSection },
  ...(LONG.includes(lang) ? [
    { name: 'header-1024', surface: 'header', story: 'main', width: 1024 },
    opened('spot', { width: 1024 }),
    opened('settings', { width: 1024 }),
  ] : []),
].map(({ open, params, ...v }) => ({ ...v, params: { ...params, lang, ...(open && { open }) } }));

const only = process.argv[2];
let failed = 0;
for (const lang of LANGS.filter((l) => !only || l === only)) {
  for (const { name, caption, ...shot } of views(lang)) {
    const out = path.join(OUT_DIR, `lang-${lang}-${name}.png`);
    try {
      console.log(await shoot({ ...shot, out }));
    } catch (e) {
      if (!e.message.startsWith(FOLDED)) failed++;
      console.error(`${out}: ${e.message.split('\n')[0]}`);
    }
  }
}
if (failed) process.exit(1);
