// The one Chromium of the tests, the screenshots and the bench: $CHROMIUM_PATH when set, else a
// system Chromium or Chrome, else the headless Chromium that npm installs with
// @sparticuz/chromium (unpacked on first use), so `npm install` is all the set-up there is.
// EX_NO_SYSTEM_CHROMIUM=1 skips the system lookup, to try the npm one on a machine that has both.
import { existsSync } from 'node:fs';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome'];

/** The flags every launch uses: no sandbox (root), and none of the background traffic a closed
 * network refuses. */
export const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A phone's browser (iOS Safari), for pages that are phones: a server render gives it the phone
 * layout (the footer's disclosures), as it would a real phone. */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let found;

/** The path of the Chromium to launch. */
export function chromiumPath() {
  found ??= locate();
  return found;
}

async function locate() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const system = process.env.EX_NO_SYSTEM_CHROMIUM ? undefined : SYSTEM.find((p) => existsSync(p));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Launches it with Playwright: the shared flags, then `args`. */
export async function launchChromium(args = []) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: await chromiumPath(), args: [...LAUNCH_ARGS, ...args] });
}
