// Races (issue 8, DESIGN §2 "API": a request that a newer one supersedes never overwrites
// newer state). The mock's answers are held so that older requests answer last; after
// fast tab switching, fast typing, and language and fiat changes during loading, the screen
// shows the newest choice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callsDone, fetchesEnded, openHardening, setAttr, shows } from './hardening-lib.mjs';

let demo;
before(async () => { demo = await openHardening(); });
after(async () => { await demo?.close(); });

/** Holding an answer is what these tests do; whatever else they wait for is a condition. */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const texts = (page, selector) => page.locator(selector).allTextContents();

/**
 * Holds the answers of requests whose URL matches `pattern`: the n-th request (from 0) by
 * `holdMs(n, url)`. Older requests held longer answer after newer ones.
 */
async function hold(page, pattern, holdMs) {
  let n = 0;
  await page.route(pattern, async (route) => {
    const ms = holdMs(n++, new URL(route.request().url()));
    if (ms) await sleep(ms);
    await route.continue().catch(() => {}); // the page may have aborted it meanwhile
  });
}
/** The n-th request held (count - n) × step ms: the first answers last. */
const olderLater = (count, step = 300) => (n) => Math.max(0, (count - n) * step);

describe('races: the newest choice wins', { concurrency: 3 }, () => {
  it('fast tab switching in the reminder panel', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await hold(page, '**/herald/renew/record?*', (n) => (n === 0 ? 0 : olderLater(6)(n)));
    await page.goto(demo.url('/all-elements.html'));
    await shows(page, 'ex-reminder-panel [part=message]');
    for (const name of ['Events', 'Posts', 'Trading', 'Events', 'Posts', 'Trading']) {
      await page.locator('ex-reminder-panel [role=tab]', { hasText: name }).click();
    }
    // every held answer is in (answered or aborted), and the page has taken it and drawn
    await callsDone(page, 'herald/renew/record', 7, { timeout: 5000 });
    await shows(page, 'ex-reminder-panel [role=tab][aria-selected=true]:has-text("Trading")');
    const titles = await texts(page, 'ex-reminder-panel [part=message] .title');
    assert.ok(titles.length > 0);
    assert.ok(titles.every((t) => /Order filled|Deposit confirmed/.test(t)), titles.join(' | '));
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('fast tab and market switching in the market dropdown', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await hold(page, /\/apiw\/v2\/(pilot\/markets|options\/underlying|market\/futures|delivery\/usdt)/, (n, url) =>
      ({ pilot: 1500, options: 1000, delivery: 1200 })[url.pathname.split('/')[3]] ?? 0);
    await page.goto(demo.url('/all-elements.html'));
    await shows(page, 'ex-market-dropdown [part~=row]');
    for (const name of ['USDT', 'BTC', 'ETH', 'Hot', 'USDC']) {
      await page.locator('ex-market-dropdown [role=tab]', { hasText: name }).first().click();
    }
    const pairs = await texts(page, 'ex-market-dropdown [part~=row] .pair');
    assert.ok(pairs.length && pairs.every((p) => /^\w+\/USDC/.test(p)), pairs.join());
    // pilot and options answer late; futures, chosen last, is what shows
    for (const market of ['pilot', 'options', 'futures']) await setAttr(page, 'ex-market-dropdown', 'market', market);
    await shows(page, 'ex-market-dropdown [role=tab]:has-text("Delivery")');
    // delivery answers late; USDT-M, chosen after it, is what shows
    await page.locator('ex-market-dropdown [role=tab]', { hasText: 'Delivery' }).click();
    await page.locator('ex-market-dropdown [role=tab]', { hasText: 'USDT-M' }).click();
    // every held answer is in, and the page has taken it and drawn
    await fetchesEnded(page, /\/apiw\/v2\/(pilot\/markets|options\/underlying|market\/futures|delivery\/usdt)/);
    await shows(page, 'ex-market-dropdown [part~=tab-selected]:has-text("USDT-M")');
    const hrefs = await page.locator('ex-market-dropdown a[part~=row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('href')));
    assert.ok(hrefs.length && hrefs.every((h) => h.startsWith('/futures/USDT/')), hrefs.join());
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('fast typing in every search box', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    // the Alpha search for the first keyword answers after the one for the second
    await hold(page, '**/alpha/markets_by_keywords?*', (n) => (n === 0 ? 1800 : 0));
    await page.goto(demo.url('/all-elements.html'));
    await shows(page, 'ex-market-search [part~=row]');
    const type = async (selector, words) => {
      for (const word of words) {
        await page.locator(selector).fill('');
        await page.locator(selector).pressSequentially(word, { delay: 10 });
      }
    };
    await type('ex-market-dropdown [part=search] input', ['btc', 'et', 'eth']);
    await type('ex-market-search [part=search] input', ['bt', 'sol']);
    await page.locator('ex-alpha-list [part=search]').pressSequentially('WIF', { delay: 10 });
    await callsDone(page, 'alpha/markets_by_keywords', 1, { list: page.sent });
    await type('ex-alpha-list [part=search]', ['PEP', 'PEPE']);
    await page.locator('ex-search-modal [part=trigger]').click();
    await type('ex-search-modal [part=input]', ['btc', 'eth']);

    const base = (pair) => pair.split('/')[0];
    const dropdown = await texts(page, 'ex-market-dropdown [part~=row] .pair');
    assert.ok(dropdown.length && dropdown.every((p) => p.includes('ETH')), dropdown.join());
    await shows(page, 'ex-market-search [part~=row]');
    assert.equal(base((await texts(page, 'ex-market-search [part~=row] .pair'))[0]), 'SOL'); // exact base first (§5)
    await shows(page, 'ex-search-modal [part=option]');
    assert.match((await texts(page, 'ex-search-modal [part=option] .label'))[0], /^ETH/);
    // the late WIF answer too, and the page has taken both and drawn
    await callsDone(page, 'alpha/markets_by_keywords', 2, { timeout: 5000 });
    const alpha = await texts(page, 'ex-alpha-list [part=row] .pair');
    assert.ok(alpha.length && alpha.every((p) => p.startsWith('PEPE')), alpha.join());
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('a language change while loading: the new language answers win', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await hold(page, '**/herald/renew/tab?*', (n, url) => (url.searchParams.get('language') === 'en' ? 1500 : 0));
    await page.goto(demo.url('/all-elements.html'));
    await callsDone(page, 'herald/renew/tab', 1, { list: page.sent });
    await page.evaluate(() => window.exElements.setLocale('zh'));
    await shows(page, 'ex-reminder-panel [role=tab]:has-text("公告")');
    await fetchesEnded(page, 'herald/renew/tab'); // the English answer has come (or been aborted), and was dropped
    assert.deepEqual((await texts(page, 'ex-reminder-panel [role=tab]')).map((t) => t.replace(/\d+\+?$/, '')), ['公告', '活动', '交易', '系统消息', '动态']);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('fiat and language changes while the fiat list loads', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await hold(page, /buyCryptoFiatList|currFiatMarketRates/, olderLater(4, 400));
    await page.goto(demo.url('/all-elements.html'));
    await page.evaluate(() => window.exElements.setFiat('USD'));
    await page.locator('ex-header [part=settings-trigger]').click();
    await page.locator('ex-header [part=settings-panel] .xa-nav-row', { hasText: 'USD' }).click();
    await shows(page, 'ex-header [part=settings-panel] [role=status]'); // loading
    await page.evaluate(() => { window.exElements.setFiat('EUR'); window.exElements.setLocale('de'); window.exElements.setFiat('GBP'); });
    await fetchesEnded(page, /buyCryptoFiatList|currFiatMarketRates/); // every held answer is in, taken and drawn
    await shows(page, 'ex-header [part=settings-panel] [aria-current=true]:has-text("GBP")');
    assert.match(await page.locator('ex-header [part=settings-panel] .xa-back').textContent(), /Zurück/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
