// Server rendering (DESIGN.md §3a): each ex-* element's first client render as a declarative
// shadow root, for one request — its own store set from the page config and the request's
// cookies, so two renders at once never share state.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SERVER_TIMEOUT_MS } from '../core/api/client';
import { elementStores } from '../core/element-stores';
import { firstLoadContext, firstLoadsOf, type FirstLoad, type FirstLoads } from '../core/first-loads';
import { loadCatalog } from '../core/i18n';
import { requestPage } from '../core/page-info';
import { SSR_ATTRIBUTE, SSR_DATA_ATTRIBUTE, SSR_LANG_ATTRIBUTE, SSR_STATE_ATTRIBUTE, stateMark } from '../core/server-marks';
import { setServerSanitizer } from '../core/safety';
import { persistedFromCookies } from '../core/settings';
import { createStores, type StoreSet } from '../core/stores';
import type { PageConfigInput } from '../core/types';
import '../elements';
import { ELEMENT_INFO, kebab, propOf, serverElements, type ElementInfo } from '../ui/common/element-shell';
import { ElementRoot } from '../ui/common/element-root';
import { hostClasses } from '../ui/common/host-context';
import { renderPartsOf } from '../ui/common/lazy-view';
import type { ServerData } from '../ui/common/server-data';
import { escapeAttribute } from './page';
import { sanitizeOnServer } from './sanitize';
import { stylesheetFile } from './stylesheets';
import type { InlineStyle } from '../ui/common/element-root';

setServerSanitizer(sanitizeOnServer);

export interface RenderOptions {
  /** the request's Cookie header */
  cookies?: string;
  /** the page's URL; `page-path` defaults to its path */
  url?: string;
  /** where dist/ is served (default `/dist/`) */
  assetBase?: string;
  /** the request's User-Agent header (the app banner shows on phones only, §4) */
  userAgent?: string;
  /** how the server fetches what a first render needs (default: globalThis.fetch) */
  fetch?: typeof fetch;
  /** where a relative apiBase is fetched from (default: `url`'s origin; the proxy: its upstream) */
  apiOrigin?: string;
  /** told about an element left unrendered (default: a console warning) */
  onError?: (error: unknown, tag: string) => void;
  /** the page's config, when rendering one element without its page */
  config?: PageConfigInput;
  /** the most elements a page has rendered on the server; the rest render in the browser (default 64, §3c) */
  maxElements?: number;
  /** the most markup, in characters, the server adds to a page; past it the rest render in the browser (default 1 Mi, §3c).
   * It counts each root's inline styles: every shadow root carries its own */
  maxAdded?: number;
  /** how a shadow root carries its styles (§3a "CSP", §3e): inline `<style>` (the default, the
   * first paint waits for nothing) or `<link rel="stylesheet">` to dist/styles/ (`style-src 'self'`) */
  styles?: 'inline' | 'links';
  /** the request's CSP nonce, put on each inline `<style>` (base64 characters, as CSP writes it) */
  nonce?: string;
}

const STYLE_MODES = ['inline', 'links'];
/** CSP's base64-value: what a `'nonce-…'` source can hold. */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The options' styles and nonce, checked: a bad one throws a TypeError that says which. */
export function checkStyleOptions({ styles, nonce }: RenderOptions): void {
  if (styles !== undefined && !STYLE_MODES.includes(styles)) throw new TypeError(`options.styles must be 'inline' or 'links', not ${JSON.stringify(styles)}`);
  if (nonce !== undefined && (typeof nonce !== 'string' || !NONCE.test(nonce))) throw new TypeError('options.nonce must be a CSP nonce: base64 characters (A-Z a-z 0-9 + / - _, then up to two =)');
}

/** One page's (or one element's) render: its stores and what its elements share. */
export interface PageRender {
  set: StoreSet;
  assetBase: string;
  pagePath?: string;
  /** roots rendered so far: each gets its own identifierPrefix */
  count: number;
  /** the mark of the state the render starts from (server-marks.ts) */
  state: string;
  /** the page's renders take turns (§3c): the last one queued, when this slice of work began and its passes */
  turns: Promise<unknown>;
  sliceStart: number;
  slicePasses: number;
  /** elements begun, markup added, and the caps on both */
  started: number;
  added: number;
  maxElements: number;
  maxAdded: number;
  /** how each root carries its styles, and the nonce its inline `<style>`s carry */
  styles: 'inline' | 'links';
  nonce?: string;
}

