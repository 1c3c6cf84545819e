// The header hydrates whatever the visitor's fonts, font size or zoom (issue 41, DESIGN.md §3f):
// the demo's realistic page and /all-elements.html (logged in), rendered on the server, load in
// Chromium with a wider and a narrower font than the server could know of, a 125 % minimum font
// size and the page zoomed to 125 %, at 1440 px and at 1100 px where the bar folds into More (the
// zoomed page at 1800 and 1440 px: 1100 px zoomed is below 992, the drawer's). No mismatch,
// nothing rendered afresh, every server-made node of the header kept; the bar shows once hydrated
// what it painted before any script, and the entries it wrapped out of sight are unreachable and
// in More: none shown twice, none lost. And the header hydrating after another element has filled
// the page's unread store (the cause of #418 on logged-in pages) matches its server render.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer } from '../../demo/server.mjs';
import { chromiumPath, LAUNCH_ARGS, launchChromium } from '../../scripts/chromium.mjs';
import { elementHydrated, recordProblems, until } from './browser.mjs';

const PAGES = ['/realistic.html', '/all-elements.html'];
/** How each visitor differs from the server's guess (the page's CSS, or the browser's settings),
 * and the widths it is seen at: a wide one, then one where the bar folds. */
const VISITORS = {
  'a wider font': { css: "ex-header { --ex-font-family: 'DejaVu Sans', sans-serif; letter-spacing: 0.05em; }", widths: [1440, 1100] },
  'a narrower font': { css: "ex-header { --ex-font-family: 'Liberation Sans Narrow', 'Nimbus Sans Narrow', sans-serif; }", widths: [1440, 1100] },
  'a 125 % minimum font size': { minimumFontSize: 18, widths: [1440, 1100] }, // 125 % of the header's 14 px
  'the page zoomed to 125 %': { css: ':root { zoom: 1.25; }', widths: [1800, 1440] },
};

// runs before the page's scripts: at DOMContentLoaded (before any element starts: they wait for
// the first paint after it) every node of the header's server-made shadow root but its inline
// styles (dropped by design once adopted), each server-made root's view (what a root rendered
// afresh would replace), and the bar as laid out before any script; `__bar()` reads the
// bar's entries (title, place, whether wrapped off its line, reachable, inside it) and More
function record() {
  window.__bar = () => {
    const root = document.querySelector('ex-header').shadowRoot;
    const list = root.querySelector('.xh-entries');
    const box = list.getBoundingClientRect();
    const entries = [...list.querySelectorAll('.xh-top-item')].map((li) => {
      const rect = li.getBoundingClientRect();
      const control = li.querySelector('.xh-top-btn, .xh-top-link');
      return {
        title: control.firstChild.textContent.trim(), href: control.getAttribute('href'), menu: control.localName === 'button',
        x: Math.round(rect.x), wrapped: rect.top - box.top >= box.height / 2, inert: li.inert,
        inside: rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5, visible: li.checkVisibility({ visibilityProperty: true }),
      };
    });
    const more = root.querySelector('.xh-more');
    return { entries, more: { x: Math.round(more.getBoundingClientRect().x), visible: more.checkVisibility({ visibilityProperty: true }) } };
  };
  document.addEventListener('DOMContentLoaded', () => {
    const hosts = [...document.querySelectorAll('*')].filter((host) => host.localName.startsWith('ex-') && host.shadowRoot);
    const styling = ['style', 'link'];
    window.__views = hosts.map((host) => ({ host, nodes: [...host.shadowRoot.children].filter((n) => !styling.includes(n.localName)) }));
    const header = document.querySelector('ex-header');
    window.__headerNodes = [...header.shadowRoot.querySelectorAll('*')].filter((n) => n.localName !== 'style');
    window.__firstBar = window.__bar();
  }, { once: true });
}

/** The bar's entries on its line, where they stand. */
const onTheBar = ({ entries, more }) => [...entries.filter((e) => !e.wrapped).map(({ title, x }) => ({ title, x })), { title: 'More', x: more.x }];

const hydrationProblems = (problems) => problems.filter((p) => /did not match|hydrat|mismatch|Minified React error/i.test(p));

let server;
let browser;
let largeFonts;
let profile;

