// Valid HTML from the renderer (issue 29): the demo's server-rendered pages, of three editions
// and one of them in Arabic (right to left), checked by the Nu Html Checker (vnu-jar, the W3C's
// validator, run with Java), which nobody here wrote. Any error fails the test, with its text.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { startServer } from '../../demo/server.mjs';

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const PAGES = {
  'all ten elements, global edition in Arabic': '/all-elements.html?site=0&lang=ar',
  'the realistic page, Türkiye edition in Turkish': '/realistic.html?site=177&lang=tr',
  'the realistic page, EU edition (cookie notice)': '/realistic.html?site=106&lang=en',
  'the realistic page, Japan edition, logged out, dark': '/realistic.html?site=83&lang=ja&login=0&theme=dark',
};

let demo;
let folder;
before(async () => {
  demo = await startServer({ port: 0 });
  folder = await mkdtemp(join(tmpdir(), 'ex-vnu-'));
});
after(async () => {
  await demo?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The Nu Html Checker's messages for the files, by file name (its JSON output goes to stderr). */
async function validate(files) {
  const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 << 20 });
  const byFile = new Map(files.map((file) => [file, []]));
  for (const message of JSON.parse(stderr).messages) byFile.get(decodeURIComponent(new URL(message.url).pathname))?.push(message);
  return byFile;
}

describe('server-rendered pages are valid HTML (Nu Html Checker)', () => {
  it('reports no error on the pages of three editions, one of them Arabic', async () => {
    const files = await Promise.all(Object.entries(PAGES).map(async ([name, path], i) => {
      const response = await fetch(`${demo.url}${path}`);
      assert.equal(response.status, 200, name);
      const html = await response.text();
      assert.match(html, /<template shadowrootmode="open">/, `${name} is server-rendered`);
      const file = join(folder, `page-${i}.html`);
      await writeFile(file, html);
      return { name, file, html };
    }));
    assert.match(files[0].html, /<ex-footer[^>]*>\s*<template shadowrootmode="open">[\s\S]*dir="rtl"/, 'the Arabic page is rendered right to left');
    const messages = await validate(files.map(({ file }) => file));
    for (const { name, file } of files) {
      const errors = messages.get(file).filter((message) => message.type === 'error' || message.subType === 'fatal');
      assert.deepEqual(errors.map((error) => `line ${error.lastLine}: ${error.message} ${error.extract ?? ''}`), [], name);
    }
  });
});
