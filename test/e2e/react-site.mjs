// Shared by the React and Next.js tests and the paint bench (DESIGN.md §3d): a scratch site
// under .cache/ with the packed package in its node_modules (React, Next and esbuild resolve from
// the repository's node_modules above it, so nothing is downloaded), the Next.js example built
// and served, what its raw HTML must hold, and a page that records every error, warning and
// layout shift.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { DomUtils, parseDocument } from 'htmlparser2';
import { handleApi } from '../../demo/mock/api.mjs';
import { elementHydrated, recordProblems, throttleCpu } from './browser.mjs';

export { elementHydrated };
import { packInto } from './packed.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** A fresh site in .cache/<name>: the example's files and the packed package. */
export function scratchSite(name, example) {
  const dir = resolve('.cache', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(example, dir, { recursive: true, filter: (path) => !/\/(node_modules|\.next)$/.test(path) });
  packInto(dir, join(dir, 'node_modules', pkg.name));
  return dir;
}

const NEXT = resolve('node_modules/next/dist/bin/next');

const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
};

/** A Next.js site — examples/nextjs in .cache/<name>, or `site`, a folder with the package
 * installed at or above it — built once with `next build` and `args` (`--webpack`: its webpack
 * mode), its server calls going to the demo's mock API on loopback; `serve('start' | 'dev')`
 * runs it, `close()` stops the mock API. */
export async function nextSite(name, { site = scratchSite(name, 'examples/nextjs'), args = [] } = {}) {
  const api = createServer((req, res) => handleApi(req, res).then((handled) => { if (!handled) { res.writeHead(404); res.end(); } }));
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', EX_ROOT: resolve('.'), EX_API_ORIGIN: `http://127.0.0.1:${api.address().port}` };
  delete env.NODE_ENV;
  // the example's prebuild step (its package.json): the elements' stylesheets into public/
  if (existsSync(join(site, 'copy-styles.mjs'))) execFileSync(process.execPath, ['copy-styles.mjs'], { cwd: site });
  execFileSync(process.execPath, [NEXT, 'build', ...args], { cwd: site, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return { serve: (command) => nextServer(site, env, command), close: () => api.close() };
}

/** `next start` or `next dev` on a free port, once it says it is ready. */
async function nextServer(site, env, command) {
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

/** A module of the TypeScript sources, bundled: `code` re-exports what a test reads. */
export async function importTs(code) {
  const { outputFiles } = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** The footer links of spec §2 for an edition, from the table the unit tests use. */
export async function footerSpec(editionKey, lang = 'en') {
  const spec = await importTs("export { SPEC, withLang } from './src/core/footer/spec-links.fixture';");
  return spec.withLang(lang, spec.SPEC[editionKey](lang));
}

const rootOf = (host) => host?.children.find((c) => c.name === 'template' && c.attribs.shadowrootmode === 'open');

/** The raw HTML holds <ex-header> and <ex-footer> with declarative shadow roots and every footer link. */
export function checkRawHtml(html, footerLinks, where) {
  const doc = parseDocument(html);
  for (const tag of ['ex-header', 'ex-footer']) {
    const [host] = DomUtils.getElementsByTagName(tag, doc, true);
    assert.ok(rootOf(host), `${where}: <${tag}> has its declarative shadow root in the HTML`);
  }
  const [footer] = DomUtils.getElementsByTagName('ex-footer', doc, true);
  const sections = Object.fromEntries(DomUtils.findAll((n) => n.name === 'section' && 'data-section' in n.attribs, [rootOf(footer)])
    .map((s) => [s.attribs['data-section'], DomUtils.getElementsByTagName('a', s).map((a) => a.attribs.href)]));
  assert.deepEqual(sections, footerLinks, `${where}: every footer link of spec §2`);
}

/** The visitor's cookies are honoured: a dark-theme visitor's header is dark in the HTML. */
export async function checkDarkVisitor(url, where) {
  const html = await (await fetch(url, { headers: { cookie: 'theme=dark; is_change_skin=1' } })).text();
  const [header] = DomUtils.getElementsByTagName('ex-header', parseDocument(html), true);
  assert.match(header?.attribs.class ?? '', /\bex-dark\b/, `${where}: the visitor's theme cookie`);
}

/** A page recording page errors, console errors and warnings, and layout shifts (CLS); its CPU
 * `cpu` times slower when asked (a mid-range phone's 4×: what DESIGN.md §3e measures at). */
export async function watchedPage(browser, { cpu = 1 } = {}) {
  const page = await browser.newPage();
  if (cpu > 1) await throttleCpu(page, cpu);
  page.problems = recordProblems(page, [], (kind, text) => `${kind}: ${text}`);
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // each server-made shadow root, watched from the moment the parser makes it: an element
    // that rendered afresh instead of hydrating would remove the server's nodes (DESIGN.md §3a);
    // its own inline <style>s go by design, once it has adopted the same rules (`unadopted`: before)
    window.__exRoots = {};
    const watch = (host) => {
      if (!host.shadowRoot || host.localName in window.__exRoots) return;
      const seen = (window.__exRoots[host.localName] = { removed: 0, unadopted: 0 });
      const root = host.shadowRoot;
      new MutationObserver((records) => {
        for (const record of records) {
          const removed = [...record.removedNodes].filter((n) => n.nodeType === 1);
          const styles = record.target === root ? removed.filter((n) => n.localName === 'style') : [];
          seen.removed += removed.length - styles.length;
          if (!root.adoptedStyleSheets.length) seen.unadopted += styles.length;
        }
      }).observe(root, { childList: true, subtree: true });
    };
    new MutationObserver(() => document.querySelectorAll('ex-header, ex-footer').forEach(watch))
      .observe(document, { childList: true, subtree: true });
  });
  return page;
}

/** The footer hydrated its server-made shadow root: watched from the parse on, no node removed. */
export async function checkFooterKept(page) {
  await elementHydrated(page, 'ex-footer');
  const footer = await page.evaluate(() => window.__exRoots['ex-footer']);
  assert.deepEqual(footer, { removed: 0, unadopted: 0 }, 'the footer kept the server\'s nodes');
}

/** Opens the header's first menu by a click and waits for it to show. */
export async function openHeaderMenu(page) {
  await page.locator('ex-header [part~="nav-button"]').first().click();
  await page.locator('ex-header [part~="dropdown"]:visible').first().waitFor();
}

/** The page's button sets lang="de": the header re-renders in German; a footer link's ex-navigate
 * reaches the page's onExNavigate, which lists it (and routes it: the page stays). */
export async function switchToGermanAndNavigate(page) {
  await page.click('#german');
  await page.waitForFunction(() => document.querySelector('ex-header').shadowRoot.textContent.includes('Anmelden'));
  const link = page.locator('ex-footer [part~="footer"] a[href^="/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await page.locator('#navigations li', { hasText: href }).waitFor();
}
