// What the price feed needs from the page (time, timers, frames, sockets, visibility), injectable
// so the feed's rules are tested with a fake clock and a fake socket.
import type { WorkerLike } from './worker-transport';

/** What a socket tells its opener. `closed` also stands for an error: browsers close after one. */
export interface SocketEvents {
  open(): void;
  message(data: unknown): void;
  closed(): void;
}

export interface SocketHandle {
  send(text: string): void;
  close(): void;
}

export interface PriceEnv {
  /** ms */
  now(): number;
  /** runs `run` once after `ms`; gives its cancel */
  setTimer(run: () => void, ms: number): () => void;
  /** runs `run` before the next frame; gives its cancel */
  frame(run: () => void): () => void;
  /** in [0, 1): the reconnect jitter */
  random(): number;
  /** opens a socket (may throw on a bad URL) */
  openSocket(url: string, events: SocketEvents): SocketHandle;
  hidden(): boolean;
  /** calls `changed` when the page is hidden or shown; gives its removal */
  onVisibility(changed: () => void): () => void;
  /** the page's address, which a relative `prices.url` is resolved against */
  baseUrl: string;
  /** reports an exception of someone else's callback (a host's, a view's) without stopping the feed */
  report(error: unknown): void;
  /** starts the price worker from its script's URL (resolved), or null where the page cannot */
  startWorker?(url: string): WorkerLike | null;
}

/** The page's own clock, frames, WebSocket and visibility. */
export function browserPriceEnv(): PriceEnv {
  return {
    now: () => Date.now(),
    setTimer(run, ms) {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
    frame(run) {
      const id = requestAnimationFrame(run);
      return () => cancelAnimationFrame(id);
    },
    random: Math.random,
    openSocket(url, events) {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => events.open());
      socket.addEventListener('message', (event) => events.message(event.data));
      socket.addEventListener('close', () => events.closed());
      return { send: (text) => socket.send(text), close: () => socket.close() };
    },
    hidden: () => document.visibilityState === 'hidden',
    onVisibility(changed) {
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
    baseUrl: location.href,
    report: (error) => queueMicrotask(() => { throw error; }),
  };
}

/** `url` resolved against `base`, or null when it is no URL. */
export function resolvedUrl(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/** `url` as a ws: or wss: address (relative to `base`; http → ws, https → wss), or null. */
export function socketUrl(url: string, base: string): string | null {
  const href = resolvedUrl(url, base);
  if (!href) return null;
  const parsed = new URL(href);
  if (parsed.protocol === 'http:') parsed.protocol = 'ws:';
  else if (parsed.protocol === 'https:') parsed.protocol = 'wss:';
  return parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? parsed.href : null;
}

/** Runs someone else's callback (a host's, a view's); its exception is reported, and the feed carries on. */
export function guarded(env: PriceEnv, run: () => void): void {
  try {
    run();
  } catch (error) {
    env.report(error);
  }
}
