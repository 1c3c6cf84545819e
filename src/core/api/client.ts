// The API client (DESIGN.md §2 "API"): apiBase + path, credentials, the CSRF header, the
// §7 app headers, a 4000 ms timeout, ky's retries (§7), and the §8 fallback on any failure. A keyed request
// aborts the one it supersedes, whose promise then rejects with SupersededError so its
// answer never overwrites newer state. Identical GETs in flight share one request.
import { onDemand } from '../loader';
import { cookies } from '../persist';
import type { CsrfConfig, PageConfig } from '../types';
import { ENDPOINTS, type EndpointData, type EndpointName } from './endpoints';

/** Browser request timeout (§7, §9). */
export const REQUEST_TIMEOUT_MS = 4000;
/** Server request timeout (§7, §9): a server render's calls (DESIGN.md §3a). */
export const SERVER_TIMEOUT_MS = 3000;
/** The build number header value (§7, §9). */
export const BUILD_NUMBER = '20250923';
export const APP_TYPE = 'web';
/**
 * How long a prefetched answer serves identical calls once it has come: the menu-data cache's
 * freshness (§9, 60 s), so a view that renders late on a slow page still takes it.
 */
export const PREFETCH_KEEP_MS = 60_000;

export interface ApiClientOptions {
  apiBase: string;
  lang: string;
  csrf: CsrfConfig;
  timeoutMs?: number;
  /** PREFETCH_KEEP_MS unless given (tests) */
  prefetchKeepMs?: number;
  /** the global fetch unless given (a server render's `options.fetch`, DESIGN.md §3a) */
  fetch?: typeof fetch;
  /** answers kept for the client's life: a server render's, one page's (DESIGN.md §3c: identical calls shared within a page) */
  keepAnswers?: boolean;
}

export type Params = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  params?: Params;
  body?: Record<string, unknown>;
  /** requests with the same key supersede each other */
  key?: string;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  ok: boolean;
  /** the answer's code, or 0 when there was no usable answer */
  code: number;
  error?: string;
}

export class SupersededError extends Error {
  override name = 'SupersededError';
  constructor(what: string) { super(`${what} was superseded by a newer request`); }
}

export const isSuperseded = (e: unknown): e is SupersededError => e instanceof Error && e.name === 'SupersededError';

/** An answer that came but is of no use: ky retries it like a failed request (§7). */
class BadAnswer extends Error {
  constructor(message: string, readonly code: number) { super(message); }
}

/** ky, which sends every call: loaded on demand, from a client's creation (src/core/loader.ts),
 * so the classic script does not carry it up front; a prefetch leaves before it has arrived. */
const http = onDemand('the HTTP client', () => import('ky').then((m) => m.default));

/** Every error status: the menu retries after any failure (§7); ky itself never retries a 413. */
const ERROR_STATUSES = Array.from({ length: 200 }, (_, i) => 400 + i);