/** How long a page works before it lets other requests in (DESIGN.md §3c "rendering yields"),
 * and in how many passes at most: an edge runtime's clock may stand still while code runs. */
const SLICE_MS = 5;
const SLICE_PASSES = 8;
const nextTurn = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/** Runs `work` after the page's earlier work, letting other requests in between slices: a page
 * of any number of elements never holds another request for long. */
function inTurn<T>(request: PageRender, work: () => T): Promise<T> {
  const turn = request.turns.then(async () => {
    if (performance.now() - request.sliceStart >= SLICE_MS || request.slicePasses >= SLICE_PASSES) {
      await nextTurn();
      request.sliceStart = performance.now();
      request.slicePasses = 0;
    }
    request.slicePasses += 1;
    return work();
  });
  request.turns = turn.catch(() => {});
  return turn;
}

/** How long past the server timeout a render waits for what its first render needs (§3a). */
const LOAD_GRACE_MS = 500;

/** The data step (§3c): an element's first loads (src/core/first-loads.ts), each within the
 * server timeout; a load that failed is left to the browser (§8). */
async function firstData({ loads, context }: FirstLoads): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  if (!context || !loads.length) return data;
  // the API client's server timeout gives each call's §8 fallback first; this ends any other
  // wait (a timer, which also keeps a command rendering one page running until then)
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new DOMException('the server render stopped waiting', 'TimeoutError')), SERVER_TIMEOUT_MS + LOAD_GRACE_MS);
  const answers = await Promise.allSettled(loads.map((entry) => entry.load(context, stop.signal))).finally(() => clearTimeout(timer));
  answers.forEach((answer, i) => { if (answer.status === 'fulfilled') data[loads[i].key] = answer.value; });
  return data;
}

/** What a view asked for that the data step did not load, or the reverse: the table and the view disagree. */
function driftOf(tag: string, loads: readonly FirstLoad[], asked: ReadonlySet<string>): string | null {
  const loaded = new Set(loads.map((entry) => entry.key));
  const unloaded = [...asked].filter((key) => !loaded.has(key));
  const unasked = [...loaded].filter((key) => !asked.has(key));
  if (!unloaded.length && !unasked.length) return null;
  return `[ex-elements] <${tag}>: FIRST_LOADS (src/core/first-loads.ts) disagrees with its view: `
    + `asked for but not loaded [${unloaded.join(', ')}], loaded but not asked for [${unasked.join(', ')}]`;
}

