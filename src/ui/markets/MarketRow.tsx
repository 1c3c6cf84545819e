// One 58 px market row: a link that is a listbox option (§2 row links). Internal links
// ask the host first (ex-navigate, cancelable), as <ExLink> does; not an ExLink because an
// Alpha row may only know its page after the click: it finds it with the symbol-to-path
// lookup, started on hover or on the click (§8 fallback /alpha/{chain}-{address}), then asks.
// Its price and change follow the list's live quotes (DESIGN §3b): a tick re-renders the row's
// figures only, in place, and restarts their up/down flash; a stale pair marks the row data-stale.
import { memo, useRef, useState, type MouseEvent } from 'react';
import { fiatPrice } from '../../core/markets/fiat';
import { formatChange, present, type ListItem, type RowTag } from '../../core/markets/items';
import { resolveAlphaPath, type MarketContext } from '../../core/markets/loaders';
import type { AlphaRow, AnyMarketRow, MarketKind } from '../../core/markets/types';
import { navigation } from '../../core/navigation';
import { rowPriceKey, type LiveQuotes } from '../../core/prices/quotes';
import { safeUrl } from '../../core/safety';
import { useEmit, useLink, useT } from '../common/host-context';
import type { FiatView } from './hooks';
import { useQuote, useStale } from './live-prices';

export interface MarketRowProps {
  kind: MarketKind;
  row: AnyMarketRow;
  id: string;
  selected: boolean;
  current: string | null;
  ctx: MarketContext;
  /** where the row sits: top offset in px */
  top: number;
  /** its position in the list, and the list's length (the DOM order is not the list order) */
  index: number;
  count: number;
  /** ask for the coin icons (VirtualList decides when: not in the frame that first shows the row) */
  icons: boolean;
  /** the list's live quotes, or null without a feed */
  quotes: LiveQuotes | null;
  /** the fiat prices show in while the rate switch is on, else null */
  fiat: FiatView | null;
}

const TAG_CLASS: Record<RowTag, string> = { st: 'tag st', hot: 'tag hot', new: 'tag new' };

function Tags({ tags }: { tags: RowTag[] }) {
  const t = useT();
  return (
    <>
      {tags.map((tag) => (
        <span key={tag} className={TAG_CLASS[tag]} part={`tag tag-${tag}`} title={tag === 'st' ? t('markets.tag.st.title') : undefined}>
          {t(`markets.tag.${tag}`)}
        </span>
      ))}
    </>
  );
}

/** `url("…")` of a URL, with the characters that could end the string escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

/**
 * The coin icon, and the chain icon over it, as backgrounds: cheaper than <img> elements for
 * rows that change on every keystroke (no element load events). Without an icon, its initial.
 */
function Avatar({ item, icons }: { item: ListItem; icons: boolean }) {
  const image = (url: string) => {
    const safe = icons ? safeUrl(url) : null;
    return safe ? { backgroundImage: cssUrl(safe) } : undefined;
  };
  return (
    <span className={item.icon ? 'avatar' : 'avatar letter'} aria-hidden="true" style={image(item.icon)}>
      {!item.icon && item.base.slice(0, 1)}
      {item.chainIcon && <span className="chain" style={image(item.chainIcon)} />}
    </span>
  );
}

/** What a row shows but its figures: rendered again only for another row, not when the row moves or ticks. */
const RowBody = memo(function RowBody({ kind, row, icons }: { kind: MarketKind; row: AnyMarketRow; icons: boolean }) {
  const item = present(kind, row as never);
  return (
    <>
      <Avatar item={item} icons={icons} />
      <span className="text">
        <span className="pair">
          <span className="symbol"><span className="base">{item.base}</span>{item.quote && <span className="quote">{`/${item.quote}`}</span>}</span>
          <Tags tags={item.tags} />
        </span>
        {item.name && <span className="name">{item.name}</span>}
      </span>
    </>
  );
});

/**
 * The price (in the fiat while the rate switch is on) and the change: the live quote's once one
 * came, else the list's. A move restarts the flash (two class names, so the animation starts again);
 * a row that only came into view (its slot showed another pair) does not flash for moves before.
 */
function Figures({ item, quotes, pair, fiat }: { item: ListItem; quotes: LiveQuotes | null; pair: string | null; fiat: FiatView | null }) {
  const quote = useQuote(quotes, pair);
  const shownFrom = useRef({ pair, moves: quote?.moves ?? 0 });
  if (shownFrom.current.pair !== pair) shownFrom.current = { pair, moves: quote?.moves ?? 0 };
  const last = quote?.last ?? item.price;
  const change = quote?.changePercentage;
  if (!last && !item.change) return null;
  const trend = change === undefined ? item.trend : Number(change) >= 0 ? 'up' : 'down';
  const flash = quote?.move && quote.moves > shownFrom.current.moves ? ` flash-${quote.move}${quote.moves % 2 ? '' : '-again'}` : '';
  return (
    <span className={`figures ${trend ?? ''}${flash}`}>
      <span className="price">{fiatPrice(last, item.quote, fiat, fiat?.lang ?? '') ?? last}</span>
      <span className="change">{change === undefined ? item.change : formatChange(change)}</span>
    </span>
  );
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function MarketRowView({ kind, row, id, selected, current, ctx, top, index, count, icons, quotes, fiat }: MarketRowProps) {
  const link = useLink();
  const emit = useEmit();
  const item = present(kind, row as never);
  const pair = quotes && rowPriceKey(kind, row);
  const stale = useStale(quotes, pair);
  // the row shown in this slot can change (rows recycle slots): keep the path with its row
  const [lookup, setLookup] = useState<{ row: AnyMarketRow; path: string } | null>(null);
  const resolved = lookup?.row === row ? lookup.path : null;
  const alpha = kind === 'memebox';
  const href = link(resolved ?? item.href);
  const resolve = () => resolveAlphaPath(ctx, row as AlphaRow).then((path) => { setLookup({ row, path }); return path; });

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    emit('ex-track', { event: 'market_row_click', market: kind, key: item.key });
    if (!isPlainClick(e)) return;
    const go = (target: string) => emit('ex-navigate', { href: target, source: `markets.${kind}` }, { cancelable: true });
    if (alpha && !resolved) {
      e.preventDefault();
      void resolve().then((path) => { const target = link(path); if (go(target)) navigation.assign(target); });
      return;
    }
    if (!go(href)) e.preventDefault();
  };

  const cls = `row${selected ? ' selected' : ''}${item.key === current ? ' current' : ''}`;
  return (
    <a id={id} role="option" aria-selected={selected} aria-posinset={index + 1} aria-setsize={count} aria-current={item.key === current ? 'page' : undefined}
      className={cls} part="row" href={safeUrl(href) ?? undefined} tabIndex={-1} onClick={onClick}
      onPointerEnter={alpha && !resolved ? () => void resolve() : undefined}
      style={{ transform: `translateY(${top}px)` }} data-stale={stale ? '' : undefined}>
      <RowBody kind={kind} row={row} icons={icons} />
      <Figures item={item} quotes={quotes} pair={pair} fiat={fiat} />
    </a>
  );
}

export const MarketRow = memo(MarketRowView);
