// Screenshots of <ex-header> (issue 4): desktop 1440 and 1024, phone 375, light and dark,
// with the menus, hover panels, the pay-with panel and the drawer opened the way a visitor
// opens them. `node scripts/screenshots/header.mjs` after `npm run build`; PNGs in screenshots/header-*.png.
import path from 'node:path';
import { OUT_DIR, shoot } from './lib.mjs';

const hover = (name) => async (page) => {
  await page.getByRole('button', { name, exact: true }).first().hover();
  await page.waitForTimeout(250);
};
const openPanel = (menu, row) => async (page) => {
  await hover(menu)(page);
  await page.getByRole('menuitem', { name: row }).first().hover();
  await page.waitForTimeout(1200);
};
const payWith = async (page) => {
  await page.getByRole('button', { name: 'Buy Crypto', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Pay with/ }).click();
  await page.getByRole('searchbox').fill('u');
  await page.waitForTimeout(400);
};
const drawer = async (page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Trade', exact: true }).last().click();
  await page.waitForTimeout(200);
};

const SHOTS = [
  { story: 'main', name: 'closed' },
  { story: 'main', name: 'trade-spot-panel', widths: [1440], before: openPanel('Trade', /^Spot/) },
  { story: 'main', name: 'futures-panel', before: openPanel('Futures', /^USDT-M Futures/) },
  { story: 'main', name: 'pay-with', widths: [1440], before: payWith },
  { story: 'main', name: 'more', before: hover('More') },
  { story: 'main', name: 'community', widths: [1440], before: hover('Community') },
  { story: 'main', name: 'more-overflow', widths: [1024], before: hover('More') },
  { story: 'logged-out', name: 'closed' },
  { story: 'remote-menu', name: 'trade', widths: [1440], before: hover('Trade') },
  { story: 'remote-menu', name: 'derivatives', widths: [1440], before: hover('Futures') },
  { story: 'turkey', name: 'trade', before: hover('Trade') },
  { story: 'us', name: 'closed' },
  { story: 'testnet', name: 'derivatives', before: hover('Futures') },
  { story: 'arabic', name: 'trade', before: hover('تداول') },
  { story: 'mobile', name: 'closed', widths: [375] },
  { story: 'mobile', name: 'drawer', widths: [375], before: drawer },
  { story: 'mobile-logged-out', name: 'closed', widths: [375] },
  { story: 'mobile-logged-out', name: 'drawer', widths: [375], before: drawer },
];

const only = process.argv[2];
for (const shot of SHOTS.filter((s) => !only || s.story.includes(only) || s.name.includes(only))) {
  for (const width of shot.widths ?? [1440, 1024]) {
    for (const theme of ['light', 'dark']) {
      const out = path.join(OUT_DIR, `header-${shot.story}-${shot.name}-${width}-${theme}.png`);
      try {
        await shoot({ surface: 'header', story: shot.story, theme, width, before: shot.before, out });
        console.log(out);
      } catch (e) {
        console.error(`${out}: ${e.message.split('\n')[0]}`);
      }
    }
  }
}
