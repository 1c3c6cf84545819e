// The browser engines the tests run in (DESIGN.md §3f): Chromium always (scripts/chromium.mjs
// finds one, or the one npm installs), and each other engine this machine has. One row per
// engine: the browser, the programs that drive it, and the command that installs them.
import { existsSync } from 'node:fs';

const first = (paths) => paths.find((p) => p && existsSync(p));

export const ENGINES = [
  {
    name: 'Firefox',
    // driven by Puppeteer over WebDriver BiDi; $FIREFOX_PATH first
    paths: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
    browser: 'firefox',
    install: 'apt-get install -y firefox-esr',
  },
  {
    name: 'WebKit',
    // Safari's engine: WebKitGTK's MiniBrowser, driven over classic WebDriver by WebKitWebDriver,
    // on a virtual X display (tools/webkit-launcher.mjs)
    paths: [process.env.MINIBROWSER_PATH, '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
    programs: { driver: ['/usr/bin/WebKitWebDriver'], xvfb: ['/usr/bin/Xvfb'] },
    browser: 'webkit',
    install: 'apt-get install -y webkit2gtk-driver xvfb',
  },
];

/** Each engine with its browser (`path`) and programs found, or no `path` if any is missing. */
export const engines = () => ENGINES.map((engine) => {
  const programs = Object.fromEntries(Object.entries(engine.programs ?? {}).map(([role, paths]) => [role, first(paths)]));
  const complete = Object.values(programs).every(Boolean);
  return { ...engine, programs, path: complete ? first(engine.paths) : undefined };
});

/** What a run says of the engines: those it runs, and those it skips with their install command. */
export function enginesReport(found = engines()) {
  return ['Chromium', ...found.filter((e) => e.path).map((e) => e.name)].map((name) => `${name}: runs`)
    .concat(found.filter((e) => !e.path).map((e) => `${e.name}: skipped, not installed (${e.install})`))
    .join('; ');
}
