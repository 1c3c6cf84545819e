// A server-rendered page loads the views of its own elements only (issue 43): on the demo's
// realistic page (announcement bar, header, cookie notice, footer) the browser asks, under
// dist/classic/, for no view of an element that is not on the page, save the on-demand elements
// a page element declares (the header's reminder panel and search modal, loaded in idle time
// ahead of use). Each file maps to its elements through dist/classic/views.json. It went wrong
// only in the loads whose classic script ran before the first paint (about 1 in 3 on localhost),
// so some loads here make that happen: the page's classic script made render-blocking
// (`blocking="render"`), so the browser paints nothing before it has run.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { elementHydrated, openDemo } from './browser.mjs';

const PAGE = '/realistic.html';
/** By file under dist/classic/, the elements whose view it is part of. */
const viewsOf = new Map();
for (const [tag, files] of Object.entries(JSON.parse(readFileSync('dist/classic/views.json', 'utf8')))) {
  for (const file of files) viewsOf.set(file.replace(/^classic\//, ''), [...(viewsOf.get(file.replace(/^classic\//, '')) ?? []), tag]);
}

let demo;
before(async () => { demo = await openDemo(); });
after(async () => { await demo?.close(); });

/** In the page before its scripts: whether the page had painted when the classic script ran (the end of its evaluation). */
function scriptProbe() {
  let api;
  Object.defineProperty(window, 'exElements', {
    configurable: true,
    get: () => api,
    set(value) { api ??= value; window.__paintedBeforeScript ??= performance.getEntriesByName('first-contentful-paint').length > 0; },
  });
}

/**
 * Loads the page (`paintLate`: its first paint held until its classic script has run) and waits until every
 * element on it is defined and the header has hydrated, and the on-demand elements its elements
 * declare are defined (their idle-time loads done). Gives the files requested under
 * dist/classic/, the page's elements, those they declare, and whether it painted before the script.
 */
async function load({ paintLate = false, width = 1440 } = {}) {
  const page = await demo.page({ viewport: { width, height: 900 } });
  try {
    const files = [];
    page.on('request', (request) => {
      const file = /\/dist\/classic\/([^/?#]+\.js)$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) files.push(file);
    });
    await page.addInitScript(scriptProbe);
    if (paintLate) {
      await page.route((url) => url.pathname === PAGE, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const held = html.replace(/<script defer src="\/dist\/ex-elements\.js">/, '<script defer blocking="render" src="/dist/ex-elements.js">');
        assert.notEqual(held, html, "the page's classic script");
        await route.fulfill({ response, body: held });
      });
    }
    await page.goto(demo.url(PAGE));
    await elementHydrated(page, 'ex-header');
    const { onPage, declared, paintedBeforeScript } = await page.evaluate(async () => {
      const tags = [...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('ex-')))];
      await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
      const dependencies = tags.flatMap((tag) => Object.keys(customElements.get(tag).dependencies ?? {}));
      await Promise.all(dependencies.map((tag) => customElements.whenDefined(tag)));
      return { onPage: tags, declared: dependencies, paintedBeforeScript: window.__paintedBeforeScript };
    });
    assert.deepEqual(page.errors, [], 'no error');
    return { files, onPage, declared, paintedBeforeScript };
  } finally {
    await page.close();
  }
}

describe("a server-rendered page's views", () => {
  it('are those of the elements on it and of the on-demand elements they declare, in every load', async () => {
    const loads = [];
    for (let i = 0; i < 3; i += 1) {
      loads.push({ paintLate: false, ...await load() });
      loads.push({ paintLate: true, ...await load({ paintLate: true }) });
    }
    const late = loads.filter((l) => l.paintLate);
    assert.deepEqual(late.map((l) => l.paintedBeforeScript), late.map(() => false), 'the held loads ran the script before their first paint');
    for (const { files, onPage, declared, paintLate } of loads) {
      assert.deepEqual(onPage.sort(), ['ex-announcement-bar', 'ex-cookie-notice', 'ex-footer', 'ex-header']);
      const views = files.filter((file) => viewsOf.has(file));
      for (const tag of onPage) {
        const own = [...viewsOf].filter(([, tags]) => tags.includes(tag)).map(([file]) => file);
        assert.ok(own.every((file) => views.includes(file)), `the views of <${tag}> were asked for (${views.join(', ')})`);
      }
      const allowed = new Set([...onPage, ...declared]);
      const strangers = views.filter((file) => !viewsOf.get(file).some((tag) => allowed.has(tag)));
      assert.deepEqual(strangers, [], `${paintLate ? 'painted after the script' : 'a plain load'}: the views of elements not on the page (all asked: ${files.join(', ')})`);
    }
  });
});
