// Drives every element of all-elements.html through its main states (hardening tests: the
// strict-CSP page, the hostile pages). Each step waits for what it expects on screen.
import { shows } from './hardening-lib.mjs';

const click = (page, selector, options) => page.locator(selector, options).first().click();

/** One step per element, in the order they are driven. */
export const STEPS = {
  async 'ex-announcement-bar'(page) {
    await shows(page, 'ex-announcement-bar [part=content] a[href]'); // server HTML, sanitised
  },
  async 'ex-reminder-panel'(page) {
    await shows(page, 'ex-reminder-panel [part=message] b');
    await click(page, 'ex-reminder-panel [role=tab]', { hasText: 'Trading' });
    await shows(page, 'ex-reminder-panel [part=message]:has-text("Order filled")');
  },
  async 'ex-market-dropdown'(page) {
    await page.locator('ex-market-dropdown').scrollIntoViewIfNeeded(); // it loads once in view
    await shows(page, 'ex-market-dropdown [part~=row]');
    await click(page, 'ex-market-dropdown [role=tab]', { hasText: 'USDC' });
    await shows(page, 'ex-market-dropdown [part~=row]:has-text("/USDC")');
    await page.locator('ex-market-dropdown [part=search] input').fill('eth');
    await shows(page, 'ex-market-dropdown [part~=row]:has-text("ETH/")');
  },
  async 'ex-market-search'(page) {
    await page.locator('ex-market-search').scrollIntoViewIfNeeded();
    await shows(page, 'ex-market-search [part~=row]');
    await click(page, 'ex-market-search [part~=tabs-main] [role=tab]', { hasText: 'Futures' });
    await shows(page, 'ex-market-search [part~=row]:has-text("USDT")');
    await page.locator('ex-market-search [part=search] input').fill('btc');
    await shows(page, 'ex-market-search [part~=row]:has-text("BTC")');
  },
  async 'ex-alpha-list'(page) {
    await shows(page, 'ex-alpha-list [part=row]');
    await click(page, 'ex-alpha-list [part=side-menu] button', { hasText: 'Solana' });
    await shows(page, 'ex-alpha-list [part=row]');
    await page.locator('ex-alpha-list [part=search]').fill('PEPE');
    await shows(page, 'ex-alpha-list [part=row]:has-text("PEPE")');
    await page.locator('ex-alpha-list [part=search]').fill('');
  },
  async 'ex-search-modal'(page) {
    await click(page, 'ex-search-modal [part=trigger]');
    await shows(page, 'ex-search-modal [part=dialog]');
    await page.locator('ex-search-modal [part=input]').fill('btc');
    await shows(page, 'ex-search-modal [part=option]');
    await page.keyboard.press('Escape');
    await page.locator('ex-search-modal [part=dialog]').waitFor({ state: 'hidden'});
  },
  async 'ex-footer'(page) {
    await shows(page, 'ex-footer [part=section] a[href]');
    await shows(page, 'ex-footer [part=social] a[href]');
  },
  async 'ex-cookie-notice'(page) {
    await click(page, 'ex-cookie-notice [part=accept]');
    await page.locator('ex-cookie-notice [part=notice]').waitFor({ state: 'detached'});
  },
  async 'ex-app-banner'(page) {
    await click(page, 'ex-app-banner [part=close]');
    await page.locator('ex-app-banner [part=banner]').waitFor({ state: 'detached'});
  },
  async 'ex-header'(page) {
    // every top menu opens and closes
    const menus = page.locator('ex-header [part=nav-button]:visible');
    for (let i = 0; i < await menus.count(); i++) {
      await menus.nth(i).click();
      await shows(page, 'ex-header [part=dropdown]:visible');
      await page.keyboard.press('Escape');
    }
    // every account dropdown opens
    for (const name of ['wallet', 'orders', 'personal', 'bell', 'download', 'settings']) {
      await click(page, `ex-header [part=${name}-trigger]`);
      await shows(page, `ex-header [part=${name}-panel]:visible`);
      await page.keyboard.press('Escape');
    }
    await click(page, 'ex-header [part=theme-toggle]');
    await shows(page, 'ex-footer.ex-dark');
  },
};

/** Drives the elements (all by default) through their steps. */
export async function exercise(page, tags = Object.keys(STEPS)) {
  for (const tag of tags) {
    try {
      await STEPS[tag](page);
    } catch (error) {
      error.message = `${tag}: ${error.message}`;
      throw error;
    }
  }
}

/** Every element shows its content (the market lists load once scrolled into view). */
export async function showsAll(page) {
  for (const selector of ['ex-header [part=nav]', 'ex-announcement-bar [part=bar]', 'ex-reminder-panel [part=message]',
    'ex-alpha-list [part=row]', 'ex-search-modal [part=trigger]', 'ex-footer [part=footer] a', 'ex-cookie-notice [part=notice]',
    'ex-app-banner [part=banner]', 'ex-market-dropdown [part~=row]', 'ex-market-search [part~=row]']) {
    await page.locator(selector.split(' ')[0]).scrollIntoViewIfNeeded();
    await shows(page, selector);
  }
}
