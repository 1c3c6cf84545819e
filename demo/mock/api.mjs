// The mock API: every call of spec §7, faults, a request log and placeholder icons.
import { ok, send, sendJson, parseCookies, readBody } from './http.mjs';
import { resolveFault, sendFault } from './faults.mjs';
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

const isApiPath = (path) => path === '/logout' || /^\/(api|__fault\/|__mock\/)/.test(path);
const notFound = (res) => sendJson(res, 404, { code: 404, message: 'not found', data: null });

/** Test and demo controls under /__mock/ (never logged, never faulted, no CSRF). */
function handleControl(req, res, url) {
  const { pathname } = url;
  if (req.method === 'GET' && pathname === '/__mock/log') {
    sendJson(res, 200, ok(requestLog.slice()));
    if (url.searchParams.get('clear') === '1') requestLog.length = 0;
    return;
  }
  if (req.method === 'POST' && pathname === '/__mock/reset') {
    requestLog.length = 0;
    state.read.clear();
    return sendJson(res, 200, ok({}));
  }
  const icon = /^\/__mock\/icon\/([^/]+)\.svg$/.exec(pathname);
  if (req.method === 'GET' && icon) {
    let name;
    try {
      name = decodeURIComponent(icon[1]);
    } catch {
      return notFound(res);
    }
    return send(res, 200, 'image/svg+xml', iconSvg(name), { 'cache-control': 'public, max-age=86400' });
  }
  return notFound(res);
}

/**
 * Answers a mock API request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {Promise<boolean>} false when the path is not an API path (the caller serves files)
 */
export async function handleApi(req, res) {
  const url = new URL(req.url ?? '/', 'http://mock.local');
  if (!isApiPath(url.pathname)) return false;
  if (url.pathname.startsWith('/__mock/')) {
    handleControl(req, res, url);
    return true;
  }
  const body = req.method === 'POST' ? await readBody(req) : null;
  requestLog.push({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { ...req.headers },
    body,
    time: Date.now(),
  });
  if (requestLog.length > LOG_LIMIT) requestLog.splice(0, requestLog.length - LOG_LIMIT);

  const cookies = parseCookies(req.headers.cookie);
  const { path, kind } = resolveFault(url.pathname, url.searchParams, cookies);
  const route = ROUTES.get(path);
  if (!route) {
    notFound(res);
    return true;
  }
  if (route.method !== req.method) {
    sendJson(res, 405, { code: 405, message: 'method not allowed', data: null });
    return true;
  }
  // CSRF (DESIGN §2 page configuration): header `csrftoken` must equal cookie `csrftoken`.
  if (req.method === 'POST' && (!cookies.csrftoken || req.headers.csrftoken !== cookies.csrftoken)) {
    sendJson(res, 403, { code: 403, message: 'csrf', data: null });
    return true;
  }
  const answer = () => route.answer({ query: url.searchParams, body, state });
  if (kind) sendFault(kind, res, answer, route.empty);
  else sendJson(res, 200, ok(answer()));
  return true;
}
