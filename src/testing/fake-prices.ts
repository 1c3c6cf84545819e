// A fake page for the price feed's tests: a clock whose timers run only when told, frames that
// run only when told, sockets the test opens, feeds and drops, and a visibility switch.
import type { PriceEnv, SocketEvents } from '../core/prices/env';

interface Timer { at: number; run: () => void; order: number }

export class FakeSocket {
  readonly sent: string[] = [];
  closedByClient = false;

  constructor(readonly url: string, private readonly events: SocketEvents) {}

  /** The server accepts the connection. */
  accept(): void { this.events.open(); }
  /** The server sends a frame (any value: binary and hostile ones too). */
  receive(data: unknown): void { this.events.message(data); }
  /** The connection is lost. */
  drop(): void { this.events.closed(); }
  /** Sent messages, parsed. */
  messages(): Array<{ channel?: string; event?: string; payload?: string[]; time?: number }> {
    return this.sent.map((text) => JSON.parse(text));
  }
}

export class FakePage {
  time = 1_800_000_000_000;
  hiddenNow = false;
  random = 0.5;
  readonly sockets: FakeSocket[] = [];
  /** exceptions of callbacks the feed reported */
  readonly errors: unknown[] = [];
  private timers: Timer[] = [];
  private frames: Array<() => void> = [];
  private order = 0;
  private readonly visibility = new Set<() => void>();

  readonly env: PriceEnv = {
    now: () => this.time,
    setTimer: (run, ms) => {
      const timer = { at: this.time + ms, run, order: this.order++ };
      this.timers.push(timer);
      return () => { this.timers = this.timers.filter((t) => t !== timer); };
    },
    frame: (run) => {
      this.frames.push(run);
      return () => { this.frames = this.frames.filter((f) => f !== run); };
    },
    random: () => this.random,
    openSocket: (url, events) => {
      const socket = new FakeSocket(url, events);
      this.sockets.push(socket);
      return { send: (text) => socket.sent.push(text), close: () => { socket.closedByClient = true; } };
    },
    hidden: () => this.hiddenNow,
    onVisibility: (changed) => {
      this.visibility.add(changed);
      return () => this.visibility.delete(changed);
    },
    baseUrl: 'https://www.example.test/en/',
    report: (error) => { this.errors.push(error); },
  };

  /** The socket opened last. */
  get socket(): FakeSocket | undefined { return this.sockets.at(-1); }

  /** Moves the clock on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.run();
    }
    this.time = end;
  }

  /** Runs the frame callbacks requested so far (one animation frame). */
  frame(): number {
    const frames = this.frames;
    this.frames = [];
    for (const run of frames) run();
    return frames.length;
  }

  pendingFrames(): number { return this.frames.length; }
  pendingTimers(): number { return this.timers.length; }

  setHidden(hidden: boolean): void {
    this.hiddenNow = hidden;
    for (const changed of this.visibility) changed();
  }
}

/** A spot.tickers update frame. */
export const spotUpdate = (pair: string, last: string, change = '1.5', extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ time: 1, channel: 'spot.tickers', event: 'update', result: { currency_pair: pair, last, change_percentage: change, ...extra } });
