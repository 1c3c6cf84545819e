import { expect } from '@open-wc/testing';
import { forgetStoredSettings } from '../testing/stored-settings';
import { configure, setFiat, setLocale, setReftime, setRiseColour, setTheme, stores } from './stores';

import { cookieWrittenBy, daysUntil } from '../testing/cookie-recorder';

const cookieStore = (globalThis as unknown as { cookieStore: { get(name: string): Promise<{ value: string } | null>; delete(name: string): Promise<void> } }).cookieStore;

describe('shared stores', () => {
  afterEach(async () => {
    forgetStoredSettings();
    localStorage.clear();
    configure({ siteId: 0, lang: 'en', user: null, common: {} });
  });

  it('live once per page on globalThis', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('ex-elements.stores')]).to.equal(stores);
    expect(Object.keys(stores)).to.include.members(['theme', 'riseColour', 'reftime', 'fiat', 'locale', 'session', 'common', 'compliance']);
  });

  it('configure() merges and updates every store it touches', () => {
    configure({ lang: 'tr', common: { is_login: true, curr_fiat: 'TRY' }, user: { uid: 7, nickname: 'A' }, compliance: { menuList: ['otc'] } });
    expect(stores.locale.get()).to.equal('tr');
    expect(stores.session.get()).to.deep.equal({ isLogin: true, user: { uid: 7, nickname: 'A' } });
    expect(stores.common.get().curr_fiat).to.equal('TRY');
    expect(stores.fiat.get()).to.equal('TRY');
    expect(stores.compliance.get().menuList).to.deep.equal(['otc']);
    configure({ theme: 'dark' });
    expect(stores.theme.get()).to.equal('dark');
  });

  it('choosing Chinese with no rise-colour cookie turns red-up; a cookie wins (§4)', () => {
    setLocale('zh');
    expect(stores.riseColour.get()).to.equal('risered');
    setLocale('en');
    expect(stores.riseColour.get()).to.equal('risegreen');
    setRiseColour('risered');
    setLocale('en');
    expect(stores.riseColour.get()).to.equal('risered');
  });

  it('the US edition stays green-up whatever is chosen (§4)', () => {
    configure({ siteId: 232 });
    setRiseColour('risered');
    expect(stores.riseColour.get()).to.equal('risegreen');
  });

  // the attributes as written: a cookie store's entries carry only name and value (Firefox, and
  // the Cookie Store standard; Chromium's extra fields are its own)
  it('persists the rise colour in market-rise-colour for a year', () => {
    const c = cookieWrittenBy('market-rise-colour', () => setRiseColour('risered'));
    expect(c).to.deep.include({ value: 'risered' });
    expect(c!.attributes.path).to.equal('/');
    expect(daysUntil(c!.attributes.expires)).to.be.within(364, 366);
  });

  it('a fiat change writes curr_fiat for one year on / (secure); switching off clears the fiat', () => {
    const c = cookieWrittenBy('curr_fiat', () => setFiat('EUR'));
    expect(c).to.deep.include({ value: 'EUR' });
    expect(c!.attributes).to.include({ path: '/', secure: true });
    expect(daysUntil(c!.attributes.expires)).to.be.within(364, 366);
    expect(stores.fiat.get()).to.equal('EUR');
    setFiat('');
    expect(stores.fiat.get()).to.equal('');
    expect(localStorage.getItem('currency_rate_switch')).to.equal('0');
  });

  it('theme is stored with the is_change_skin flag; reftime in a cookie', async () => {
    setTheme('dark');
    expect(localStorage.getItem('theme')).to.equal('dark');
    expect(localStorage.getItem('is_change_skin')).to.equal('1');
    setReftime('utc8');
    expect(stores.reftime.get()).to.equal('utc8');
    expect((await cookieStore.get('market-reftime'))!.value).to.equal('utc8');
  });
});
