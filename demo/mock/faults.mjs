// Fault injection so anyone can watch the client's §8 fallbacks.
import { ok, send, sendJson } from './http.mjs';

export const FAULT_KINDS = ['500', 'timeout', 'stall', 'garbage', 'empty', 'shape', 'null', 'code'];
/** How long a `timeout` fault holds the answer (well past the client's 4000 ms, spec §7). */
export const TIMEOUT_MS = 10_000;

const FAULT_PREFIX = /^\/__fault\/([^/:]+)(?::([^/]+))?(\/.*)$/;

/**
 * The fault for a request and the real path, by the first that applies:
 * a `/__fault/{kind}` path prefix (`/__fault/{kind}:{path part}` limits it to paths
 * containing that part, URI-encoded), a `fault` query, a `mock_fault` cookie (limited to
 * paths containing cookie `mock_fault_path` when set). Unknown kinds are ignored.
 * The prefix form is per request, so one page (or frame) can fail while another does not.
 * @param {string} pathname @param {URLSearchParams} query @param {Record<string, string>} cookies
 * @returns {{ path: string, kind: string | null }}
 */
export function resolveFault(pathname, query, cookies) {
  const prefixed = FAULT_PREFIX.exec(pathname);
  const path = prefixed ? prefixed[3] : pathname;
  const prefixApplies = prefixed && (!prefixed[2] || path.includes(decodeURIComponent(prefixed[2])));
  const cookieApplies = cookies.mock_fault && (!cookies.mock_fault_path || path.includes(cookies.mock_fault_path));
  const candidates = [prefixApplies ? prefixed[1] : null, query.get('fault'), cookieApplies ? cookies.mock_fault : null];
  return { path, kind: candidates.find((kind) => FAULT_KINDS.includes(kind)) ?? null };
}

/**
 * Answers with a fault instead of the real answer (`timeout` sends the real one after TIMEOUT_MS;
 * `stall` sends the headers and the start of the body at once, the rest after TIMEOUT_MS).
 * @param {string} kind one of FAULT_KINDS
 * @param {import('node:http').ServerResponse} res
 * @param {() => unknown} answer computes the real answer's data (only a `timeout` ever sends it)
 * @param {'list' | 'object'} emptyKind what an empty answer of this call looks like
 */
export function sendFault(kind, res, answer, emptyKind) {
  switch (kind) {
    case '500':
      return send(res, 500, 'text/html; charset=utf-8', '<!doctype html><title>500</title><h1>500 Internal Server Error</h1>');
    case 'timeout': {
      const timer = setTimeout(() => sendJson(res, 200, ok(answer())), TIMEOUT_MS);
      // 'close' on the response fires when the client disconnects (or once the answer is sent).
      res.on('close', () => clearTimeout(timer));
      return undefined;
    }
    case 'stall': {
      const body = JSON.stringify(ok(answer()));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write(body.slice(0, 10));
      const timer = setTimeout(() => res.end(body.slice(10)), TIMEOUT_MS);
      res.on('close', () => clearTimeout(timer));
      return undefined;
    }
    case 'garbage':
      return send(res, 200, 'application/json; charset=utf-8', '{"code":200,"message":"success","data":[{"bro');
    case 'empty':
      return sendJson(res, 200, ok(emptyKind === 'list' ? [] : {}));
    case 'shape':
      return sendJson(res, 200, ok('oops'));
    case 'null':
      return sendJson(res, 200, ok(null));
    default: // 'code'
      return sendJson(res, 200, { code: 500, message: 'server busy', data: null });
  }
}
