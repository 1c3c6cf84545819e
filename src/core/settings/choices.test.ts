import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { daysUntil, recordCookieWrites } from '../../testing/cookie-recorder';
import { DEFAULT_CONFIG } from '../config';
import { editionByKey } from '../editions';
import { navigation } from '../navigation';
import { cookies, storage } from '../persist';
import { pageSet, setFiat, setLocale, stores } from '../stores';
import { choose } from './choices';
import { chooseLanguage, DEFAULT_TURKEY_SITE, turkeySiteUrl } from './rules';

const LANGS = ['en', 'zh', 'tr', 'de', 'ar'];

describe('choosing a language or a fiat', () => {
  let rec: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => { rec = recordCookieWrites(); });
  afterEach(() => {
    rec.restore();
    sinon.restore();
    for (const name of ['curr_fiat', 'lang']) cookies.remove(name);
    storage.remove('currency_rate_switch');
    setLocale('en');
    cookies.remove('lang');
  });

  it('switching stores the language (cookie lang, one year, /) and the rise colour follows it without a cookie (§4)', () => {
    expect(chooseLanguage({ lang: 'zh', edition: editionByKey('main'), path: '/trade/BTC_USDT', langs: LANGS })).to.deep.equal({ kind: 'switch', href: '/zh/trade/BTC_USDT' });
    choose(pageSet, 'locale', 'zh');
    expect(stores.locale.get()).to.equal('zh');
    expect(stores.riseColour.get()).to.equal('risered');
    const w = rec.of('lang')!;
    expect(w.value).to.equal('zh');
    expect(w.attributes.path).to.equal('/');
    expect(daysUntil(w.attributes.expires)).to.be.closeTo(365, 1);
  });

  it('picking a fiat: switch on, curr_fiat for one year on / (secure), then a reload (§4, §7, §9)', () => {
    const reload = sinon.stub(navigation, 'reload');
    setFiat(''); // the rate switch off
    choose(pageSet, 'fiat', 'EUR');
    expect(stores.fiat.get()).to.equal('EUR');
    expect(storage.get('currency_rate_switch')).to.equal('1');
    const w = rec.of('curr_fiat')!;
    expect(w.value).to.equal('EUR');
    expect(w.attributes.path).to.equal('/');
    expect(w.attributes.secure).to.equal(true);
    expect(daysUntil(w.attributes.expires)).to.be.closeTo(365, 1);
    expect(reload.calledOnce).to.equal(true);
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
});
