// The visitor's journeys in every engine this machine has (DESIGN.md §3f, issue 41): the page
// with every element, at 1440 and 390 px, server-rendered and client-only, in English and Arabic.
// Each journey is real input (pointer and keys) and waits for what it expects on screen.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { startServer } from '../../demo/server.mjs';
import { until } from './browser.mjs';
import { ENGINE_NAMES, openEngine, recordingServer } from './engines.mjs';

const CASES = [
  { lang: 'en', width: 1440, ssr: true }, { lang: 'en', width: 1440, ssr: false },
  { lang: 'en', width: 390, ssr: true }, { lang: 'en', width: 390, ssr: false },
  { lang: 'ar', width: 1440, ssr: true }, { lang: 'ar', width: 390, ssr: false },
];

/** In the page: the visible matches of `inner` inside `host` elements' shadow trees (nested ones too). */
function inPage([what, host, inner, text]) {
  const within = (root) => [...root.querySelectorAll(inner)]
    .concat([...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? within(el.shadowRoot) : [])));
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const found = [...document.querySelectorAll(host)].flatMap((h) => (h.shadowRoot ? within(h.shadowRoot) : []))
    .filter((el) => visible(el) && (!text || new RegExp(text).test(el.textContent)));
  if (what === 'count') return found.length;
  if (what === 'height') return found[0]?.getBoundingClientRect().height ?? 0;
  if (what === 'problems') return window.__problems;
  if (what === 'forget') {
    localStorage.clear();
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
    return true;
  }
  if (!found[0]) return null;
  found[0].scrollIntoView({ block: 'center', inline: 'center' });
  const r = found[0].getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** What a journey asks of the page and does to it, in engine `b`. */
const journey = (b) => {
  const ask = (what, host, inner, text) => b.run(inPage, [what, host, inner, text?.source]);
  const shows = (host, inner, text) => until(async () => (await ask('count', host, inner, text)) > 0, `${host} ${inner}${text ? ` ${text}` : ''} shown`, 30_000);
  const gone = (host, inner) => until(async () => (await ask('count', host, inner)) === 0, `${host} ${inner} gone`, 30_000);
  return {
    ask, shows, gone,
    async click(host, inner, text) {
      await shows(host, inner, text);
      const at = await ask('centre', host, inner, text);
      await b.click(at.x, at.y);
    },
  };
};

/** Every element shows its content (the market lists load once scrolled into view). */
async function everyElementShows(j) {
  for (const [host, inner] of [['ex-header', '[part=nav], [part=drawer-toggle]'], ['ex-announcement-bar', '[part=bar]'],
    ['ex-reminder-panel', '[part=message]'], ['ex-alpha-list', '[part=row]'], ['ex-search-modal', '[part=trigger]'],
    ['ex-footer', '[part=footer] a'], ['ex-cookie-notice', '[part=notice]'], ['ex-app-banner', '[part=banner]'],
    ['ex-market-dropdown', '[part~=row]'], ['ex-market-search', '[part~=row]']]) {
    await j.ask('centre', host, ':host > *, *'); // in view: the market lists load then
    await j.shows(host, inner);
  }
}

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
