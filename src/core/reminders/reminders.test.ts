import { expect } from '@open-wc/testing';
import { createApiClient } from '../api/client';
import { DEFAULT_CONFIG } from '../config';
import {
  addPage, badgeText, EMPTY_LIST, formatTimestamp, hasMore, isoTimestamp, markRead, messageHref, recordParams,
  tabHasMessages, toMessage, unreadByType, visibleTabs, withTypeRead,
} from './reminders';

const client = (apiBase: string) => createApiClient({ apiBase, lang: 'en', csrf: DEFAULT_CONFIG.csrf });
const page = (n: number, total: number) => ({
  list: Array.from({ length: n }, (_, i) => ({ type: 'trade', title: `t${i}`, content: '', isread: 1, send_timest: 1, extras: { mid: String(i) } })),
  total, unread_num: 0, page: 1, size: 20,
});

describe('reminder rules', () => {
  it('shows only is_show 1 tabs, in order, and keeps every count for the bell', () => {
    const raw = [
      { code: 'announce', name: 'Announcements', unread_num: 128, is_show: 1, content: '' },
      { code: 'security', name: 'Security', unread_num: 2, is_show: 0, content: 'x' },
      { code: 'trade', name: 'Trading', unread_num: '3', is_show: '1', content: 'Order filled' },
      { code: '', name: 'no code', is_show: 1 },
      'junk',
    ];
    expect(visibleTabs(raw).map((t) => t.code)).to.deep.equal(['announce', 'trade']);
    expect(visibleTabs(raw)[1].unread).to.equal(3);
    expect(unreadByType(raw)).to.deep.equal({ announce: 128, security: 2, trade: 3 });
  });

  it('caps the badge at 99+ and hides it at 0', () => {
    expect(badgeText(0)).to.equal('');
    expect(badgeText(-1)).to.equal('');
    expect(badgeText(7)).to.equal('7');
    expect(badgeText(99)).to.equal('99');
    expect(badgeText(100)).to.equal('99+');
    expect(badgeText(128)).to.equal('99+');
  });

  it('an empty content means no messages, except for announce', () => {
    const tab = (code: string, content: string) => ({ code, name: code, unread: 0, content });
    expect(tabHasMessages(tab('system', ''))).to.be.false;
    expect(tabHasMessages(tab('system', 'Hello'))).to.be.true;
    expect(tabHasMessages(tab('announce', ''))).to.be.true;
  });

  it('formats send_timest as YYYY-MM-DD HH:mm:ss at a given offset', () => {
    // 2026-11-24 00:00:00 UTC
    expect(formatTimestamp(1795478400, 0)).to.equal('2026-11-24 00:00:00');
    expect(formatTimestamp(1795478400 + 3661, 0)).to.equal('2026-11-24 01:01:01');
    expect(formatTimestamp(1795478400, 480)).to.equal('2026-11-24 08:00:00');
    expect(formatTimestamp(1795478400, -300)).to.equal('2026-11-23 19:00:00');
    expect(formatTimestamp(0, 0)).to.equal('');
    expect(formatTimestamp(Number.NaN, 0)).to.equal('');
  });

  it("a send_timest out of Date's range (microseconds, 1e20) is no time: no date, never NaN or a RangeError", () => {
    for (const sendTimest of [1.7e15, '1e20', 8.64e12 + 1, -5, 'soon']) {
      expect(toMessage({ title: 'T', send_timest: sendTimest })!.sendTime, String(sendTimest)).to.equal(0);
    }
    expect(toMessage({ title: 'T', send_timest: 8.64e12 })!.sendTime, "Date's last second").to.equal(8.64e12);
    expect(formatTimestamp(1.7e15, 0)).to.equal('');
    expect(formatTimestamp(8.64e12, 60), 'an offset past the range').to.equal('');
    expect(isoTimestamp(1.7e15)).to.equal('');
    expect(isoTimestamp(0)).to.equal('');
    expect(isoTimestamp(1795478400)).to.equal('2026-11-24T00:00:00.000Z');
  });

  it('reads a message from the server shape', () => {
    expect(toMessage({ type: 'post', title: 'T', content: '<b>c</b>', isread: 0, send_timest: 5, extras: { mid: 30004030 } }))
      .to.deep.equal({ type: 'post', title: 'T', content: '<b>c</b>', isRead: false, sendTime: 5, mid: '30004030', linked: true });
    expect(toMessage(null)).to.equal(null);
  });

  it('links posts to /post/status/{mid} and others to /reminder?sidebar={code}', () => {
    const m = toMessage({ type: 'post', title: 'T', isread: 1, send_timest: 5, extras: { mid: '50004030' } })!;
    expect(messageHref(m, 'post')).to.equal('/post/status/50004030');
    expect(messageHref(m, 'activity')).to.equal('/reminder?sidebar=activity');
    expect(messageHref({ ...m, mid: '' }, 'post')).to.equal('/reminder?sidebar=post');
  });

  it("a tab code named like an object's built-in key links to its notifications page", () => {
    const m = toMessage({ type: 'post', title: 'T', extras: { mid: '5' } })!;
    for (const code of ['constructor', 'valueOf', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(messageHref(m, code), code).to.equal(`/reminder?sidebar=${code}`);
    }
  });

  it('a message whose extras say isAllowHref false links nowhere (§5)', () => {
    for (const isAllowHref of [false, 0, 'false']) {
      const m = toMessage({ type: 'post', title: 'T', extras: { mid: '5', isAllowHref } })!;
      expect(messageHref(m, 'post'), String(isAllowHref)).to.equal(null);
    }
    expect(messageHref(toMessage({ type: 'post', title: 'T', extras: { mid: '5', isAllowHref: true } })!, 'post')).to.equal('/post/status/5');
  });

  it('asks for 20 per page with code, language and the refresh time', () => {
    expect(recordParams({ code: 'trade', page: 2, lang: 'zh', now: 1700000000 }))
      .to.deep.equal({ page: 2, size: 20, code: 'trade', language: 'zh', now: 1700000000 });
  });

  it('pages through total and stops at an empty page', () => {
    let list = addPage(EMPTY_LIST, 1, page(20, 45));
    expect(list.messages.length).to.equal(20);
    expect(hasMore(list)).to.be.true;
    list = addPage(list, 2, page(20, 45));
    list = addPage(list, 3, page(5, 45));
    expect(list.messages.length).to.equal(45);
    expect(hasMore(list)).to.be.false;
    const short = addPage(addPage(EMPTY_LIST, 1, page(20, 99)), 2, page(0, 99));
    expect(short.messages.length).to.equal(20);
    expect(hasMore(short)).to.be.false;
    expect(hasMore(EMPTY_LIST)).to.be.false;
    // page 1 replaces
    expect(addPage(list, 1, page(3, 3)).messages.length).to.equal(3);
  });

  it('sets one type to zero unread', () => {
    expect(withTypeRead({ announce: 128, trade: 3 }, 'trade')).to.deep.equal({ announce: 128, trade: 0 });
  });

  describe('markRead', () => {
    before(() => { document.cookie = 'csrftoken=test-token; path=/'; });

    it('succeeds on code 200 and sends msg_type', async () => {
      const result = await markRead(client('/__fault/read-ok'), 'trade');
      expect(result).to.deep.equal({ success: true, code: 200, message: 'success' });
      // the mock's log is shared with the test files running beside this one: read it, never clear it
      const log = (await (await fetch('/__mock/log')).json()).data as Array<{ path: string; body: unknown; method: string }>;
      const call = log.filter((e) => e.path === '/__fault/read-ok/apiw/v2/herald/msg/read').at(-1);
      expect(call?.method).to.equal('POST');
      expect(call?.body).to.deep.equal({ msg_type: 'trade' });
    });

    for (const kind of ['500', 'code', 'garbage']) {
      it(`gives success false, code 99999 on a ${kind} failure`, async () => {
        const result = await markRead(client(`/__fault/${kind}`), 'trade');
        expect(result.success).to.be.false;
        expect(result.code).to.equal(99999);
        expect(result.message).to.be.a('string').and.not.equal('');
      });
    }
  });
});
