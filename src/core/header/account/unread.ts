// The bell's unread dot (spec §4, §7, §9): polled every 5 minutes while the page is visible
// and focused, first after 60 s; set by a custom event; refreshed on bell hover. One poller
// per page however many bells (kept on globalThis, like the stores), and across tabs the
// focused tab polls while the others hear its result over a BroadcastChannel. Results go to
// stores.unread.
import type { WritableAtom } from 'nanostores';
import { stores } from '../../stores';

export const UNREAD_POLL_MS = 300_000;
export const UNREAD_FIRST_MS = 60_000;
/** window event that sets the counts: detail a map of type → count, or a boolean for the dot */
export const UNREAD_EVENT = 'ex-unread-change';
/** the BroadcastChannel name */
export const UNREAD_CHANNEL = 'ex-elements.unread';

export type UnreadCounts = Record<string, number>;

/** §7: unread is true when the sum is above zero. */
export const hasUnread = (counts: Readonly<UnreadCounts>): boolean =>
  Object.values(counts).reduce((sum, n) => sum + (Number(n) || 0), 0) > 0;

/** A map of finite counts, or null for anything else. */
export function toCounts(value: unknown): UnreadCounts | null {
  if (typeof value === 'boolean') return value ? { custom: 1 } : {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter(([, n]) => typeof n === 'number' && Number.isFinite(n)));
}

/** Whether the page is visible and focused, and a way to hear when that changes. */
export interface Activity {
  active(): boolean;
  watch(onChange: () => void): () => void;
}

export const pageActivity: Activity = {
  active: () => document.visibilityState === 'visible' && document.hasFocus(),
  watch(onChange) {
    document.addEventListener('visibilitychange', onChange);
    addEventListener('focus', onChange);
    addEventListener('blur', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      removeEventListener('focus', onChange);
      removeEventListener('blur', onChange);
    };
  },
};

export interface UnreadMessage { counts: UnreadCounts; at: number; polled: boolean }

export interface Channel {
  post(message: UnreadMessage): void;
  listen(onMessage: (message: UnreadMessage) => void): () => void;
}

/** The channel between tabs of one site (every browser of the ES2022 bundles has BroadcastChannel). */
export function tabChannel(name = UNREAD_CHANNEL): Channel {
  const channel = new BroadcastChannel(name);
  return {
    post: (m) => channel.postMessage(m),
    listen(onMessage) {
      const handler = (e: MessageEvent) => onMessage(e.data as UnreadMessage);
      channel.addEventListener('message', handler);
      return () => { channel.removeEventListener('message', handler); channel.close(); };
    },
  };
}

export type UnreadFetch = () => Promise<UnreadCounts>;

export interface PollerOptions {
  store?: WritableAtom<UnreadCounts>;
  activity?: Activity;
  channel?: () => Channel;
  /** where the custom event is heard */
  target?: EventTarget;
}

type Source = 'local' | 'poll' | 'remote';

export interface UnreadPoller {
  /** a bell holds the poller: the first hold starts it, the last release stops it */
  acquire(fetch: UnreadFetch): () => void;
  /** polls now (bell hover); a poll in flight is shared */
  refresh(): Promise<void>;
  readonly running: boolean;
}

export function createUnreadPoller(o: PollerOptions = {}): UnreadPoller {
  const store = o.store ?? stores.unread;
  const activity = o.activity ?? pageActivity;
  const target = o.target ?? globalThis;
  const fetchers: UnreadFetch[] = [];
  let dueAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: Promise<void> | null = null;
  let source: Source = 'local';
  let stop: Array<() => void> = [];

  const set = (counts: UnreadCounts, from: Source) => {
    source = from;
    try { store.set(counts); } finally { source = 'local'; }
  };
  /** (Re)arms the timer while active; paused (no timer) while hidden or unfocused. */
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!fetchers.length || inflight || !activity.active()) return;
    timer = setTimeout(() => { timer = undefined; void refresh(); }, Math.max(0, dueAt - Date.now()));
  };
  const refresh = (): Promise<void> => {
    const fetch = fetchers[0];
    if (!fetch) return Promise.resolve();
    return inflight ??= fetch().then(
      (counts) => { if (fetchers.length) set(counts, 'poll'); },
      (e: unknown) => console.warn('[ex-elements] unread count failed', e),
    ).finally(() => {
      inflight = null;
      dueAt = Date.now() + UNREAD_POLL_MS;
      schedule();
    });
  };
  const heard = (m: UnreadMessage) => {
    const counts = toCounts(m?.counts);
    if (!counts) return;
    set(counts, 'remote');
    // another tab polled: ours is not due before a full interval after it
    if (m.polled && typeof m.at === 'number') {
      dueAt = Math.max(dueAt, m.at + UNREAD_POLL_MS);
      schedule();
    }
  };
  const start = () => {
    dueAt = Date.now() + UNREAD_FIRST_MS;
    const channel = (o.channel ?? tabChannel)();
    const onEvent = (e: Event) => {
      const counts = toCounts((e as CustomEvent).detail);
      if (counts) set(counts, 'local');
    };
    target.addEventListener(UNREAD_EVENT, onEvent);
    stop = [
      activity.watch(schedule),
      channel.listen(heard),
      // every change of the counts (a poll, the event, the reminder panel) reaches the other tabs
      store.listen((counts) => {
        if (source !== 'remote') channel.post({ counts, at: Date.now(), polled: source === 'poll' });
      }),
      () => target.removeEventListener(UNREAD_EVENT, onEvent),
    ];
    schedule();
  };

  return {
    get running() { return fetchers.length > 0; },
    acquire(fetch) {
      fetchers.push(fetch);
      if (fetchers.length === 1) start();
      return () => {
        const i = fetchers.indexOf(fetch);
        if (i < 0) return;
        fetchers.splice(i, 1);
        if (fetchers.length) return;
        clearTimeout(timer);
        timer = undefined;
        for (const f of stop) f();
        stop = [];
      };
    },
    refresh,
  };
}

const GLOBAL_KEY = Symbol.for('ex-elements.unread-poller');
type Holder = { [GLOBAL_KEY]?: UnreadPoller };

/** The page's one poller. */
export const unreadPoller = (): UnreadPoller => ((globalThis as Holder)[GLOBAL_KEY] ??= createUnreadPoller());

/** Replaces the page's poller (tests: a fake activity or channel). */
export function resetUnreadPoller(options: PollerOptions = {}): UnreadPoller {
  return ((globalThis as Holder)[GLOBAL_KEY] = createUnreadPoller(options));
}
