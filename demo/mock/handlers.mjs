// The mock API as Mock Service Worker handlers: every call of spec §7 (routes.mjs), its faults
// (faults.mjs), CSRF, a request log and placeholder icons. The same handlers answer in Node (the
// demo server and the tests, through api.mjs) and in the browser (Storybook's service worker).
import { http } from 'msw';
import { answer, faultResponse, json, resolveFault } from './faults.mjs';
import { ok } from './http.mjs';
import { iconSvg } from './icon.mjs';
import { ROUTES } from './routes.mjs';

const LOG_LIMIT = 500;
/**
 * @typedef {{ method: string, path: string, query: Record<string, string>,
 *   headers: Record<string, unknown>, body: unknown, time: number }} LogEntry
 * @type {LogEntry[]}
 */
const requestLog = [];
/** In-memory server state: reminder types marked read. */
const state = { read: new Set() };

const pathOf = (request) => new URL(request.url).pathname;
const isApiPath = (path) => path === '/logout' || /^\/(api|__fault\/)/.test(path);
const notFound = () => json(404, { code: 404, message: 'not found', data: null });

/** A handler for requests whose URL path passes `test` (any origin: the page's or the server's). */
const onPath = (method, test, resolver) => http[method](({ request }) => test(pathOf(request)), resolver);

/** A request body: JSON, form-encoded, or the raw text; null when empty. */
async function bodyOf(request) {
  const text = await request.clone().text();
  if (!text) return null;
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Test and demo controls under /__mock/ (never logged, never faulted, no CSRF). */
const controls = [
  onPath('get', (path) => path === '/__mock/log', ({ request }) => {
    const answered = json(200, ok(requestLog.slice()));
    if (new URL(request.url).searchParams.get('clear') === '1') requestLog.length = 0;
    return answered;
  }),
  onPath('post', (path) => path === '/__mock/reset', () => {
    requestLog.length = 0;
    state.read.clear();
    return json(200, ok({}));
  }),
  onPath('get', (path) => /^\/__mock\/icon\/[^/]+\.svg$/.test(path), ({ request }) => {
    try {
      const name = decodeURIComponent(/^\/__mock\/icon\/([^/]+)\.svg$/.exec(pathOf(request))[1]);
      return answer(200, 'image/svg+xml', iconSvg(name), { 'cache-control': 'public, max-age=86400' });
    } catch {
      return notFound();
    }
  }),
  onPath('all', (path) => path.startsWith('/__mock/'), notFound),
];

/** Records every API call, then leaves it to the handlers after it. */
const logger = onPath('all', isApiPath, async ({ request }) => {
  const url = new URL(request.url);
  requestLog.push({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    body: request.method === 'POST' ? await bodyOf(request) : null,
    time: Date.now(),
  });
  if (requestLog.length > LOG_LIMIT) requestLog.splice(0, requestLog.length - LOG_LIMIT);
  return undefined;
});

/**
 * One call of spec §7: 405 for another method, 403 without CSRF (DESIGN §2 page configuration:
 * header `csrftoken` must equal cookie `csrftoken`), else its answer or the fault asked for.
 */
const routeHandlers = [...ROUTES].map(([routePath, route]) => http.all(
  ({ request }) => resolveFault(pathOf(request), new URLSearchParams(), {}).path === routePath,
  async ({ request, cookies }) => {
    if (route.method !== request.method) return json(405, { code: 405, message: 'method not allowed', data: null });
    if (request.method === 'POST' && (!cookies.csrftoken || request.headers.get('csrftoken') !== cookies.csrftoken)) {
      return json(403, { code: 403, message: 'csrf', data: null });
    }
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await bodyOf(request) : null;
    const real = () => route.answer({ query: url.searchParams, body, state });
    const { kind } = resolveFault(url.pathname, url.searchParams, cookies);
    return kind ? faultResponse(kind, real, route.empty, request.signal) : json(200, ok(real()));
  },
));

/** The mock API, in order: controls, the log, the calls, then 404 for any other API path. */
export const handlers = [...controls, logger, ...routeHandlers, onPath('all', isApiPath, notFound)];

/**
 * Handlers that make the calls whose path contains `part` (every call when none) fail with `kind`
 * (faults.mjs): a story's own handlers (Storybook's `parameters.msw`), put before `handlers`.
 * @param {string} kind one of FAULT_KINDS
 * @param {string} [part]
 */
export function faultHandlers(kind, part = '') {
  return [...ROUTES].filter(([path]) => path.includes(part)).map(([path, route]) => http.all(
    ({ request }) => resolveFault(pathOf(request), new URLSearchParams(), {}).path === path,
    ({ request }) => faultResponse(kind, () => route.answer({ query: new URL(request.url).searchParams, body: null, state }), route.empty, request.signal),
  ));
}
