// Each story in its own state (issue 15, item 2): stories of one origin once shared storage and
// cookies, and a story's state depended on which one wrote last before its elements read. Every
// story has a page of its own (demo/stories/workshop.ts: story-sandbox.ts's storage, cookies and
// tab channel, and a fresh page when the workshop moves to another story). These tests open the
// stateful stories in one browser (one origin, one real storage) against the order: each story
// after a later story of its surface has set its page up; and a choice made in one story (the
// rise colour) reaches no other, in the same browser or in the workshop's own frame.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { afterSanitizer, DESKTOP, openWorkshop, ready, storyUrl, WAIT, workshopUrl } from './stories-lib.mjs';

/** Story → the later story of its surface whose page is set up before the story's elements load. */
const AFTER = {
  'announcement--home': 'announcement--dismissed', // which stores a dismissal
  'announcement--dismissed': 'announcement--failed', // which stores none
  'cookie-notice--eu-home': 'cookie-notice--accepted',
  'cookie-notice--accepted': 'cookie-notice--global',
  'app-banner--default': 'app-banner--closed',
  'markets--spot': 'markets--rise-red',
};

let workshop;
before(async () => { workshop = await openWorkshop(); });
after(async () => { await workshop?.close(); });

/** The announcement has decided: its bulletin answer has been read, and the sanitiser it waits for loaded, and a task later. */
async function bulletinRead(page) {
  await ready(page);
  await page.waitForFunction(() => window.answersRead.some((u) => u.includes('fullsiteBulletin')), null, WAIT);
  await afterSanitizer(page);
}

/** `tag`'s `part` is there (count 1) or not (0) once `decided`: by default its first render, where the cookie notice and banner decide. */
const showing = (tag, part, count, decided = ready) => async (page) => {
  await decided(page);
  assert.equal(await page.locator(`${tag} [part~="${part}"]`).count(), count, `${tag} [part~="${part}"]`);
};
const hostClass = (tag, name) => async (page) => {
  await ready(page);
  assert.match(await page.locator(tag).first().getAttribute('class'), new RegExp(`\\b${name}\\b`));
};
const barShown = async (page) => { await page.locator('ex-announcement-bar [part~="bar"]').waitFor(WAIT); };

/** Every story whose state is storage or cookies, and neighbours that must not take it. */
const STATES = {
  'announcement--home': barShown,
  'announcement--wallet': barShown,
  'announcement--dismissed': showing('ex-announcement-bar', 'bar', 0, bulletinRead),
  'cookie-notice--eu-home': showing('ex-cookie-notice', 'notice', 1),
  'cookie-notice--expired': showing('ex-cookie-notice', 'notice', 1),
  'cookie-notice--accepted': showing('ex-cookie-notice', 'notice', 0),
  'cookie-notice--mobile': showing('ex-cookie-notice', 'notice', 1),
  'app-banner--default': showing('ex-app-banner', 'banner', 1),
  'app-banner--mobile': showing('ex-app-banner', 'banner', 1),
  'app-banner--closed': showing('ex-app-banner', 'banner', 0),
  'markets--rise-red': hostClass('ex-market-dropdown', 'ex-risered'),
  'markets--spot': hostClass('ex-market-dropdown', 'ex-risegreen'),
  // no rows another story cached: the skeleton, or the empty state once the call gives up
  'markets--loading': showing('ex-market-dropdown', 'row', 0, (p) => p.locator('ex-market-dropdown [part~="list"]').first().waitFor(WAIT)),
};

/** Records in the page which answers its code has read (the elements take one in the microtasks after its body is read: a task later, they have). */
function answersRecorder() {
  const text = Response.prototype.text;
  window.answersRead = [];
  Response.prototype.text = function read() {
    const body = text.call(this);
    body.then(() => setTimeout(() => window.answersRead.push(this.url)), () => {});
    return body;
  };
}

describe('every story in its own state', () => {
  it('in one browser, each stateful story in its state, opened after a later story set its page up', async () => {
    const context = await workshop.browser.newContext({ viewport: DESKTOP });
    const pages = new Map();
    /** Opens `id` (once), after the later story AFTER names, whose page stays open. */
    const open = async (id) => {
      if (pages.has(id)) return pages.get(id);
      if (AFTER[id]) await ready(await open(AFTER[id]));
      const page = await workshop.page({}, context);
      await page.addInitScript(answersRecorder);
      pages.set(id, page);
      await page.goto(storyUrl(workshop.base, id));
      return page;
    };
    const wrong = [];
    for (const [id, check] of Object.entries(STATES)) {
      await check(await open(id)).catch((e) => wrong.push(`${id}: ${e.message.split('\n')[0]}`));
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual([...pages].flatMap(([id, page]) => page.errors.map((e) => `${id}: ${e}`)), []);
    await context.close();
  });

  it('a rise colour chosen in one story reaches no other story, in the same browser or the same frame', async () => {
    const page = await workshop.page({ viewport: { width: 1600, height: 1000 } });
    await page.goto(workshopUrl(workshop.base, 'header-account--settings'));
    const preview = page.frameLocator('#storybook-preview-iframe');
    await ready(preview);
    await preview.locator('ex-header input[type="radio"][value="risered"]').click();
    await preview.locator('ex-header.ex-risered').waitFor({ state: 'attached', ...WAIT });
    // another story in the same browser
    const other = await workshop.page(DESKTOP);
    await other.goto(storyUrl(workshop.base, 'markets--spot'));
    await hostClass('ex-market-dropdown', 'ex-risegreen')(other);
    // the workshop moves to another story: its frame gets a page of its own
    await page.locator('[data-nodetype="component"]', { hasText: 'Market dropdowns' }).click();
    await page.locator('[data-item-id="markets--spot"]').click();
    await preview.locator('ex-market-dropdown').waitFor({ state: 'attached', ...WAIT });
    await hostClass('ex-market-dropdown', 'ex-risegreen')(preview);
    assert.deepEqual([...page.errors, ...other.errors], []);
    await Promise.all([page.close(), other.close()]);
  });
});
