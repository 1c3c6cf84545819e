import { expect } from '@open-wc/testing';
import {
  APP_BANNER_CLOSED_KEY, APP_OPEN_URL, bannerSuppression, closeBanner, isBannerClosed, keepClosingInCookie, openAppUrl, type BannerContext,
} from './index';

const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const shown: BannerContext = { userAgent: BROWSER_UA, search: '', closed: false };

describe('app banner rules (spec §1, §6: shown unless suppressed)', () => {
  const cases: Array<[string, Partial<BannerContext>, ReturnType<typeof bannerSuppression>]> = [
    ['a plain mobile browser', {}, null],
    ['the suppressed attribute', { suppressed: true }, 'attribute'],
    ['the app user agent', { userAgent: `${BROWSER_UA} ExchangeApp/6.1` }, 'app'],
    ['a page-configured app user agent', { userAgent: `${BROWSER_UA} AcmeWallet/2`, appPattern: 'AcmeWallet' }, 'app'],
    ['device_type in the URL', { search: '?foo=1&device_type=ios' }, 'url'],
    ['an empty device_type in the URL', { search: '?device_type=' }, null],
    ['a device_type cookie', { deviceCookie: 'android' }, 'cookie'],
    ['closed before', { closed: true }, 'closed'],
    ['several at once: the first reason wins', { suppressed: true, closed: true, search: '?device_type=ios' }, 'attribute'],
  ];
  for (const [name, context, expected] of cases) {
    it(`${name} → ${expected ?? 'shown'}`, () => {
      expect(bannerSuppression({ ...shown, ...context })).to.equal(expected);
    });
  }

  it('closing is remembered in localStorage, and in a cookie a server render reads', () => {
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    expect(isBannerClosed()).to.equal(false);
    closeBanner(1767225600);
    expect(localStorage.getItem(APP_BANNER_CLOSED_KEY)).to.equal('1767225600');
    expect(document.cookie).to.contain(`${APP_BANNER_CLOSED_KEY}=1767225600`);
    expect(isBannerClosed()).to.equal(true);
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    document.cookie = `${APP_BANNER_CLOSED_KEY}=; path=/; max-age=0`;
    expect(isBannerClosed({ cookie: (name) => (name === APP_BANNER_CLOSED_KEY ? '1767225600' : undefined) }), "a request's cookie").to.equal(true);
  });

  it('a closing kept in storage only gets its cookie again', () => {
    localStorage.setItem(APP_BANNER_CLOSED_KEY, '1767225600');
    keepClosingInCookie();
    expect(document.cookie).to.contain(`${APP_BANNER_CLOSED_KEY}=1767225600`);
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    document.cookie = `${APP_BANNER_CLOSED_KEY}=; path=/; max-age=0`;
  });

  it('the open-app link carries the page path and query, encoded', () => {
    expect(openAppUrl('/tr/trade/BTC_USDT?tab=spot')).to.equal(`${APP_OPEN_URL}?path=%2Ftr%2Ftrade%2FBTC_USDT%3Ftab%3Dspot`);
    expect(openAppUrl('/', 'https://open.example/app')).to.equal('https://open.example/app?path=%2F');
  });
});
