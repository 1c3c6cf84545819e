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
  press: (key) => page.keyboard.press(key),
  screenshot: (path) => page.screenshot({ path }),
  close,
});

const OPEN = {
  async Chromium() {
    const browser = await launchChromium();
    const page = await browser.newPage();
    return devtoolsLike('Chromium', page, (size) => page.setViewportSize(size), () => browser.close());
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
