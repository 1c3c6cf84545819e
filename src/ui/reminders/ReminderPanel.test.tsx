import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../../testing/wait';
import sinon from 'sinon';
import '../../../elements/ex-reminder-panel';
import { formatTimestamp, localOffsetMinutes } from '../../core/reminders/reminders';
import { configure, stores } from '../../core/stores';
import { faultCookie, requestsOf, setCsrfCookie, shadow, uniqueBase } from '../../testing/reminders';
import { committed, watchRequests } from '../../testing/settle';

const tabs = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const tabNamed = (el: Element, name: string) => tabs(el).find((t) => t.textContent!.startsWith(name))!;
const messages = (el: Element) => [...shadow(el).querySelectorAll('li.message:not(.skeleton)')];
const emptyText = (el: Element) => shadow(el).querySelector('.empty')?.textContent ?? null;
const badgeOf = (tab: Element) => tab.querySelector('.badge')?.textContent ?? '';
/** the Trading tab's messages are fills and deposits */
const isTrade = (m: Element | undefined) => /Order filled|Deposit confirmed/.test(m?.textContent ?? '');

const panel = (base: string) => fixture<HTMLElement>(html`<ex-reminder-panel api-base=${base}></ex-reminder-panel>`);

async function loaded(base: string) {
  const el = await panel(base);
  await waitUntil(() => tabs(el).length > 0 && messages(el).length > 0, 'the panel did not load', { timeout: 5000 });
  return el;
}

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));
const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
/** The server answers `tabs`, and `list` for any tab's records (data the mock never sends). */
function answering(tabData: unknown[], list: unknown[]) {
  sinon.stub(window, 'fetch').callsFake(async (input) => {
    const url = urlOf(input);
    if (url.includes('/herald/renew/tab')) return answer(tabData);
    if (url.includes('/herald/renew/record')) return answer({ list, total: list.length, unread_num: 0, page: 1, size: 20 });
    return answer({});
  });
}
const tab = (code: string) => ({ code, name: code, unread_num: 1, is_show: 1, content: 'x' });

