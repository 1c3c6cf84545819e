// exchange-elements/react in a real Next.js 16 app (DESIGN.md §3d): examples/nextjs with the
// packed package, built once with `next build` and served by `next start`, then under `next dev`.
// Its three pages — server components (/), the elements in a client component (/client), the
// Pages Router (/legacy) — hold the elements' shadow roots and every footer link in their raw
// HTML, and in Chromium hydrate with no error, warning or shift; a menu opens, a prop change
// re-renders the element, an event reaches its callback.
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { handleApi } from '../../demo/mock/api.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';
import { checkDarkVisitor, checkFooterKept, checkRawHtml, elementHydrated, footerSpec, openHeaderMenu, scratchSite, switchToGermanAndNavigate, watchedPage } from './react-site.mjs';

const NEXT = resolve('node_modules/next/dist/bin/next');
const PAGES = ['/', '/client', '/legacy'];

let site;
let api;
let env;
let browser;
let footerLinks;

const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
};

/** `next start` or `next dev` on a free port, once it says it is ready. */
async function next(command) {
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT, command, '-p', String(port), '-H', '127.0.0.1'], { cwd: site, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => { output += chunk; });
  await new Promise((ready, fail) => {
    child.stdout.on('data', (chunk) => { output += chunk; if (/Ready in/.test(output)) ready(); });
    child.on('exit', (code) => fail(new Error(`next ${command} exited (${code}): ${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() { child.kill('SIGTERM'); if (child.exitCode === null) await once(child, 'exit'); },
  };
}

/** Loads a page; resolves once Next and the header have hydrated. */
async function load(page, url) {
  await page.goto(url, { timeout: 30_000 });
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')), null, { timeout: 30_000 });
  await elementHydrated(page, 'ex-header');
  await page.waitForLoadState('networkidle');
}

describe('exchange-elements/react in a Next.js 16 app', () => {
  before(async () => {
    api = createServer((req, res) => handleApi(req, res).then((handled) => { if (!handled) { res.writeHead(404); res.end(); } }));
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', EX_ROOT: resolve('.'), EX_API_ORIGIN: `http://127.0.0.1:${api.address().port}` };
    delete env.NODE_ENV;
    site = scratchSite('nextjs-site', 'examples/nextjs');
    execFileSync(process.execPath, ['copy-styles.mjs'], { cwd: site });
    execFileSync(process.execPath, [NEXT, 'build'], { cwd: site, env, stdio: ['ignore', 'ignore', 'inherit'] });
    footerLinks = await footerSpec('main');
    browser = await launchChromium();
  });
  after(async () => { await browser?.close(); api?.close(); });

  describe('next build, next start', () => {
    let server;
    before(async () => { server = await next('start'); });
    after(() => server?.stop());

    it('the raw HTML of each page holds the header and the footer with their shadow roots and every footer link, in the visitor\'s theme', async () => {
      for (const path of PAGES) {
        checkRawHtml(await (await fetch(server.base + path)).text(), footerLinks, path);
        await checkDarkVisitor(server.base + path, path);
      }
    });

    for (const path of PAGES) {
      it(`${path} hydrates with no error, warning or layout shift, and its header menu opens`, async () => {
        const page = await watchedPage(browser);
        await load(page, server.base + path);
        await openHeaderMenu(page);
        await checkFooterKept(page);
        const cls = await page.evaluate(() => window.__cls);
        assert.ok(cls <= 0.005, `CLS ${cls}`);
        assert.deepEqual(page.problems, []);
        await page.close();
      });
    }

    it('/client: lang="de" re-renders the element in German, ex-navigate reaches onExNavigate', async () => {
      const page = await watchedPage(browser);
      await load(page, `${server.base}/client`);
      await switchToGermanAndNavigate(page);
      assert.equal(new URL(page.url()).pathname, '/client', 'the app routed the link itself');
      assert.deepEqual(page.problems, []);
      await page.close();
    });
  });

  it('next dev: the three pages hydrate with no hydration warning or error', async () => {
    const server = await next('dev');
    try {
      for (const path of PAGES) {
        const page = await watchedPage(browser);
        await load(page, server.base + path);
        // Next's own dev client may get an HMR message before its Pages Router exists, and
        // warns "[HMR] Invalid message … reading 'components'" (a race in next, not the page)
        assert.deepEqual(page.problems.filter((p) => !p.startsWith('warning: [HMR] Invalid message')), [], path);
        await page.close();
      }
      assert.doesNotMatch(server.output(), /hydrat|Error/i);
    } finally {
      await server.stop();
    }
  });
});
