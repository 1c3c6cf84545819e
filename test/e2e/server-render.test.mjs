// exchange-elements/server without a browser (issue 17): the HTML a crawler reads — every
// footer link of spec §2 and the header's top navigation for all 11 editions —, markup a strict
// CSP accepts, and concurrent renders that keep their own config, cookies and stores.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, it, before } from 'node:test';
import { build } from 'esbuild';
import { parseDocument, DomUtils } from 'htmlparser2';
import { renderElement, renderPage } from '../../dist/server/index.js';
import { headerMenuList } from '../../demo/mock/fixtures-site.mjs';
import { PHONE_USER_AGENT } from '../../scripts/chromium.mjs';

// the spec's expectations, from the same tables the browser tests use (TypeScript, bundled here)
const SPEC_ENTRY = `
export { SPEC, withLang } from './src/core/footer/spec-links.fixture';
export { EDITIONS } from './src/core/editions';
export { staticTopNav } from './src/core/header/build';
export { translator } from './src/core/i18n';
export { en } from './src/core/i18n/catalogs/en';
export { withPrefix } from './src/core/links';`;
let spec;

/** An API that answers every call with `data` (renderPage's `fetch` option, DESIGN.md §3a). */
const answering = (data) => async () => new Response(JSON.stringify({ code: 200, data }), { headers: { 'content-type': 'application/json' } });
const HOSTILE_BULLETIN = {
  content_id: 'x1',
  content: '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="go()">go</a> '
    + '<b>bold</b> <a href="https://ok.example/" target="_blank" rel="opener">ok</a><style>*{}</style><svg><a href="/x">in svg</a></svg>',
  link: 'javascript:alert(4)',
};

const page = (config, body) => `<!doctype html><html><head><title>t</title></head><body>
<script type="application/json" id="ex-config">${JSON.stringify(config)}</script>${body}</body></html>`;

/** The elements of one tag in the rendered page, as htmlparser2 DOM nodes (shadow roots included). */
const hosts = (html, tag) => DomUtils.getElementsByTagName(tag, parseDocument(html), true);
const rootOf = (host) => host.children.find((c) => c.name === 'template' && c.attribs.shadowrootmode === 'open');
const sectionLinks = (footer) => Object.fromEntries(DomUtils.findAll((n) => n.name === 'section' && 'data-section' in n.attribs, [rootOf(footer)])
  .map((s) => [s.attribs['data-section'], DomUtils.getElementsByTagName('a', s).map((a) => a.attribs.href)]));