describe('<ex-reminder-panel>', () => {
  before(() => {
    setCsrfCookie();
    configure({ user: { isLogin: true, uid: 10086 } });
  });
  afterEach(() => { stores.unread.set({}); sinon.restore(); });

  it('loads tabs (language) and the first tab\'s page 1 of 20 with code, language and now', async () => {
    const base = uniqueBase('calls');
    const before = Math.floor(Date.now() / 1000);
    const el = await loaded(base);
    const log = await requestsOf(base);
    const tabCall = log.find((r) => r.path === '/apiw/v2/herald/renew/tab')!;
    expect(tabCall.query).to.deep.equal({ language: 'en' });
    const records = log.filter((r) => r.path === '/apiw/v2/herald/renew/record');
    expect(records.length).to.equal(1);
    const { now, ...rest } = records[0].query;
    expect(rest).to.deep.equal({ page: '1', size: '20', code: 'announce', language: 'en' });
    expect(Number(now)).to.be.within(before, before + 10);
    expect(messages(el).length).to.equal(20);
    // no read call for the default tab
    expect(log.some((r) => r.path === '/apiw/v2/herald/msg/read')).to.be.false;
  });

  it('shows only is_show 1 tabs, the first selected', async () => {
    const el = await loaded(uniqueBase('tabs'));
    const names = tabs(el).map((t) => t.firstChild!.textContent);
    expect(names).to.deep.equal(['Announcements', 'Events', 'Trading', 'System', 'Posts']);
    expect(tabs(el)[0].getAttribute('aria-selected')).to.equal('true');
    expect(tabs(el).slice(1).every((t) => t.getAttribute('aria-selected') === 'false')).to.be.true;
  });

  it('caps the badge at 99+ and follows the shared unread store', async () => {
    const base = uniqueBase('badge');
    const el = await loaded(base);
    // the mock keeps what was read per API base: the panel's own
    const server = (await (await fetch(`${base}/apiw/v2/herald/renew/tab?language=en`)).json()).data as Array<{ code: string; unread_num: number }>;
    const announce = server.find((t) => t.code === 'announce')!.unread_num;
    expect(badgeOf(tabs(el)[0])).to.equal(announce > 99 ? '99+' : announce ? String(announce) : '');
    expect(stores.unread.get().announce).to.equal(announce);
    stores.unread.set({ ...stores.unread.get(), announce: 250 });
    await waitUntil(() => badgeOf(tabs(el)[0]) === '99+');
    stores.unread.set({ ...stores.unread.get(), announce: 42 });
    await waitUntil(() => badgeOf(tabs(el)[0]) === '42');
    expect(tabs(el)[0].querySelector('.badge')!.getAttribute('aria-label')).to.equal('42 unread');
    stores.unread.set({ ...stores.unread.get(), announce: 0 });
    await waitUntil(() => tabs(el)[0].querySelector('.badge') === null);
  });

  it('shows send_timest as YYYY-MM-DD HH:mm:ss', async () => {
    const base = uniqueBase('date');
    const el = await loaded(base);
    const query = (await requestsOf(base)).find((r) => r.path === '/apiw/v2/herald/renew/record')!.query;
    const answer = (await (await fetch(`/apiw/v2/herald/renew/record?${new URLSearchParams(query)}`)).json()).data;
    const first = answer.list[0].send_timest as number;
    const shown = messages(el)[0].querySelector('time')!.textContent!;
    expect(shown).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(shown).to.equal(formatTimestamp(first, localOffsetMinutes(first)));
  });

  it("a send_timest out of Date's range (microseconds, 1e20) shows its message without a date, not a blank panel", async () => {
    answering([tab('trade')], [
      { title: 'Microseconds', send_timest: 1.7e15 }, { title: 'Far', send_timest: '1e20' }, { title: 'Good', send_timest: 1795478400 },
    ]);
    const el = await panel(uniqueBase('far-time'));
    await waitUntil(() => messages(el).length === 3, 'the panel did not show its messages');
    expect(messages(el).map((m) => m.querySelector('time')?.dateTime ?? null)).to.deep.equal([null, null, '2026-11-24T00:00:00.000Z']);
    expect(messages(el)[0].textContent).to.contain('Microseconds');
  });

  it("tab codes named like an object's built-in keys link to their notifications page", async () => {
    const codes = ['constructor', 'valueOf', '__proto__'];
    answering(codes.map(tab), [{ title: 'Hello', send_timest: 1795478400, extras: { mid: '5' } }]);
    const el = await panel(uniqueBase('builtin-codes'));
    await waitUntil(() => tabs(el).length === codes.length, 'the panel did not show its tabs');
    for (const code of codes) {
      tabNamed(el, code).click();
      await waitUntil(() => tabNamed(el, code).getAttribute('aria-selected') === 'true' && messages(el).length === 1, `no ${code} tab`);
      expect(messages(el)[0].querySelector('a.title')!.getAttribute('href')).to.equal(`/reminder?sidebar=${code}`);
    }
  });

  it('switching a tab refreshes the list with a new time, then marks that type read', async () => {
    const base = uniqueBase('switch');
    const el = await loaded(base);
    const read = oneEvent(el, 'ex-reminder-read');
    tabNamed(el, 'Events').click();
    const event = await read;
    expect(event.detail).to.deep.equal({ type: 'activity' });
    const log = await requestsOf(base);
    const records = log.filter((r) => r.path === '/apiw/v2/herald/renew/record');
    expect(records.map((r) => r.query.code)).to.deep.equal(['announce', 'activity']);
    expect(Number(records[1].query.now)).to.be.at.least(Number(records[0].query.now));
    const reads = log.filter((r) => r.path === '/apiw/v2/herald/msg/read');
    expect(reads.length).to.equal(1);
    expect(reads[0].method).to.equal('POST');
    expect(reads[0].body).to.deep.equal({ msg_type: 'activity' });
    expect(stores.unread.get().activity).to.equal(0);
    await waitUntil(() => badgeOf(tabNamed(el, 'Events')) === '');
    expect(tabNamed(el, 'Events').getAttribute('aria-selected')).to.equal('true');
  });

  it('a newer tab switch wins over an older one', async () => {
    const el = await loaded(uniqueBase('race'));
    const requests = watchRequests();
    tabNamed(el, 'Trading').click();
    tabNamed(el, 'Posts').click();
    await waitUntil(() => messages(el).length > 0 && messages(el)[0].textContent!.includes('liked your post'));
    // the older tab's list request, if it left, has ended too (answered or aborted), and has rendered whatever it set
    await requests.ended('/herald/renew/record');
    expect(messages(el).every((m) => m.textContent!.includes('liked your post'))).to.be.true;
    expect(tabNamed(el, 'Posts').getAttribute('aria-selected')).to.equal('true');
  });

  it('links posts to /post/status/{mid} and the rest to /reminder?sidebar={code}', async () => {
    const el = await loaded(uniqueBase('links'));
    expect(messages(el)[0].querySelector('a.title')!.getAttribute('href')).to.equal('/reminder?sidebar=announce');
    expect(shadow(el).querySelector('a.all')!.getAttribute('href')).to.equal('/reminder?sidebar=announce');
    tabNamed(el, 'Posts').click();
    await waitUntil(() => messages(el)[0]?.querySelector('a.title')?.getAttribute('href')?.startsWith('/post/status/'));
    expect(messages(el)[0].querySelector('a.title')!.getAttribute('href')).to.match(/^\/post\/status\/5\d{7}$/);
    expect(shadow(el).querySelector('a.all')!.getAttribute('href')).to.equal('/reminder?sidebar=post');
  });

  it('a message whose link is blanked (isAllowHref false, §5) shows its title as text', async () => {
    const el = await loaded(uniqueBase('blanked'));
    tabNamed(el, 'Trading').click();
    await waitUntil(() => messages(el).length > 4 && messages(el)[0].querySelector('a.title')?.getAttribute('href') === '/reminder?sidebar=trade');
    const blanked = messages(el)[4];
    expect(blanked.querySelector('a.title')).to.equal(null);
    expect(blanked.querySelector('.title')!.textContent).to.not.equal('');
    expect(messages(el).filter((m) => !m.querySelector('a.title'))).to.have.length(1);
  });

  it('pages on through total with the same refresh time', async () => {
    const base = uniqueBase('paging');
    const el = await loaded(base);
    shadow(el).querySelector<HTMLButtonElement>('button.more')!.click();
    await waitUntil(() => messages(el).length === 40);
    const records = (await requestsOf(base)).filter((r) => r.path === '/apiw/v2/herald/renew/record');
    expect(records.map((r) => r.query.page)).to.deep.equal(['1', '2']);
    expect(records[1].query.now).to.equal(records[0].query.now);
    // the Trading tab has 23 messages: two pages, then no more
    tabNamed(el, 'Trading').click();
    await waitUntil(() => messages(el).length === 20 && isTrade(messages(el)[0]) && !!shadow(el).querySelector('button.more'));
    shadow(el).querySelector<HTMLButtonElement>('button.more')!.click();
    await waitUntil(() => messages(el).length === 23);
    expect(shadow(el).querySelector('button.more')).to.equal(null);
  });

  it('"Load more" keeps focus while it loads; when the list ends, focus goes to the first new message (WCAG 2.4.3)', async () => {
    const el = await loaded(uniqueBase('more-focus'));
    tabNamed(el, 'Trading').click(); // 23 messages: two pages
    await waitUntil(() => messages(el).length === 20 && isTrade(messages(el)[0]) && !!shadow(el).querySelector('button.more'));
    const send = window.fetch.bind(window);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      if (urlOf(input).includes('page=2')) await held;
      return send(input, init);
    });
    const more = shadow(el).querySelector<HTMLButtonElement>('button.more')!;
    more.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => more.getAttribute('aria-disabled') === 'true', 'it did not start loading');
    // names, not elements: a failed comparison of elements reads React's whole tree
    const focused = () => shadow(el).activeElement;
    expect(focused()?.className, 'focus stays on the loading button').to.equal('more');
    release();
    await waitUntil(() => messages(el).length === 23, 'the last page did not come');
    expect(shadow(el).querySelector('button.more')).to.equal(null);
    expect(messages(el).findIndex((m) => m.contains(focused())), 'the message focused').to.equal(20);
    expect(focused()?.className).to.equal('title');
  });

  it('loads the next page when scrolled to the end', async () => {
    const base = uniqueBase('scroll');
    const el = await loaded(base);
    const list = shadow(el).querySelector('.list')!;
    expect(list.getBoundingClientRect().height).to.equal(318);
    list.scrollTop = list.scrollHeight;
    await waitUntil(() => messages(el).length === 40, 'scrolling did not load page 2');
  });

  it('shows the empty state for a tab without messages, but lists announce even with empty content', async () => {
    const base = uniqueBase('empty');
    const el = await loaded(base);
    expect(emptyText(el)).to.equal(null); // announce's content is '' in the mock, yet it lists
    tabNamed(el, 'System').click();
    await waitUntil(() => emptyText(el) === 'No notifications yet');
    const records = (await requestsOf(base)).filter((r) => r.path === '/apiw/v2/herald/renew/record');
    expect(records.map((r) => r.query.code)).to.deep.equal(['announce']);
  });

  it('sanitises server HTML in messages', async () => {
    const el = await loaded(uniqueBase('xss'));
    tabNamed(el, 'Events').click();
    await waitUntil(() => messages(el).length === 20 && messages(el)[0].textContent!.includes('50,000'));
    const root = shadow(el);
    expect(messages(el)[2].textContent).to.include('Click');
    expect(root.querySelector('img')).to.equal(null);
    expect(root.querySelector('[onerror]')).to.equal(null);
    expect([...root.querySelectorAll('a')].every((a) => !/^\s*javascript:/i.test(a.getAttribute('href') ?? ''))).to.be.true;
    expect(messages(el)[4].textContent).to.include('Claim your reward');
    expect(messages(el)[0].querySelector('.content b')).to.not.equal(null); // harmless markup stays
  });

  for (const kind of ['500', 'garbage', 'empty', 'shape', 'null', 'code']) {
    it(`tab failure (${kind}): no tabs, the empty state`, async () => {
      const el = await panel(`/__fault/${kind}`);
      await waitUntil(() => emptyText(el) === 'No notifications yet', 'no empty state', { timeout: 6000 });
      expect(tabs(el).length).to.equal(0);
    });
  }

  it('tab failure (timeout): the empty state after 4 s', async () => {
    const el = await panel('/__fault/timeout');
    await waitUntil(() => shadow(el).querySelector('.list')?.getAttribute('aria-busy') === 'true', 'not loading');
    await waitUntil(() => emptyText(el) === 'No notifications yet', 'no empty state', { timeout: 7000 });
  });

  it('record failure: tabs, an empty list', async () => {
    const fault = faultCookie('500', 'herald/renew/record');
    try {
      const el = await panel(uniqueBase('records'));
      await waitUntil(() => tabs(el).length === 5 && emptyText(el) === 'No notifications yet', 'no empty list', { timeout: 6000 });
      expect(shadow(el).querySelector('button.more')).to.equal(null);
    } finally { fault.clear(); }
  });

  it('read failure: the badge stays, no read event', async () => {
    const fault = faultCookie('code', 'herald/msg/read');
    try {
      const el = await loaded(uniqueBase('readfail'));
      let fired = false;
      el.addEventListener('ex-reminder-read', () => { fired = true; });
      stores.unread.set({ ...stores.unread.get(), trade: 3 });
      const requests = watchRequests();
      tabNamed(el, 'Trading').click();
      await waitUntil(() => isTrade(messages(el)[0]));
      // the read call (after the list) has had its failed answer, and the panel has handled it
      await requests.ended('/herald/msg/read', { atLeast: 1 });
      expect(fired).to.be.false;
      expect(stores.unread.get().trade).to.equal(3);
      expect(badgeOf(tabNamed(el, 'Trading'))).to.equal('3');
    } finally { fault.clear(); }
  });

  it('logged-out visitors get nothing and no calls', async () => {
    configure({ user: null });
    try {
      const base = uniqueBase('logout');
      const requests = watchRequests();
      const el = await panel(base);
      await committed(el); // it has rendered, and would have asked by now
      expect(shadow(el).childElementCount).to.equal(0);
      expect(requests.urls(base)).to.deep.equal([]);
      expect(await requestsOf(base)).to.deep.equal([]);
    } finally { configure({ user: { isLogin: true, uid: 10086 } }); }
  });

  it('fetch-disabled makes no calls until removed', async () => {
    const base = uniqueBase('disabled');
    const requests = watchRequests();
    const el = await fixture<HTMLElement>(html`<ex-reminder-panel api-base=${base} fetch-disabled></ex-reminder-panel>`);
    await committed(el); // it has rendered, and would have asked by now
    expect(requests.urls(base)).to.deep.equal([]);
    expect(await requestsOf(base)).to.deep.equal([]);
    el.removeAttribute('fetch-disabled');
    await waitUntil(() => messages(el).length === 20);
  });

  it('arrow keys move between tabs', async () => {
    const el = await loaded(uniqueBase('keys'));
    tabs(el)[0].focus();
    tabs(el)[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitUntil(() => tabs(el)[1].getAttribute('aria-selected') === 'true');
    expect(shadow(el).activeElement).to.equal(tabs(el)[1]);
    tabs(el)[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await waitUntil(() => tabs(el)[4].getAttribute('aria-selected') === 'true');
  });

  it('is accessible, light and dark', async () => {
    const el = await loaded(uniqueBase('axe'));
    await expect(el).to.be.accessible();
    el.setAttribute('theme', 'dark');
    await waitUntil(() => el.classList.contains('ex-dark'));
    await expect(el).to.be.accessible();
  });
});
