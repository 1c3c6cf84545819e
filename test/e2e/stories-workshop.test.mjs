// The workshop as designers use it (issue 33): the static build on a plain file server, the
// toolbar choosing edition, language, theme and viewport (three editions in Arabic, dark, at a
// phone's width, with mocked data and no console error), a control changing an element live,
// each attribute's and property's control of its type, and an element's ex-navigate in the
// Actions panel.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { openWorkshop, ready, storyUrl, WAIT, workshopUrl } from './stories-lib.mjs';

const SCREEN = { viewport: { width: 1600, height: 1000 } };
const ELEMENTS = JSON.parse(readFileSync('custom-elements.json', 'utf8')).modules.flatMap((m) => m.declarations);
/** The control of each attribute and property that is no text box: numbers, choices, toggles, and rich data's object. */
const CONTROLS = { 'site-id': 'number', siteId: 'number', theme: 'radio', market: 'select', suppressed: 'boolean', 'fetch-disabled': 'boolean', fetchDisabled: 'boolean', menu: 'object' };
let workshop;
before(async () => { workshop = await openWorkshop(); });
after(async () => { await workshop?.close(); });

/** The workshop on `id` with toolbar choices, and its preview frame once the story is on show. */
async function openAt(id, globals) {
  const page = await workshop.page(SCREEN);
  await page.goto(workshopUrl(workshop.base, id, globals));
  const preview = page.frameLocator('#storybook-preview-iframe');
  await ready(preview);
  return { page, preview };
}

const direction = (preview, tag) => preview.locator(tag).evaluate((el) => getComputedStyle(el.shadowRoot.firstElementChild).direction);

describe('the static workshop', () => {
  it('three editions in Arabic, dark, at 390 px, from the toolbar choices: each edition’s footer, mocked market data, no console error', async () => {
    const phone = { lang: 'ar', theme: 'dark', 'viewport.value': 'phone' };
    for (const [edition, key] of [['106', 'eu'], ['177', 'tr'], ['83', 'jp']]) {
      const { page, preview } = await openAt('footer--global', { ...phone, edition });
      await preview.locator(`ex-footer.ex-dark footer[data-edition="${key}"]`).waitFor({ state: 'attached', ...WAIT });
      assert.equal(await direction(preview, 'ex-footer'), 'rtl', edition);
      assert.equal((await page.locator('#storybook-preview-iframe').boundingBox()).width, 390);
      assert.deepEqual(page.errors, [], edition);
      await page.close();
    }
    const { page, preview } = await openAt('markets--spot', { ...phone, edition: '177' });
    await preview.locator('ex-market-dropdown.ex-dark [part~="row"]').first().waitFor(WAIT);
    assert.ok(await preview.locator('ex-market-dropdown [part~="row"]').count() >= 10, 'rows of the mock');
    assert.equal(await direction(preview, 'ex-market-dropdown'), 'rtl');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('a first visit renders no story before its mock answers: every call of the story is the mock worker\'s', async () => {
    const page = await workshop.page(SCREEN); // a context of its own: no worker registered yet
    const calls = [];
    page.on('response', (r) => { if (/^\/api[a-z]*\//.test(new URL(r.url()).pathname)) calls.push({ url: r.url(), mocked: r.fromServiceWorker() }); });
    await page.goto(workshopUrl(workshop.base, 'markets--spot'));
    const preview = page.frameLocator('#storybook-preview-iframe');
    await ready(preview);
    await preview.locator('ex-market-dropdown [part~="row"]').first().waitFor(WAIT);
    assert.ok(calls.length > 0, 'the story called the API');
    assert.deepEqual(calls.filter((c) => !c.mocked), [], 'calls that reached the file host');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('an edition chosen in the toolbar: the story again with it, the choice kept', async () => {
    const { page, preview } = await openAt('footer--global');
    await preview.locator('ex-footer footer[data-edition="main"]').waitFor({ state: 'attached', ...WAIT });
    await page.getByRole('button', { name: 'Global (0)' }).click();
    await page.getByText('Türkiye (177)', { exact: true }).click();
    await preview.locator('ex-footer footer[data-edition="tr"]').waitFor({ state: 'attached', ...WAIT });
    await ready(preview);
    await page.getByRole('button', { name: 'Türkiye (177)' }).waitFor(WAIT);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  // the attribute's control, and the property's, which sets the property (the element reflects it)
  for (const control of ['site-id', 'siteId']) {
    it(`a number control changes the element live: ${control} on the footer`, async () => {
      const { page, preview } = await openAt('footer--global');
      await preview.locator('ex-footer footer[data-edition="main"]').waitFor({ state: 'attached', ...WAIT });
      const row = page.locator('#storybook-panel-root tr', { has: page.locator('td:first-child', { hasText: new RegExp(`^${control}$`) }) });
      await row.getByRole('button', { name: 'Set number' }).click();
      await row.locator('input').fill('106');
      await preview.locator('ex-footer[site-id="106"] footer[data-edition="eu"]').waitFor({ state: 'attached', ...WAIT });
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }

  it('every attribute and property of each element with stories gets the control of its manifest type', async () => {
    const page = await workshop.page(SCREEN);
    await page.goto(storyUrl(workshop.base, 'footer--global'));
    await ready(page);
    // the argTypes Storybook gives each element's first story (one rendered from its args)
    const controls = await page.evaluate(async () => {
      const preview = window.__STORYBOOK_PREVIEW__;
      const first = new Map();
      for (const s of Object.values(await preview.extract())) if (!first.has(s.component)) first.set(s.component, s.id);
      const stories = await Promise.all([...first.values()].map((storyId) => preview.storyStoreValue.loadStory({ storyId })));
      return Object.fromEntries(stories.map((s) => [s.component,
        Object.fromEntries(Object.entries(s.argTypes).map(([name, a]) => [name, { control: a.control?.type, options: a.options }]))]));
    });
    const wrong = [];
    for (const element of ELEMENTS.filter((d) => controls[d.tagName])) {
      for (const { name, type } of [...element.members, ...element.attributes]) {
        const expected = { control: CONTROLS[name] ?? 'text', options: /'/.test(type.text) ? [...type.text.matchAll(/'([^']*)'/g)].map((m) => m[1]) : undefined };
        const got = controls[element.tagName][name];
        if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push(`${element.tagName} ${name} (${type.text}): ${JSON.stringify(got)}`);
      }
    }
    assert.ok(Object.keys(controls).length >= 9, Object.keys(controls).join(' '));
    assert.deepEqual(wrong, []);
    await page.close();
  });

  it('an ex-navigate event shows in the Actions panel, and the story stays on show', async () => {
    const { page, preview } = await openAt('footer--global');
    await page.locator('[role="tab"][data-key="storybook/actions/panel"]').click();
    const link = preview.locator('ex-footer a[href*="/help"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.locator('#storybook-panel-root', { hasText: 'ex-navigate' }).waitFor(WAIT);
    await page.locator('#storybook-panel-root', { hasText: href }).waitFor(WAIT);
    assert.equal(await preview.locator('ex-footer').count(), 1, 'the story is still on show');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
