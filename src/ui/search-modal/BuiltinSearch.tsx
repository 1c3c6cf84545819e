// The built-in search (used when no search application is configured): a trigger, and a
// modal dialog with one combobox over markets, Alpha tokens and pages. Opens with "/" or
// Ctrl/Cmd+K; arrows move, Enter opens, Escape closes; recent searches are remembered.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isOpenShortcut, moveActive, readRecent, saveRecent, withRecent, type ResultGroup } from '../../core/search-modal/builtin';
import { navigation } from '../../core/navigation';
import { safeUrl } from '../../core/safety';
import { useDir, useEmit, useHost, useHtmlLang, useT } from '../common/host-context';
import { Icon } from '../common/Icon';
import { LiveStatus, resultsStatus } from '../common/LiveStatus';
import { SearchIcon } from './icons';
import { OPEN_AT_MOUNT } from './open-at-mount';
import { useBuiltinSearch, type SearchOption } from './useBuiltinSearch';

const GROUP_TITLE = { spot: 'search.spot', futures: 'search.futures', alpha: 'search.alpha', pages: 'search.pages' } as const satisfies Record<ResultGroup, string>;

function Option({ option, active, onChoose }: { option: SearchOption; active: boolean; onChoose: () => void }) {
  const icon = safeUrl(option.icon);
  const chainIcon = safeUrl(option.chainIcon);
  return (
    <div role="option" id={option.id} aria-selected={active} className={active ? 'option active' : 'option'} part="option"
      onMouseDown={(e) => e.preventDefault()} onClick={onChoose}>
      <span className="avatar" aria-hidden="true">
        {icon ? <img src={icon} alt="" width={24} height={24} loading="lazy" /> : <span className="letter">{option.label.slice(0, 1)}</span>}
        {chainIcon && <img className="chain" src={chainIcon} alt="" width={12} height={12} loading="lazy" />}
      </span>
      <span className="label" dir="auto">{option.label}</span>
      {option.detail && <span className="detail">{option.detail}</span>}
    </div>
  );
}

