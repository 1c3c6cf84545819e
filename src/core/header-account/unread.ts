// The bell's unread dot (spec §4, §7, §9): polled every 5 minutes while the page is visible
// and focused, first after 60 s; set by a custom event; refreshed on bell hover. One poller
// per page however many bells (kept on globalThis, like the stores), and across tabs the
// focused tab polls while the others hear its result over a BroadcastChannel. Results go to
// stores.unread.
import type { WritableAtom } from 'nanostores';
import { stores } from '../stores';

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

export class UnreadPoller {
  readonly #store: WritableAtom<UnreadCounts>;
  readonly #activity: Activity;
  readonly #channel: () => Channel;
  readonly #target: EventTarget;
  #fetchers: UnreadFetch[] = [];
  #dueAt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #inflight: Promise<void> | null = null;
  #source: Source = 'local';
  #stop: Array<() => void> = [];

  constructor(o: PollerOptions = {}) {
    this.#store = o.store ?? stores.unread;
    this.#activity = o.activity ?? pageActivity;
    this.#channel = o.channel ?? (() => tabChannel());
    this.#target = o.target ?? globalThis;
  }

  get running(): boolean { return this.#fetchers.length > 0; }

  /** A bell's hold on the poller: the first starts it, the last release stops it. */
  acquire(fetch: UnreadFetch): () => void {
    this.#fetchers.push(fetch);
    if (this.#fetchers.length === 1) this.#start();
    return () => {
      const i = this.#fetchers.indexOf(fetch);
      if (i < 0) return;
      this.#fetchers.splice(i, 1);
      if (!this.#fetchers.length) this.#end();
    };
  }

  /** Polls now (bell hover); a poll in flight is shared. */
  refresh(): Promise<void> {
    const fetch = this.#fetchers[0];
    if (!fetch) return Promise.resolve();
    this.#inflight ??= fetch().then(
      (counts) => { if (this.running) this.#set(counts, 'poll'); },
      (e: unknown) => console.warn('[ex-elements] unread count failed', e),
    ).finally(() => {
      this.#inflight = null;
      this.#dueAt = Date.now() + UNREAD_POLL_MS;
      this.#schedule();
    });
    return this.#inflight;
  }

  #start(): void {
    this.#dueAt = Date.now() + UNREAD_FIRST_MS;
    const channel = this.#channel();
    const onEvent = (e: Event) => {
      const counts = toCounts((e as CustomEvent).detail);
      if (counts) this.#set(counts, 'local');
    };
    this.#target.addEventListener(UNREAD_EVENT, onEvent);
    this.#stop = [
      this.#activity.watch(() => this.#schedule()),
      channel.listen((m) => this.#heard(m)),
      // every change of the counts (a poll, the event, the reminder panel) reaches the other tabs
      this.#store.listen((counts) => {
        if (this.#source !== 'remote') channel.post({ counts, at: Date.now(), polled: this.#source === 'poll' });
      }),
      () => this.#target.removeEventListener(UNREAD_EVENT, onEvent),
    ];
    this.#schedule();
  }

  #end(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const stop of this.#stop) stop();
    this.#stop = [];
  }

  #set(counts: UnreadCounts, source: Source): void {
    this.#source = source;
    try { this.#store.set(counts); } finally { this.#source = 'local'; }
  }

  #heard(m: UnreadMessage): void {
    const counts = toCounts(m?.counts);
    if (!counts) return;
    this.#set(counts, 'remote');
    // another tab polled: ours is not due before a full interval after it
    if (m.polled && typeof m.at === 'number') {
      this.#dueAt = Math.max(this.#dueAt, m.at + UNREAD_POLL_MS);
      this.#schedule();
    }
  }

  /** (Re)arms the timer while active; paused (no timer) while hidden or unfocused. */
  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.running || this.#inflight || !this.#activity.active()) return;
    this.#timer = setTimeout(() => { this.#timer = undefined; void this.refresh(); }, Math.max(0, this.#dueAt - Date.now()));
  }
}

const GLOBAL_KEY = Symbol.for('ex-elements.unread-poller');
type Holder = { [GLOBAL_KEY]?: UnreadPoller };

/** The page's one poller. */
export const unreadPoller = (): UnreadPoller => ((globalThis as Holder)[GLOBAL_KEY] ??= new UnreadPoller());

/** Replaces the page's poller (tests: a fake activity or channel). */
export function resetUnreadPoller(options: PollerOptions = {}): UnreadPoller {
  return ((globalThis as Holder)[GLOBAL_KEY] = new UnreadPoller(options));
}
