// Rules of the reminder (notification) panel (spec §3 "Reminder tab/message", §4, §7, §8, §9):
// which tabs show, the badge, the list's paging, the date format, links and the read call.
import type { ApiClient } from '../api/client';
import type { Json, RecordPage } from '../api/endpoints';

/** §9: 20 messages per page in the panel. */
export const PANEL_PAGE_SIZE = 20;
/** §9: the unread badge caps at 99+. */
export const BADGE_CAP = 99;
/** §3: the tab whose empty `content` still lists. */
export const ANNOUNCE_CODE = 'announce';
/** §8: the code of a failed read. */
export const READ_FAILURE_CODE = 99999;

export interface ReminderTab { code: string; name: string; unread: number; content: string }
export interface ReminderMessage {
  type: string; title: string; content: string; isRead: boolean; sendTime: number; mid: string;
  /** false when extras.isAllowHref says so: the message is not a link (§5) */
  linked: boolean;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const count = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Date's range (ECMA-262 §21.4.1.1: ±8.64e15 ms), in seconds. */
const MAX_DATE_SECONDS = 8.64e12;
/** Unix seconds a Date can hold, else 0: the message still shows, without a date (not a RangeError that blanks the panel). */
const sendSeconds = (v: unknown): number => {
  const n = Number(v);
  return n > 0 && n <= MAX_DATE_SECONDS ? n : 0;
};

/** The tabs to show: `is_show` 1 only, with a code, in the server's order. */
export function visibleTabs(raw: readonly unknown[]): ReminderTab[] {
  return raw.filter(isRecord)
    .filter((tab) => Number(tab.is_show) === 1 && text(tab.code) !== '')
    .map((tab) => ({ code: text(tab.code), name: text(tab.name) || text(tab.code), unread: count(tab.unread_num), content: text(tab.content) }));
}

/** Unread counts by type, from every tab the server sent (hidden ones count for the bell). */
export function unreadByType(raw: readonly unknown[]): Record<string, number> {
  return Object.fromEntries(raw.filter(isRecord).filter((t) => text(t.code)).map((t) => [text(t.code), count(t.unread_num)]));
}

/** The badge text: none for 0, the number up to 99, then "99+". */
export const badgeText = (unread: number): string =>
  unread <= 0 ? '' : unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread);

/** §3: empty `content` means the tab has no messages, except for announce. */
export const tabHasMessages = (tab: ReminderTab): boolean => tab.code === ANNOUNCE_CODE || tab.content !== '';

export function toMessage(raw: unknown): ReminderMessage | null {
  if (!isRecord(raw)) return null;
  const extras = isRecord(raw.extras) ? raw.extras : {};
  return {
    type: text(raw.type), title: text(raw.title), content: text(raw.content),
    isRead: Number(raw.isread) !== 0, sendTime: sendSeconds(raw.send_timest), mid: text(extras.mid),
    linked: ![false, 0, 'false', '0'].includes(extras.isAllowHref as never),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Date of unix seconds shifted by an offset in minutes; null for none or one out of Date's range. */
function dateOf(seconds: number, offsetMinutes = 0): Date | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const d = new Date((seconds + offsetMinutes * 60) * 1000);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * `YYYY-MM-DD HH:mm:ss` of unix seconds at a UTC offset in minutes (§3). The view passes the
 * visitor's offset; tests pass a fixed one.
 */
export function formatTimestamp(seconds: number, offsetMinutes: number): string {
  const d = dateOf(seconds, offsetMinutes);
  if (!d) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} `
    + `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The machine-readable time of unix seconds (a <time>'s dateTime); '' when there is none. */
export const isoTimestamp = (seconds: number): string => dateOf(seconds)?.toISOString() ?? '';

/** The visitor's UTC offset in minutes at a moment (east of UTC is positive). */
export const localOffsetMinutes = (seconds: number): number => -new Date(seconds * 1000).getTimezoneOffset();

/** The notifications page of a tab (§2). */
export const reminderPageHref = (code: string): string => `/reminder?sidebar=${encodeURIComponent(code)}`;

/**
 * Where a message leads (§2): a post (it carries a mid, in the post tab) opens its status
 * page; any other message opens the notifications page on its tab; none when its link is
 * blanked (isAllowHref false, §5).
 */
const MESSAGE_LINKS: Record<string, (m: ReminderMessage) => string | null> = {
  post: (m) => (m.mid ? `/post/status/${encodeURIComponent(m.mid)}` : null),
};
export function messageHref(message: ReminderMessage, tabCode: string): string | null {
  if (!message.linked) return null;
  // an own key only: a tab code such as `constructor` or `__proto__` is no post
  const post = Object.hasOwn(MESSAGE_LINKS, tabCode) ? MESSAGE_LINKS[tabCode](message) : null;
  return post ?? reminderPageHref(tabCode);
}

/** The record call's query (§7): page, size 20, code, language and the refresh time. */
export const recordParams = (o: { code: string; page: number; lang: string; now: number }) =>
  ({ page: o.page, size: PANEL_PAGE_SIZE, code: o.code, language: o.lang, now: o.now });

export interface ReminderList {
  messages: ReminderMessage[];
  total: number;
  /** the last page loaded (0: none yet) */
  page: number;
  /** an empty page ended the list, whatever total says */
  ended: boolean;
}

export const EMPTY_LIST: ReminderList = { messages: [], total: 0, page: 0, ended: false };

/** Adds a page of records to the list (page 1 replaces it). */
export function addPage(list: ReminderList, page: number, answer: RecordPage): ReminderList {
  const messages = answer.list.map(toMessage).filter((m): m is ReminderMessage => m !== null);
  return {
    messages: page <= 1 ? messages : [...list.messages, ...messages],
    total: count(answer.total),
    page,
    ended: messages.length === 0,
  };
}

/** Another page exists while fewer messages than `total` are loaded. */
export const hasMore = (list: ReminderList): boolean =>
  list.page >= 1 && !list.ended && list.messages.length < list.total;

export interface ReadResult { success: boolean; code: number; message: string }

/**
 * Marks a type read (§7 herald/msg/read; no type marks all). §8: a failure gives
 * success false with a message and code 99999.
 */
export async function markRead(api: ApiClient, msgType?: string): Promise<ReadResult> {
  const r = await api.request('heraldRead', { body: msgType ? { msg_type: msgType } : {} });
  return r.ok
    ? { success: true, code: r.code, message: 'success' }
    : { success: false, code: READ_FAILURE_CODE, message: r.error ?? 'read failed' };
}

/** Unread counts after a type was read. */
export const withTypeRead = (unread: Readonly<Record<string, number>>, code: string): Record<string, number> =>
  ({ ...unread, [code]: 0 });

/** The refresh time sent as `now`: unix seconds, like send_timest. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