export function BuiltinSearch() {
  const t = useT();
  const lang = useHtmlLang();
  const emit = useEmit();
  const dir = useDir();
  const host = useHost();
  const idBase = `ex-search${useId().replace(/:/g, '')}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [everOpened, setEverOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>(readRecent);
  const { options, loading } = useBuiltinSearch(query, everOpened, idBase);
  const recentOptions = query.trim() ? [] : recent;
  const count = query.trim() ? options.length : recentOptions.length;

  const open = () => {
    if (dialog.current?.open) return;
    setRecent(readRecent());
    setEverOpened(true);
    dialog.current?.showModal();
    input.current?.focus();
    input.current?.select();
  };
  const close = () => dialog.current?.close();

  // "/" or Ctrl/Cmd+K anywhere on the page, and the header's search button (ex-search-open,
  // seen once every listener has had it: a host with its own search cancels it); the first
  // element to get one takes it
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const take = (e: Event) => {
      if (e.defaultPrevented) return;
      e.preventDefault();
      openRef.current();
    };
    const onKey = (e: globalThis.KeyboardEvent) => { if (isOpenShortcut(e, e.composedPath()[0] as HTMLElement | null)) take(e); };
    const onOpen = (e: Event) => queueMicrotask(() => take(e));
    document.addEventListener('keydown', onKey);
    addEventListener('ex-search-open', onOpen);
    if (host.hasAttribute(OPEN_AT_MOUNT)) openRef.current();
    return () => { document.removeEventListener('keydown', onKey); removeEventListener('ex-search-open', onOpen); };
  }, [host]);

  useEffect(() => setActive(-1), [query]);

  const choose = async (option: SearchOption) => {
    const next = withRecent(recent, query);
    saveRecent(next);
    setRecent(next);
    emit('ex-track', { event: 'search_result_click', group: option.group, label: option.label, keyword: query.trim() });
    const href = await option.target();
    close();
    if (href && emit('ex-navigate', { href, source: `search-modal.${option.group}` }, { cancelable: true })) navigation.assign(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => moveActive(i, e.key === 'ArrowDown' ? 1 : -1, count));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (query.trim()) {
        const option = options[active] ?? options[0];
        if (option) void choose(option);
      } else if (recentOptions[active]) {
        setQuery(recentOptions[active]);
      }
    }
  };

  const listId = `${idBase}-list`;
  const activeId = active < 0 ? undefined : query.trim() ? options[active]?.id : `${idBase}-recent-${active}`;
  const groups = groupRuns(options);

  // focus stays in the box (aria-activedescendant), and browsers do not scroll an active
  // descendant into view: the list keeps it in view itself (APG combobox; WCAG 2.4.11)
  useEffect(() => {
    if (activeId) dialog.current?.querySelector(`#${CSS.escape(activeId)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <>
      <button type="button" className="trigger" part="trigger" lang={lang} aria-haspopup="dialog" aria-label={t('search.open')} onClick={open}>
        <SearchIcon />
        <span className="trigger-text">{t('search.open')}</span>
        <kbd aria-hidden="true">/</kbd>
      </button>
      <dialog ref={dialog} className="dialog" part="dialog" dir={dir} lang={lang} aria-label={t('search.label')}
        onClose={() => setQuery('')} onClick={(e) => { if (e.target === dialog.current) close(); }}>
        <div className="field">
          <SearchIcon />
          <input ref={input} type="text" role="combobox" part="input" value={query} placeholder={t('search.placeholder')}
            aria-label={t('search.label')} aria-expanded={count > 0} aria-controls={listId} aria-autocomplete="list"
            aria-activedescendant={activeId} autoComplete="off" spellCheck={false} enterKeyHint="search"
            onChange={(e) => setQuery(e.target.value)} onKeyDown={onKeyDown} />
          <button type="button" className="close" part="close" onClick={close} aria-label={t('search.close')}><Icon name="close" /></button>
        </div>
        {/* focusable so the scrolling results can be reached by keyboard */}
        <div className="results" part="results" aria-busy={loading} tabIndex={0} role="region" aria-label={t('search.label')}>
          {query.trim() ? (
            <div role="listbox" id={listId} aria-label={t('search.label')}>
              {groups.map(({ group, items }) => (
                <div key={group} role="group" aria-labelledby={`${idBase}-${group}`}>
                  <div className="group" role="presentation" id={`${idBase}-${group}`}>{t(GROUP_TITLE[group])}</div>
                  {items.map(({ option, index }) => (
                    <Option key={option.id} option={option} active={index === active} onChoose={() => void choose(option)} />
                  ))}
                </div>
              ))}
            </div>
          ) : (
            <>
              {recentOptions.length > 0 && (
                <div className="group recent-head">
                  <span>{t('search.recent')}</span>
                  <button type="button" className="clear" onClick={() => { saveRecent([]); setRecent([]); input.current?.focus(); }}>
                    {t('search.clearRecent')}
                  </button>
                </div>
              )}
              <div role="listbox" id={listId} aria-label={t('search.recent')}>
                {recentOptions.map((word, i) => (
                  <div key={word} role="option" id={`${idBase}-recent-${i}`} aria-selected={i === active}
                    className={i === active ? 'option recent active' : 'option recent'}
                    onMouseDown={(e) => e.preventDefault()} onClick={() => setQuery(word)}>
                    <span className="label" dir="auto">{word}</span>
                  </div>
                ))}
              </div>
            </>
          )}
          {query.trim() && options.length === 0 && (
            <p className="empty" part="empty">{loading ? t('common.loading') : t('search.noResults', { query: query.trim() })}</p>
          )}
          {!query.trim() && recentOptions.length === 0 && <p className="hint">{t('search.hint')}</p>}
        </div>
        <LiveStatus text={query.trim() && !loading ? resultsStatus(t, true, options.length, t('search.noResults', { query: query.trim() })) : ''} />
      </dialog>
    </>
  );
}

/** Options in runs of one group, each with its index in the flat list. */
function groupRuns(options: readonly SearchOption[]) {
  const runs: Array<{ group: ResultGroup; items: Array<{ option: SearchOption; index: number }> }> = [];
  options.forEach((option, index) => {
    const last = runs[runs.length - 1];
    if (last?.group === option.group) last.items.push({ option, index });
    else runs.push({ group: option.group, items: [{ option, index }] });
  });
  return runs;
}
