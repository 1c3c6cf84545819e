import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DEFAULT_CONFIG } from '../config';
import { editionByKey } from '../editions';
import { cookies, storage } from '../persist';
import { setLocale, setReftime, setRiseColour, stores } from '../stores';
import { daysUntil, recordCookieWrites } from '../../testing/cookie-recorder';
import { chooseLanguage, DEFAULT_TURKEY_SITE, formatRate, setRateSwitch, turkeySiteUrl } from './settings-actions';

const LANGS = ['en', 'zh', 'tr', 'de', 'ar'];

describe('settings actions', () => {
  let rec: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => { rec = recordCookieWrites(); });
  afterEach(() => {
    rec.restore();
    sinon.restore();
    for (const name of ['curr_fiat', 'market-rise-colour', 'market-reftime', 'lang']) cookies.remove(name);
    storage.remove('currency_rate_switch');
    setLocale('en');
    cookies.remove('lang');
  });

  it('Turkish away from the Turkey site asks first; on the Turkey site it switches (§4)', () => {
    expect(chooseLanguage({ lang: 'tr', edition: editionByKey('main'), path: '/trade/BTC_USDT', langs: LANGS })).to.deep.equal({ kind: 'turkish-modal' });
    expect(chooseLanguage({ lang: 'tr', edition: editionByKey('eu'), path: '/', langs: LANGS }).kind).to.equal('turkish-modal');
    expect(chooseLanguage({ lang: 'tr', edition: editionByKey('tr'), path: '/trade/BTC_TRY', langs: LANGS }))
      .to.deep.equal({ kind: 'switch', href: '/tr/trade/BTC_TRY' });
  });

  it('other languages rewrite the path with /{lang}, none for English (§2)', () => {
    const main = editionByKey('main');
    expect(chooseLanguage({ lang: 'de', edition: main, path: '/zh/fee?x=1#a', langs: LANGS })).to.deep.equal({ kind: 'switch', href: '/de/fee?x=1#a' });
    expect(chooseLanguage({ lang: 'en', edition: main, path: '/zh/fee', langs: LANGS })).to.deep.equal({ kind: 'switch', href: '/fee' });
    expect(chooseLanguage({ lang: 'en', edition: main, path: '/zh', langs: LANGS })).to.deep.equal({ kind: 'switch', href: '/' });
  });

  it('the Turkey site address is a config key with a default', () => {
    expect(turkeySiteUrl(DEFAULT_CONFIG)).to.equal(DEFAULT_TURKEY_SITE);
    expect(turkeySiteUrl({ ...DEFAULT_CONFIG, turkeySiteUrl: 'https://tr.example/' } as typeof DEFAULT_CONFIG)).to.equal('https://tr.example/');
  });

  it('rate switch on: USD and the fiat view; off: fiat cleared (§4)', () => {
    expect(setRateSwitch(true)).to.equal(true);
    expect(stores.fiat.get()).to.equal('USD');
    expect(rec.of('curr_fiat')!.value).to.equal('USD');
    expect(setRateSwitch(false)).to.equal(false);
    expect(stores.fiat.get()).to.equal('');
    expect(storage.get('currency_rate_switch')).to.equal('0');
  });

  it('rise colour and time basis cookies: name, value, one year, path /', () => {
    setRiseColour('risered');
    setReftime('utc8');
    const rise = rec.of('market-rise-colour')!;
    expect([rise.value, rise.attributes.path]).to.deep.equal(['risered', '/']);
    expect(daysUntil(rise.attributes.expires)).to.be.closeTo(365, 1);
    const ref = rec.of('market-reftime')!;
    expect([ref.value, ref.attributes.path]).to.deep.equal(['utc8', '/']);
    expect(daysUntil(ref.attributes.expires)).to.be.closeTo(365, 1);
  });

  it('formats rates for display', () => {
    expect(formatRate(0.92, 'en')).to.equal('0.92');
    expect(formatRate(1.3456789, 'en')).to.equal('1.3457');
    expect(formatRate(26350, 'en')).to.equal('26,350');
    expect(formatRate(26350, 'de')).to.equal('26.350');
    expect(formatRate(undefined, 'en')).to.equal('—');
  });
});
