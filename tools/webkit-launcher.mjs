// WebKit for web-test-runner (DESIGN.md §3f): WebKitGTK's MiniBrowser, driven by WebKitWebDriver
// over classic WebDriver, on a virtual X display of its own. @web/test-runner-webdriver talks to
// a driver already running; this starts the display and the driver with the run and stops them
// with it, and gives the commands WebDriver has no default for (no package does either).
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { Key } from 'webdriverio';

// MiniBrowser's toolbar keeps its window at least 447 px wide; a phone's 375 px needs it shrunk
const TOOLBAR_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n'
  + 'image { -gtk-icon-transform: scale(0.01); }\n';

const freePort = () => new Promise((resolve, reject) => {
  const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

// the virtual display's size; X puts its pointer at the centre and nothing here moves it (WebDriver's
// pointer actions are made inside WebKit, not by X)
const SCREEN = { width: 1920, height: 1200 };

/** Xvfb on the first free display; resolves with its name once it accepts clients. */
function startXvfb(xvfb) {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  return new Promise((resolve, reject) => {
    child.stdio[3].once('data', (d) => resolve({ child, display: `:${String(d).trim()}` }));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err.trim()}`)));
  });
}

/** Waits until the driver answers its status endpoint (or has exited). */
async function driverReady(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const ok = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100)); // polling the condition, not waiting for time
  }
}

/**
 * WebKitWebDriver on a free port, on an Xvfb display of its own, with MiniBrowser's toolbar
 * shrunk (`programs` from scripts/engines.mjs). Resolves once the driver answers; gives its port
 * and the stop of all three.
 */
export async function startWebKitDriver(programs) {
  const home = mkdtempSync(join(tmpdir(), 'ex-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), TOOLBAR_CSS);
  const xvfb = await startXvfb(programs.xvfb);
  const port = await freePort();
  const driver = spawn(programs.driver, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home } });
  const stop = () => { driver.kill(); xvfb.child.kill(); rmSync(home, { recursive: true, force: true }); };
  await driverReady(`http://127.0.0.1:${port}`, driver).catch((error) => { stop(); throw error; });
  return { port, stop };
}

/** What a WebDriver session asks of WebKitWebDriver: MiniBrowser at `binary`, automated. */
export const webkitCapabilities = (binary) => ({
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary, args: ['--automation'] },
});

class WebKitLauncher extends WebdriverLauncher {
  constructor({ binary, programs }) {
    super({ logLevel: 'error', hostname: '127.0.0.1', capabilities: webkitCapabilities(binary) });
    this.programs = programs;
    // one window; each test file navigates it in turn (its frames would share one size)
    this.concurrency = 1;
  }

  async initialize(config) {
    await super.initialize({ ...config, concurrency: 1 });
    this.name = 'WebKit';
    this.webkit = await startWebKitDriver(this.programs);
    this.options.port = this.webkit.port;
  }

  // each test file starts at the viewport a new page has in Chromium and Firefox, whatever size
  // the file before it left in the one window; its navigation is awaited, as those launchers
  // await theirs: the one-window session manager's queueStartSession starts it without, so a
  // navigation that failed was an unhandled rejection that ended the whole run at once
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    await setViewport(this.driver, { width: 800, height: 600 });
    await this.driverManager.startSession(id, url);
  }

  async stop() {
    await super.stop();
    this.webkit?.stop();
  }
}

/** The WebKit launcher for one engine row of scripts/engines.mjs. */
export const webkitLauncher = (engine) => new WebKitLauncher({ binary: engine.path, programs: engine.programs });

/**
 * Sizes the window so the page's viewport is `width` × `height` (the toolbar takes the rest), and
 * centres it on the screen. With no window manager, X gives the keyboard focus to the window under
 * the pointer, which stays at the screen's centre: a phone-sized window left at the corner lost
 * it, and with it the document its focus (`document.hasFocus()` false, `:focus` matching nothing,
 * though `activeElement` moved), which a visitor's window that takes keys always has.
 */
export async function setViewport(driver, { width, height }) {
  const size = () => driver.execute('return [innerWidth, innerHeight, outerWidth, outerHeight, document.hasFocus()]');
  const [iw, ih, ow, oh] = await size();
  const [outerWidth, outerHeight] = [width + ow - iw, height + oh - ih];
  const centred = (outer, screen) => Math.max(0, Math.floor((screen - outer) / 2));
  await driver.setWindowRect(centred(outerWidth, SCREEN.width), centred(outerHeight, SCREEN.height), outerWidth, outerHeight);
  for (let tries = 0; ; tries++) {
    const [w, h, , , focused] = await size();
    if (w === width && h === height && focused) return true;
    if (tries === 50) throw new Error(`WebKit's viewport stays ${w}×${h}${focused ? '' : ' without focus'}, not ${width}×${height} with focus`);
  }
}

const keyOf = (name) => Key[name] ?? name;

/** A key action sequence: each key of `keys` down then up, in turn. */
const pressEach = (keys) => [{ type: 'key', id: 'keyboard', actions: keys.flatMap((k) => [{ type: 'keyDown', value: k }, { type: 'keyUp', value: k }]) }];

export async function sendKeys(driver, payload) {
  // `type` presses each character in turn: the default sends every key down and then every key
  // up, which drops a repeated letter ("express")
  if (payload.type !== undefined) return driver.performActions(pressEach([...payload.type]));
  if (payload.press !== undefined) return driver.performActions(pressEach([keyOf(payload.press)]));
  const [kind, name] = payload.down !== undefined ? ['keyDown', payload.down] : ['keyUp', payload.up];
  return driver.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: kind, value: keyOf(name) }] }]);
}

const COMMANDS = { 'set-viewport': setViewport, 'send-keys': sendKeys };

/**
 * The viewport and keyboard commands for WebDriver sessions: @web/test-runner-commands throws on
 * set-viewport there and has neither key down nor key up. Its plugins answer commands first (the
 * runner puts them ahead of a config's own), so this one takes the head of the runner's command
 * list when the server starts, and says so loudly if a new runner has moved that list.
 */
export function webdriverCommandsPlugin() {
  const plugin = {
    name: 'webdriver-commands',
    serverStart({ config }) {
      const api = config.plugins.find((p) => p.name === 'test-runner-api');
      if (!Array.isArray(api?.plugins)) throw new Error('webdriver-commands: the test runner no longer lists its command plugins where expected');
      api.plugins = [plugin, ...api.plugins.filter((p) => p !== plugin)];
    },
    async executeCommand({ command, payload, session }) {
      if (session.browser.type !== 'webdriver' || !COMMANDS[command]) return undefined;
      await COMMANDS[command](session.browser.driver, payload);
      return true;
    },
  };
  return plugin;
}
