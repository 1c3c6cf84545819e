// The browser engines the tests run in (DESIGN.md §3f): Chromium always (scripts/chromium.mjs
// finds one, or the one npm installs), and each other engine this machine has. One row per
// engine: where its browser is, and the command that installs it where it is missing.
import { existsSync } from 'node:fs';

export const ENGINES = [
  {
    name: 'Firefox',
    // driven by Puppeteer over WebDriver BiDi; $FIREFOX_PATH first
    paths: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
    browser: 'firefox',
    install: 'apt-get install -y firefox-esr',
  },
];

/** Each engine with the browser found for it (`path`), or none. */
export const engines = () => ENGINES.map((engine) => ({ ...engine, path: engine.paths.find((p) => p && existsSync(p)) }));

/** What a run says of the engines: those it runs, and those it skips with their install command. */
export function enginesReport(found = engines()) {
  return ['Chromium', ...found.filter((e) => e.path).map((e) => e.name)].map((name) => `${name}: runs`)
    .concat(found.filter((e) => !e.path).map((e) => `${e.name}: skipped, not installed (${e.install})`))
    .join('; ');
}