export const warn = (error: unknown, tag: string) => console.warn(`[ex-elements] <${tag}> left to render in the browser:`, error);
const startTag = (tag: string, attributes: Record<string, string>) =>
  `<${tag}${Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;

export function requestOf(config: PageConfigInput, options: RenderOptions): PageRender {
  const cookies = options.cookies ?? '';
  const page = requestPage(options.url, cookies, options.userAgent, options.fetch, options.apiOrigin);
  const set = createStores(config, persistedFromCookies(cookies), { persist: false, page });
  const pagePath = options.url && URL.canParse(options.url) ? new URL(options.url).pathname : undefined;
  return {
    set, assetBase: options.assetBase ?? '/dist/', pagePath, count: 0, state: stateMark(set), turns: Promise.resolve(), sliceStart: performance.now(), slicePasses: 0,
    started: 0, added: 0, maxElements: options.maxElements ?? 64, maxAdded: options.maxAdded ?? 2 ** 20,
    styles: options.styles ?? 'inline', nonce: options.nonce,
  };
}

export function infoOf(tag: string): ElementInfo | undefined {
  return serverElements.get(tag)?.[ELEMENT_INFO];
}

/** What a view may ask of its host element on the server: its attributes. */
const serverHost = (tag: string, attributes: Record<string, string>) => ({
  localName: tag,
  hasAttribute: (name: string) => name in attributes,
  getAttribute: (name: string) => attributes[name] ?? null,
}) as unknown as HTMLElement;

export interface Rendered {
  /** the host's attributes: the page's, with the host classes and the hydration marks */
  attributes: Record<string, string>;
  /** what its declarative shadow root holds */
  root: string;
}

/** An element as the page carries it: its start tag, then its declarative shadow root (no closing tag). */
export const markupOf = (tag: string, { attributes, root }: Rendered) => `${startTag(tag, attributes)}<template shadowrootmode="open">${root}</template>`;

/** A root's styles as the request asks: its stylesheets inline, each with the nonce, or links to their files. */
async function stylesOf(info: ElementInfo, request: PageRender): Promise<{ links?: string[]; styles?: InlineStyle[] }> {
  if (request.styles === 'inline') return { styles: info.sheets.map((sheet) => ({ css: sheet.cssText, nonce: request.nonce })) };
  return { links: (await Promise.all(info.sheets.map(stylesheetFile))).map((file) => request.assetBase + file) };
}

/** One element: its host's attributes (with the host classes and the hydration marks) and its
 * root; null for a tag that is no element, 'capped' for one past the page's caps (§3c). */
export async function render(tag: string, attributes: Record<string, string>, request: PageRender): Promise<Rendered | null | 'capped'> {
  const info = infoOf(tag);
  if (!info) return null;
  if (request.started >= request.maxElements || request.added >= request.maxAdded) return 'capped';
  request.started += 1;
  const props: Record<string, unknown> = {};
  for (const [prop, type] of Object.entries(info.attributes)) props[prop] = propOf(type, attributes[kebab(prop)] ?? null);
  if ('pagePath' in info.attributes && props.pagePath === undefined && request.pagePath) props.pagePath = request.pagePath;
  const { siteId, lang, apiBase, theme } = props as { siteId?: number; lang?: string; apiBase?: string; theme?: string };
  const overrides = { siteId, lang, apiBase, theme };
  const shown = elementStores(request.set.stores, overrides, request.set.page);
  const language = shown.lang.get();
  // before the first await: the elements render at once, and take their prefixes in page order
  request.count += 1;
  const prefix = `s${request.count}-`;
  const first = firstLoadsOf(tag, () => firstLoadContext(shown, request.set.stores.config.get(), (props.pagePath as string | undefined) || request.set.page!.url.pathname));
  const data = firstData(first);
  await loadCatalog(language);
  // what the view shows from parts loaded on demand in the browser (the header's menus, DESIGN.md §3e)
  await Promise.all(renderPartsOf(info.View).map((part) => part.load()));

  const styled = await stylesOf(info, request);
  // its data first, then one render pass (§3c)
  const server: ServerData = { data: await data, asked: new Set() };
  const pass = () => renderToString(createElement(ElementRoot, {
    View: info.View, props, host: serverHost(tag, attributes), overrides, set: request.set, ...styled, serverData: server,
  }), { identifierPrefix: prefix });
  // the markup added so far is known once the earlier elements have had their turns
  const markup = await inTurn(request, () => (request.added >= request.maxAdded ? null : pass()));
  if (markup === null) return 'capped';
  request.added += markup.length;
  const drift = driftOf(tag, first.loads, server.asked!);
  if (drift) console.warn(drift);

  // the classes the client's first layout effect sets, there from the first paint
  const own = hostClasses(shown.theme.get(), shown.riseColour.get());
  const classes = [
    ...(attributes.class ?? '').split(/\s+/).filter((c) => c && !(c in own)),
    ...Object.keys(own).filter((c) => own[c]),
  ];
  const marks: Record<string, string> = { [SSR_ATTRIBUTE]: prefix, [SSR_LANG_ATTRIBUTE]: language, [SSR_STATE_ATTRIBUTE]: request.state };
  if (Object.keys(server.data).length) marks[SSR_DATA_ATTRIBUTE] = JSON.stringify(server.data);
  return { attributes: { ...attributes, class: classes.join(' '), ...marks }, root: markup };
}

/** One element, server-rendered, as its parts: the host's attributes and its root's markup (a
 * React tree writes them as elements: exchange-elements/react). */
export async function renderElementParts(tag: string, attributes: Record<string, string> = {}, options: RenderOptions = {}): Promise<Rendered> {
  checkStyleOptions(options); // (renderPage checks them as it is called)
  const result = await render(tag, attributes, requestOf(options.config ?? {}, options));
  if (!result || result === 'capped') throw new Error(`<${tag}> is not an ex-elements element`);
  return result;
}

/** One element's markup, server-rendered: `<ex-…>` with its shadow root (no closing tag). */
export async function renderElement(tag: string, attributes: Record<string, string> = {}, options: RenderOptions = {}): Promise<string> {
  return markupOf(tag, await renderElementParts(tag, attributes, options));
}

/** Every stylesheet an element's shadow root may carry (the build writes them to dist/styles/, with their hashes). */
export function allStylesheets() {
  return new Set([...serverElements.values()].flatMap((element) => element[ELEMENT_INFO].sheets));
}
