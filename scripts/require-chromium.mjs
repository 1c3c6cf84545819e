// `npm test` needs a Chromium; say in one line how to get one when it is missing.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath() {
  return CANDIDATES.find((p) => p && existsSync(p));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href && !chromiumPath()) {
  console.error('Chromium not found: install it with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).');
  process.exit(1);
}
