import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import { atom } from 'nanostores';
import sinon from 'sinon';
import {
  hasUnread, tabChannel, toCounts, UNREAD_EVENT, UNREAD_FIRST_MS, UNREAD_POLL_MS, createUnreadPoller,
  type Activity, type Channel, type UnreadCounts, type UnreadMessage,
} from './unread';

/** A page whose visibility/focus the test decides. */
function fakeActivity(active = true) {
  let listener: () => void = () => {};
  const activity: Activity & { set(v: boolean): void } = {
    active: () => active,
    watch(cb) { listener = cb; return () => { listener = () => {}; }; },
    set(v) { active = v; listener(); },
  };
  return activity;
}

/** A channel that records what is posted and lets the test deliver messages. */
function fakeChannel() {
  const posted: UnreadMessage[] = [];
  let deliver: (m: UnreadMessage) => void = () => {};
  const channel: Channel = { post: (m) => posted.push(m), listen(cb) { deliver = cb; return () => {}; } };
  return { channel, posted, deliver: (m: UnreadMessage) => deliver(m) };
}

describe('unread poller', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => { clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
  afterEach(() => clock.restore());

  function setup(active = true) {
    const store = atom<UnreadCounts>({});
    const activity = fakeActivity(active);
    const ch = fakeChannel();
    const target = new EventTarget();
    const poller = createUnreadPoller({ store, activity, channel: () => ch.channel, target });
    let answer: UnreadCounts = { announce: 3 };
    const fetch = sinon.spy(() => Promise.resolve(answer));
    return { store, activity, ch, target, poller, fetch, answer: (a: UnreadCounts) => { answer = a; } };
  }

  it('polls first after 60 s, then every 5 minutes', async () => {
    const t = setup();
    const release = t.poller.acquire(t.fetch);
    await clock.tickAsync(UNREAD_FIRST_MS - 1);
    expect(t.fetch.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(t.fetch.callCount).to.equal(1);
    expect(t.store.get()).to.deep.equal({ announce: 3 });
    await clock.tickAsync(UNREAD_POLL_MS - 1);
    expect(t.fetch.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(t.fetch.callCount).to.equal(2);
    await clock.tickAsync(UNREAD_POLL_MS * 3);
    expect(t.fetch.callCount).to.equal(5);
    release();
    await clock.tickAsync(UNREAD_POLL_MS * 3);
    expect(t.fetch.callCount).to.equal(5);
  });

  it('pauses while hidden or unfocused, and resumes when due', async () => {
    const t = setup();
    t.poller.acquire(t.fetch);
    await clock.tickAsync(30_000);
    t.activity.set(false);
    await clock.tickAsync(UNREAD_POLL_MS * 2);
    expect(t.fetch.callCount).to.equal(0);
    t.activity.set(true); // overdue: polls at once
    await clock.tickAsync(0);
    expect(t.fetch.callCount).to.equal(1);
    t.activity.set(false);
    await clock.tickAsync(UNREAD_POLL_MS - 10_000);
    t.activity.set(true); // 10 s left
    await clock.tickAsync(9_999);
    expect(t.fetch.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(t.fetch.callCount).to.equal(2);
  });

  it('a page that starts hidden does not poll until it is shown', async () => {
    const t = setup(false);
    t.poller.acquire(t.fetch);
    await clock.tickAsync(UNREAD_POLL_MS);
    expect(t.fetch.callCount).to.equal(0);
    t.activity.set(true);
    await clock.tickAsync(0);
    expect(t.fetch.callCount).to.equal(1);
  });

  it('one poller for two bells: two holds, one schedule, one request', async () => {
    const t = setup();
    const fetch2 = sinon.spy(() => Promise.resolve({}));
    const release1 = t.poller.acquire(t.fetch);
    const release2 = t.poller.acquire(fetch2);
    await clock.tickAsync(UNREAD_FIRST_MS + UNREAD_POLL_MS);
    expect(t.fetch.callCount + fetch2.callCount).to.equal(2);
    release1();
    expect(t.poller.running).to.equal(true);
    await clock.tickAsync(UNREAD_POLL_MS);
    expect(fetch2.callCount).to.equal(1);
    release2();
    expect(t.poller.running).to.equal(false);
  });

  it('hover refresh polls now and restarts the interval; a refresh in flight is shared', async () => {
    const t = setup();
    t.poller.acquire(t.fetch);
    await clock.tickAsync(10_000);
    await Promise.all([t.poller.refresh(), t.poller.refresh()]);
    expect(t.fetch.callCount).to.equal(1);
    await clock.tickAsync(UNREAD_POLL_MS - 1);
    expect(t.fetch.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(t.fetch.callCount).to.equal(2);
  });

  it('the custom event sets the counts (a map, or a boolean for the dot)', () => {
    const t = setup();
    t.poller.acquire(t.fetch);
    t.target.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: { trade: 2, bogus: 'x' } }));
    expect(t.store.get()).to.deep.equal({ trade: 2 });
    t.target.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: false }));
    expect(hasUnread(t.store.get())).to.equal(false);
    t.target.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: true }));
    expect(hasUnread(t.store.get())).to.equal(true);
    t.target.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: 'nonsense' }));
    expect(hasUnread(t.store.get())).to.equal(true);
  });

  it('tells the other tabs, and a tab that hears a poll waits a full interval after it', async () => {
    const t = setup();
    t.poller.acquire(t.fetch);
    await clock.tickAsync(UNREAD_FIRST_MS);
    expect(t.ch.posted).to.deep.equal([{ counts: { announce: 3 }, at: Date.now(), polled: true }]);
    // another tab polled 4 minutes from now
    await clock.tickAsync(UNREAD_POLL_MS - 60_000);
    t.ch.deliver({ counts: { trade: 9 }, at: Date.now(), polled: true });
    expect(t.store.get()).to.deep.equal({ trade: 9 });
    expect(t.ch.posted.length).to.equal(1); // what it heard is not sent back
    await clock.tickAsync(UNREAD_POLL_MS - 1);
    expect(t.fetch.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(t.fetch.callCount).to.equal(2);
    // a local change (the reminder panel marking read) is passed on, not as a poll
    t.store.set({ trade: 0 });
    expect(t.ch.posted.at(-1)).to.deep.include({ counts: { trade: 0 }, polled: false });
  });
});

describe('unread helpers and the tab channel', () => {
  it('unread is true when the sum is above zero (§7)', () => {
    expect(hasUnread({})).to.equal(false);
    expect(hasUnread({ a: 0, b: 0 })).to.equal(false);
    expect(hasUnread({ a: 0, b: 1 })).to.equal(true);
    expect(toCounts([1])).to.equal(null);
    expect(toCounts(null)).to.equal(null);
  });

  it('two tabs of one site hear each other over a BroadcastChannel', async () => {
    const a = tabChannel('ex-test-unread');
    const b = tabChannel('ex-test-unread');
    const heard: UnreadMessage[] = [];
    const stopA = a.listen(() => { throw new Error('a tab does not hear itself'); });
    const stopB = b.listen((m) => heard.push(m));
    a.post({ counts: { x: 1 }, at: 5, polled: true });
    await waitUntil(() => heard.length === 1);
    expect(heard[0]).to.deep.equal({ counts: { x: 1 }, at: 5, polled: true });
    stopA(); stopB();
  });
});
