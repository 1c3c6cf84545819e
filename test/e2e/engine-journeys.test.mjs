// The visitor's journeys in every engine this machine has (DESIGN.md §3f, issue 41): the page
// with every element, at 1440 and 390 px, server-rendered and client-only, in English and Arabic.
// Each journey is real input (pointer and keys) and waits for what it expects on screen.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { startServer } from '../../demo/server.mjs';
import { ENGINE_NAMES, everyElementShows, journey, openEngine, recordingServer } from './engines.mjs';

const CASES = [
  { lang: 'en', width: 1440, ssr: true }, { lang: 'en', width: 1440, ssr: false },
  { lang: 'en', width: 390, ssr: true }, { lang: 'en', width: 390, ssr: false },
  { lang: 'ar', width: 1440, ssr: true }, { lang: 'ar', width: 390, ssr: false },
];

for (const engine of ENGINE_NAMES) {
  describe(`journeys in ${engine}`, () => {
    let demo; let server; let b; let j;
    before(async () => {
      demo = await startServer({ port: 0 });
      server = await recordingServer(demo.url);
      b = await openEngine(engine);
      j = journey(b);
    });
    // the next case a first visit again: no acceptance, no settings
    afterEach(() => j.ask('forget'));
    after(async () => { await b?.close(); await server?.close(); await demo?.close(); });

    for (const { lang, width, ssr } of CASES) {
      it(`${lang}, ${width} px, ${ssr ? 'server-rendered' : 'client-only'}`, async () => {
        await b.size(width, width > 800 ? 900 : 844);
        await b.goto(`${server.url}/all-elements.html?lang=${lang}${ssr ? '' : '&ssr=0'}`);
        await everyElementShows(j);

        if (width > 800) { // a header menu opens, and Escape closes it
          await j.click('ex-header', '[part=nav-button]');
          await j.shows('ex-header', '[part=dropdown]');
          await b.press('Escape');
          await j.gone('ex-header', '[part=dropdown]');
        } else { // the drawer opens on a phone
          await j.click('ex-header', '[part=drawer-toggle]');
          await j.shows('ex-header', '[part=drawer] a');
          await b.press('Escape');
          await j.gone('ex-header', '[part=drawer]');
        }

        // the search shows results for "btc": a list tall enough to read, its first result in view
        await j.click('ex-search-modal', '[part=trigger]');
        await j.shows('ex-search-modal', '[part=input]');
        await j.click('ex-search-modal', '[part=input]');
        await b.type('btc');
        await j.shows('ex-search-modal', '[part=option]', /BTC/);
        assert.ok(await j.ask('height', 'ex-search-modal', '[part=results]') > 200, 'the results list is tall enough to show results');
        await b.press('Escape');
        await j.gone('ex-search-modal', '[part=dialog]');

        // a market dropdown shows rows with prices
        await j.shows('ex-market-dropdown', '[part~=row]', /\d[\d,]*\.\d+/);

        // the cookie notice's accept works
        await j.click('ex-cookie-notice', '[part=accept]');
        await j.gone('ex-cookie-notice', '[part=notice]');

        // no JavaScript error, no console error or warning (a render thrown away warns)
        assert.deepEqual(await j.ask('problems'), []);
      });
    }
  });
}
