// Outgoing messages under a rate limit, and the reconnect delays (DESIGN §3b).
import type { PriceEnv } from './env';

/** At most this many messages leave in any one second; the rest wait their turn, in order. */
export const MAX_MESSAGES_PER_SECOND = 10;
/** Names in one (un)subscribe message. */
export const MAX_PAIRS_PER_MESSAGE = 100;

const SECOND = 1000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * The wait before reconnect try number `attempt` (0 first): exponential with "equal jitter",
 * between half and all of min(30 s, 1 s · 2^attempt) — the first try within 1 s, never over 30 s.
 */
export function retryDelay(attempt: number, random: number): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 16));
  return ceiling / 2 + (random * ceiling) / 2;
}

/** A queue that sends at most `perSecond` messages in any second (a sliding window). */
export class Outbox {
  private readonly queue: string[] = [];
  private sentAt: number[] = [];
  private cancelWait: (() => void) | null = null;

  constructor(
    private readonly env: PriceEnv,
    private readonly send: (text: string) => void,
    private readonly perSecond = MAX_MESSAGES_PER_SECOND,
  ) {}

  push(text: string): void {
    this.queue.push(text);
    if (!this.cancelWait) this.pump();
  }

  /** Forgets what waits (the socket it was for is gone). */
  clear(): void {
    this.queue.length = 0;
    this.cancelWait?.();
    this.cancelWait = null;
  }

  private pump(): void {
    this.cancelWait = null;
    const now = this.env.now();
    this.sentAt = this.sentAt.filter((at) => at > now - SECOND);
    while (this.queue.length > 0 && this.sentAt.length < this.perSecond) {
      this.sentAt.push(now);
      this.send(this.queue.shift()!);
    }
    if (this.queue.length > 0) this.cancelWait = this.env.setTimer(() => this.pump(), this.sentAt[0]! + SECOND - now);
  }
}
