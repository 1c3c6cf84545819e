import { expect } from '@open-wc/testing';
import type { NavItem } from '../header/types';
import {
  isOpenShortcut, limitGroups, matchPages, MAX_RECENT, menuPages, moveActive, readRecent, RECENT_KEY, saveRecent, withRecent,
} from './builtin';
import { hasDeviceType, isCompatible, loadSearchApp, propsKey, searchAppConfig, shouldMountSearch, type SearchAppProps } from './search-app';

const nav = (key: string, title: string, href?: string, children: NavItem[] = [], extra: Partial<NavItem> = {}): NavItem =>
  ({ key, title, href, children, tags: [], isVertical: true, ...extra });

describe('search app host rules', () => {
  it('reads searchApp from the config: a safe src, version 5 by default, a global name', () => {
    expect(searchAppConfig({})).to.equal(null);
    expect(searchAppConfig({ searchApp: { src: 'javascript:alert(1)' } })).to.equal(null);
    expect(searchAppConfig({ searchApp: { src: '' } })).to.equal(null);
    expect(searchAppConfig({ searchApp: { src: 'https://cdn.example/search.js' } }))
      .to.deep.equal({ src: 'https://cdn.example/search.js', version: 5, global: 'exSearchApp' });
    expect(searchAppConfig({ searchApp: { src: '/s.js', version: 6, global: 'GateSearch' } }))
      .to.deep.equal({ src: '/s.js', version: 6, global: 'GateSearch' });
    expect(searchAppConfig({ searchApp: { src: '/s.js', global: 'a.b;alert(1)' } })!.global).to.equal('exSearchApp');
  });

  it('mounts unless hidden or a device_type is in the URL or a cookie', () => {
    expect(shouldMountSearch({ hidden: false, search: '', deviceCookie: undefined })).to.be.true;
    expect(shouldMountSearch({ hidden: true, search: '', deviceCookie: undefined })).to.be.false;
    expect(shouldMountSearch({ hidden: false, search: '?device_type=ios', deviceCookie: undefined })).to.be.false;
    expect(shouldMountSearch({ hidden: false, search: '?x=1', deviceCookie: 'android' })).to.be.false;
    expect(hasDeviceType('?device_type=', undefined)).to.be.false;
    expect(hasDeviceType('?x=1&device_type=web', undefined)).to.be.true;
  });

  it('accepts an application with mount() and the configured major version', () => {
    const mount = () => ({ update() {}, unmount() {} });
    expect(isCompatible({ version: 5, mount }, 5)).to.be.true;
    expect(isCompatible({ version: 5.2, mount }, 5)).to.be.true;
    expect(isCompatible({ mount }, 5)).to.be.true;
    expect(isCompatible({ version: 4, mount }, 5)).to.be.false;
    expect(isCompatible({ version: 5 }, 5)).to.be.false;
    expect(isCompatible(null, 5)).to.be.false;
  });

  it('the props key changes with language, fiat, theme and rates', () => {
    const base: SearchAppProps = { version: 5, lang: 'en', fiat: 'USD', theme: 'light', rates: { EUR: 0.9 }, siteId: 0, prefix: '', isLogin: true };
    const key = propsKey(base);
    expect(propsKey({ ...base })).to.equal(key);
    for (const change of [{ lang: 'zh' }, { fiat: 'EUR' }, { theme: 'dark' as const }, { rates: { EUR: 0.91 } }]) {
      expect(propsKey({ ...base, ...change })).to.not.equal(key);
    }
  });

  it('loads the script and gives the module; a failed script gives null', async () => {
    const scope = window as unknown as Record<string, unknown>;
    const module = await loadSearchApp({ src: '/src/ui/search-modal/test-search-app.js', version: 5, global: 'exSearchApp' }, scope);
    expect(module).to.equal(scope.exSearchApp);
    expect(await loadSearchApp({ src: '/no-such-search-app.js', version: 5, global: 'noSuchSearchApp' }, scope)).to.equal(null);
    expect(await loadSearchApp({ src: '/src/ui/search-modal/test-search-app.js', version: 4, global: 'exSearchApp' }, scope)).to.equal(null);
  });
});

