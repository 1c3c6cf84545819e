// One 58 px market row: a link that is a listbox option (§2 row links). Internal links
// ask the host first (ex-navigate, cancelable), as <ExLink> does; ExLink takes no id or
// role, which the list's aria-activedescendant needs. Alpha rows find their page with
// the symbol-to-path lookup, started on hover or on the click (§8 fallback /alpha/{chain}-{address}).
import { memo, useState, type MouseEvent } from 'react';
import { present, type ListItem, type RowTag } from '../../core/markets/items';
import { resolveAlphaPath, type MarketContext } from '../../core/markets/loaders';
import type { AlphaRow, AnyMarketRow, MarketKind } from '../../core/markets/types';
import { navigation } from '../../core/navigation';
import { safeUrl } from '../../core/safety';
import { useEx } from '../common/host-context';

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
}

const TAG_CLASS: Record<RowTag, string> = { st: 'tag st', hot: 'tag hot', new: 'tag new' };

function Tags({ tags }: { tags: RowTag[] }) {
  const { t } = useEx();
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

function Avatar({ item }: { item: ListItem }) {
  return (
    <span className="avatar" aria-hidden="true">
      {item.icon ? <img src={safeUrl(item.icon) ?? ''} alt="" width={24} height={24} decoding="async" />
        : <span className="letter">{item.base.slice(0, 1)}</span>}
      {item.chainIcon && <img className="chain" src={safeUrl(item.chainIcon) ?? ''} alt="" width={12} height={12} decoding="async" />}
    </span>
  );
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function MarketRowView({ kind, row, id, selected, current, ctx, top, index, count }: MarketRowProps) {
  const { link, emit } = useEx();
  const item = present(kind, row as never);
  // the row shown at this index can change (rows are keyed by index): keep the path with its row
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
      style={{ transform: `translateY(${top}px)` }}>
      <Avatar item={item} />
      <span className="text">
        <span className="pair">
          <span className="symbol"><span className="base">{item.base}</span>{item.quote && <span className="quote">/{item.quote}</span>}</span>
          <Tags tags={item.tags} />
        </span>
        {item.name && <span className="name">{item.name}</span>}
      </span>
      {(item.price || item.change) && (
        <span className={`figures ${item.trend ?? ''}`}>
          <span className="price">{item.price}</span>
          <span className="change">{item.change}</span>
        </span>
      )}
    </a>
  );
}

export const MarketRow = memo(MarketRowView);
