// Hydration of server-rendered elements (issue 17, DESIGN.md §3a): a page rendered by
// exchange-elements/server, then the classic script: every node the server made is still there
// (same node, same shadow root), React reports nothing, in four languages (Arabic right to
// left), both themes, logged out and in. (When the elements start: server-hydration-later.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchChromium, PHONE_USER_AGENT } from '../../scripts/chromium.mjs';
import { recordProblems } from './browser.mjs';
import { startPageServer } from './server-pages.mjs';

const USER = { isLogin: true, uid: 10086123, nickname: 'Satoshi N.', tier_level: 2, curr_fiat: 'USD', kyc_status: 2 };

let site;
let base;
let browser;

describe('server-rendered elements hydrate in place', () => {
  before(async () => {
    site = await startPageServer();
    base = site.base;
    browser = await launchChromium();
  });
  after(async () => { await browser?.close(); site?.close(); });

  /** Loads the page in a fresh context and gives what became of each server-made root. */
  async function hydrate({ lang, theme, login, inHead = false, csp = false, phone = false }) {
    const release = site.holdApi();
    const context = await browser.newContext(phone ? { userAgent: PHONE_USER_AGENT, viewport: { width: 390, height: 844 } } : {});
    await context.addCookies([
      { name: 'theme', value: theme, url: base },
      { name: 'is_change_skin', value: '1', url: base },
    ]);
    const page = await context.newPage();
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} sample ${e.sample}`), true));
    const problems = recordProblems(page);
    const config = { siteId: 0, lang, common: { lang_list: ['en', 'tr', 'ar', 'ja'], is_login: login }, user: login ? USER : null };
    await page.goto(site.pageUrl([inHead && 'head', csp && `csp=${csp}`].filter(Boolean).join('&'), config));
    await page.waitForFunction(() => window.__serverNodes.every(({ host }) => window.__hydrated(host)));
    // each root drops its inline styles once it has adopted their rules: once all have
    await page.waitForFunction(() => window.__serverNodes.every(({ styles, dropped }) => dropped.length === styles.length));
    const report = await page.evaluate(() => window.__serverNodes.map(({ host, nodes, styles, dropped }) => ({
      tag: host.localName,
      made: nodes.length,
      lost: nodes.filter((n) => !n.isConnected || n.getRootNode() !== host.shadowRoot).length,
      styles: styles.length,
      // each inline style went as the root adopted the shared sheets, not with a new render
      droppedEarly: dropped.filter((d) => d.adopted < styles.length || !d.alone).length,
      inlineLeft: [...host.shadowRoot.children].filter((c) => c.localName === 'style').length,
      dir: host.shadowRoot.querySelector('[dir]')?.getAttribute('dir') ?? null,
      dark: host.classList.contains('ex-dark'),
      disclosures: host.shadowRoot.querySelectorAll('details').length,
    })));
    release();
    // the sanitiser has loaded and the bar's text is DOMPurify's: the server's nodes, when equal
    await page.waitForLoadState('networkidle');
    const bulletin = await page.evaluate(() => ({ shown: window.__bulletinLink !== null, kept: window.__bulletinLink?.isConnected === true }));
    await context.close();
    return { problems, report, bulletin: { ...bulletin, calls: site.bulletinCalls() } };
  }

  function check({ problems, report, bulletin }, { lang, theme }) {
    assert.deepEqual(problems, [], 'no hydration error or warning');
    const tags = report.map((r) => r.tag);
    for (const tag of ['ex-header', 'ex-footer', 'ex-announcement-bar']) assert.ok(tags.includes(tag), `${tag} was server-rendered`);
    assert.ok(bulletin.shown, 'the bar came with its bulletin from the server');
    assert.ok(bulletin.kept, "the bulletin's nodes stayed once the browser's sanitiser had loaded");
    assert.equal(bulletin.calls, 0, 'the browser did not fetch the bulletin again');
    for (const r of report) {
      assert.equal(r.lost, 0, `<${r.tag}> kept all ${r.made} server-made nodes`);
      assert.ok(r.styles > 0, `<${r.tag}> came with its styles inline`);
      assert.deepEqual([r.droppedEarly, r.inlineLeft], [0, 0], `<${r.tag}> claimed its inline styles, then moved onto the shared sheets`);
      assert.equal(r.dark, theme === 'dark', `<${r.tag}> shows the ${theme} theme`);
      if (r.dir) assert.equal(r.dir, lang === 'ar' ? 'rtl' : 'ltr', `<${r.tag}> reads ${lang === 'ar' ? 'right to left' : 'left to right'}`);
    }
  }

  for (const lang of ['en', 'tr', 'ar', 'ja']) {
    for (const theme of ['light', 'dark']) {
      for (const login of [false, true]) {
        it(`${lang}, ${theme}, ${login ? 'logged in' : 'logged out'}`, async () => {
          check(await hydrate({ lang, theme, login }), { lang, theme });
        });
      }
    }
  }

  it('under a strict CSP with Trusted Types, inline styles by nonce: zero violations, every node kept', async () => {
    const options = { lang: 'ar', theme: 'dark', login: true, csp: 'nonce' };
    check(await hydrate(options), options);
  });

  it('under a strict CSP with Trusted Types, inline styles by the published hashes: zero violations, every node kept', async () => {
    const options = { lang: 'en', theme: 'light', login: true, csp: 'hash' };
    check(await hydrate(options), options);
  });

  it("a phone: the footer's sections, disclosures from the server, hydrate in place", async () => {
    const options = { lang: 'en', theme: 'light', login: false, phone: true };
    const result = await hydrate(options);
    check(result, options);
    assert.ok(result.report.find((r) => r.tag === 'ex-footer').disclosures >= 3, 'the phone footer was server-rendered');
  });

  it('the classic script in <head>: the elements wait for their declarative roots', async () => {
    const options = { lang: 'en', theme: 'light', login: false, inHead: true };
    check(await hydrate(options), options);
  });

  it("an element whose stylesheet links do not load (a wrong asset base) is styled once it has hydrated", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route(/\/dist\/styles\/[^/]*\.css$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(site.pageUrl('links'));
    await page.waitForFunction(() => window.__hydrated(document.querySelector('ex-header')));
    const header = await page.evaluate(() => {
      const host = document.querySelector('ex-header');
      return { adopted: host.shadowRoot.adoptedStyleSheets.length, height: host.getBoundingClientRect().height };
    });
    assert.ok(header.adopted > 0, 'it adopted the stylesheets its links did not bring');
    assert.ok(header.height < 100, `the header is its 65 px bar, not an unstyled list (${header.height} px)`);
    await context.close();
  });

  /** Loads /page with `query` and gives each root's trees, and the warnings the page logged. */
  async function roots(query, config) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings = recordProblems(page, [], (kind, text) => (kind === 'pageerror' ? `error: ${text}` : text));
    await page.goto(site.pageUrl(query, config));
    // each root holds one tree that React renders: the view, after any stylesheet links or inline styles
    const styling = ['link', 'style'];
    await page.waitForFunction((skip) => ['ex-header', 'ex-footer'].every((tag) => {
      const views = [...document.querySelector(tag).shadowRoot.children].filter((c) => !skip.includes(c.localName));
      return views.length === 1 && window.__hydrated(document.querySelector(tag));
    }), styling);
    const trees = await page.evaluate((skip) => Object.fromEntries(['ex-header', 'ex-footer'].map((tag) => {
      const root = document.querySelector(tag).shadowRoot;
      const views = [...root.children].filter((c) => !skip.includes(c.localName));
      return [tag, {
        links: [...root.children].filter((c) => c.localName === 'link').length,
        views: views.length,
        // the view is the server's own node: hydrated in place
        kept: window.__serverNodes.find(({ host }) => host.localName === tag).nodes.includes(views[0]),
        dir: root.querySelector('[dir]')?.getAttribute('dir'),
        text: root.textContent,
      }];
    })), styling);
    await context.close();
    return { trees, warnings };
  }

  it('a page that changes its config before the elements start renders them afresh from it', async () => {
    const config = { siteId: 0, lang: 'en', common: { lang_list: ['en', 'ar'], is_login: true }, user: USER };
    const { trees, warnings } = await roots('configure', config);
    for (const tag of ['ex-header', 'ex-footer']) {
      // React would have kept the server's dir="ltr", and said nothing
      assert.deepEqual({ ...trees[tag], text: undefined }, { links: 0, views: 1, kept: false, dir: 'rtl', text: undefined }, tag);
    }
    assert.deepEqual(warnings, []);
  });

  it('a root that does not match its server render renders afresh: none of the server nodes stay beside the new ones', async () => {
    const { trees, warnings } = await roots('tamper', { siteId: 0, lang: 'en' });
    assert.deepEqual({ ...trees['ex-footer'], text: undefined }, { links: 0, views: 1, kept: false, dir: 'ltr', text: undefined });
    assert.match(trees['ex-footer'].text, /Careers/);
    assert.doesNotMatch(trees['ex-footer'].text, /Xareers/);
    assert.equal(trees['ex-header'].kept, true, 'the header hydrated in place');
    assert.ok(warnings.length > 0 && warnings.every((w) => w.includes('<ex-footer> did not match its server render: rendered afresh')), warnings.join('\n'));
  });
});