before(async () => {
  server = await startServer({ port: 0 });
  browser = await launchChromium();
  // a browser whose settings say 18 px at least (chrome://settings/fonts): a profile of its own
  profile = mkdtempSync(join(tmpdir(), 'ex-min-font-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs: { minimum_font_size: VISITORS['a 125 % minimum font size'].minimumFontSize } } }));
  const { chromium } = await import('playwright-core');
  largeFonts = await chromium.launchPersistentContext(profile, { executablePath: await chromiumPath(), args: LAUNCH_ARGS });
});
after(async () => {
  await largeFonts?.close();
  await browser?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const url = (path) => `${server.url.replace(/\/$/, '')}${path}`;

/** A page for `visitor` at `width`, recording from its start; its page's CSS is added to the HTML's head. */
async function visit(visitor, width) {
  const page = visitor.minimumFontSize ? await largeFonts.newPage() : await (await browser.newContext()).newPage();
  await page.setViewportSize({ width, height: 900 });
  const problems = recordProblems(page);
  await page.addInitScript(record);
  if (visitor.css) {
    await page.route(/\.html(\?|$)/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<style>${visitor.css}</style></head>`);
      await route.fulfill({ response, body: html });
    });
  }
  return { page, problems, close: () => (visitor.minimumFontSize ? page.close() : page.context().close()) };
}

/** The More menu's groups once opened: each one's label (none for the run of plain links) and links. */
async function moreGroups(page) {
  const button = page.locator('ex-header .xh-more > .xh-top-btn');
  await button.click();
  const id = await button.getAttribute('aria-controls');
  await page.waitForFunction((menu) => {
    const element = document.querySelector('ex-header').shadowRoot.getElementById(menu);
    return element && !element.hasAttribute('aria-busy') && element.querySelector('[role=group]');
  }, id);
  return page.evaluate((menu) => [...document.querySelector('ex-header').shadowRoot.getElementById(menu).querySelectorAll('[role=group]')]
    .map((group) => ({ label: group.getAttribute('aria-label'), hrefs: [...group.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')) })), id);
}

describe('the header hydrates whatever the fonts, font size and zoom', () => {
  for (const path of PAGES) {
    for (const [name, visitor] of Object.entries(VISITORS)) {
      for (const width of visitor.widths) {
        it(`${path}, ${name}, ${width} px: hydrated in place, the bar as first painted, what wrapped in More`, async () => {
          const { page, problems, close } = await visit(visitor, width);
          try {
            await page.goto(url(path));
            await elementHydrated(page, 'ex-header');
            // the hydrated bar has read what wrapped: exactly those entries are unreachable
            await until(() => page.evaluate(() => {
              const { entries } = window.__bar();
              return entries.every((e) => e.wrapped === e.inert) || entries.map(({ title, wrapped, inert }) => ({ title, wrapped, inert }));
            }), 'the entries wrapped off the bar, and only they, are unreachable');
            const bar = await page.evaluate(() => window.__bar());
            const first = await page.evaluate(() => window.__firstBar);

            assert.deepEqual(onTheBar(bar), onTheBar(first), 'the bar shows what it painted before any script, where it painted it');
            for (const entry of bar.entries.filter((e) => !e.wrapped)) {
              assert.ok(entry.inside && entry.visible, `${entry.title} is on the bar, inside it: ${JSON.stringify(entry)}`);
            }
            for (const entry of bar.entries.filter((e) => e.wrapped)) assert.equal(entry.visible, false, `${entry.title} wrapped out of sight`);
            const hidden = bar.entries.filter((e) => e.wrapped);
            if (width === visitor.widths[1]) assert.ok(hidden.length > 0, 'the bar folds at this width');
            assert.ok(bar.more.visible, 'More stands at the end of the bar');

            // More lists what wrapped first (its plain links in one run, then a group per menu), before its own groups
            const groups = await moreGroups(page);
            const links = hidden.filter((e) => !e.menu).map((e) => e.href);
            const expected = [...(links.length ? [{ label: null, hrefs: links }] : []), ...hidden.filter((e) => e.menu).map((e) => ({ label: e.title }))];
            assert.deepEqual(groups.slice(0, expected.length).map((g, i) => (expected[i].hrefs ? g : { label: g.label })), expected,
              'what wrapped is in More, once, in order');
            const shown = new Set(bar.entries.filter((e) => !e.wrapped).map((e) => e.title));
            assert.deepEqual(groups.slice(expected.length).filter((g) => shown.has(g.label)), [], 'nothing on the bar is in More too');

            const lost = await page.evaluate(() => window.__headerNodes.filter((n) => !n.isConnected).length);
            assert.equal(lost, 0, "every node of the header's server render kept");
            const afresh = await page.evaluate(() => window.__views.filter(({ nodes }) => nodes.some((n) => !n.isConnected)).map(({ host }) => host.localName));
            assert.deepEqual(afresh, [], 'no element rendered afresh');
            assert.deepEqual(hydrationProblems(problems), [], 'no mismatch, nothing rendered afresh');
          } finally {
            await close();
          }
        });
      }
    }
  }
});

describe('the header hydrating after another element has filled the page\'s stores', () => {
  it("/all-elements.html: the reminder panel's tabs set the unread counts first; the bell's dot comes after hydration", async () => {
    const { page, problems, close } = await visit({}, 1440);
    try {
      // the header's view arrives once the reminder panel's tabs have (with unread counts)
      let tabsAnswered;
      const answered = new Promise((resolve) => { tabsAnswered = resolve; });
      page.on('requestfinished', (request) => { if (request.url().includes('/herald/renew/tab')) tabsAnswered(); });
      await page.route(/\/dist\/classic\/ex-header-[^/]*\.js$/, async (route) => { await answered; await route.continue(); });
      await page.goto(url('/all-elements.html'));
      await elementHydrated(page, 'ex-header');
      await page.locator('ex-header [part=unread-dot]').first().waitFor();
      const lost = await page.evaluate(() => window.__headerNodes.filter((n) => !n.isConnected).length);
      assert.equal(lost, 0, 'the header kept every server-made node');
      assert.deepEqual(hydrationProblems(problems), []);
    } finally {
      await close();
    }
  });
});
