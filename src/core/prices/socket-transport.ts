// One WebSocket speaking `gate-v4`: opened while keys are wanted, closed when none are; reconnects
// with backoff and subscribes again; keeps alive with pings; sends only the diff (DESIGN §3b).
import type { PriceEnv, SocketHandle } from './env';
import { parseMessage, pingMessage, subscriptionMessages, type SubscriptionEvent } from './gate-v4';
import { MAX_PAIRS_PER_MESSAGE, Outbox, retryDelay } from './outbox';
import type { Transport, TransportEvents } from './types';

/** A keep-alive ping this often while open. */
export const PING_INTERVAL_MS = 15_000;
/** Nothing heard (not even a pong) for this long: the socket is dead though not closed; replace it. */
export const SILENT_SOCKET_MS = 3 * PING_INTERVAL_MS;

export function socketTransport(url: string, env: PriceEnv, events: TransportEvents): Transport {
  let wanted: ReadonlySet<string> = new Set();
  /** what the server was asked for on the open socket */
  const subscribed = new Set<string>();
  let socket: SocketHandle | null = null;
  let open = false;
  let attempt = 0;
  let lastHeard = 0;
  let cancelRetry: (() => void) | null = null;
  let cancelPing: (() => void) | null = null;
  const outbox = new Outbox(env, (text) => {
    try {
      socket?.send(text);
    } catch {
      // a socket closing under us: its close event brings the reconnect
    }
  });
  const seconds = () => Math.floor(env.now() / 1000);

  function send(event: SubscriptionEvent, keys: string[]): void {
    for (const message of subscriptionMessages(event, keys, seconds(), MAX_PAIRS_PER_MESSAGE)) outbox.push(message);
  }

  /** Asks the server for what is wanted and not subscribed, and drops the rest: unsubscribes first. */
  function sync(): void {
    const gone = [...subscribed].filter((key) => !wanted.has(key));
    const added = [...wanted].filter((key) => !subscribed.has(key));
    for (const key of gone) subscribed.delete(key);
    for (const key of added) subscribed.add(key);
    send('unsubscribe', gone);
    send('subscribe', added);
  }

  function connect(): void {
    cancelRetry = null;
    events.status(attempt === 0 ? 'connecting' : 'reconnecting');
    let current: SocketHandle | null = null;
    // Events of a socket already replaced are ignored.
    const mine = () => current !== null && socket === current;
    try {
      current = env.openSocket(url, {
        open: () => { if (mine()) opened(); },
        message: (data) => { if (mine()) heard(data); },
        closed: () => { if (mine()) lost(); },
      });
      socket = current;
    } catch {
      socket = null;
      retryLater();
    }
  }

  function opened(): void {
    open = true;
    lastHeard = env.now();
    subscribed.clear();
    events.status('live');
    schedulePing();
    sync();
  }

  function heard(data: unknown): void {
    lastHeard = env.now();
    for (const tick of parseMessage(data)) if (subscribed.has(tick.pair)) events.tick(tick);
  }

  function schedulePing(): void {
    cancelPing = env.setTimer(() => {
      if (env.now() - lastHeard >= SILENT_SOCKET_MS) return lost();
      // open a whole ping interval: it worked, so a later drop starts the backoff over; a server
      // that accepts and then closes keeps backing off instead (DESIGN §3b)
      attempt = 0;
      outbox.push(pingMessage(seconds()));
      schedulePing();
    }, PING_INTERVAL_MS);
  }

  /** Forgets the socket and what it carried. */
  function drop(): void {
    const old = socket;
    socket = null;
    open = false;
    subscribed.clear();
    outbox.clear();
    cancelPing?.();
    cancelPing = null;
    try {
      old?.close();
    } catch {
      // already closed
    }
  }

  function lost(): void {
    drop();
    retryLater();
  }

  function retryLater(): void {
    if (wanted.size === 0) return events.status('idle');
    events.status('reconnecting');
    cancelRetry = env.setTimer(connect, retryDelay(attempt, env.random()));
    attempt += 1;
  }

  function stop(): void {
    drop();
    cancelRetry?.();
    cancelRetry = null;
    attempt = 0;
    events.status('idle');
  }

  return {
    setWanted(keys) {
      wanted = new Set(keys);
      if (wanted.size === 0) stop();
      else if (open) sync();
      else if (!socket && !cancelRetry) connect();
    },
    dispose: stop,
  };
}
