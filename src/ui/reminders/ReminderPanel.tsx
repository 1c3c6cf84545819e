// The reminder (notification) panel (spec §3, §4, §9): tabs with capped unread badges, the
// selected tab's messages (server HTML sanitised), paging by scrolling or "Load more".
// The header's bell renders this same view inside its own element.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import {
  badgeText, formatTimestamp, isoTimestamp, localOffsetMinutes, messageHref, reminderPageHref,
  type ReminderMessage, type ReminderTab,
} from '../../core/reminders/reminders';
import { ExLink } from '../common/ExLink';
import { useDir, useEmit, useHtmlLang, useLink, useSession, useT } from '../common/host-context';
import { SafeHtml } from '../common/SafeHtml';
import { useReminders } from './useReminders';

export interface ReminderPanelProps {
  /** no calls while set (the header sets it while its dropdown is closed) */
  fetchDisabled?: boolean;
}

function Tabs({ tabs, current, onSelect, badge, idBase }: {
  tabs: ReminderTab[]; current: ReminderTab | null; onSelect: (code: string) => void;
  badge: (tab: ReminderTab) => number; idBase: string;
}) {
  const t = useT();
  const dir = useDir();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    const index = tabs.findIndex((tab) => tab.code === current?.code);
    let next: number | null = null;
    if (step) next = (index + step * (dir === 'rtl' ? -1 : 1) + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    onSelect(tabs[next].code);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} className="tabs" part="tabs" role="tablist" aria-label={t('reminder.tabs')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.code === current?.code;
        const count = badge(tab);
        return (
          <button key={tab.code} type="button" role="tab" id={`${idBase}-tab-${tab.code}`} className="tab"
            aria-selected={selected} aria-controls={`${idBase}-list`} tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.code)}>
            {tab.name}
            {count > 0 && (
              <span className="badge" part="badge" aria-label={t('reminder.unreadCount', { count })}>{badgeText(count)}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}

function Message({ message, code }: { message: ReminderMessage; code: string }) {
  const t = useT();
  const link = useLink();
  const emit = useEmit();
  const time = formatTimestamp(message.sendTime, localOffsetMinutes(message.sendTime));
  const href = messageHref(message, code);
  const title = (
    <>
      {!message.isRead && <span className="dot" aria-hidden="true" />}
      {!message.isRead && <span className="ex-visually-hidden">{`${t('reminder.unread')}: `}</span>}
      {message.title}
    </>
  );
  return (
    <li className={message.isRead ? 'message' : 'message unread'} part="message">
      {href ? (
        <ExLink className="title" href={link(href)} source="reminder-message"
          onClick={() => emit('ex-track', { event: 'reminder_message_click', type: code, mid: message.mid })}>
          {title}
        </ExLink>
      ) : <span className="title">{title}</span>}
      {message.content && <SafeHtml className="content" html={message.content} />}
      {time && <time className="time" dateTime={isoTimestamp(message.sendTime)}>{time}</time>}
    </li>
  );
}

/** Calls `onVisible` when `target` scrolls into `root` (infinite scroll). */
function useWhenVisible(onVisible: () => void, active: boolean) {
  const root = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLButtonElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    if (!active || !root.current || !target.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { root: root.current, rootMargin: '0px 0px 40px 0px' });
    observer.observe(target.current);
    return () => observer.disconnect();
  }, [active]);
  return { root, target };
}

/**
 * Keeps focus in the list when the focused "Load more" button goes (WCAG 2.4.3): the last page
 * came, or the list reloads. Focus moves to the first message that page added, else to the list.
 * `count`: the messages shown now. Gives the button's ref.
 */
function useFocusKeptPastMore(list: RefObject<HTMLDivElement | null>, target: RefObject<HTMLButtonElement | null>, count: number) {
  const lost = useRef(false);
  const shown = useRef(count);
  const ref = useCallback((button: HTMLButtonElement) => {
    target.current = button;
    return () => {
      target.current = null;
      // React detaches a ref before it removes the element: here it still has its focus
      lost.current = (button.getRootNode() as Document | ShadowRoot).activeElement === button;
    };
  }, [target]);
  useLayoutEffect(() => {
    const before = shown.current;
    const hadFocus = lost.current;
    shown.current = count;
    lost.current = false;
    if (!hadFocus || !list.current) return; // the panel itself went (the dropdown closed): its owner places focus
    const firstNew = list.current.querySelectorAll('.messages > li')[before]?.querySelector<HTMLElement>('a.title');
    (firstNew ?? list.current).focus();
  });
  return ref;
}

export function ReminderPanel({ fetchDisabled }: ReminderPanelProps) {
  const t = useT();
  const link = useLink();
  const session = useSession();
  const dir = useDir();
  const lang = useHtmlLang();
  const enabled = session.isLogin && !fetchDisabled;
  const { tabs, current, select, list, status, more, loadMore, badge } = useReminders(enabled);
  const idBase = `ex-reminders${useId().replace(/:/g, '')}`;
  const scroll = useWhenVisible(loadMore, more && status === 'done');
  const moreRef = useFocusKeptPastMore(scroll.root, scroll.target, list.messages.length);
  if (!enabled) return null;

  const loading = status === 'loading';
  return (
    <section className="panel" part="panel" dir={dir} lang={lang} aria-labelledby={`${idBase}-title`}>
      <div className="head">
        <h2 className="heading" id={`${idBase}-title`}>{t('reminder.title')}</h2>
        <ExLink className="all" part="view-all" href={link(reminderPageHref(current?.code ?? ''))} source="reminder-view-all">
          {t('reminder.viewAll')}
        </ExLink>
      </div>
      {tabs.length > 0 && <Tabs tabs={tabs} current={current} onSelect={select} badge={badge} idBase={idBase} />}
      <div ref={scroll.root} className="list" part="list" id={`${idBase}-list`} tabIndex={0}
        {...(current ? { role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${current.code}` } : {})}
        aria-busy={loading || status === 'more'}>
        {loading ? (
          <ul className="messages" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => <li key={i} className="message skeleton"><span /><span /><span /></li>)}
          </ul>
        ) : current && list.messages.length ? (
          // messages belong to a tab: while the tabs reload (a new language), none is current
          <ul className="messages">
            {list.messages.map((m, i) => <Message key={`${m.mid}-${i}`} message={m} code={current.code} />)}
          </ul>
        ) : (
          <p className="empty" part="empty">{t('reminder.no.data')}</p>
        )}
        {!loading && more && (
          // aria-disabled, not disabled, while it loads: a disabled button loses its focus (WCAG 2.4.3); loadMore ignores a press then
          <button ref={moreRef} type="button" className="more" onClick={loadMore} aria-disabled={status === 'more'}>
            {t(status === 'more' ? 'common.loading' : 'reminder.loadMore')}
          </button>
        )}
      </div>
    </section>
  );
}