describe('built-in search rules', () => {
  afterEach(() => localStorage.removeItem(RECENT_KEY));

  it('keeps recent searches newest first, once each, at most 8', () => {
    let list: string[] = [];
    for (const kw of ['btc', 'eth', ' BTC ', '', 'sol']) list = withRecent(list, kw);
    expect(list).to.deep.equal(['sol', 'BTC', 'eth']);
    for (let i = 0; i < 12; i++) list = withRecent(list, `k${i}`);
    expect(list.length).to.equal(MAX_RECENT);
    expect(list[0]).to.equal('k11');
  });

  it('stores recent searches in localStorage and ignores junk', () => {
    saveRecent(['btc', 'eth']);
    expect(readRecent()).to.deep.equal(['btc', 'eth']);
    localStorage.setItem(RECENT_KEY, '{"no":1}');
    expect(readRecent()).to.deep.equal([]);
    localStorage.setItem(RECENT_KEY, '["ok", 3, "", null]');
    expect(readRecent()).to.deep.equal(['ok']);
    saveRecent([]);
    expect(localStorage.getItem(RECENT_KEY)).to.equal(null);
  });

  it('takes menu pages with internal links, once each, without special items', () => {
    const pages = menuPages([
      nav('trade', 'Trade', '/trade/BTC_USDT', [nav('spot', 'Spot', '/trade/BTC_USDT'), nav('convert', 'Convert', '/convert')]),
      nav('web3', 'Web3', 'https://web3.example/'),
      nav('pay', 'Pay with', '/crypto', [], { specialHandler: 'payWith' }),
      nav('more', 'More', undefined, [nav('vip', 'VIP', '/vip')]),
    ]);
    expect(pages.map((p) => p.href)).to.deep.equal(['/trade/BTC_USDT', '/convert', '/vip']);
  });

  it('matches page titles case-insensitively, starts-with first', () => {
    const pages = [{ key: 'a', title: 'Copy Trading', href: '/c' }, { key: 'b', title: 'Trading Bots', href: '/b' }, { key: 'c', title: 'Fees', href: '/f' }];
    expect(matchPages(pages, 'TRADING').map((p) => p.key)).to.deep.equal(['b', 'a']);
    expect(matchPages(pages, '  ')).to.deep.equal([]);
  });

  it('caps each group and leaves empty ones out, in group order', () => {
    const many = Array.from({ length: 20 }, (_, i) => i);
    const groups = limitGroups({ pages: [1], alpha: [], futures: many, spot: many });
    expect(groups.map((g) => [g.group, g.items.length])).to.deep.equal([['spot', 6], ['futures', 6], ['pages', 1]]);
  });

  it('moves the active option with wrapping', () => {
    expect(moveActive(-1, 1, 3)).to.equal(0);
    expect(moveActive(-1, -1, 3)).to.equal(2);
    expect(moveActive(2, 1, 3)).to.equal(0);
    expect(moveActive(0, -1, 3)).to.equal(2);
    expect(moveActive(0, 1, 0)).to.equal(-1);
  });

  it('opens with "/" outside text fields and with Ctrl/Cmd+K anywhere', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
      ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect(isOpenShortcut(key('/'), { tagName: 'BODY' })).to.be.true;
    expect(isOpenShortcut(key('/'), { tagName: 'INPUT' })).to.be.false;
    expect(isOpenShortcut(key('/'), { tagName: 'DIV', isContentEditable: true })).to.be.false;
    expect(isOpenShortcut(key('k', { ctrlKey: true }), { tagName: 'INPUT' })).to.be.true;
    expect(isOpenShortcut(key('K', { metaKey: true }), null)).to.be.true;
    expect(isOpenShortcut(key('k'), null)).to.be.false;
    expect(isOpenShortcut(key('/', { ctrlKey: true }), null)).to.be.false;
  });
});
