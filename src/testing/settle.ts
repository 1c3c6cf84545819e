// Waiting for what a browser test means, not for a time (issue 15, item 4: the suite runs on
// a busy 2-core machine). A positive check waits for its condition (waitUntil); a check that
// something did NOT happen first waits for what proves the page had its chance: the element
// rendered, the answers that could have changed it arrived, then two animation frames for
// React to commit what they set.
import { waitUntil } from './wait';
import { whenIdle } from '../core/idle';
import sinon from 'sinon';

// Every resource entry is kept: the default buffer (250) fills with the test page's own
// modules, and the entries after that are dropped.
performance.setResourceTimingBufferSize(100_000);

/** One turn of the task queue: the MessageChannel tasks posted before it (React's scheduler renders in such tasks) have run. */
export const turn = (): Promise<void> => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

/**
 * `n` animation frames, then a task turn: a change made now has been rendered, committed and
 * painted, observers (resize, intersection) have reported, and the renders they asked for have run.
 */
export async function frames(n = 2): Promise<void> {
  await new Promise<void>((resolve) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(n);
  });
  await turn();
}

/** The next idle period as the code under test finds it (the header warms its parts then; a timer in WebKit, which has no requestIdleCallback), at most `timeout` ms away. */
export const idle = (timeout = 2000): Promise<void> => new Promise((resolve) => { whenIdle(() => resolve(), { within: timeout }); });

/**
 * Resolves once an element's view has committed its first render (the shell's layout effect
 * sets the theme class on the host, DESIGN.md §2 "Styling"), its effects have run, and two
 * frames have passed: what it asks for on mount has been asked for by then.
 */
export async function committed(el: Element, timeout = 8000): Promise<void> {
  await waitUntil(() => el.classList.contains('ex-light') || el.classList.contains('ex-dark'), `<${el.localName}> did not render`, { timeout });
  await frames();
}

const absolute = (input: RequestInfo | URL) => (input instanceof Request ? input.url : new URL(String(input), location.href).href);
const entriesOf = (url: string) => performance.getEntriesByName(url, 'resource').length;

export interface WatchedRequests {
  /** the URLs fetched since the watch began that contain `part` */
  urls(part: string): string[];
  /**
   * Resolves once every fetch since the watch began whose URL contains `part` has ended in the
   * page (answered in full, failed, or aborted), then two frames, so what the answers set has
   * rendered. With `atLeast`, waits for that many fetches first.
   */
  ended(part: string, options?: { atLeast?: number; timeout?: number }): Promise<void>;
}

interface Call {
  url: string;
  /** how many resource entries its URL had before it */
  before: number;
  /** it failed: no answer came (it may have left no request) */
  failed: boolean;
  /** its answer's body has been read to its end or cancelled (or it had none) */
  read: boolean;
}

/**
 * The answer as the page gets it, but for a body that marks `call` read once it has been read to
 * its end or cancelled. An ended fetch leaves a resource entry, except in WebKit, which leaves
 * none when the body was cancelled before it had all come (an error answer's, say); its body
 * tells then. The body is passed on a chunk at a time as it is read, its errors as they come.
 */
function watchBody(response: Response, call: Call): Response {
  if (!response.body) {
    call.read = true;
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          call.read = true;
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        call.read = true;
        controller.error(error);
      }
    },
    cancel(reason) {
      call.read = true;
      return reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
  const answer = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  for (const key of ['url', 'redirected', 'type'] as const) Object.defineProperty(answer, key, { value: response[key] });
  return answer;
}

/** Starts a call: its URL and how many resource entries that URL had before it. */
function started(calls: Call[], input: RequestInfo | URL, answer: () => Promise<Response>): Promise<Response> {
  const url = absolute(input);
  const call = { url, before: entriesOf(url), failed: false, read: false };
  calls.push(call);
  return answer().then((response) => watchBody(response, call), (error: unknown) => {
    call.failed = true;
    throw error;
  });
}

/**
 * The URLs of `calls` that have not ended in the page: each call failed or had its body read,
 * or the URL has a resource entry for each call since the first that did not fail.
 */
function stillOpen(calls: readonly Call[]): string[] {
  const byUrl = new Map<string, Call[]>();
  for (const c of calls) byUrl.set(c.url, [...(byUrl.get(c.url) ?? []), c]);
  return [...byUrl].filter(([url, list]) => !list.every((c) => c.failed || c.read)
    && entriesOf(url) < list[0].before + list.filter((c) => !c.failed).length).map(([url]) => url);
}

/** Watches window.fetch (a sinon stub that calls through; sinon.restore() ends it). */
export function watchRequests(): WatchedRequests {
  const real = window.fetch.bind(window);
  const calls: Call[] = [];
  sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => started(calls, input, () => real(input, init)));
  const matching = (part: string) => calls.filter((c) => c.url.includes(part));
  return {
    urls: (part) => matching(part).map((c) => c.url),
    async ended(part, { atLeast = 0, timeout = 8000 } = {}) {
      await waitUntil(() => matching(part).length >= atLeast, `fewer than ${atLeast} requests to ${part}`, { timeout });
      await waitUntil(() => stillOpen(matching(part)).length === 0, `requests to ${part} did not end`, { timeout });
      await frames();
    },
  };
}

export interface PageFetches {
  /** how many fetches the page has made since the record began */
  readonly count: number;
  /**
   * Resolves once every fetch the page made since the record began has ended in the page, the
   * answers have rendered (two frames), and the page asked for nothing more meanwhile (what an
   * answer leads to is waited for too).
   */
  quiet(options?: { timeout?: number }): Promise<void>;
  /** Ends the record (window.fetch as it was, unless something replaced it since). */
  stop(): void;
}

/**
 * Records every fetch the page makes until stop(). Not sinon: a test may stub window.fetch
 * before (the record calls through its stub) or after the record has stopped.
 */
export function recordPageFetches(): PageFetches {
  const before = window.fetch;
  const calls: Call[] = [];
  const recording: typeof window.fetch = (input, init) => started(calls, input, () => before.call(window, input, init));
  window.fetch = recording;
  return {
    get count() { return calls.length; },
    async quiet({ timeout = 10_000 } = {}) {
      const until = performance.now() + timeout;
      for (;;) {
        const seen = calls.length;
        try {
          await waitUntil(() => stillOpen(calls).length === 0, undefined, { timeout: Math.max(1, until - performance.now()) });
        } catch {
          throw new Error(`the page's fetches did not end in ${timeout} ms: ${stillOpen(calls).join(', ')}`);
        }
        await frames();
        if (calls.length === seen) return;
        if (performance.now() > until) throw new Error(`the page kept fetching for ${timeout} ms: ${calls.slice(seen).map((c) => c.url).join(', ')}`);
      }
    },
    stop() { if (window.fetch === recording) window.fetch = before; },
  };
}
