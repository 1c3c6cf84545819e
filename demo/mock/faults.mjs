// Fault injection so anyone can watch the client's §8 fallbacks: each kind as a fetch Response,
// the same in Node (demo server, tests) and in the browser (Storybook's service worker).
import { ok } from './http.mjs';

export const FAULT_KINDS = ['500', 'timeout', 'stall', 'garbage', 'empty', 'shape', 'null', 'code'];
/** How long a `timeout` fault holds the answer (well past the client's 4000 ms, spec §7). */
export const TIMEOUT_MS = 10_000;

const FAULT_PREFIX = /^\/__fault\/([^/:]+)(?::([^/]+))?(\/.*)$/;

/** A complete, uncached answer. */
export function answer(status, contentType, body, headers = {}) {
  return new Response(body, {
    status,
    headers: { 'content-type': contentType, 'content-length': String(new TextEncoder().encode(body).length), 'cache-control': 'no-store', ...headers },
  });
}
export const json = (status, payload) => answer(status, 'application/json; charset=utf-8', JSON.stringify(payload));

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
  const prefixApplies = prefixed && (!prefixed[2] || path.includes(safeDecode(prefixed[2])));
  const cookieApplies = cookies.mock_fault && (!cookies.mock_fault_path || path.includes(cookies.mock_fault_path));
  const candidates = [prefixApplies ? prefixed[1] : null, query.get('fault'), cookieApplies ? cookies.mock_fault : null];
  return { path, kind: candidates.find((kind) => FAULT_KINDS.includes(kind)) ?? null };
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (the client went away). */
const wait = (ms, signal) => new Promise((done) => {
  const timer = setTimeout(done, ms);
  signal?.addEventListener('abort', () => { clearTimeout(timer); done(); }, { once: true });
});

/**
 * The answer of a fault instead of the real one (`timeout` sends the real one after TIMEOUT_MS;
 * `stall` sends the headers and the start of the body at once, the rest after TIMEOUT_MS).
 * @param {string} kind one of FAULT_KINDS
 * @param {() => unknown} real computes the real answer's data (only `timeout` and `stall` send it)
 * @param {'list' | 'object'} emptyKind what an empty answer of this call looks like
 * @param {AbortSignal} [signal] the request's: a held answer is given up when it aborts
 * @returns {Promise<Response>}
 */
export async function faultResponse(kind, real, emptyKind, signal) {
  switch (kind) {
    case '500':
      return answer(500, 'text/html; charset=utf-8', '<!doctype html><title>500</title><h1>500 Internal Server Error</h1>');
    case 'timeout':
      await wait(TIMEOUT_MS, signal);
      return json(200, ok(real()));
    case 'stall': {
      const body = new TextEncoder().encode(JSON.stringify(ok(real())));
      const stream = new ReadableStream({
        async start(controller) {
          controller.enqueue(body.slice(0, 10));
          await wait(TIMEOUT_MS, signal);
          controller.enqueue(body.slice(10));
          controller.close();
        },
      });
      return new Response(stream, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
    }
    case 'garbage':
      return answer(200, 'application/json; charset=utf-8', '{"code":200,"message":"success","data":[{"bro');
    case 'empty':
      return json(200, ok(emptyKind === 'list' ? [] : {}));
    case 'shape':
      return json(200, ok('oops'));
    case 'null':
      return json(200, ok(null));
    default: // 'code'
      return json(200, { code: 500, message: 'server busy', data: null });
  }
}
