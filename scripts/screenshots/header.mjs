// Screenshots of <ex-header> (issue 4): desktop 1440 and 1024, phone 390, light and dark, with
// the menus, market panels, the pay-with panel and the drawer open: the stories open them on
// load, or the `open` parameter (demo/stories/openers.ts); the menus no opener names are hovered.
// `node scripts/screenshots/header.mjs` after `npm run build`; PNGs in screenshots/header-*.png.
import path from 'node:path';
import { OUT_DIR, shoot } from './lib.mjs';

const hover = (name) => async (page) => {
  await page.getByRole('button', { name, exact: true }).first().hover();
  await page.waitForTimeout(250);
};
const typeFiat = async (page) => {
  await page.getByRole('searchbox').fill('u');
  await page.waitForTimeout(400);
};

const SHOTS = [
  { story: 'main', name: 'closed' },
  { story: 'spot', name: 'trade-spot-panel', widths: [1440] },
  { story: 'futures', name: 'futures-panel' },
  { story: 'pay-with', name: 'pay-with', widths: [1440], before: typeFiat },
  { story: 'main', name: 'more', before: hover('More') },
  { story: 'main', name: 'community', widths: [1440], before: hover('Community') },
  { story: 'main', name: 'more-overflow', widths: [1024], before: hover('More') },
  { story: 'logged-out', name: 'closed' },
  { story: 'remote-menu', name: 'trade', widths: [1440], before: hover('Trade') },
  { story: 'remote-menu', name: 'derivatives', widths: [1440], before: hover('Futures') },
  { story: 'turkey', name: 'trade', before: hover('Trade') },
  { story: 'us', name: 'closed' },
  { story: 'testnet', name: 'derivatives', before: hover('Futures') },
  { story: 'arabic', name: 'trade', open: 'trade' },
  { story: 'mobile', name: 'closed', widths: [390] },
  { story: 'drawer', name: 'drawer', widths: [390] },
  { story: 'drawer-trade', name: 'drawer-trade', widths: [390] },
  { story: 'mobile-logged-out', name: 'drawer', widths: [390] },
];

const only = process.argv[2];
let failed = 0;
for (const shot of SHOTS.filter((s) => !only || s.story.includes(only) || s.name.includes(only))) {
  for (const width of shot.widths ?? [1440, 1024]) {
    for (const theme of ['light', 'dark']) {
      const out = path.join(OUT_DIR, `header-${shot.story}-${shot.name}-${width}-${theme}.png`);
      const params = shot.open ? { open: shot.open } : {};
      try {
        await shoot({ surface: 'header', story: shot.story, theme, width, height: width === 390 ? 844 : 900, params, before: shot.before, out });
        console.log(out);
      } catch (e) {
        failed++;
        console.error(`${out}: ${e.message.split('\n')[0]}`);
      }
    }
  }
}
if (failed) process.exit(1);
