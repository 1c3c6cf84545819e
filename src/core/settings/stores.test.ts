import { expect } from '@open-wc/testing';
import { recordCookieWrites } from '../../testing/cookie-recorder';
import { createStores, pageSet, type StoreSet } from '../stores';
import { readPersisted } from './persistence';
import { shownSettings } from './shown';

const valuesOf = (set: StoreSet) => {
  const { theme, riseColour, reftime, fiat, locale, config } = set.stores;
  return { theme: theme.get(), riseColour: riseColour.get(), reftime: reftime.get(), fiat: fiat.get(), locale: locale.get(), siteId: config.get().siteId };
};

describe('store sets (createStores)', () => {
  let rec: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => { rec = recordCookieWrites(); localStorage.clear(); });
  afterEach(() => {
    rec.restore();
    localStorage.clear();
    for (const name of ['theme', 'is_change_skin']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('two sets created at once never see each other\'s values, nor the page\'s, and write no cookie or storage', () => {
    const page = valuesOf(pageSet);
    const a = createStores({ lang: 'zh', siteId: 0 }, {}, { persist: false });
    const b = createStores({ lang: 'en', siteId: 0, theme: 'dark' }, { riseColour: 'risered', fiat: 'EUR', reftime: 'utc8' }, { persist: false });
    expect(valuesOf(a)).to.deep.equal({ theme: 'light', riseColour: 'risered', reftime: '24h', fiat: 'USD', locale: 'zh', siteId: 0 });
    expect(valuesOf(b)).to.deep.equal({ theme: 'dark', riseColour: 'risered', reftime: 'utc8', fiat: 'EUR', locale: 'en', siteId: 0 });

    a.setTheme('dark');
    a.setRiseColour('risegreen');
    a.setReftime('utc0');
    a.setFiat('GBP');
    a.setLocale('de');
    a.configure({ siteId: 83, common: { is_login: true } });
    expect(valuesOf(a)).to.deep.equal({ theme: 'dark', riseColour: 'risegreen', reftime: 'utc0', fiat: 'GBP', locale: 'de', siteId: 83 });
    expect(a.stores.session.get().isLogin).to.equal(true);

    expect(valuesOf(b)).to.deep.equal({ theme: 'dark', riseColour: 'risered', reftime: 'utc8', fiat: 'EUR', locale: 'en', siteId: 0 });
    expect(b.stores.session.get().isLogin).to.equal(false);
    expect(valuesOf(pageSet)).to.deep.equal(page);
    expect(rec.writes).to.deep.equal([]);
    expect(localStorage.length).to.equal(0);
  });

  it('a set keeps the stored values its choices make, as the cookies and storage would hold them', () => {
    const set = createStores({}, { locale: 'fr' }, { persist: false });
    set.setTheme('dark');
    set.setRiseColour('risered');
    set.setRateSwitch(false);
    expect(set.persisted.get()).to.deep.equal({ locale: 'fr', theme: 'dark', changeSkin: '1', riseColour: 'risered', rateSwitch: '0' });
    expect(set.setRateSwitch(true)).to.equal(true);
    expect(set.stores.fiat.get()).to.equal('USD');
    expect(set.persisted.get()).to.include({ rateSwitch: '1', fiat: 'USD' });
  });

  it("a page's set writes a setting kept in storage only to its cookie too, so the next server render paints it (§3a)", () => {
    createStores({}, { theme: 'dark', changeSkin: '1', riseColour: 'risered' }, { persist: true });
    expect(rec.of('theme')?.value).to.equal('dark');
    expect(rec.of('is_change_skin')?.value).to.equal('1');
    expect(rec.of('market-rise-colour'), 'a cookie setting is already in its cookie').to.equal(undefined);
    const again = rec.writes.length;
    createStores({}, { theme: 'dark', changeSkin: '1' }, { persist: true });
    expect(rec.writes.length, 'nothing to write once the cookie holds it').to.equal(again);
  });

  it("a page whose cookie and storage disagree shows the cookie's value, which the server painted, and stores it", () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('is_change_skin', '1');
    document.cookie = 'theme=light; path=/'; // set since, by the site's server say
    document.cookie = 'is_change_skin=1; path=/';
    const writes = rec.writes.length;
    const set = createStores({}, readPersisted(), { persist: true });
    expect(set.stores.theme.get()).to.equal('light');
    expect(localStorage.getItem('theme')).to.equal('light');
    expect(rec.writes.length, 'the cookies are left as they are').to.equal(writes);
  });

  it('a set begun from its cookies alone (a server-rendered page, §3e) reads no storage until told, then takes what only storage holds', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('is_change_skin', '1');
    localStorage.setItem('currency_rate_switch', '0');
    const read = Storage.prototype.getItem;
    let reads = 0;
    Storage.prototype.getItem = function getItem(this: Storage, key: string) { reads += 1; return read.call(this, key); };
    try {
      // as a page whose cookies hold none of them (other test files' cookies are the page's too)
      const set = createStores({}, {}, { persist: true, storageLater: true });
      expect(reads, 'no storage read at start').to.equal(0);
      readPersisted(false);
      expect(reads, 'nor reading the cookies alone').to.equal(0);
      expect(rec.of('theme'), 'nothing written at start').to.equal(undefined);
      expect(set.stores.theme.get()).to.equal('light');
      expect(set.stores.fiat.get()).to.equal('USD');
      set.readStorage();
      expect(reads).to.be.above(0);
      expect(set.stores.theme.get(), "storage's theme, now").to.equal('dark');
      expect(set.stores.fiat.get(), "storage's rate switch, off").to.equal('');
      expect(rec.of('theme')?.value, 'and its cookie, for the next server render').to.equal('dark');
      const after = reads;
      set.readStorage();
      expect(reads, 'once').to.equal(after);
    } finally {
      Storage.prototype.getItem = read;
      document.cookie = 'currency_rate_switch=; path=/; max-age=0';
    }
  });

  it('a choice made before storage is read stays: storage fills only what the set has not', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('is_change_skin', '1');
    const set = createStores({}, {}, { persist: true, storageLater: true });
    set.setTheme('light');
    set.readStorage();
    expect(set.stores.theme.get()).to.equal('light');
    expect(localStorage.getItem('theme')).to.equal('light');
  });

  it('the rise colour rule: the edition forces it, else the stored one, else by language (§4)', () => {
    const set = createStores({ siteId: 232, lang: 'zh' }, { riseColour: 'risered' }, { persist: false });
    expect(set.stores.riseColour.get()).to.equal('risegreen');
    set.configure({ siteId: 0 });
    expect(set.stores.riseColour.get()).to.equal('risered');
    const fresh = createStores({ lang: 'en' }, {}, { persist: false });
    expect(fresh.stores.riseColour.get()).to.equal('risegreen');
    fresh.setLocale('tw');
    expect(fresh.stores.riseColour.get()).to.equal('risered');
    fresh.setRiseColour('risegreen');
    fresh.setLocale('zh');
    expect(fresh.stores.riseColour.get()).to.equal('risegreen');
  });

  it('what an element shows: its edition\'s rules and its own attributes over the set\'s values', () => {
    const set = createStores({ siteId: 0, lang: 'en' }, { reftime: 'utc8', riseColour: 'risered' }, { persist: false });
    const page = shownSettings(set.stores, {});
    const us = shownSettings(set.stores, { siteId: 232, lang: 'zh', theme: 'dark' });
    const japan = shownSettings(set.stores, { siteId: 83 });
    expect([page.reftime.get(), page.riseColour.get(), page.theme.get(), page.locale.get()]).to.deep.equal(['utc8', 'risered', 'light', 'en']);
    expect([us.reftime.get(), us.riseColour.get(), us.theme.get(), us.locale.get()]).to.deep.equal(['24h', 'risegreen', 'dark', 'zh']);
    expect(japan.reftime.get()).to.equal('24h'); // UTC+8 is hidden in Japan (§6)
    set.setReftime('utc0');
    expect(japan.reftime.get()).to.equal('utc0');
    set.setFiat('');
    expect([page.rateSwitch.get(), page.fiat.get()]).to.deep.equal([false, '']);
    set.setTheme('dark');
    expect(page.theme.get()).to.equal('dark');
  });
});
