// Screenshots of the reminder panel, the Alpha token list and the search modal, light and dark.
import { shoot } from './lib.mjs';

const settle = (ms) => (page) => page.waitForTimeout(ms);
/** Opens the built-in search and types a keyword. */
const search = (keyword) => async (page) => {
  await page.locator('ex-search-modal .trigger').click();
  await page.locator('ex-search-modal input[role="combobox"]').fill(keyword);
  await page.waitForSelector('ex-search-modal [role="option"]');
  await page.waitForTimeout(300);
};
/** Types into the Alpha list's search box and waits out the 1000 ms debounce. */
const alphaSearch = (keyword) => async (page) => {
  await page.locator('ex-alpha-list input[type="search"]').fill(keyword);
  await page.waitForTimeout(1600);
};

const shots = [];
for (const theme of ['light', 'dark']) {
  shots.push(() => shoot({ surface: 'reminders', story: 'messages', theme, height: 520, before: settle(300) }));
  shots.push(() => shoot({ surface: 'reminders', story: 'empty', theme, height: 520 }));
  shots.push(() => shoot({ surface: 'reminders', story: 'failed', theme, height: 520 }));
  shots.push(() => shoot({ surface: 'alpha', story: 'list', theme, height: 620 }));
  shots.push(() => shoot({ surface: 'search-modal', story: 'builtin', theme, height: 720, before: search('btc'),
    out: `screenshots/search-modal-btc-${theme}-1440.png` }));
}
shots.push(() => shoot({ surface: 'reminders', story: 'mobile', width: 375, height: 560 }));
shots.push(() => shoot({ surface: 'reminders', story: 'arabic', height: 520 }));
shots.push(() => shoot({ surface: 'alpha', story: 'chain', height: 620 }));
shots.push(() => shoot({ surface: 'alpha', story: 'list', height: 620, before: alphaSearch('pe'), out: 'screenshots/alpha-search-light-1440.png' }));
shots.push(() => shoot({ surface: 'alpha', story: 'mobile', width: 375, height: 700 }));
shots.push(() => shoot({ surface: 'alpha', story: 'failed', height: 620 }));
shots.push(() => shoot({ surface: 'search-modal', story: 'builtin', height: 720 }));
shots.push(() => shoot({ surface: 'search-modal', story: 'builtin', height: 720, before: search('convert'), out: 'screenshots/search-modal-pages-light-1440.png' }));
shots.push(() => shoot({ surface: 'search-modal', story: 'mobile', width: 375, height: 720, before: search('pepe') }));
shots.push(() => shoot({ surface: 'search-modal', story: 'arabic', height: 720, before: search('eth') }));
// one at a time: the machine is small and every story loads the whole bundle
for (const shot of shots) console.log(await shot());
