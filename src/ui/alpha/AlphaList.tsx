// The Alpha token list (spec §3, §4, §5, §8): a side menu of chains, then tabs, then the
// tokens; a search box (debounced 1000 ms) replaces the list with results. A click reports
// a tracking event and opens the token's Alpha page in the same window.
import { useEffect, useId, useMemo, useState } from 'react';
import {
  alphaMenu, listedChain, memeboxMenu, SEARCH_DEBOUNCE_MS, searchKeyword, type AlphaMenuEntry,
} from '../../core/alpha/alpha';
import { shortAddress } from '../../core/markets/items';
import { ALPHA_ALL_CHAINS, loadAlpha, loadTabMenus, resolveAlphaPath } from '../../core/markets/loaders';
import type { AlphaRow } from '../../core/markets/types';
import { alphaRows } from '../../core/markets/web3';
import { navigation } from '../../core/navigation';
import { safeUrl } from '../../core/safety';
import { useDir, useEmit, useHtmlLang, useLink, useT } from '../common/host-context';
import { LiveStatus, resultsStatus } from '../common/LiveStatus';
import { useLoad } from '../common/hooks';
import { useMarketContext } from '../markets/market-context';

export interface AlphaListProps {
  /** the side-menu entry selected first (a chain code, or ALPHA_ALLCHAIN) */
  chain?: string;
  /** the MEMEBOX tab menu `{ market, title, sub }`; fetched from common/tabs when unset */
  menu?: unknown;
}

/** The value, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Row({ row, chainName, onOpen }: { row: AlphaRow; chainName: string; onOpen: (row: AlphaRow) => void }) {
  const t = useT();
  const icon = safeUrl(row.icon);
  const chainIcon = safeUrl(row.chain_icon);
  return (
    <li>
      <button type="button" className="row" part="row" onClick={() => onOpen(row)}>
        <span className="icons">
          {icon ? <img className="icon" src={icon} alt="" width={28} height={28} loading="lazy" /> : <span className="icon" />}
          {chainIcon && <img className="chain" src={chainIcon} alt={chainName} title={chainName} width={14} height={14} loading="lazy" />}
        </span>
        <span className="pair" dir="auto">{row.show_pair}</span>
        {row.address && (
          <span className="address" title={row.address} aria-label={t('alpha.address', { address: row.address })}>
            {shortAddress(row.address)}
          </span>
        )}
      </button>
    </li>
  );
}

function SideMenu({ menu, current, onSelect }: { menu: AlphaMenuEntry[]; current: string; onSelect: (code: string) => void }) {
  const t = useT();
  return (
    <nav className="side" part="side-menu" aria-label={t('alpha.chains')}>
      <ul>
        {menu.map((entry) => (
          <li key={entry.code}>
            <button type="button" className="side-item" aria-current={entry.code === current ? 'true' : undefined}
              onClick={() => onSelect(entry.code)}>
              {entry.title || (entry.code === ALPHA_ALL_CHAINS ? t('alpha.allChains') : entry.code)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AlphaList({ chain: initialChain, menu: givenMenu }: AlphaListProps) {
  const ctx = useMarketContext();
  const { api } = ctx;
  const t = useT();
  const link = useLink();
  const emit = useEmit();
  const dir = useDir();
  const lang = useHtmlLang();
  const searchId = useId();
  const fetched = useLoad(() => loadTabMenus(ctx), [ctx], givenMenu === undefined);
  const memebox = givenMenu !== undefined ? memeboxMenu(givenMenu) : fetched.state === 'done' ? fetched.data.MEMEBOX : undefined;
  const menu = useMemo(() => alphaMenu(memebox), [memebox]);
  const [chain, setChain] = useState(initialChain ?? '');
  const entry = menu.find((e) => e.code === chain) ?? menu[0];
  const [tab, setTab] = useState('');
  const listed = listedChain(entry, tab);

  const [input, setInput] = useState('');
  const keyword = searchKeyword(useDebounced(input, SEARCH_DEBOUNCE_MS));
  const list = useLoad(() => loadAlpha(ctx, listed), [ctx, listed]);
  // a newer keyword aborts the older search (useLoad's signal)
  const found = useLoad((signal) => api.call('alphaSearch', { params: { keywords: keyword }, signal }).then(alphaRows),
    [api, keyword], keyword !== '');

  const shown = keyword ? found : list;
  const rows = shown.state === 'done' ? shown.data : [];
  const chainName = (code: string) => menu.find((e) => e.code === code)?.title || code.toUpperCase();

  const open = async (row: AlphaRow) => {
    emit('ex-track', { event: 'alpha_click', pair: row.pair, chain: row.chain, address: row.address, keyword });
    const href = link(await resolveAlphaPath(ctx, row));
    if (emit('ex-navigate', { href, source: 'alpha-list' }, { cancelable: true })) navigation.assign(href);
  };

  return (
    <div className="alpha" part="alpha" dir={dir} lang={lang} role="region" aria-label={t('alpha.label')}>
      <SideMenu menu={menu} current={entry.code} onSelect={(code) => { setChain(code); setTab(''); }} />
      <div className="main">
        <div className="search" role="search">
          <label className="ex-visually-hidden" htmlFor={`alpha-search${searchId}`}>{t('alpha.search')}</label>
          <input id={`alpha-search${searchId}`} type="search" part="search" value={input} placeholder={t('alpha.search')}
            autoComplete="off" spellCheck={false} onChange={(e) => setInput(e.target.value)} />
        </div>
        {!keyword && entry.tabs.length > 0 && (
          <div className="tabs" part="tabs">
            {entry.tabs.map((x) => (
              <button key={x.code} type="button" className="tab" aria-pressed={x.code === listed} onClick={() => setTab(x.code)}>
                {x.title}
              </button>
            ))}
          </div>
        )}
        <div className="list" part="list" aria-busy={shown.state === 'loading'}>
          {shown.state === 'loading' ? (
            <ul aria-hidden="true">{Array.from({ length: 10 }, (_, i) => <li key={i} className="row skeleton"><span /><span /></li>)}</ul>
          ) : rows.length ? (
            <ul>{rows.map((row, i) => <Row key={`${row.chain}-${row.address}-${i}`} row={row} chainName={chainName(row.chain)} onOpen={(r) => void open(r)} />)}</ul>
          ) : (
            <p className="empty" part="empty">{t('alpha.noData')}</p>
          )}
        </div>
        <LiveStatus text={shown.state === 'loading' ? '' : resultsStatus(t, !!keyword, rows.length, t('alpha.noData'))} />
      </div>
    </div>
  );
}
