// When server-rendered elements start (issue 17, DESIGN.md §3a): each once its view has
// arrived, those far below the viewport later, and a visitor's key press or click before then
// is not lost; a view that never arrives leaves the server's nodes in place.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MENU } from '../../bench/early-clicks.mjs';
import { launchChromium, PHONE_USER_AGENT } from '../../scripts/chromium.mjs';
import { watchHeaderMenus } from './browser.mjs';
import { holdView, hydrated, idle, isHydrated, openPage, startPageServer, waitFor } from './server-pages.mjs';

let site;
let browser;

/** The realistic page with the Alpha list's view held: its search field, there from the server's HTML. */
async function alphaSearchBeforeItsView() {
  const opened = await openPage(browser, { width: 1440, height: 900 });
  const alpha = await holdView(opened.page, 'ex-alpha-list');
  await opened.page.goto(site.pageUrl(''));
  await alpha.requested;
  await hydrated(opened.page, 'ex-footer');
  return { ...opened, alpha, search: opened.page.locator('ex-alpha-list [part=search]') };
}

describe('server-rendered elements start when they can hydrate in one pass, the ones out of view later', () => {
  before(async () => {
    site = await startPageServer();
    browser = await launchChromium();
  });
  after(async () => { await browser?.close(); site?.close(); });

  it("a key press on the header before its view has arrived is not lost: its click is made again once the root has hydrated, once when pressed twice", async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    // the header's view is held: its root is hydrating, and cannot until the view is there
    const { requested, release } = await holdView(page, 'ex-header');
    await page.goto(site.pageUrl(''), { waitUntil: 'domcontentloaded' });
    await requested;
    await hydrated(page, 'ex-footer');
    assert.equal(await page.evaluate(() => window.__started(document.querySelector('ex-header'))), false, 'the header waits for its view');
    // the theme button: React alone gives it a meaning (a menu's button opens its popover
    // without React, and the browser's act is not made again: server-menus.test.mjs)
    const theme = page.locator('ex-header [part=theme-toggle]');
    const dark = () => page.evaluate(() => document.querySelector('ex-header').classList.contains('ex-dark'));
    await theme.focus(); // which starts it
    await page.keyboard.press('Enter'); // a button's click, which React stops while it cannot hydrate
    await page.evaluate(() => { window.__trigger = document.querySelector('ex-header').shadowRoot.querySelector('[part=theme-toggle]'); });
    assert.equal(await dark(), false, 'nothing changed before the view arrived');
    await page.keyboard.press('Enter'); // again, as nothing happened: one change, not there and back
    release();
    await page.waitForFunction(() => document.querySelector('ex-header').classList.contains('ex-dark'));
    await idle(page);
    assert.equal(await dark(), true, 'made once');
    assert.ok(await page.evaluate(() => window.__trigger.isConnected), 'the server-made trigger took the click');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("a click on a menu's button while the header waits for its view is left to the browser: the menu opens in the click's own task, and the header keeps it once hydrated", async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    const { requested, release } = await holdView(page, 'ex-header');
    await page.goto(site.pageUrl(''), { waitUntil: 'domcontentloaded' });
    await requested;
    await hydrated(page, 'ex-footer'); // the script has run, and the page's elements started
    const { x, y } = await watchHeaderMenus(page, MENU);
    await page.mouse.click(x, y);
    // issue 43: the press started no root (hydrating them first, the menu waited for that)
    assert.equal(await page.evaluate(() => window.__started(document.querySelector('ex-header'))), false, 'the header still waits for its view');
    assert.deepEqual(await page.evaluate(() => window.__toggles.map(({ state, inClick }) => ({ state, inClick }))), [{ state: 'open', inClick: true }],
      'the click opened it in its own task');
    const opened = await page.evaluate(() => window.__headerMenu());
    assert.ok(opened.open === 1 && opened.items >= 3, `its menu is open with its items (${JSON.stringify(opened)})`);
    release();
    await hydrated(page, 'ex-header');
    await page.waitForFunction(() => document.querySelector('ex-header').shadowRoot.querySelector('[part=nav-button][aria-expanded=true]'));
    assert.deepEqual(await page.evaluate(() => window.__headerMenu()), { ...opened, same: true }, 'the same menu, open, with the same items');
    assert.deepEqual(await page.evaluate(() => window.__toggles.map(({ state }) => state)), ['open'], 'never closed on the way');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('elements far below the viewport hydrate once near it, or once the roots in view have hydrated and the page is idle', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1280, height: 720 });
    // the bar, in view, cannot hydrate while its view is held
    const bar = await holdView(page, 'ex-announcement-bar');
    const views = ['ex-header', 'ex-footer'].map((tag) => page.waitForResponse(new RegExp(`/dist/classic/${tag}-[^/]*\\.js$`)));
    await page.goto(site.pageUrl('far'));
    await Promise.all(views);
    await hydrated(page, 'ex-cookie-notice'); // not shown on this site: it starts at once, wherever it is
    await idle(page);
    for (const tag of ['ex-header', 'ex-alpha-list', 'ex-footer']) assert.equal(await isHydrated(page, tag), false, `${tag}, far below, waits`);
    await page.evaluate(() => document.querySelector('ex-header').scrollIntoView());
    await hydrated(page, 'ex-header');
    assert.equal(await isHydrated(page, 'ex-footer'), false, 'the footer, still far, waits');
    bar.release();
    await hydrated(page, 'ex-announcement-bar');
    // every root that started has hydrated: the rest follow when the page is idle, unseen
    await hydrated(page, 'ex-footer');
    assert.equal(await page.evaluate(() => scrollY > 0 && document.querySelector('ex-footer').getBoundingClientRect().top > innerHeight), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an element far below the viewport that the page changes starts at once', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1280, height: 720 });
    await holdView(page, 'ex-announcement-bar'); // in view and still to hydrate: the rest wait, though the page is idle
    await page.goto(site.pageUrl('far'));
    await hydrated(page, 'ex-cookie-notice');
    await idle(page);
    assert.equal(await isHydrated(page, 'ex-footer'), false, 'the footer waits');
    await page.evaluate(() => document.querySelector('ex-footer').setAttribute('lang', 'en')); // the page's own language: the same render
    await hydrated(page, 'ex-footer');
    assert.equal(await isHydrated(page, 'ex-announcement-bar'), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("an element the page changes while it hydrates (its view still arriving) keeps the server's nodes, then shows the change", async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    const { requested, release } = await holdView(page, 'ex-header');
    await page.goto(site.pageUrl(''));
    await requested;
    await hydrated(page, 'ex-footer');
    await page.keyboard.press('Shift'); // a visitor's key: every element starts, the header's root waits for its view
    await page.waitForFunction(() => window.__started(document.querySelector('ex-header')));
    await page.evaluate(() => document.querySelector('ex-header').setAttribute('theme', 'dark'));
    release();
    await hydrated(page, 'ex-header');
    await page.waitForFunction(() => document.querySelector('ex-header').classList.contains('ex-dark'));
    const lost = await page.evaluate(() => window.__serverNodes.find(({ host }) => host.localName === 'ex-header').nodes.filter((n) => !n.isConnected).length);
    assert.equal(lost, 0, "the header's server-made nodes are all there");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an element removed while it hydrates leaves nothing waiting on it: the roots below the fold still start when the page is idle', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1280, height: 720 });
    await holdView(page, 'ex-announcement-bar'); // never released: its root hydrates until it goes
    await page.goto(site.pageUrl('far'));
    await hydrated(page, 'ex-cookie-notice');
    await page.keyboard.press('Shift'); // a visitor's key: every element starts, the bar's root waits for its view
    await page.waitForFunction(() => window.__started(document.querySelector('ex-announcement-bar')));
    await page.evaluate(() => document.querySelector('ex-announcement-bar').remove());
    await hydrated(page, 'ex-footer'); // far below, started once no root in view is left hydrating
    assert.deepEqual(problems.filter((p) => !p.includes('ERR_FAILED')), []);
    await context.close();
  });

  it('a click on an element far below the viewport, made by script before its view has arrived, is made again once it has hydrated', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    const header = await holdView(page, 'ex-header');
    await holdView(page, 'ex-announcement-bar'); // in view and hydrating: the header waits, though the page is idle
    await page.goto(site.pageUrl('far'));
    await header.requested;
    await hydrated(page, 'ex-cookie-notice');
    await idle(page);
    assert.equal(await page.evaluate(() => window.__started(document.querySelector('ex-header'))), false, 'the header waits');
    // no pointer, key or focus before it: the click alone starts the waiting root
    await page.evaluate(() => { window.__trigger = document.querySelector('ex-header').shadowRoot.querySelector('[part=theme-toggle]'); window.__trigger.click(); });
    const dark = () => page.evaluate(() => document.querySelector('ex-header').classList.contains('ex-dark'));
    assert.equal(await dark(), false, 'nothing changed before the view arrived');
    header.release();
    await page.waitForFunction(() => document.querySelector('ex-header').classList.contains('ex-dark'));
    assert.ok(await page.evaluate(() => window.__trigger.isConnected), 'the server-made trigger took the click');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("text typed into a field before its element's view has arrived is searched for once the root has hydrated", async () => {
    const { context, page, problems, alpha, search } = await alphaSearchBeforeItsView();
    await search.pressSequentially('pepe'); // its focus starts the element, which cannot hydrate yet
    await search.press('ArrowLeft');
    const searched = page.waitForRequest(/\/alpha\/markets_by_keywords\?.*keywords=pepe/);
    assert.equal(await isHydrated(page, 'ex-alpha-list'), false, 'typed before the view arrived');
    alpha.release();
    await searched; // after the list's 1000 ms pause in typing
    assert.equal(await search.inputValue(), 'pepe');
    assert.equal(await search.evaluate((input) => [input.selectionStart, input.getRootNode().activeElement === input]).then(String), '3,true', 'the caret stays where it was');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('text still being composed (an input method: Japanese) when the root hydrates is left to the visitor, then searched for', async () => {
    const { context, page, problems, alpha, search } = await alphaSearchBeforeItsView();
    await search.focus();
    const ime = await context.newCDPSession(page);
    await ime.send('Input.imeSetComposition', { text: 'ぺぺ', selectionStart: 2, selectionEnd: 2 });
    alpha.release();
    await hydrated(page, 'ex-alpha-list');
    await page.evaluate(() => new Promise((r) => setTimeout(r))); // the shell hands over edits a task after the commit
    const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('keywords') === 'ぺぺ');
    await ime.send('Input.insertText', { text: 'ぺぺ' }); // the visitor confirms the composition
    await searched;
    assert.equal(await search.inputValue(), 'ぺぺ');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an option chosen in the phone footer before its view has arrived is acted on once the root has hydrated', async () => {
    // a phone's User-Agent: the server renders the footer's phone selectors
    const { context, page, problems } = await openPage(browser, { width: 390, height: 844 }, { userAgent: PHONE_USER_AGENT });
    const footer = await holdView(page, 'ex-footer');
    await page.goto(site.pageUrl(''));
    await footer.requested;
    // a language is chosen through a cancelable ex-navigate: the page keeps it, and stays
    await page.evaluate(() => document.addEventListener('ex-navigate', (e) => { window.__navigated = e.detail.href; e.preventDefault(); }));
    await page.locator('ex-footer select[data-setting=locale]').selectOption('de');
    assert.equal(await isHydrated(page, 'ex-footer'), false, 'chosen before the view arrived');
    footer.release();
    const href = await page.waitForFunction(() => window.__navigated).then((h) => h.jsonValue());
    assert.match(href, /^\/de\/page\?/, 'the same page in German');
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [lang, catalog] of [['fa', 'with no catalog'], ['tr', 'whose catalog never arrives']]) {
    it(`a page in a language ${catalog} (${lang}) hydrates, in English where it must`, async () => {
      const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
      await page.route(/\/dist\/i18n\/tr\.js$/, (route) => route.abort());
      await page.goto(site.pageUrl('', { siteId: 0, lang, common: { lang_list: ['en', 'tr', 'fa'] } }));
      assert.equal(await page.locator('ex-header').getAttribute('data-ex-ssr-lang'), lang, 'rendered on the server in it');
      await page.waitForFunction(() => window.__serverNodes.every(({ host }) => window.__hydrated(host)));
      await page.locator('ex-footer footer').waitFor();
      // Turkish without its catalog: the browser's English differs from the server's Turkish
      const expected = lang === 'tr' ? [/the tr catalog did not load/, /did not match its server render/, /ERR_FAILED/] : [];
      assert.deepEqual(problems.filter((p) => !expected.some((e) => e.test(p))), [], 'no uncaught error');
      await context.close();
    });
  }

  it("an element the browser shows less of than the server (a notice accepted in storage only) keeps none of the server's nodes", async () => {
    const release = site.holdApi(); // the Alpha list's rows replace its skeleton once its data arrives
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.addInitScript(() => localStorage.setItem('cookie_notice_accepted_at', String(Math.floor(Date.now() / 1000))));
    await page.goto(site.pageUrl('', { siteId: 106, lang: 'en' })); // the EU edition, which has the notice
    const made = await page.evaluate(() => window.__serverNodes.find(({ host }) => host.localName === 'ex-cookie-notice').nodes.length);
    assert.ok(made > 3, 'the server, which sees no acceptance cookie, rendered the notice');
    await page.waitForFunction(() => window.__serverNodes.every(({ host }) => window.__hydrated(host)));
    await page.waitForFunction(() => !document.querySelector('ex-cookie-notice').shadowRoot.querySelector('section'));
    const kept = await page.evaluate(() => window.__serverNodes.filter(({ host }) => host.localName !== 'ex-cookie-notice')
      .every(({ nodes }) => nodes.every((n) => n.isConnected)));
    release();
    assert.ok(kept, 'the other elements kept their nodes');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an element moved once hydrated, after a panel of its adopted a stylesheet, is styled in its new place', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(site.pageUrl(''));
    await hydrated(page, 'ex-header');
    const height = () => page.evaluate(() => document.querySelector('ex-header').shadowRoot.querySelector('header')?.getBoundingClientRect().height);
    const styled = await height();
    await page.evaluate(() => {
      const header = document.querySelector('ex-header');
      header.shadowRoot.adoptedStyleSheets = [...header.shadowRoot.adoptedStyleSheets, new CSSStyleSheet()]; // as the market panel adopts its own
      document.body.append(header); // rendered afresh there, without the server's inline styles
    });
    await page.waitForFunction(() => document.querySelector('ex-header').shadowRoot.querySelector('header'));
    assert.equal(await height(), styled);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("an element whose view never arrives keeps its server's nodes, and asks again after a pause, not in a loop", async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.route(/\/dist\/classic\/ex-header-[^/]*\.js$/, (route) => route.abort());
    const lost = () => problems.filter((p) => p.includes('<ex-header> did not load')).length;
    await page.goto(site.pageUrl(''));
    await page.waitForFunction(() => window.__hydrated(document.querySelector('ex-footer')));
    await waitFor(() => lost() >= 2); // asked again once, a second later
    const header = await page.evaluate(() => window.__serverNodes.find(({ host }) => host.localName === 'ex-header').nodes.every((n) => n.isConnected));
    assert.equal(header, true, "the header's server-made nodes are all there");
    assert.ok(lost() <= 3, `${lost()} asks`);
    assert.deepEqual(problems.filter((p) => !p.includes('<ex-header> did not load') && !p.includes('net::ERR_FAILED')), [], 'no uncaught error');
    await context.close();
  });

  it('the same view lost on a page the browser alone renders says that something went wrong, not nothing', async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.route(/\/dist\/classic\/ex-header-[^/]*\.js$/, (route) => route.abort());
    await page.goto(site.pageUrl('plain'));
    assert.equal(await page.locator('ex-header [role=status]').textContent(), 'Something went wrong. Please try again.');
    await page.locator('ex-footer footer').waitFor(); // the other elements show
    assert.deepEqual(problems.filter((p) => !p.includes('<ex-header> did not load') && !p.includes('net::ERR_FAILED')), [], 'no uncaught error');
    await context.close();
  });

  it("the page's first storage read comes after its first paint, and a theme only storage holds is shown once the elements start", async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(site.pageUrl(''), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => { localStorage.setItem('theme', 'dark'); localStorage.setItem('is_change_skin', '1'); });
    // each read of storage notes whether the script had run and the page had painted by then
    // (§3e: a read while the script evaluates would hold the paint)
    await context.addInitScript(() => {
      const read = Storage.prototype.getItem;
      window.__storageReads = [];
      Storage.prototype.getItem = function getItem(key) {
        window.__storageReads.push(Boolean(window.exElements) && performance.getEntriesByName('first-contentful-paint').length > 0);
        return read.call(this, key);
      };
    });
    await page.goto(site.pageUrl(''));
    await page.waitForFunction(() => document.querySelector('ex-header').classList.contains('ex-dark'));
    const reads = await page.evaluate(() => window.__storageReads);
    assert.ok(reads.length > 0, 'storage was read');
    assert.deepEqual(reads.filter((late) => !late), [], 'no read before the script has run and the page has painted');
    assert.equal(await page.evaluate(() => document.cookie.includes('theme=dark')), true, "and the theme's cookie, for the next server render");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("a page whose script is in <head> preloads its elements' views at its body's end, and the script preloads none of them again", async () => {
    const { context, page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(site.pageUrl(''));
    await hydrated(page, 'ex-header');
    const links = await page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')]
      .map((link) => ({ href: link.href, inBody: link.parentNode === document.body })));
    const fromPage = links.filter((link) => link.inBody).map((link) => link.href);
    assert.ok(fromPage.some((href) => /\/ex-header-[^/]+\.js$/.test(href)), "the header's view, from the page");
    const hrefs = links.map((link) => link.href);
    assert.deepEqual(hrefs.filter((href, i) => hrefs.indexOf(href) !== i), [], 'no file preloaded twice');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
