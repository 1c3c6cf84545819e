// One list's live quotes (DESIGN §3b): each pair's latest price and change, which way it last
// moved (the rows flash up or down) and whether it is stale. A row listens to its own pair only,
// so a frame of ticks updates those rows and nothing else.
import type { AnyMarketRow, MarketKind } from '../markets/types';
import type { PriceFrame } from './frames';
import { priceKey } from './tick';

export interface Quote {
  /** the latest tick's, if one came */
  last?: string;
  changePercentage?: string;
  /** the move of `last` against the tick before: a row flashes in that direction */
  move: 'up' | 'down' | null;
  /** counts the moves, so a row can restart its flash on each one */
  moves: number;
  stale: boolean;
}

/** The price key of a list row: spot pairs and contracts have live tickers, the other markets none. */
export const rowPriceKey = (kind: MarketKind, row: AnyMarketRow): string | null =>
  (kind === 'spot' || kind === 'futures' ? priceKey(kind, (row as { pair: string }).pair) : null);

const NO_MOVE: Quote = { move: null, moves: 0, stale: false };

export class LiveQuotes {
  private readonly quotes = new Map<string, Quote>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(pair: string): Quote | undefined {
    return this.quotes.get(pair);
  }

  /** Calls `listener` when `pair`'s quote changes; gives its removal. */
  subscribe(pair: string, listener: () => void): () => void {
    let set = this.listeners.get(pair);
    if (!set) this.listeners.set(pair, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(pair);
    };
  }

  /** One frame of the feed: new quotes, stale marks, then each changed pair's listeners. */
  apply({ ticks, stale }: PriceFrame): void {
    for (const [pair, tick] of ticks) {
      const before = this.quotes.get(pair) ?? NO_MOVE;
      const move = before.last === undefined ? null : moveOf(before.last, tick.last);
      this.quotes.set(pair, {
        last: tick.last, changePercentage: tick.changePercentage, stale: false,
        move: move ?? before.move, moves: before.moves + (move ? 1 : 0),
      });
    }
    for (const pair of stale) this.quotes.set(pair, { ...(this.quotes.get(pair) ?? NO_MOVE), stale: true });
    for (const pair of [...ticks.keys(), ...stale]) this.listeners.get(pair)?.forEach((listener) => listener());
  }
}

function moveOf(before: string, after: string): 'up' | 'down' | null {
  const a = Number(before);
  const b = Number(after);
  return b > a ? 'up' : b < a ? 'down' : null;
}
