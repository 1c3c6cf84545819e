#!/usr/bin/env node
// The `ex-elements` command (DESIGN.md §3a): server rendering for pages whose server is not Node.
//   ex-elements render FILE|- [--cookie STR] [--url URL] [--user-agent STR] [--asset-base PATH] [--styles inline|links] [--nonce STR]
//   ex-elements proxy --upstream URL [--port N] [--host ADDRESS] [--public-origin URL] [--asset-base PATH] [--styles inline|links]
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

// React chooses its build as it loads, by NODE_ENV: a command serves pages, so the production
// build unless told otherwise (the development build renders a page about four times slower)
process.env.NODE_ENV ??= 'production';
const { renderPage } = await import('../dist/server/index.js');
const { createProxy } = await import('../dist/server/node.js');

const USAGE = `usage:
  ex-elements render FILE|- [--cookie STR] [--url URL] [--user-agent STR] [--asset-base PATH] [--styles inline|links] [--nonce STR]
      prints FILE (or standard input) with every ex-* element server-rendered
      (for a phone's User-Agent: the phone layout; without one, the desktop's); each shadow
      root's styles inline (with --nonce on each <style>), or --styles links to dist/styles/
  ex-elements proxy --upstream URL [--port N] [--host ADDRESS] [--public-origin URL] [--asset-base PATH] [--styles inline|links]
      serves the upstream site, rendering its HTML pages (default port 8080, every interface;
      --host 127.0.0.1 for this machine only); links back to a page use --public-origin, else
      the Host each request sends; styles as each page's own policy allows, unless --styles`;

const fail = (message) => { process.stderr.write(`${message}\n${USAGE}\n`); process.exit(2); };

async function readInput(file) {
  if (file !== '-') return readFile(file, 'utf8');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = (() => {
  try {
    return parseArgs({
      args: rest,
      allowPositionals: true,
      options: { cookie: { type: 'string' }, url: { type: 'string' }, 'user-agent': { type: 'string' }, upstream: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, 'asset-base': { type: 'string' }, 'public-origin': { type: 'string' }, styles: { type: 'string' }, nonce: { type: 'string' } },
    });
  } catch (error) { return fail(error.message); }
})();
const assetBase = values['asset-base'];
const { styles, nonce } = values;
if (styles !== undefined && styles !== 'inline' && styles !== 'links') fail(`--styles ${styles}: inline or links`);

if (command === 'render') {
  if (positionals.length !== 1) fail('render needs one FILE, or - for standard input');
  const html = await readInput(positionals[0]).catch((error) => fail(`cannot read ${positionals[0]}: ${error.message}`));
  const options = { cookies: values.cookie ?? '', url: values.url, userAgent: values['user-agent'], assetBase, styles, nonce };
  try {
    process.stdout.write(await renderPage(html, options));
  } catch (error) { fail(`render: ${error.message}`); } // a nonce that is no CSP nonce
} else if (command === 'proxy') {
  if (!values.upstream) fail('proxy needs --upstream URL (http or https)');
  const port = Number(values.port ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port ${values.port} is not a port`);
  let handler;
  try {
    handler = createProxy({
      upstream: values.upstream,
      publicOrigin: values['public-origin'],
      render: (html, request) => renderPage(html, { ...request, assetBase, ...(styles ? { styles } : {}) }),
      onError: (error, url) => process.stderr.write(`[ex-elements] ${url} passed through unrendered: ${error?.message ?? error}\n`),
    });
  } catch (error) { fail(`proxy: ${error.message}`); } // createProxy refuses an --upstream or --public-origin that is not http(s)
  const server = createServer(handler).listen(port, values.host, () => {
    const { address, port: listening } = server.address();
    const host = values.host === undefined ? 'localhost' : address.includes(':') ? `[${address}]` : address;
    process.stdout.write(`ex-elements proxy: http://${host}:${listening}/ → ${values.upstream}\n`);
  });
  server.on('error', (error) => { process.stderr.write(`ex-elements proxy: cannot listen on ${values.host ?? ''}:${port}: ${error.message}\n`); process.exit(1); });
} else {
  fail(command ? `unknown command ${command}` : 'a command is needed');
}
