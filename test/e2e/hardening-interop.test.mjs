// Interop (issue 8), modelled on Custom Elements Everywhere: a plain HTML page, a React 19 host
// and a Vue 3 host (demo/interop, built into dist/interop by scripts/build.mjs) set attributes,
// properties (rich data, booleans) and listen to ex-* events; host re-renders keep the
// elements' own state.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { events, openHardening, shows } from './hardening-lib.mjs';

let demo;
before(async () => { demo = await openHardening(); });
after(async () => { await demo?.close(); });

/** Waits, with a generous timeout, for `condition` in the page; says what did not happen and what the page had loaded. */
async function step(page, message, condition, timeout = 30_000) {
  try {
    await page.waitForFunction(condition, null, { timeout, polling: 50 });
  } catch (e) {
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)).catch(() => []);
    throw new Error(`${message} in ${timeout} ms (loaded: ${loaded.join(', ') || 'nothing'}): ${e.message.split('\n')[0]}`);
  }
}

const gone = (page, selector) => page.locator(selector).first().waitFor({ state: 'detached' });
const hostLog = async (page) => JSON.parse(await page.locator('#log').textContent());

for (const host of ['react', 'vue']) {
  describe(`${host} host`, () => {
    let page;
    before(async () => {
      page = await demo.page({ viewport: { width: 1200, height: 1400 } });
      await page.goto(demo.url(`/interop-${host}.html`));
      await shows(page, 'ex-reminder-panel [part=message]');
    });
    after(async () => {
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    it('passes rich data as a property, never as an attribute', async () => {
      const sides = page.locator('ex-alpha-list [part=side-menu] button');
      await shows(page, 'ex-alpha-list [part=side-menu] button');
      assert.deepEqual(await sides.allTextContents(), ['Host chain: Solana', 'Host chain: Ethereum']);
      assert.equal(await page.locator('ex-alpha-list').getAttribute('menu'), null);
      assert.equal(page.calls.filter((p) => p.includes('common/tabs')).length, 0, 'the given menu is not fetched');
    });

    it('sets attributes and booleans from host state', async () => {
      await shows(page, 'ex-cookie-notice [part=notice]'); // site-id 106: the EU edition
      await shows(page, 'ex-app-banner [part=banner]');
      await page.click('#site');
      await gone(page, 'ex-cookie-notice [part=notice]');
      assert.equal(await page.locator('ex-cookie-notice').getAttribute('site-id'), '0');
      await page.click('#suppress');
      await gone(page, 'ex-app-banner [part=banner]');
      await page.click('#suppress');
      await shows(page, 'ex-app-banner [part=banner]');
      await page.click('#site');
      await shows(page, 'ex-cookie-notice [part=notice]');
    });

    it('a host re-render keeps the element state; a changed lang re-renders it', async () => {
      await page.locator('ex-reminder-panel [role=tab]', { hasText: 'Trading' }).click();
      await shows(page, 'ex-reminder-panel [role=tab][aria-selected=true]:has-text("Trading")');
      await page.click('#lang');
      await shows(page, 'ex-reminder-panel h2:text("Benachrichtigungen")');
      await shows(page, 'ex-reminder-panel [role=tab][aria-selected=true]:has-text("Trading")');
      await page.click('#lang');
      await shows(page, 'ex-reminder-panel h2:text("Notifications")');
    });

    it('receives ex-* events through its own listeners, and can cancel ex-navigate', async () => {
      await page.locator('ex-alpha-list [part=row]').first().click();
      await page.waitForFunction(() => JSON.parse(document.querySelector('#log').textContent).some((e) => e.type === 'ex-navigate'));
      await page.locator('ex-cookie-notice [part=accept]').click();
      await page.waitForFunction(() => JSON.parse(document.querySelector('#log').textContent).some((e) => e.type === 'ex-cookie-notice-close'));
      const log = await hostLog(page);
      const types = log.map((e) => e.type);
      assert.ok(types.includes('ex-reminder-read'), types.join()); // from the tab switch above
      assert.equal(log.find((e) => e.type === 'ex-track').detail.event, 'alpha_click');
      assert.match(log.find((e) => e.type === 'ex-navigate').detail.href, /^\/alpha\/sol-/);
      assert.equal(log.find((e) => e.type === 'ex-cookie-notice-close').detail.how, 'accept');
      assert.equal(new URL(page.url()).pathname, `/interop-${host}.html`, 'the host cancelled the navigation');
    });
  });
}

describe('plain HTML host', () => {
  it('attributes, properties and events through the DOM API', async () => {
    const page = await demo.page({ viewport: { width: 1440, height: 1400 } });
    await page.goto(demo.url('/all-elements.html'));
    await shows(page, 'ex-alpha-list [part=row]');
    // an attribute change re-renders; removing it restores the page's value
    await page.evaluate(() => document.querySelector('ex-footer').setAttribute('site-id', '177'));
    await shows(page, 'ex-footer [part=contact]');
    await page.evaluate(() => document.querySelector('ex-footer').removeAttribute('site-id'));
    await gone(page, 'ex-footer [part=contact]');
    // events bubble out of the shadow root to document listeners
    await page.locator('ex-app-banner [part=close]').click();
    assert.deepEqual((await events(page, 'ex-app-banner-close')).map((e) => e.tag), ['ex-app-banner']);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('keeps a property set before the script defined the element', async () => {
    const page = await demo.page();
    // a page of our own on the demo origin: the property is set, then the script loads
    await page.route(demo.url('/late.html'), (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>late</title><ex-alpha-list></ex-alpha-list><script>
        document.querySelector('ex-alpha-list').menu = { market: 'MEMEBOX', title: 'Alpha',
          sub: [{ market: 'eth', title: 'Early chain', sub: [] }] };
        document.head.append(Object.assign(document.createElement('script'), { src: '/dist/ex-elements.js' }));
      </script>`,
    }));
    // what the side menu waits for, step by step: the script loaded and defined the element, its
    // view (loaded on demand) rendered; a busy machine may take long over the first two (the
    // page's load, which waits for the script, is not waited for by goto: this says which step)
    await page.goto(demo.url('/late.html'), { waitUntil: 'domcontentloaded' });
    await step(page, 'the script did not define <ex-alpha-list>', () => !!customElements.get('ex-alpha-list'));
    await step(page, '<ex-alpha-list> did not render its view', () => document.querySelector('ex-alpha-list').matches('.ex-light, .ex-dark'));
    await shows(page, 'ex-alpha-list [part=side-menu] button:text("Early chain")');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
