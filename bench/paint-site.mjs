// The site bench/paint.mjs loads (issue 31, DESIGN.md §3e): the demo server on a copy of the
// demo's pages (links to them) beside the paint floor of the realistic page. The floor is the
// page as the server renders it for that browser (a phone's gets the phone layout), with each
// shadow root's stylesheet links written inline as <style> (the files of dist/styles/) and every
// script and module preload removed: what the page could paint with no script at all. It is a
// file of the same server, so it goes out as the pages do (compressed, tagged, revalidated).
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../demo/server.mjs';

const SITE = resolve('.cache/bench/paint/site');
const PAGES = resolve('demo/pages');

const attribute = (tag, name) => new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];

/** The floor of a server-rendered page: stylesheets of dist/styles/ inline, no script that runs. */
export function paintFloorHtml(html) {
  return html
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = attribute(tag, 'rel');
      const href = attribute(tag, 'href') ?? '';
      if (rel === 'modulepreload' || rel === 'preload' && /\.m?js$/.test(href)) return '';
      if (rel !== 'stylesheet' || !href.startsWith('/dist/styles/')) return tag;
      return `<style>${readFileSync(resolve(`.${href}`), 'utf8')}</style>`;
    })
    // every script but data blocks (the config is JSON: it runs nothing)
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes) => (/type=["']?application\/json/i.test(attributes) ? tag : ''));
}

/** The floor's path for a browser: one per user agent, as the server renders one per user agent. */
export const floorPath = (name) => `/paint-floor-${name}.html?ssr=0`;

/**
 * Starts the demo server on the bench's site and writes the floor of `page` for each browser of
 * `agents` ({ name: user agent or undefined }). Returns the server ({ url, close }).
 */
export async function servePaintSite(page, agents) {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(join(SITE, 'demo', 'pages'), { recursive: true });
  symlinkSync(resolve('dist'), join(SITE, 'dist'));
  for (const entry of readdirSync('demo')) if (entry !== 'pages') symlinkSync(resolve('demo', entry), join(SITE, 'demo', entry));
  for (const entry of readdirSync(PAGES)) symlinkSync(join(PAGES, entry), join(SITE, 'demo', 'pages', entry));
  const server = await startServer({ port: 0, root: SITE });
  for (const [name, userAgent] of Object.entries(agents)) {
    const response = await fetch(server.url + page, { headers: userAgent ? { 'user-agent': userAgent } : {} });
    if (!response.ok) throw new Error(`${page} answered ${response.status}: no paint floor to build`);
    writeFileSync(join(SITE, 'demo', 'pages', `paint-floor-${name}.html`), paintFloorHtml(await response.text()));
  }
  return server;
}
