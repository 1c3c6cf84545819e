// Screenshots of the market dropdowns and the header search panel, light and dark.
import { shoot } from './lib.mjs';

const surface = 'markets';
const height = 720;
const inList = (selector) => `ex-market-dropdown >> ${selector}`;
/** types into the first market search box on the page */
const type = (text, host = 'ex-market-dropdown') => async (page) => {
  await page.locator(`${host} input`).fill(text);
  await page.waitForTimeout(200);
};

const shots = [];
for (const theme of ['light', 'dark']) {
  for (const story of ['spot', 'futures', 'options', 'pilot', 'pre-market', 'memebox', 'search', 'empty', 'failed']) {
    shots.push(shoot({ surface, story, theme, height }));
  }
  shots.push(shoot({ surface, story: 'mobile', theme, width: 375, height }));
  shots.push(shoot({ surface, story: 'loading', theme, height, before: (page) => page.waitForTimeout(100) }));
}
shots.push(shoot({ surface, story: 'arabic', height }));
shots.push(shoot({ surface, story: 'search', height, out: 'screenshots/markets-search-typed-btc.png', before: type('btc', 'ex-market-search') }));
shots.push(shoot({ surface, story: 'spot', height, out: 'screenshots/markets-spot-no-match.png', before: type('zzzz') }));
shots.push(shoot({
  surface, story: 'spot', height, out: 'screenshots/markets-spot-scrolled-keyboard.png',
  before: async (page) => {
    await page.locator(inList('[role="listbox"]')).evaluate((el) => { el.scrollTop = 600; });
    await page.locator(inList('input')).focus();
    await page.keyboard.type('eth');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
  },
}));
shots.push(shoot({
  surface, story: 'spot', height, out: 'screenshots/markets-spot-view-all.png',
  before: async (page) => {
    await page.locator(inList('[role="listbox"]')).evaluate((el) => { el.scrollTop = 600; });
    await page.waitForTimeout(300);
  },
}));
shots.push(shoot({
  surface, story: 'futures', height, out: 'screenshots/markets-futures-delivery.png',
  before: async (page) => {
    await page.locator(inList('[role="tab"]:has-text("Delivery")')).click();
    await page.waitForTimeout(500);
  },
}));
for (const file of await Promise.all(shots)) console.log(file);
