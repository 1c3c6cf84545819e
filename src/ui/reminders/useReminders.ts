// The reminder panel's data: tabs, the selected tab's paged list and the read call
// (spec §4: switching a tab marks that type read, refreshes the list, sets a refresh time).
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isSuperseded } from '../../core/api/client';
import {
  addPage, EMPTY_LIST, hasMore, markRead, nowSeconds, recordParams, tabHasMessages, unreadByType,
  visibleTabs, withTypeRead, type ReminderList, type ReminderTab,
} from '../../core/reminders/reminders';
import { loadSanitizer } from '../../core/safety';
import { useApi, useEmit, useLang, useStores } from '../common/host-context';
import { useLoad } from '../common/hooks';

export type ListStatus = 'loading' | 'more' | 'done';

/** A refresh of the list: its time (sent as `now`) and whether the type is marked read after. */
interface Refresh { now: number; markRead: boolean }

export function useReminders(enabled: boolean) {
  const api = useApi();
  const lang = useLang();
  const emit = useEmit();
  const key = `reminder-records-${useId()}`;
  const loadedTabs = useLoad((signal) => {
    loadSanitizer().catch(() => {}); // messages are server HTML: fetch the sanitiser while the tabs load
    return api.call('heraldTabs', { params: { language: lang }, signal });
  }, [api, lang], enabled);
  const raw = loadedTabs.state === 'done' ? loadedTabs.data : null;
  const tabs = useMemo<ReminderTab[]>(() => (raw ? visibleTabs(raw) : []), [raw]);
  const unreadStore = useStores().unread;
  const unread = useStore(unreadStore);

  const [selected, setSelected] = useState<string | null>(null);
  const current = tabs.find((tab) => tab.code === selected) ?? tabs[0] ?? null;
  const [refresh, setRefresh] = useState<Refresh>(() => ({ now: nowSeconds(), markRead: false }));
  const [list, setList] = useState<ReminderList>(EMPTY_LIST);
  const [status, setStatus] = useState<ListStatus>('loading');
  const generation = useRef(0);

  // the tabs' counts are the freshest the page has: the bell's dot follows them
  useEffect(() => {
    if (raw?.length) unreadStore.set({ ...unreadStore.get(), ...unreadByType(raw) });
  }, [raw, unreadStore]);

  // a ref, so a new emit (any context change) does not reload the list
  const read = useRef<(type: string) => Promise<void>>(async () => {});
  read.current = async (type: string) => {
    const result = await markRead(api, type);
    if (!result.success) return;
    unreadStore.set(withTypeRead(unreadStore.get(), type));
    emit('ex-reminder-read', { type });
  };

  const code = current?.code ?? null;
  const listed = current ? tabHasMessages(current) : false;
  useEffect(() => {
    const run = ++generation.current;
    setList(EMPTY_LIST);
    if (!enabled || !code) { setStatus(loadedTabs.state === 'done' ? 'done' : 'loading'); return; }
    if (!listed) {
      setStatus('done');
      if (refresh.markRead) void read.current(code);
      return;
    }
    setStatus('loading');
    api.call('heraldRecords', { params: recordParams({ code, page: 1, lang, now: refresh.now }), key }).then((answer) => {
      if (run !== generation.current) return;
      setList(addPage(EMPTY_LIST, 1, answer));
      setStatus('done');
      if (refresh.markRead) void read.current(code);
    }, (e: unknown) => { if (!isSuperseded(e)) console.warn('[ex-elements] reminder list failed', e); });
    return () => { generation.current++; api.cancel(key); };
  }, [enabled, code, listed, refresh, api, lang, key, loadedTabs.state]);

  const select = useCallback((next: string) => {
    if (next === code) return;
    setSelected(next);
    setRefresh({ now: nowSeconds(), markRead: true });
  }, [code]);

  const loadMore = useCallback(() => {
    if (!code || status !== 'done' || !hasMore(list)) return;
    const run = generation.current;
    const page = list.page + 1;
    setStatus('more');
    api.call('heraldRecords', { params: recordParams({ code, page, lang, now: refresh.now }), key }).then((answer) => {
      if (run !== generation.current) return;
      setList((prev) => addPage(prev, page, answer));
      setStatus('done');
    }, (e: unknown) => { if (!isSuperseded(e)) console.warn('[ex-elements] reminder page failed', e); });
  }, [code, status, list, api, lang, refresh, key]);

  const badge = (tab: ReminderTab): number => unread[tab.code] ?? tab.unread;

  return { tabs, current, select, list, status, more: hasMore(list), loadMore, badge };
}
