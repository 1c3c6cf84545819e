// A Node host of exchange-elements/server, by the package's name: `npm run typecheck` checks the
// published server typings with it (as host.ts does the page's).
import { createServer } from 'node:http';
import { createHandler, renderElement, renderPage, type RenderOptions } from 'exchange-elements/server';
import { createProxy } from 'exchange-elements/server/node';

const options: RenderOptions = { cookies: 'theme=dark', url: 'https://www.example.com/', assetBase: '/static/ex-elements/' };
export const page: Promise<string> = renderPage('<!doctype html><ex-footer></ex-footer>', options);
export const footer: Promise<string> = renderElement('ex-footer', { 'site-id': '1' }, { ...options, config: { siteId: 1, lang: 'de' } });
// @ts-expect-error: a page config's siteId is a number (the type index.d.ts gives)
void renderElement('ex-footer', {}, { config: { siteId: '1' } });
createServer(createProxy({ upstream: 'http://127.0.0.1:8080', render: (html, request) => renderPage(html, request) })).listen(3000);
// @ts-expect-error: the attributes are strings
void renderElement('ex-footer', { 'site-id': 1 });
export const handler: (request: Request) => Promise<Response> = createHandler({ upstream: 'https://origin.example.com', render: { assetBase: '/static/' } });
export const streamed: ReadableStream<Uint8Array> = renderPage(new Response('<ex-footer></ex-footer>').body!, options);
