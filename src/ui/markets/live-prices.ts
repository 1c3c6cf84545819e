// The live prices of one open list (DESIGN §3b): while the list is on screen, its rows in view
// plus overscan are registered with the page's feed; each row then listens to its own pair in the
// list's LiveQuotes, so a frame of ticks re-renders those rows' figures and nothing else.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { onPriceFeedChange, pagePriceFeed } from '../../core/prices/page-feed';
import { LiveQuotes, type Quote } from '../../core/prices/quotes';
import { useStores } from '../common/host-context';

const nothing = () => () => {};

/**
 * The list's quotes (null without a feed), kept subscribed to `pairs` (price keys of the rows
 * shown) while the list element is visible: scrolled away, hidden or unmounted, it lets them go.
 */
export function useLiveQuotes(pairs: readonly string[], listRef: RefObject<HTMLElement | null>): LiveQuotes | null {
  const { config } = useStores();
  const feed = useSyncExternalStore(
    useCallback((changed: () => void) => onPriceFeedChange(config, changed), [config]),
    () => pagePriceFeed(config),
    () => null, // no live prices in a server render
  );
  const quotes = useMemo(() => (feed ? new LiveQuotes() : null), [feed]);
  const shown = useRef({ pairs, sync: () => {} });
  shown.current.pairs = pairs;

  useEffect(() => {
    const list = listRef.current;
    if (!feed || !quotes || !list) return;
    const watch = feed.watch((frame) => quotes.apply(frame));
    let visible = false;
    const sync = () => watch.set(visible ? shown.current.pairs : []);
    shown.current.sync = sync;
    const observer = new IntersectionObserver((entries) => {
      visible = entries[entries.length - 1].isIntersecting;
      sync();
    });
    observer.observe(list);
    return () => {
      shown.current.sync = () => {};
      observer.disconnect();
      watch.close();
    };
  }, [feed, quotes, listRef]);

  const key = pairs.join(' ');
  useEffect(() => shown.current.sync(), [key]);
  return quotes;
}

/** Follows what `read` takes of `pair`'s quote: a re-render only when that changes. */
function useQuoteValue<T>(quotes: LiveQuotes | null, pair: string | null, read: (quote: Quote | undefined) => T): T {
  const subscribe = useCallback((changed: () => void) => (quotes && pair ? quotes.subscribe(pair, changed) : nothing()), [quotes, pair]);
  return useSyncExternalStore(subscribe, () => read(quotes && pair ? quotes.get(pair) : undefined), () => read(undefined));
}

const whole = (quote: Quote | undefined) => quote;
const staleOf = (quote: Quote | undefined) => quote?.stale ?? false;

/** A row's quote: its figures re-render on each of its pair's ticks, and only then. */
export const useQuote = (quotes: LiveQuotes | null, pair: string | null): Quote | undefined => useQuoteValue(quotes, pair, whole);

/** Whether a row's pair is stale: the row itself re-renders only when that flips, not on ticks. */
export const useStale = (quotes: LiveQuotes | null, pair: string | null): boolean => useQuoteValue(quotes, pair, staleOf);