describe('renderPage: what a crawler reads', () => {
  before(async () => {
    const { outputFiles } = await build({ stdin: { contents: SPEC_ENTRY, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'error' });
    spec = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  });

  it('every footer link of spec §2 and the top navigation, in each of the 11 editions', async () => {
    const editions = spec.EDITIONS.filter((e) => e.key !== 'testnet');
    assert.equal(editions.length, 11);
    for (const edition of editions) {
      const html = await renderPage(page({ siteId: edition.siteId }, '<ex-header></ex-header><main>text</main><ex-footer></ex-footer>'), { url: 'https://www.example.com/' });
      const [footer] = hosts(html, 'ex-footer');
      assert.ok(rootOf(footer), `${edition.key}: the footer has its shadow root`);
      assert.deepEqual(sectionLinks(footer), spec.withLang('en', spec.SPEC[edition.key]('en')), `${edition.key}: footer links`);

      const nav = DomUtils.findOne((n) => n.attribs?.part === 'nav', [rootOf(hosts(html, 'ex-header')[0])]);
      assert.ok(nav, `${edition.key}: the header's navigation is in the HTML`);
      const shown = new Set(DomUtils.getElementsByTagName('a', nav).map((a) => a.attribs.href));
      const text = DomUtils.textContent(nav);
      const ctx = { edition, compliance: { menuList: [], businessList: [] }, flags: {}, link: (p) => spec.withPrefix('', p), t: spec.translator('en', { en: spec.en }), vars: { fiat: 'USD' } };
      for (const item of spec.staticTopNav(ctx)) {
        if (item.specialHandler === 'moreMenu') continue;
        assert.ok(text.includes(item.title), `${edition.key}: top item "${item.title}" is in the HTML`);
        if (item.href && !item.children.length) assert.ok(shown.has(item.href), `${edition.key}: top link ${item.href} is in the HTML`);
      }
    }
  });

  it('markup a strict CSP accepts: no script, inline style attribute, handler or javascript: URL in any shadow root; its styles inline with the nonce, or as links', async () => {
    const input = page({ siteId: 0, user: { isLogin: true, uid: 1, nickname: '<img src=x onerror=alert(1)>' } },
      '<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header><ex-cookie-notice></ex-cookie-notice><ex-alpha-list></ex-alpha-list><ex-search-modal></ex-search-modal><ex-app-banner></ex-app-banner><ex-footer></ex-footer>');
    const options = { url: 'https://www.example.com/', fetch: answering(HOSTILE_BULLETIN) };
    const rootsOf = (html) => [...html.matchAll(/<template shadowrootmode="open">([\s\S]*?)<\/template>/g)].map((m) => m[1]);
    const hashes = JSON.parse(readFileSync('dist/styles/hashes.json', 'utf8')).stylesheets;
    const published = new Set(Object.values(hashes));
    const inline = await renderPage(input, { ...options, nonce: 'r4nd0m+N0nce/=' });
    const linked = await renderPage(input, { ...options, styles: 'links' });
    for (const html of [inline, linked]) {
      assert.match(html, /<b>bold<\/b>/, 'the bar was rendered with its (hostile) bulletin');
      const roots = rootsOf(html);
      assert.ok(roots.length >= 5, `${roots.length} elements rendered`);
      for (const root of roots) {
        // (an attribute inside a tag: the hostile nickname is text in the personal menu, escaped)
        assert.doesNotMatch(root, /<script|<[^>]*\s(style|on[a-z]+)=|javascript:/i);
        assert.doesNotMatch(root, /<img src=x/, 'a user name is text, never markup');
      }
    }
    for (const root of rootsOf(inline)) {
      // the root's stylesheets first, each inline with the nonce and a published hash; no other <style>
      const styles = [...root.matchAll(/<style nonce="r4nd0m\+N0nce\/=">([^<]*)<\/style>/g)];
      assert.ok(styles.length > 0 && root.startsWith(styles.map((m) => m[0]).join('')), root.slice(0, 200));
      assert.equal((root.match(/<style/g) ?? []).length, styles.length);
      for (const [, css] of styles) assert.ok(published.has(`'sha256-${createHash('sha256').update(css).digest('base64')}'`), 'its hash is published');
      assert.doesNotMatch(root, /<link/);
    }
    for (const root of rootsOf(linked)) {
      assert.match(root, /^<link rel="stylesheet" href="\/dist\/styles\/[\w-]+\.css"\/>/);
      for (const [, file] of root.matchAll(/<link rel="stylesheet" href="\/dist\/(styles\/[\w-]+\.css)"\/>/g)) assert.ok(file in hashes, `${file} is built`);
      assert.doesNotMatch(root, /<style/i);
    }
    // an attribute value written back into its start tag stays one attribute value
    const tag = await renderElement('ex-footer', { 'page-path': '/"><img src=x onerror=alert(1)>' });
    assert.match(tag, /^<ex-footer page-path="\/&quot;><img src=x onerror=alert\(1\)>" class=/);
    assert.equal(hosts(tag, 'img').length, 0, 'no element made of the value');
  });

  it("the bar's bulletin is fetched on the server, sanitised, and handed to the browser", async () => {
    const bar = page({ siteId: 0 }, '<ex-announcement-bar></ex-announcement-bar>');
    const html = await renderPage(bar, { url: 'https://www.example.com/', fetch: answering(HOSTILE_BULLETIN) });
    const [host] = hosts(html, 'ex-announcement-bar');
    const root = rootOf(host);
    const text = DomUtils.findOne((n) => n.attribs?.class === 'text', [root]);
    assert.equal(DomUtils.getOuterHTML(text.children),
      '<span><a>go</a> <b>bold</b> <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></span>');
    assert.equal(DomUtils.findAll((n) => ['script', 'img', 'style', 'svg'].includes(n.name), [text]).length, 0);
    for (const n of DomUtils.findAll(() => true, [root])) {
      for (const [name, value] of Object.entries(n.attribs)) {
        assert.doesNotMatch(name, /^on/, `no ${name} handler`);
        assert.doesNotMatch(value, /javascript:/i, `no javascript: URL in ${n.name} ${name}`);
      }
    }
    // the browser's first render starts from the same answer (its own sanitiser runs there)
    assert.deepEqual(JSON.parse(host.attribs['data-ex-ssr-data']), { bulletin: HOSTILE_BULLETIN });
  });

  it('an API that fails or never answers gives the §8 fallback (no bar), within the 3000 ms server timeout', async () => {
    const bar = page({ siteId: 0 }, '<ex-announcement-bar></ex-announcement-bar><ex-footer></ex-footer>');
    const failing = async () => { throw new TypeError('fetch failed'); };
    const silent = (_input, init) => new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
    for (const fetch of [failing, silent, answering('not a bulletin')]) {
      const started = performance.now();
      const html = await renderPage(bar, { url: 'https://www.example.com/', fetch });
      const took = performance.now() - started;
      const [host] = hosts(html, 'ex-announcement-bar');
      assert.equal(DomUtils.findAll((n) => n.attribs?.class === 'bar', [rootOf(host)]).length, 0, 'no bar');
      assert.ok(hosts(html, 'ex-footer')[0].attribs['data-ex-ssr'], 'the rest of the page is rendered');
      assert.ok(took < 6000, `rendered after ${Math.round(took)} ms`);
      if (fetch === silent) assert.ok(took >= 2900, `waited for the server timeout (${Math.round(took)} ms)`);
    }
  });

  it("a page's elements render at once: its loads wait together, not one after another", async () => {
    let open = 0;
    let most = 0;
    const silent = (_input, init) => new Promise((_resolve, reject) => {
      most = Math.max(most, ++open);
      init.signal.addEventListener('abort', () => { open -= 1; reject(init.signal.reason); });
    });
    const html = await renderPage(page({ siteId: 0, flags: { newMenu: true } }, '<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header>'),
      { url: 'https://www.example.com/', fetch: silent });
    assert.equal(most, 2, "the bar's bulletin and the header's menu were asked for at the same time");
    assert.deepEqual(hosts(html, 'ex-announcement-bar').concat(hosts(html, 'ex-header')).map((h) => h.attribs['data-ex-ssr']), ['s1-', 's2-'], 'prefixes in page order');
  });

  it("an API answering HTTP 500 over the network: the bar's fallback, and the remote menu's §7 retries run out, all without waiting for the timeout", async () => {
    const sent = new Map();
    const api = createServer((req, res) => {
      const path = new URL(req.url, 'http://api').pathname;
      sent.set(path, (sent.get(path) ?? 0) + 1);
      res.writeHead(500, { 'content-type': 'text/html' }).end('<!doctype html><title>500</title><h1>500 Internal Server Error</h1>');
    });
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    try {
      const html = await renderPage(page({ siteId: 0, flags: { newMenu: true } }, '<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header>'),
        { url: `http://127.0.0.1:${api.address().port}/` });
      const [bar] = hosts(html, 'ex-announcement-bar');
      assert.equal(DomUtils.findAll((n) => n.attribs?.class === 'bar', [rootOf(bar)]).length, 0, 'no bar');
      assert.ok(DomUtils.textContent(DomUtils.findOne((n) => n.name === 'nav', [rootOf(hosts(html, 'ex-header')[0])])).includes('Futures'), 'the static navigation');
      // Node's fetch (its body streams are read only when pulled) once held each error answer
      // until the timeout, so the menu had time for its first attempt only
      assert.deepEqual(Object.fromEntries(sent), { '/api/web/v1/site/fullsiteBulletin': 1, '/api/web/v1/site/headerMenuListV2': 4 });
    } finally {
      api.close();
    }
  });

  it("the header's remote menu is fetched on the server too: its navigation is in the HTML, handed to the browser", async () => {
    const header = page({ siteId: 0, flags: { newMenu: true } }, '<ex-header></ex-header>');
    const html = await renderPage(header, { url: 'https://www.example.com/', fetch: answering(headerMenuList('en')) });
    const [host] = hosts(html, 'ex-header');
    const nav = DomUtils.findOne((n) => n.name === 'nav', [rootOf(host)]);
    assert.equal(nav.attribs['aria-busy'], undefined, 'not loading');
    assert.ok(DomUtils.textContent(nav).includes('Futures'));
    const handed = JSON.parse(host.attribs['data-ex-ssr-data']);
    assert.ok(Array.isArray(handed.remoteMenu?.list ?? handed.remoteMenu), 'the menu the browser starts from');
    // without the flag there is nothing to fetch: the static navigation, nothing handed over
    const plain = await renderPage(page({ siteId: 0 }, '<ex-header></ex-header>'), { url: 'https://www.example.com/', fetch: answering(headerMenuList('en')) });
    assert.equal(hosts(plain, 'ex-header')[0].attribs['data-ex-ssr-data'], undefined);
  });

  it('each render asks its own API for the remote menu: nothing fetched for another page is reused', async () => {
    const menuNamed = (label) => JSON.parse(JSON.stringify(headerMenuList('en')).replaceAll('"Futures"', JSON.stringify(label)));
    const asked = [];
    const api = (label) => async (input) => { asked.push(String(input.url ?? input)); return answering(menuNamed(label))(); };
    const navText = (html) => DomUtils.textContent(DomUtils.findOne((n) => n.name === 'nav', [rootOf(hosts(html, 'ex-header')[0])]));
    const render = (apiBase, origin, label) => renderPage(page({ siteId: 0, apiBase, flags: { newMenu: true } }, '<ex-header></ex-header>'), { url: `${origin}/`, fetch: api(label) });
    const a = await render('/a-api', 'https://a.example', 'Menu of A');
    const b = await render('/b-api', 'https://b.example', 'Menu of B');
    assert.ok(navText(a).includes('Menu of A'));
    assert.ok(navText(b).includes('Menu of B'), "B's own menu");
    assert.ok(!navText(b).includes('Menu of A'));
    assert.ok(asked.some((url) => url.startsWith('https://b.example/b-api/')), 'B asked its own API');
  });

  it("renders of one site through the default fetch share its menu while fresh; another site's asks its own", async () => {
    const sent = [];
    const api = createServer((req, res) => {
      sent.push(req.url);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data: headerMenuList('en') }));
    });
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    const origin = `http://127.0.0.1:${api.address().port}`;
    const header = (apiBase, lang = 'en') => page({ siteId: 0, lang, apiBase, flags: { newMenu: true } }, '<ex-header></ex-header>');
    try {
      for (const [apiBase, lang] of [['/one', 'en'], ['/one', 'en'], ['/two', 'en'], ['/one', 'de'], ['/one', 'en'], ['/one', 'de']]) {
        const html = await renderPage(header(apiBase, lang), { url: `${origin}/` });
        assert.ok(DomUtils.findOne((n) => n.name === 'nav', [rootOf(hosts(html, 'ex-header')[0])]).children.length > 0);
      }
      assert.deepEqual(sent.map((url) => `${url.split('/api/')[0]} ${/[?&]lang=(\w+)/.exec(url)[1]}`), ['/one en', '/two en', '/one de'],
        'one call for each site and language: a German page keeps the English entry');
    } finally {
      api.close();
    }
  });

  it('a render that reaches the API with a fetch of its own shares no cached menu with another', async () => {
    const menuNamed = (label) => JSON.parse(JSON.stringify(headerMenuList('en')).replaceAll('"Futures"', JSON.stringify(label)));
    const visitor = (label) => async () => answering(menuNamed(label))(); // a new function per request: the visitor's credentials, say
    const render = (label) => renderPage(page({ siteId: 0, apiBase: '/same', flags: { newMenu: true } }, '<ex-header></ex-header>'), { url: 'https://same.example/', fetch: visitor(label) });
    const navText = (html) => DomUtils.textContent(DomUtils.findOne((n) => n.name === 'nav', [rootOf(hosts(html, 'ex-header')[0])]));
    assert.ok(navText(await render('Menu of visitor 1')).includes('Menu of visitor 1'));
    const second = navText(await render('Menu of visitor 2'));
    assert.ok(second.includes('Menu of visitor 2') && !second.includes('Menu of visitor 1'));
  });

  it("a phone whose visitor closed the app banner is not sent it: the closing is in a cookie the server reads", async () => {
    const banner = async (cookies) => {
      const html = await renderPage(page({ siteId: 0 }, '<ex-app-banner></ex-app-banner>'), { url: 'https://www.example.com/', userAgent: PHONE_USER_AGENT, cookies });
      return DomUtils.findAll((n) => n.attribs?.part === 'banner', [rootOf(hosts(html, 'ex-app-banner')[0])]).length;
    };
    assert.equal(await banner(''), 1);
    assert.equal(await banner('app_banner_closed=1767225600'), 0);
  });

  it('20 renders at once, each with its own edition, language and cookies', async () => {
    const editions = spec.EDITIONS.filter((e) => e.key !== 'testnet');
    const langs = ['en', 'tr', 'ar', 'ja', 'de'];
    const cases = Array.from({ length: 20 }, (_, i) => ({
      edition: editions[i % editions.length], lang: langs[i % langs.length], theme: i % 2 ? 'dark' : 'light', colour: i % 3 ? 'risegreen' : 'risered',
    }));
    const pages = await Promise.all(cases.map((c) => renderPage(
      page({ siteId: c.edition.siteId, lang: c.lang, common: { lang_list: langs } }, '<ex-header></ex-header><ex-footer></ex-footer>'),
      { url: `https://www.example.com/${c.lang === 'en' ? '' : `${c.lang}/`}`, cookies: `theme=${c.theme}; is_change_skin=1; market-rise-colour=${c.colour}` })));
    pages.forEach((html, i) => {
      const c = cases[i];
      for (const tag of ['ex-header', 'ex-footer']) {
        const [host] = hosts(html, tag);
        const classes = host.attribs.class.split(' ');
        assert.equal(host.attribs['data-ex-ssr-lang'], c.lang, `render ${i}: ${tag} in ${c.lang}`);
        assert.ok(classes.includes(c.theme === 'dark' ? 'ex-dark' : 'ex-light'), `render ${i}: ${tag} ${c.theme}`);
        // the US edition forces green-up (§4)
        const colour = c.edition.forced?.riseColour ?? c.colour;
        assert.ok(classes.includes(`ex-${colour}`), `render ${i}: ${tag} ${colour}`);
      }
      const footer = DomUtils.findOne((n) => n.name === 'footer', [rootOf(hosts(html, 'ex-footer')[0])]);
      assert.equal(footer.attribs['data-edition'], c.edition.key, `render ${i}: the ${c.edition.key} footer`);
      assert.equal(footer.attribs.lang, c.lang === 'ar' ? 'ar' : c.lang, `render ${i}: footer language`);
    });
  });

  it("beside the classic script, a page asks for its elements' views as the script arrives", async () => {
    const views = JSON.parse(readFileSync('dist/classic/views.json', 'utf8'));
    const body = '<ex-header></ex-header><ex-footer></ex-footer><p>text</p>';
    const modulepreloads = (html) => DomUtils.findAll((n) => n.name === 'link' && n.attribs.rel === 'modulepreload', [parseDocument(html)]).map((l) => l.attribs.href);

    const classic = await renderPage(page({}, `${body}<script src="/assets/v2/ex-elements.js?v=7"></script>`));
    // at the script's own low priority, behind the page's HTML and CSS
    assert.match(classic, /<p>text<\/p>(<link rel="modulepreload" fetchpriority="low" href="[^"]+" integrity="sha384-[^"]+">)+<script src="\/assets\/v2\/ex-elements\.js\?v=7">/, 'right before the script');
    const files = new Set([...views['ex-header'], ...views['ex-footer']]);
    // each pinned as the script would pin it (issue 29)
    const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
    const pins = DomUtils.findAll((n) => n.name === 'link' && n.attribs.rel === 'modulepreload', [parseDocument(classic)]).map((l) => [l.attribs.href, l.attribs.integrity]);
    assert.deepEqual(new Map(pins), new Map([...files].map((file) => [`/assets/v2/${file}`, integrity[file]])));
    assert.deepEqual(new Set(modulepreloads(classic)), new Set([...files].map((file) => `/assets/v2/${file}`)), "the two elements' views, beside the script");
    assert.equal(modulepreloads(classic).length, files.size, 'each once');
    for (const file of files) assert.ok(existsSync(join('dist', file)), `${file} is in the build`);

    // a script in <head>, met before any element (the usual `defer`): the preloads go at the
    // body's end, once the page has named its elements, and the script adds none of its own
    const ahead = await renderPage(page({}, body).replace('<title>t</title>', '<title>t</title><script defer src="/assets/v2/ex-elements.js"></script>'));
    assert.match(ahead, /<p>text<\/p>(<link rel="modulepreload" fetchpriority="low" href="[^"]+" integrity="sha384-[^"]+">)+<\/body>/, 'right before </body>');
    assert.deepEqual(new Set(modulepreloads(ahead)), new Set([...files].map((file) => `/assets/v2/${file}`)));
    assert.equal(modulepreloads(ahead).length, files.size, 'each once');

    // a page of ES module entries loads no classic chunk: it is not asked for
    const esm = await renderPage(page({}, `${body}<script type="module" src="/dist/esm/ex-header.js"></script>`));
    assert.deepEqual(modulepreloads(esm), []);
  });

  it('renderElement gives one element; an unknown tag is an error', async () => {
    const html = await renderElement('ex-footer', { 'site-id': '177' }, { config: { lang: 'tr' } });
    assert.match(html, /^<ex-footer site-id="177" class="ex-light ex-risegreen" data-ex-ssr="s1-" data-ex-ssr-lang="tr" data-ex-ssr-state="\w+"><template shadowrootmode="open">/);
    assert.match(html, /data-edition="tr"/);
    await assert.rejects(renderElement('ex-nothing'), /not an ex-elements element/);
  });

  it('a nonce that is no CSP nonce, or styles neither inline nor links, is refused with a clear error, before anything renders', async () => {
    const footer = page({}, '<ex-footer></ex-footer>');
    for (const [options, message] of [[{ nonce: '"><script>' }, /options\.nonce must be a CSP nonce/], [{ nonce: '' }, /options\.nonce/],
      [{ styles: 'embedded' }, /options\.styles must be 'inline' or 'links', not "embedded"/]]) {
      assert.throws(() => renderPage(footer, options), message);
      await assert.rejects(renderElement('ex-footer', {}, options), message);
    }
  });

  it('a page without elements comes back as it was; one already rendered is left alone', async () => {
    const plain = page({}, '<p>hi</p>');
    assert.equal(await renderPage(plain), plain);
    const once = await renderPage(page({}, '<ex-footer></ex-footer>'));
    assert.equal(await renderPage(once), once);
  });
});
