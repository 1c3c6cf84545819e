// A plain React 19 streaming server (no framework): renderToPipeableStream of app.mjs with each
// element's declarative shadow root, the visitor's cookies honoured; the client bundle built
// with esbuild at start; the elements' stylesheets served from the package.
// `node server.mjs` listens on PORT (default 3000); tests use handler().
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const styles = join(dirname(createRequire(import.meta.url).resolve('exchange-elements/package.json')), 'dist/styles');

const bundle = await build({
  entryPoints: [join(here, 'client.mjs')], bundle: true, splitting: true, format: 'esm', outdir: '/client', write: false,
  platform: 'browser', define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development') }, logLevel: 'error',
});
const files = new Map(bundle.outputFiles.map((file) => [file.path, file.text]));

function page(req, res) {
  const origin = `http://${req.headers.host}`;
  const renderOptions = { cookies: req.headers.cookie ?? '', url: origin + req.url, userAgent: req.headers['user-agent'], assetBase: '/ex-elements/' };
  const stream = renderToPipeableStream(createElement(App, { renderOptions }), {
    bootstrapModules: ['/client/client.js'],
    onShellReady() { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); stream.pipe(res); },
    onShellError(error) { res.writeHead(500, { 'content-type': 'text/plain' }); res.end(String(error)); },
  });
}

export function handler(req, res) {
  const { pathname } = new URL(req.url, 'http://x');
  if (pathname === '/') return page(req, res);
  if (files.has(pathname)) { res.writeHead(200, { 'content-type': 'text/javascript' }); return res.end(files.get(pathname)); }
  const style = /^\/ex-elements\/styles\/([\w-]+\.css)$/.exec(pathname);
  if (style && existsSync(join(styles, style[1]))) { res.writeHead(200, { 'content-type': 'text/css' }); return res.end(readFileSync(join(styles, style[1]))); }
  res.writeHead(404); res.end();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer(handler).listen(Number(process.env.PORT ?? 3000), () => console.log(`http://localhost:${process.env.PORT ?? 3000}/`));
}
