// Screenshots of the header's account side, its menus clicked open (Playwright's CSS
// locators pierce open shadow roots): settings, personal centre, wallet, and more, light and dark.
import { shoot } from './lib.mjs';

const open = (part, then, how = 'click') => async (page) => {
  await page.locator(`[part="${part}-trigger"]`).first()[how]();
  await page.locator(`[part="${part}-panel"]`).first().waitFor();
  if (then) await then(page);
  await page.waitForTimeout(400); // data behind the menu (account mode, rates, QR)
};
const clickText = (text) => async (page) => { await page.getByRole('button', { name: text }).first().click(); };

const surface = 'header-account';
const shots = [];
for (const theme of ['light', 'dark']) {
  const shot = (story, name, before, extra = {}) =>
    shots.push(() => shoot({ surface, story, theme, height: 900, before, out: `screenshots/${surface}-${name}-${theme}.png`, ...extra }));
  shot('main', 'settings', open('settings'));
  shot('main', 'personal', open('personal'));
  shot('main', 'wallet', open('wallet'));
  shot('vip5-weak', 'personal-vip5-weak', open('personal'));
  shot('main', 'fiat', open('settings', clickText('Currency')));
  shot('main', 'language', open('settings', clickText('Language and region')));
  shot('main', 'turkish-modal', open('settings', async (page) => {
    await clickText('Language and region')(page);
    await page.getByRole('button', { name: 'Türkçe' }).click();
  }));
  shot('main', 'logout-dialog', open('personal', clickText('Log out')));
  shot('main', 'download', open('download', async (page) => {
    // a real QR code of the site's download page
    const qr = page.locator('svg.xa-qr');
    await qr.waitFor();
    const text = await qr.getAttribute('data-qr-text');
    const modules = ((await qr.locator('path').getAttribute('d')) ?? '').split('M').length - 1;
    if (!text?.endsWith('/mobileapp?pos=header') || modules < 100) throw new Error(`bad QR: ${text}, ${modules} modules`);
  }));
  shot('main', 'copy-toast', open('personal', async (page) => { await page.getByRole('button', { name: 'Copy UID' }).click(); }));
  shot('main', 'bell', open('bell', undefined, 'hover')); // a click goes to /reminder
  shot('logged-out', 'logged-out', undefined, { height: 200 });
  shot('us', 'us-settings', open('settings'));
  shot('arabic', 'arabic-personal', open('personal'));
  shot('mobile', 'mobile-drawer', async (page) => {
    await page.locator('[part="drawer-toggle"]').click();
    await page.getByRole('button', { name: 'Wallet' }).last().click();
    await page.waitForTimeout(300);
  }, { width: 375, height: 900 });
}
// one at a time: the machine is shared, and a menu opened under load can miss its timeout
for (const take of shots) console.log(await take());
