// renderPage on a stream (issue 30, DESIGN.md §3c): the bytes before the first element leave as
// they arrive, so an API that has not answered yet never holds the page's <head>; the streamed
// page, however it is cut into chunks, is the string render byte for byte; a Response keeps its
// status and headers.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import packageJson from '../../package.json' with { type: 'json' };
import { renderPage } from '../../dist/server/index.js';
import { bulletin } from '../../demo/mock/fixtures-site.mjs';

const PAGE = `<!doctype html><html lang="ar"><head><meta charset="utf-8"><title>الأسواق &amp; Markets</title></head><body>
<script type="application/json" id="ex-config">{"siteId": 0, "lang": "ar"}</script>
<ex-announcement-bar></ex-announcement-bar><ex-header></ex-header>
<main><h1>مرحبا</h1><p>${'نص الصفحة. '.repeat(30)}</p><script>if (a < b && "<ex-footer>") {}</script>
<template><ex-footer></ex-footer></template><!-- <ex-footer> --></main>
<ex-cookie-notice>
  <template shadowrootmode="open"><p>rendered by hand</p></template></ex-cookie-notice>
<ex-footer lang="en" class="site"></ex-footer><ex-unknown></ex-unknown>
<script src="/assets/ex-elements.js"></script></body></html>`;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The bytes as a stream, cut every `size` bytes (a multi-byte character may be cut in two). */
const streamOf = (bytes, size) => new ReadableStream({
  start(controller) {
    for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
    controller.close();
  },
});

async function textOf(stream) {
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

let api;
let apiOrigin;
/** answers to the bulletin held back until `release()`, while `holding` */
const held = [];
let holding = false;

describe('renderPage on a stream', () => {
  before(async () => {
    api = createServer((req, res) => {
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data: bulletin() }));
      if (holding && req.url.startsWith('/api/web/v1/site/fullsiteBulletin')) held.push(answer);
      else answer();
    }).listen(0, '127.0.0.1');
    await once(api, 'listening');
    apiOrigin = `http://127.0.0.1:${api.address().port}`;
  });
  after(() => api?.close());

  it("sends the page's <head> while the API has not answered, then the whole page as the string render", { timeout: 30_000 }, async () => {
    const options = { url: `${apiOrigin}/`, onError: () => {} };
    const expected = await renderPage(PAGE, options);
    assert.match(expected, /<ex-announcement-bar [^]*scheduled system maintenance[^]*<\/ex-announcement-bar>/, 'the string render has the bulletin');

    holding = true;
    const reader = renderPage(streamOf(encoder.encode(PAGE), 512), options).getReader();
    let streamed = '';
    while (!streamed.includes('</head>')) {
      const { value, done } = await reader.read();
      assert.ok(!done, 'the page ended before its head');
      streamed += decoder.decode(value, { stream: true });
    }
    // wait for the condition, not for time: the bulletin was asked for and is still unanswered
    while (held.length === 0) await new Promise((resolve) => api.once('request', resolve));
    assert.ok(!streamed.includes('scheduled system maintenance'), "the head left before the API's answer");
    assert.ok(streamed.startsWith(`<!doctype html><html lang="ar"><head><meta name="ex-elements-rendered" content="${packageJson.version}"><meta charset="utf-8">`));
    holding = false;
    for (const answer of held.splice(0)) answer();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) streamed += decoder.decode(chunk.value, { stream: true });
    assert.equal(streamed + decoder.decode(), expected);
  });

  it('gives the string render whatever chunks the page arrives in, characters cut in two included', async () => {
    const options = { url: `${apiOrigin}/`, onError: () => {} };
    const expected = await renderPage(PAGE, options);
    const bytes = encoder.encode(PAGE);
    for (const size of [1, 3, 7, 64, bytes.length]) assert.equal(await textOf(renderPage(streamOf(bytes, size), options)), expected, `chunks of ${size} bytes`);
    assert.equal(await textOf(renderPage(streamOf(encoder.encode('<p>no element</p>'), 4))), '<p>no element</p>');
  });

  it("renders a Response's body, keeping its status and headers but its length", async () => {
    const options = { url: `${apiOrigin}/`, onError: () => {} };
    const upstream = new Response(PAGE, { status: 203, statusText: 'Rendered here', headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(encoder.encode(PAGE).length), 'x-site': 'kept' } });
    const response = await renderPage(upstream, options);
    assert.ok(response instanceof Response);
    assert.equal(response.status, 203);
    assert.equal(response.statusText, 'Rendered here');
    assert.equal(response.headers.get('content-length'), null);
    assert.equal(response.headers.get('x-site'), 'kept');
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(await response.text(), await renderPage(PAGE, options));
  });
});
