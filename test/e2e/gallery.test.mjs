// The designers' page shows each story in its own state (issue 15, item 2). Its frames share
// one origin: a story's storage and cookies once depended on which frame wrote last before the
// elements read. These tests load the whole gallery with the order forced the wrong way: a
// story's elements wait until a later story of its surface has set its own page up.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDemo } from './browser.mjs';
import { afterSanitizer, frameOf, notShown, ready, WAIT } from './stories-lib.mjs';

/** Story → the later story of its surface whose page is set up before the story's elements load. */
const AFTER = {
  'announcement/home': 'announcement/dismissed', // which stores a dismissal
  'announcement/dismissed': 'announcement/failed', // which stores none
  'cookie-notice/eu-home': 'cookie-notice/accepted',
  'cookie-notice/accepted': 'cookie-notice/global',
  'app-banner/default': 'app-banner/closed',
  'markets/spot': 'markets/rise-red',
};

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

const storyOf = (frame) => {
  const q = new URL(frame.url()).searchParams;
  return `${q.get('surface')}/${q.get('story')}`;
};

/**
 * Opens the gallery, each story of AFTER's elements (dist/esm/index.js) held until its later
 * story has asked for its own.
 */
async function galleryAgainstTheOrder(page) {
  const asked = new Set();
  const held = new Map(); // later story → the routes waiting for it
  await page.route('**/dist/esm/index.js', async (route) => {
    const story = storyOf(route.request().frame());
    asked.add(story);
    await Promise.all((held.get(story) ?? []).map((r) => r.continue()));
    const later = AFTER[story];
    if (!later || asked.has(later)) return route.continue();
    held.set(later, [...(held.get(later) ?? []), route]);
    return undefined;
  });
  // the elements take an answer in the microtasks after its body is read: a task later, they have
  await page.addInitScript(() => {
    const text = Response.prototype.text;
    window.answersRead = [];
    Response.prototype.text = function read() {
      const body = text.call(this);
      body.then(() => setTimeout(() => window.answersRead.push(this.url)), () => {});
      return body;
    };
  });
  await page.goto(demo.url('/'));
}

/** The announcement has decided: its bulletin answer has been read, and the sanitiser it waits for loaded. */
async function bulletinRead(frame) {
  await ready(frame);
  await frame.waitForFunction(() => window.answersRead.some((u) => u.includes('fullsiteBulletin')), null, WAIT);
  await afterSanitizer(frame);
}

/** `tag`'s `part` is there (count 1) or not (0) once `decided`: by default its first render, where the cookie notice and banner decide. */
const showing = (tag, part, count, decided = ready) => async (frame) => {
  await decided(frame);
  assert.equal(await frame.locator(`${tag} [part~="${part}"]`).count(), count, `${tag} [part~="${part}"]`);
};
const hostClass = (tag, name) => async (frame) => {
  await ready(frame);
  assert.match(await frame.locator(tag).first().getAttribute('class'), new RegExp(`\\b${name}\\b`));
};
const barShown = async (frame) => { await frame.locator('ex-announcement-bar [part~="bar"]').waitFor(WAIT); };

/** Every story whose state is storage or cookies, and neighbours that must not take it. */
const STATES = {
  'announcement/home': barShown,
  'announcement/wallet': barShown,
  'announcement/dismissed': showing('ex-announcement-bar', 'bar', 0, bulletinRead),
  'cookie-notice/eu-home': showing('ex-cookie-notice', 'notice', 1),
  'cookie-notice/expired': showing('ex-cookie-notice', 'notice', 1),
  'cookie-notice/accepted': showing('ex-cookie-notice', 'notice', 0),
  'cookie-notice/mobile': showing('ex-cookie-notice', 'notice', 1),
  'app-banner/default': showing('ex-app-banner', 'banner', 1),
  'app-banner/mobile': showing('ex-app-banner', 'banner', 1),
  'app-banner/closed': showing('ex-app-banner', 'banner', 0),
  'markets/rise-red': hostClass('ex-market-dropdown', 'ex-risered'),
  'markets/spot': hostClass('ex-market-dropdown', 'ex-risegreen'),
  // no rows another story cached: the skeleton, or the empty state once the call gives up
  'markets/loading': showing('ex-market-dropdown', 'row', 0, (f) => f.locator('ex-market-dropdown [part~="list"]').first().waitFor(WAIT)),
};

describe("designers' page: every story in its own state", () => {
  it('the whole gallery: every stateful story in its state, its elements loaded after a later story set its page up', async () => {
    const page = await demo.page({ viewport: { width: 1600, height: 1000 } });
    await galleryAgainstTheOrder(page);
    const wrong = [];
    for (const [id, check] of Object.entries(STATES)) {
      await check(await frameOf(page, id)).catch((e) => wrong.push(`${id}: ${e.message.split('\n')[0]}`));
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(await notShown(page), []);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('a rise colour chosen in one story reaches no other story', async () => {
    const page = await demo.page({ viewport: { width: 1600, height: 1000 } });
    await page.goto(demo.url('/'));
    const settings = await frameOf(page, 'header-account/settings');
    await ready(settings);
    await settings.locator('ex-header input[type="radio"][value="risered"]').click();
    await settings.locator('ex-header.ex-risered').waitFor({ state: 'attached', ...WAIT });
    const spot = await frameOf(page, 'markets/spot');
    await ready(spot);
    await spot.evaluate(() => { document.documentElement.dataset.before = ''; setTimeout(() => location.reload()); });
    await spot.locator('html[data-story="ready"]:not([data-before])').waitFor({ state: 'attached', ...WAIT });
    await hostClass('ex-market-dropdown', 'ex-risegreen')(spot);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