function queryString(params: Params = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export interface ApiClient {
  readonly options: ApiClientOptions;
  /** the value, or the §8 fallback on any failure */
  call<K extends EndpointName>(name: K, opts?: CallOptions): Promise<EndpointData<K>>;
  /** the value with whether it came from a good answer */
  request<K extends EndpointName>(name: K, opts?: CallOptions): Promise<ApiResult<EndpointData<K>>>;
  /** aborts a keyed request, if one is in flight */
  cancel(key: string): void;
  /**
   * Starts a GET before anyone asks: identical calls join it, and take its good answer for
   * PREFETCH_KEEP_MS after it has come; later calls fetch anew.
   */
  prefetch(name: EndpointName, opts?: Pick<CallOptions, 'params'>): void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  void http.warm();
  const keyed = new Map<string, AbortController>();
  interface Shared { result: Promise<ApiResult<unknown>>; abort: AbortController; callers: number }
  const inflight = new Map<string, Shared>();
  /** prefetched good answers, for a while */
  const kept = new Map<string, Shared>();
  const idOf = (name: EndpointName, opts: CallOptions) => `${name} ${queryString(opts.params)}`;

  function headersFor(name: EndpointName): Record<string, string> {
    const ep = ENDPOINTS[name];
    const headers: Record<string, string> = {};
    const token = cookies.get(options.csrf.cookie);
    if (token) headers[options.csrf.header] = token;
    if (ep.appHeaders) {
      headers['app-language'] = options.lang;
      headers['app-type'] = APP_TYPE;
      if (ep.appHeaders === 'all') headers['build-number'] = BUILD_NUMBER;
    }
    return headers;
  }

  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const send: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** A good answer's data, or a BadAnswer. The body is read once, as text: ky's json() reads it
   * twice (a clone, to spot an empty body, then the parse), and on a busy page each read waits
   * its turn on the main thread. */
  function answerOf<K extends EndpointName>(name: K, text: string): ApiResult<EndpointData<K>> {
    const answer = (text ? JSON.parse(text) : null) as { code?: unknown; data?: unknown } | null;
    const code = typeof answer?.code === 'number' ? answer.code : 0;
    if (code !== 200) throw new BadAnswer(`answer code ${String(answer?.code)}`, code);
    const data = ENDPOINTS[name].accept(answer!.data) as EndpointData<K> | undefined;
    if (data === undefined) throw new BadAnswer('answer of an unexpected shape', code);
    return { data, ok: true, code };
  }

  /**
   * One call: ky sends it and does the endpoint's retries (§7: the menu 3 at 1 s), after a
   * failed request or an answer of no use alike. `now`: the first request leaves before this
   * returns (ky starts its own in a microtask).
   */
  async function run<K extends EndpointName>(name: K, opts: CallOptions, signal: AbortSignal, now = false): Promise<ApiResult<EndpointData<K>>> {
    const ep = ENDPOINTS[name];
    const url = `${options.apiBase}${ep.path}${queryString(opts.params)}`;
    const body = ep.method === 'POST'
      ? ep.body === 'form' ? { body: new URLSearchParams(opts.body as Record<string, string>) } : { json: opts.body ?? {} }
      : {};
    // Own code: each attempt's timeout covers its body as well; ky's own stops at the headers
    // and ends the retries (§7: 4 s per request). One controller per attempt, which the caller's
    // abort and a timer of our own both abort: no AbortSignal.any, whose signal WebKit can
    // collect while the fetch waits (the request then outlived its 4 s), and Node a timeout signal.
    /** each attempt's stop of its clock, the latest last */
    const clocks: Array<() => void> = [];
    const timed = (caller: AbortSignal) => {
      const attempt = new AbortController();
      const follow = () => attempt.abort(caller.reason);
      if (caller.aborted) follow(); else caller.addEventListener('abort', follow, { once: true });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const start = () => {
        timer = setTimeout(() => attempt.abort(new DOMException('the request timed out', 'TimeoutError')), timeoutMs);
      };
      const stop = () => { clearTimeout(timer); timer = undefined; };
      start();
      clocks.push(stop);
      /** `pause` stops its clock; `resume` starts a full one again, if it was stopped */
      return { signal: attempt.signal, pause: stop, resume: () => { if (timer === undefined) start(); } };
    };
    const init = { method: ep.method, credentials: 'include' as const, headers: { accept: 'application/json', ...headersFor(name) } };
    // a prefetch from the classic script leaves while the script still runs, not after it (issue 9, boot)
    const prefetch = now ? timed(signal) : undefined;
    let early = prefetch && send(url, { ...init, signal: prefetch.signal });
    // its answer in while ky still loads: that wait is for our own code, not the server, so its
    // clock stops, and starts again for the body when ky takes the answer
    early?.then(() => { if (!http.value) prefetch!.pause(); }, () => {});
    let result: ApiResult<EndpointData<K>> | undefined;
    try {
      signal.throwIfAborted();
      const ky = http.value ?? await http.load();
      signal.throwIfAborted();
      const response = await ky(url, {
        ...init, ...body, signal, timeout: false,
        retry: ep.retries
          ? { limit: ep.retries.count, methods: [ep.method.toLowerCase()], statusCodes: ERROR_STATUSES, delay: () => ep.retries!.delayMs }
          : 0,
        fetch: (request, rest) => {
          const taken = early;
          early = undefined;
          if (!taken) return send(request, { ...rest, signal: timed((request as Request).signal).signal });
          prefetch!.resume();
          return taken;
        },
        hooks: {
          // ky hands the hook a copy (a tee of the body): the answer is read there, so one of no
          // use is retried. An error answer's copy is let go unread, not awaited: a branch's cancel
          // settles only once the other is cancelled too (beforeError), so awaiting it waited for
          // the timeout, which then made Node's fetch throw where none could catch it
          afterResponse: [async (_request, _options, response) => {
            try {
              if (response.ok) result = answerOf(name, await response.text());
              else void response.body?.cancel().catch(() => {});
            } finally {
              clocks.at(-1)!(); // this attempt is over
            }
          }],
          // an error answer's body is never read: cancel it so the request ends
          beforeError: [async (error) => { await error.response.body?.cancel().catch(() => {}); return error; }],
        },
      });
      await response.body?.cancel(); // its copy has been read
      if (signal.aborted) throw signal.reason;
      return result!;
    } catch (e) {
      if (signal.aborted) throw signal.reason;
      const error = e instanceof Error ? e.message : String(e);
      console.warn(`[ex-elements] ${ep.method} ${ep.path} failed (${error}); using the fallback`);
      return { data: ep.fallback() as EndpointData<K>, ok: false, code: e instanceof BadAnswer ? e.code : 0, error };
    } finally {
      for (const stop of clocks) stop();
      // a prefetch that ky never took (it did not load, or the call was aborted while it loaded)
      early?.catch(() => {});
    }
  }

  /**
   * Identical GETs in flight share one request, whoever asks; a caller that aborts (or is
   * superseded) leaves it, and it is aborted only when every caller has left.
   */
  function joined<K extends EndpointName>(name: K, opts: CallOptions, caller: AbortSignal): Promise<ApiResult<EndpointData<K>>> {
    const id = idOf(name, opts);
    let entry = inflight.get(id) ?? kept.get(id);
    if (!entry) {
      const abort = new AbortController();
      const fresh: Shared = { result: run(name, opts, abort.signal), abort, callers: 0 };
      const done = () => {
        if (inflight.get(id) !== fresh) return;
        inflight.delete(id);
        if (options.keepAnswers) kept.set(id, fresh);
      };
      fresh.result.then(done, done);
      inflight.set(id, (entry = fresh));
    }
    const shared = entry;
    shared.callers++;
    return new Promise<ApiResult<EndpointData<K>>>((resolve, reject) => {
      const leave = () => {
        reject(caller.reason);
        if (--shared.callers > 0) return;
        shared.abort.abort(caller.reason);
        if (inflight.get(id) === shared) inflight.delete(id);
      };
      if (caller.aborted) { leave(); return; }
      caller.addEventListener('abort', leave, { once: true });
      (shared.result as Promise<ApiResult<EndpointData<K>>>).then(resolve, reject).finally(() => caller.removeEventListener('abort', leave));
    });
  }

  function request<K extends EndpointName>(name: K, opts: CallOptions = {}): Promise<ApiResult<EndpointData<K>>> {
    const controller = new AbortController();
    if (opts.signal) {
      if (opts.signal.aborted) controller.abort(opts.signal.reason);
      opts.signal.addEventListener('abort', () => controller.abort(opts.signal!.reason), { once: true });
    }
    const key = opts.key;
    if (key) {
      keyed.get(key)?.abort(new SupersededError(`${name} (${key})`));
      keyed.set(key, controller);
    }
    const p = ENDPOINTS[name].method === 'GET' ? joined(name, opts, controller.signal) : run(name, opts, controller.signal);
    return key ? p.finally(() => { if (keyed.get(key) === controller) keyed.delete(key); }) : p;
  }

  function prefetch(name: EndpointName, opts: CallOptions = {}): void {
    const id = idOf(name, opts);
    if (ENDPOINTS[name].method !== 'GET' || inflight.has(id) || kept.has(id)) return;
    const abort = new AbortController();
    const early: Shared = { result: run(name, opts, abort.signal, true), abort, callers: 0 };
    inflight.set(id, early);
    void early.result.then((answer) => {
      if (inflight.get(id) !== early) return;
      inflight.delete(id);
      if (!answer.ok) return; // worth asking again
      kept.set(id, early);
      setTimeout(() => { if (kept.get(id) === early) kept.delete(id); }, options.prefetchKeepMs ?? PREFETCH_KEEP_MS);
    }, () => {}); // aborted by a caller that joined and left: nothing to keep
  }

  return {
    options,
    request,
    prefetch,
    call: (name, opts) => request(name, opts).then((r) => r.data),
    cancel: (key) => keyed.get(key)?.abort(new SupersededError(key)),
  };
}

const clients = new Map<string, ApiClient>();

/** One client per (apiBase, language, CSRF names), so elements sharing them share requests. */
export function apiClient(options: ApiClientOptions): ApiClient {
  const id = JSON.stringify([options.apiBase, options.lang, options.csrf.cookie, options.csrf.header, options.timeoutMs, options.prefetchKeepMs]);
  let client = clients.get(id);
  if (!client) clients.set(id, (client = createApiClient(options)));
  return client;
}

/** How a server render reaches the API (DESIGN.md §3a): from the request's URL, with its fetch. */
export interface ServerApi {
  url: URL;
  fetch?: typeof fetch;
  /** where a relative apiBase is, when not at `url`'s origin */
  apiOrigin?: string;
}

const pageClients = new WeakMap<ServerApi, Map<string, ApiClient>>();

/**
 * An element's client: its api-base attribute, else the page's (DESIGN.md §2 overrides). A
 * server render's is its own, with the server timeout and a base made absolute from the
 * request's URL (a page's apiBase is usually relative to its own origin).
 */
export function clientFor(config: Pick<PageConfig, 'apiBase' | 'csrf'>, lang: string, apiBase?: string, server?: ServerApi): ApiClient {
  const base = apiBase ?? config.apiBase;
  if (!server) return apiClient({ apiBase: base, lang, csrf: config.csrf });
  const options = {
    apiBase: new URL(base || '/', server.apiOrigin ?? server.url).href.replace(/\/$/, ''), lang, csrf: config.csrf, timeoutMs: SERVER_TIMEOUT_MS, fetch: server.fetch, keepAnswers: true,
  };
  // one client per request and settings: a page's elements share their calls, and their answers
  const clients = pageClients.get(server) ?? new Map<string, ApiClient>();
  pageClients.set(server, clients);
  const id = JSON.stringify([options.apiBase, lang, config.csrf.cookie, config.csrf.header]);
  let client = clients.get(id);
  if (!client) clients.set(id, (client = createApiClient(options)));
  return client;
}
