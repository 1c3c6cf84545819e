// The "Pay with" panel of the buy-crypto menu (spec §2, §4, §5): toggled by a click, it lists
// the fiats of buyCryptoFiatList (loaded the first time it opens, cached), filtered by
// substring as the visitor types; each fiat links to /crypto/buy-{fiat}-USDT.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { buyCryptoPath, filterFiats, loadPayFiats } from '../../../core/header/nav/pay-with';
import { ExLink } from '../../common/ExLink';
import { useApi, useLang, useLink, useSiteId, useT } from '../../common/host-context';
import { useLoad } from '../../common/hooks';
import { Icon } from '../icons';

export interface PayWithPanelProps {
  id: string;
  open: boolean;
  /** the fiat the buy links default to */
  current: string;
  /** Escape: close the panel and give focus back to its menu item */
  onDismiss: () => void;
}

export function PayWithPanel({ id, open, current, onDismiss }: PayWithPanelProps) {
  const api = useApi();
  const lang = useLang();
  const siteId = useSiteId();
  const link = useLink();
  const t = useT();
  const [opened, setOpened] = useState(open);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => { if (open) setOpened(true); }, [open]);
  const fiats = useLoad((signal) => loadPayFiats(api, lang, siteId, signal), [api, lang, siteId], opened || open);
  if (!opened && !open) return null;

  const shown = fiats.state === 'done' ? filterFiats(fiats.data, query) : [];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); onDismiss(); return; } // not the browser's: it would close the whole popover
    const links = [...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    e.stopPropagation();
    const at = links.indexOf(e.target as HTMLElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    if (next < 0) (e.currentTarget as HTMLElement).querySelector('input')?.focus(); else links[next]?.focus();
  };

  return (
    <div id={id} className="xh-side-panel xh-pay-panel" part="pay-panel" data-panel-frame="payWith" role="region" aria-label={t('header.payWith', { fiat: current })}
      hidden={!open} onKeyDown={onKeyDown}>
      <label className="xh-pay-search">
        <Icon name="search" />
        <span className="ex-visually-hidden">{t('header.payWith.search')}</span>
        <input type="search" value={query} placeholder={t('header.payWith.search')} autoComplete="off" spellCheck={false}
          onChange={(e) => setQuery(e.target.value)} />
      </label>
      {fiats.state !== 'done' ? (
        <p className="xh-pay-status" role="status">{t('common.loading')}</p>
      ) : shown.length ? (
        <ul ref={list} className="xh-pay-list" aria-label={t('header.payWith.list')}>
          {shown.map((fiat) => (
            <li key={fiat}>
              <ExLink href={link(buyCryptoPath(fiat))} source="header-pay-with" className="xh-pay-fiat"
                aria-label={t('header.payWith.buy', { fiat })} aria-current={fiat === current ? 'true' : undefined}>
                <span>{fiat}</span>
                {fiat === current && <Icon name="check" className="xh-fiat-check" />}
              </ExLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="xh-pay-status" role="status">{query.trim() ? t('header.payWith.empty', { query: query.trim() }) : t('common.noData')}</p>
      )}
    </div>
  );
}
