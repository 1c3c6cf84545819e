// What the interop hosts share: the Alpha list's menu handed over as a rich-data property,
// and how a received ex-* event is logged for the test to read.

/** A MEMEBOX tab menu of our own (DESIGN §2 common/tabs shape): the list must use it, not fetch one. */
export const ALPHA_MENU = {
  market: 'MEMEBOX', title: 'Alpha',
  sub: [
    { market: 'sol', title: 'Host chain: Solana', sub: [] },
    { market: 'eth', title: 'Host chain: Ethereum', sub: [] },
  ],
};

export interface LogEntry { type: string; detail: unknown }

export const describe = (e: Event): LogEntry => ({ type: e.type, detail: (e as CustomEvent).detail ?? null });
