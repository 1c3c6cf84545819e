// The end-to-end journeys' browsers in every engine (DESIGN.md §3f): one small interface over
// Playwright (Chromium), Puppeteer over WebDriver BiDi (Firefox) and classic WebDriver (WebKit),
// so a journey reads the same in all three. Classic WebDriver has neither init scripts nor a
// console log, so the pages record their own problems: `recordingServer` puts a recorder first in
// each demo page's head.
import { request as httpRequest, createServer } from 'node:http';
import { connect } from 'node:net';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { launchChromium } from '../../scripts/chromium.mjs';
import { engines } from '../../scripts/engines.mjs';
import { until } from './browser.mjs';
import { sendKeys, setViewport, startWebKitDriver, webkitCapabilities } from '../../tools/webkit-launcher.mjs';

/** The engines this machine has: Chromium, then each other one found (scripts/engines.mjs). */
export const ENGINE_NAMES = ['Chromium', ...engines().filter((e) => e.path).map((e) => e.name)];

/** Runs in each page before its own scripts: uncaught errors, console errors and warnings. */
const RECORDER = `(() => {
  const problems = window.__problems = [];
  const text = (args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  for (const kind of ['error', 'warn']) {
    const real = console[kind];
    console[kind] = function (...args) { problems.push(kind + ': ' + text(args)); return real.apply(this, args); };
  }
  addEventListener('error', (e) => problems.push('pageerror: ' + e.message));
  addEventListener('unhandledrejection', (e) => problems.push('pageerror: ' + (e.reason && e.reason.message || e.reason)));
})();`;

/**
 * The demo server at `upstream`, with `/__problems.js` (the recorder) loaded first by every page
 * (a same-origin script, so the strict-CSP page runs it too); the price feed's WebSocket passes
 * through. Gives its URL and close.
 */
export function recordingServer(upstream) {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    if (req.url === '/__problems.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(RECORDER);
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const forward = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!String(answer.headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode, answer.headers);
        return answer.pipe(res);
      }
      const chunks = [];
      answer.on('data', (c) => chunks.push(c)).on('end', () => {
        const html = Buffer.concat(chunks).toString().replace(/<head[^>]*>/i, (head) => `${head}<script src="/__problems.js"></script>`);
        const { 'content-length': _, etag: __, ...rest } = answer.headers;
        res.writeHead(answer.statusCode, rest).end(html);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`)];
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    const end = () => { socket.destroy(); upstreamSocket.destroy(); };
    upstreamSocket.on('error', end);
    socket.on('error', end);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }),
  })));
}

/** Playwright's and Puppeteer's pages speak alike for what a journey needs. */
const devtoolsLike = (name, page, setSize, close) => ({
  name,
  goto: (url) => page.goto(url),
  size: (width, height) => setSize({ width, height }),
  run: (fn, arg) => page.evaluate(fn, arg),
  click: (x, y) => page.mouse.click(x, y),
  type: (text) => page.keyboard.type(text),
  // Puppeteer over BiDi knows the space bar only as ' '
  press: (key) => page.keyboard.press(key === 'Space' && name !== 'Chromium' ? ' ' : key),
  screenshot: (path) => page.screenshot({ path }),
  close,
});

/** A Playwright page (Chromium) with the interface above; `close` closes the page. */
export const playwrightEngine = (page, close = () => page.close()) => devtoolsLike('Chromium', page, (size) => page.setViewportSize(size), close);

const OPEN = {
  async Chromium() {
    const browser = await launchChromium();
    return playwrightEngine(await browser.newPage(), () => browser.close());
  },
  async Firefox(engine) {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: engine.path, headless: true });
    const page = await browser.newPage();
    return devtoolsLike('Firefox', page, (size) => page.setViewport(size), () => browser.close());
  },
  async WebKit(engine) {
    const webkit = await startWebKitDriver(engine.programs);
    const driver = await remote({ logLevel: 'error', hostname: '127.0.0.1', port: webkit.port, capabilities: webkitCapabilities(engine.path) });
    const pointer = (actions) => driver.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
    return {
      name: 'WebKit',
      goto: (url) => driver.navigateTo(url),
      size: (width, height) => setViewport(driver, { width, height }),
      run: (fn, arg) => driver.execute(fn, arg),
      click: (x, y) => pointer([{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
      type: (text) => sendKeys(driver, { type: text }),
      press: (key) => sendKeys(driver, { press: key }),
      screenshot: (path) => driver.saveScreenshot(path),
      async close() { await driver.deleteSession().catch(() => {}); webkit.stop(); },
    };
  },
};

/** A browser of engine `name` (one of ENGINE_NAMES), with the interface above. */
export const openEngine = (name) => OPEN[name](engines().find((e) => e.name === name));

/**
 * In the page: the visible matches of `inner` inside `host` elements' shadow trees (nested ones
 * too), and what `what` asks of them: their count, the first one's height, its attributes
 * (`attributes`: the role and ARIA states a journey reads, as the DOM has them), whether one
 * holds the focus (`holds focus`), focusing the first (`focus`), or its centre once scrolled into
 * view; or the page's recorded problems, or forgetting what the visitor chose.
 */
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
  if (what === 'attributes') {
    return found.map((el) => ({ ...Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])), tag: el.localName, text: el.textContent.trim().replace(/\s+/g, ' ') }));
  }
  if (what === 'holds focus') {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const holds = (el) => { for (let n = active; n; n = n.parentNode ?? n.host) if (n === el) return true; return false; };
    return found.some(holds);
  }
  if (what === 'problems') return window.__problems;
  if (what === 'forget') {
    localStorage.clear();
    for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
    return true;
  }
  if (!found[0]) return null;
  if (what === 'focus') return found[0].focus() ?? true;
  found[0].scrollIntoView({ block: 'center', inline: 'center' });
  const r = found[0].getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** What a journey asks of the page and does to it, in engine `b`. */
export const journey = (b) => {
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
    /** Each visible match's attributes (and `tag`, `text`). */
    attributes: (host, inner, text) => ask('attributes', host, inner, text),
    /** Whether a visible match is or holds the focused element (through shadow roots). */
    holdsFocus: (host, inner) => ask('holds focus', host, inner),
    async focus(host, inner, text) {
      await shows(host, inner, text);
      await ask('focus', host, inner, text);
    },
  };
};

/** Every element shows its content (the market lists load once scrolled into view). */
export async function everyElementShows(j) {
  for (const [host, inner] of [['ex-header', '[part=nav], [part=drawer-toggle]'], ['ex-announcement-bar', '[part=bar]'],
    ['ex-reminder-panel', '[part=message]'], ['ex-alpha-list', '[part=row]'], ['ex-search-modal', '[part=trigger]'],
    ['ex-footer', '[part=footer] a'], ['ex-cookie-notice', '[part=notice]'], ['ex-app-banner', '[part=banner]'],
    ['ex-market-dropdown', '[part~=row]'], ['ex-market-search', '[part~=row]']]) {
    await j.ask('centre', host, ':host > *, *'); // in view: the market lists load then
    await j.shows(host, inner);
  }
}
