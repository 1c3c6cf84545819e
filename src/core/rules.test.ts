import { expect } from '@open-wc/testing';
import { dismiss, dismissedIds, DISMISSED_COOKIE, DISMISSED_KEY, isAnnouncementPage, isAppUserAgent, isDetailsCopy, isShowable, marqueeSeconds, shouldMarquee } from './announcement';
import { accept, ACCEPTED_KEY, acceptedAt, NOTICE_MAX_AGE_S, shouldShowCookieNotice } from './cookie-notice';
import { requestPage } from './page-info';
import { cookies } from './persist';

const LANGS = ['en', 'zh', 'it'];

describe('announcement rules', () => {
  // cookies are shared with the test files running beside this one: none is left behind
  const clear = () => { localStorage.removeItem(DISMISSED_KEY); cookies.remove(DISMISSED_COOKIE); };
  beforeEach(clear);
  afterEach(clear);

  it('one announcement per page: the index page or wallet pages under /myaccount (§3)', () => {
    for (const p of ['/', '/zh', '/zh/', '/myaccount', '/myaccount/myfunds', '/it/myaccount/deposit/USDT']) expect(isAnnouncementPage(p, LANGS), p).to.be.true;
    for (const p of ['/trade/BTC_USDT', '/zh/fee', '/myaccounts', '/myaccount-x']) expect(isAnnouncementPage(p, LANGS), p).to.be.false;
  });

  it('closing stores its content_id so it does not reappear (§4)', () => {
    const b = { content_id: 'a1', content: 'Hello' };
    expect(isShowable(b)).to.be.true;
    dismiss(b);
    expect(isShowable(b)).to.be.false;
    expect(isShowable({ content_id: 'a2', content: 'New' })).to.be.true;
    expect(dismissedIds()).to.deep.equal(['a1']);
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).to.deep.equal(['a1']);
  });

  it('the last five dismissed ids go in a cookie too, which a server render reads (DESIGN.md §3a)', () => {
    for (let i = 1; i <= 7; i += 1) dismiss({ content_id: `a${i}`, content: 'x' });
    expect(cookies.get(DISMISSED_COOKIE)).to.equal('a3,a4,a5,a6,a7');
    expect(dismissedIds()).to.have.length(7);
    const request = requestPage('https://www.example.com/', `other=1; ${DISMISSED_COOKIE}=${encodeURIComponent('a6,a7')}`);
    localStorage.removeItem(DISMISSED_KEY);
    expect(dismissedIds(request)).to.deep.equal(['a6', 'a7']);
    expect(isShowable({ content_id: 'a7', content: 'x' }, dismissedIds(request))).to.be.false;
    expect(isShowable({ content_id: 'a5', content: 'x' }, dismissedIds(request))).to.be.true;
  });

  it('nothing to show: null, empty text, corrupt storage', () => {
    expect(isShowable(null)).to.be.false;
    expect(isShowable({ content_id: 1, content: '  ' })).to.be.false;
    localStorage.setItem(DISMISSED_KEY, '{bad');
    expect(isShowable({ content_id: 1, content: 'x' })).to.be.true;
  });

  it("a text's link to the Details page, with or without the language, is its copy", () => {
    const langs = ['en', 'tr'];
    expect(isDetailsCopy('/announcements/article/1', '/announcements/article/1', langs)).to.be.true;
    expect(isDetailsCopy('/tr/announcements/article/1', '/announcements/article/1', langs)).to.be.true;
    expect(isDetailsCopy('/announcements/article/2', '/announcements/article/1', langs)).to.be.false;
    expect(isDetailsCopy('/announcements/article/1', undefined, langs)).to.be.false;
    expect(isDetailsCopy(null, '/announcements/article/1', langs)).to.be.false;
  });

  it('marquee only on narrow screens or in the app, and only when the text overflows; about width/200*3 s', () => {
    expect(shouldMarquee({ viewportWidth: 375, appUserAgent: false, textWidth: 900, boxWidth: 300 })).to.be.true;
    expect(shouldMarquee({ viewportWidth: 375, appUserAgent: false, textWidth: 200, boxWidth: 300 })).to.be.false;
    expect(shouldMarquee({ viewportWidth: 1440, appUserAgent: false, textWidth: 2000, boxWidth: 1200 })).to.be.false;
    // at most 768 px is narrow (§2, §9): an iPad upright marquees, one pixel wider does not
    expect(shouldMarquee({ viewportWidth: 768, appUserAgent: false, textWidth: 900, boxWidth: 700 })).to.be.true;
    expect(shouldMarquee({ viewportWidth: 769, appUserAgent: false, textWidth: 900, boxWidth: 700 })).to.be.false;
    expect(shouldMarquee({ viewportWidth: 1440, appUserAgent: true, textWidth: 2000, boxWidth: 1200 })).to.be.true;
    expect(marqueeSeconds(1000)).to.equal(15);
    expect(isAppUserAgent('Mozilla/5.0 GateApp/6.1')).to.be.true;
    expect(isAppUserAgent('Mozilla/5.0 Chrome/120')).to.be.false;
    expect(isAppUserAgent('x', '(')).to.be.false;
  });
});

describe('cookie notice rules', () => {
  const clear = () => { localStorage.removeItem(ACCEPTED_KEY); cookies.remove(ACCEPTED_KEY); };
  beforeEach(clear);
  afterEach(clear);
  const now = 1_800_000_000;
  const show = (o: Partial<Parameters<typeof shouldShowCookieNotice>[0]>) =>
    shouldShowCookieNotice({ siteId: 106, pathname: '/', langs: LANGS, accepted: null, now, ...o });

  it('shows on the EU home page when never accepted (§4)', () => {
    expect(show({})).to.be.true;
    expect(show({ pathname: '/it' })).to.be.true;
    expect(show({ pathname: '/fee' })).to.be.false;
    expect(show({ siteId: 0 })).to.be.false;
    expect(show({ siteId: 182 })).to.be.false;
  });

  it('reappears once the acceptance is over 90 days old (§9)', () => {
    expect(show({ accepted: now - NOTICE_MAX_AGE_S })).to.be.false;
    expect(show({ accepted: now - NOTICE_MAX_AGE_S - 1 })).to.be.true;
  });

  it('stores the acceptance time in seconds', () => {
    accept(now);
    expect(localStorage.getItem(ACCEPTED_KEY)).to.equal(String(now));
    expect(acceptedAt()).to.equal(now);
    localStorage.setItem(ACCEPTED_KEY, 'garbage');
    expect(acceptedAt()).to.equal(null);
  });

  it('keeps the acceptance in a cookie too, which a server render reads (DESIGN.md §3a)', () => {
    accept(now);
    expect(cookies.get(ACCEPTED_KEY)).to.equal(String(now));
    localStorage.removeItem(ACCEPTED_KEY);
    expect(acceptedAt(requestPage('https://www.example.com/', `${ACCEPTED_KEY}=${now}`))).to.equal(now);
    expect(acceptedAt(requestPage('https://www.example.com/', ''))).to.equal(null);
    expect(acceptedAt(requestPage('https://www.example.com/', `${ACCEPTED_KEY}=soon`))).to.equal(null);
  });
});
