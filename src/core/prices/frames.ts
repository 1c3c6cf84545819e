// Ticks coalesced per pair and handed over once per frame, and the silence that makes a price stale
// (DESIGN §3b: at most one render per frame however many ticks arrive; stale after 30 s).
import type { PriceEnv } from './env';
import type { Tick } from './types';

/** What one frame brings: each pair's latest tick, and the pairs that went stale. */
export interface PriceFrame {
  ticks: ReadonlyMap<string, Tick>;
  /** pairs with no update for STALE_AFTER_MS while wanted; a later tick of theirs means fresh again */
  stale: ReadonlySet<string>;
}

export const STALE_AFTER_MS = 30_000;

/** Keeps the latest tick of each pair and delivers them all in the next frame. */
export class FrameBuffer {
  private ticks = new Map<string, Tick>();
  private stale = new Set<string>();
  private cancel: (() => void) | null = null;

  constructor(private readonly env: PriceEnv, private readonly deliver: (frame: PriceFrame) => void) {}

  push(tick: Tick): void {
    this.ticks.set(tick.pair, tick);
    this.stale.delete(tick.pair);
    this.request();
  }

  markStale(pairs: readonly string[]): void {
    for (const pair of pairs) {
      this.stale.add(pair);
      this.ticks.delete(pair);
    }
    this.request();
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
    this.ticks.clear();
    this.stale.clear();
  }

  private request(): void {
    this.cancel ??= this.env.frame(() => this.flush());
  }

  private flush(): void {
    this.cancel = null;
    const frame = { ticks: this.ticks, stale: this.stale };
    this.ticks = new Map();
    this.stale = new Set();
    this.deliver(frame);
  }
}

/** When each wanted pair was last heard of; reports the pairs silent for STALE_AFTER_MS. */
export class Staleness {
  private readonly since = new Map<string, number>();
  private readonly staleKeys = new Set<string>();
  private cancel: (() => void) | null = null;

  constructor(private readonly env: PriceEnv, private readonly onStale: (pairs: string[]) => void) {}

  /** The pairs wanted now: a new one counts from now, a gone one is forgotten. */
  track(pairs: ReadonlySet<string>): void {
    for (const pair of this.since.keys()) {
      if (!pairs.has(pair)) {
        this.since.delete(pair);
        this.staleKeys.delete(pair);
      }
    }
    const now = this.env.now();
    for (const pair of pairs) if (!this.since.has(pair)) this.since.set(pair, now);
    this.schedule();
  }

  /** A tick of `pair` arrived. */
  heard(pair: string): void {
    if (!this.since.has(pair)) return;
    this.since.set(pair, this.env.now());
    if (this.staleKeys.delete(pair)) this.schedule();
  }

  isStale(pair: string): boolean {
    return this.staleKeys.has(pair);
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
    this.since.clear();
    this.staleKeys.clear();
  }

  /** One timer, at the earliest moment a fresh pair can go stale. */
  private schedule(): void {
    if (this.cancel) return;
    let earliest = Infinity;
    for (const [pair, at] of this.since) if (!this.staleKeys.has(pair)) earliest = Math.min(earliest, at);
    if (earliest === Infinity) return;
    this.cancel = this.env.setTimer(() => this.check(), Math.max(0, earliest + STALE_AFTER_MS - this.env.now()));
  }

  private check(): void {
    this.cancel = null;
    const now = this.env.now();
    const newly: string[] = [];
    for (const [pair, at] of this.since) {
      if (!this.staleKeys.has(pair) && now - at >= STALE_AFTER_MS) {
        this.staleKeys.add(pair);
        newly.push(pair);
      }
    }
    if (newly.length > 0) this.onStale(newly);
    this.schedule();
  }
}
