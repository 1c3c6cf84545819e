// `ex-elements render` (issue 17, DESIGN.md §3a): pre-rendered includes for a server that is not
// Node, the command run as a site's build would run it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PHONE_USER_AGENT } from '../../scripts/chromium.mjs';

const PAGE = `<!doctype html><html><head><title>Include</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0, "lang": "en"}</script>
<ex-header></ex-header><p>Text of the page</p><ex-footer></ex-footer></body></html>`;

/** Runs the command; resolves with its exit code and output (`input` goes to its standard input). */
function run(args, input) {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['bin/ex-elements.mjs', ...args], (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }));
    child.stdin.end(input);
  });
}

const file = join(mkdtempSync(join(tmpdir(), 'ex-render-')), 'page.html');
writeFileSync(file, PAGE);

describe('ex-elements render', () => {
  it("prints the page with every element rendered, in the visitor's theme, the rest as it was", async () => {
    const { code, stdout } = await run(['render', file, '--cookie', 'theme=dark; is_change_skin=1', '--url', 'https://www.example.com/']);
    assert.equal(code, 0);
    for (const tag of ['ex-header', 'ex-footer']) {
      assert.match(stdout, new RegExp(`<${tag} [^>]*class="ex-dark[^"]*"[^>]*data-ex-ssr="s\\d-"[^>]*><template shadowrootmode="open">`));
    }
    assert.ok(stdout.includes('<p>Text of the page</p>'));
  });

  it('reads the page from standard input', async () => {
    const { code, stdout } = await run(['render', '-'], PAGE);
    assert.equal(code, 0);
    assert.match(stdout, /<ex-footer [^>]*><template shadowrootmode="open">/);
  });

  it("renders a phone's layout for a phone's User-Agent: the footer's sections open without script", async () => {
    const phone = await run(['render', file, '--user-agent', PHONE_USER_AGENT]);
    const desktop = await run(['render', file]);
    assert.match(phone.stdout, /<details/);
    assert.doesNotMatch(desktop.stdout, /<details/);
  });

  it("writes each root's styles inline, with --nonce on each, or --styles links", async () => {
    const firstOfRoots = (html) => [...html.matchAll(/<template shadowrootmode="open">(<[a-z]+[^>]*>)/g)].map((m) => m[1]);
    const nonced = firstOfRoots((await run(['render', file, '--nonce', 'Y2xp'])).stdout);
    assert.deepEqual([...new Set(nonced)], ['<style nonce="Y2xp">']);
    assert.equal(nonced.length, 2);
    const linked = firstOfRoots((await run(['render', file, '--styles', 'links', '--asset-base', '/static/ex/'])).stdout);
    assert.ok(linked.length === 2 && linked.every((tag) => tag.startsWith('<link rel="stylesheet" href="/static/ex/styles/')), linked.join());
  });

  it('says what is wrong, with the usage, and exits 2', async () => {
    const missing = await run(['render', join(tmpdir(), 'no-such-page.html')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read .*no-such-page\.html/);
    assert.match(missing.stderr, /usage:/);
    const unknown = await run(['draw']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command draw/);
    const styles = await run(['render', file, '--styles', 'embedded']);
    assert.deepEqual([styles.code, /--styles embedded: inline or links/.test(styles.stderr)], [2, true]);
    const nonce = await run(['render', file, '--nonce', '"><b>']);
    assert.deepEqual([nonce.code, /options\.nonce must be a CSP nonce/.test(nonce.stderr), nonce.stdout], [2, true, '']);
  });
});
