// Screenshots of the header's account side, light and dark: every story of the surface, each
// with the menu it opens on load (settings and its views, wallet, orders, personal centres,
// logout, bell, download, the drawer's sections on a phone), plus what takes one more click.
import { shoot } from './lib.mjs';

const surface = 'header-account';
const clickButton = (name) => async (page) => { await page.getByRole('button', { name }).first().click(); };
/** The download QR code encodes the site's download page. */
const checkQr = async (page) => {
  const qr = page.locator('svg.xa-qr');
  const text = await qr.getAttribute('data-qr-text');
  const modules = ((await qr.locator('path').getAttribute('d')) ?? '').split('M').length - 1;
  if (!text?.endsWith('/mobileapp?pos=header') || modules < 100) throw new Error(`bad QR: ${text}, ${modules} modules`);
};

const STORIES = ['settings', 'language', 'fiat', 'wallet', 'orders', 'personal', 'tier-0', 'vip-5-weak', 'sub-account', 'logout',
  'bell', 'logged-out', 'us', 'japan', 'uae', 'uk-limit', 'australia', 'flags-off', 'arabic'];
const PHONE_STORIES = ['mobile', 'mobile-settings', 'mobile-language'];

const shots = [];
for (const theme of ['light', 'dark']) {
  const shot = (story, name, extra = {}) =>
    shots.push({ surface, story, theme, out: `screenshots/${surface}-${name}-${theme}.png`, ...extra });
  for (const story of STORIES) shot(story, story);
  for (const story of PHONE_STORIES) shot(story, story, { width: 390, height: 844 });
  shot('download', 'download', { before: checkQr });
  shot('language', 'turkish-modal', { before: clickButton('Türkçe') });
  shot('personal', 'copy-toast', { before: async (page) => {
    await clickButton('Copy UID')(page);
    await page.locator('[part="toast"].xa-shown').waitFor();
  } });
}
// one at a time: the machine is shared, and a menu opened under load can miss its timeout
let failed = 0;
for (const shot of shots) {
  try {
    console.log(await shoot(shot));
  } catch (e) {
    failed++;
    console.error(`${shot.out}: ${e.message.split('\n')[0]}`);
  }
}
if (failed) process.exit(1);
