import { expect } from '@open-wc/testing';
import { en } from './catalogs/en';
import { catalogGaps, KEPT_IN_ENGLISH } from './completeness';
import { catalogArrival, catalogs, hasCatalog, loadCatalog, translator } from './index';
import { dirOf, htmlLangOf, LANGUAGES, numberLocaleOf } from './languages';

describe('i18n', () => {
  it('English is complete and built in', () => {
    const t = translator('en');
    expect(t('cookie.accept')).to.equal('Accept');
    expect(t('cookie.text', { link: 'X' })).to.contain('in our X.');
  });

  it('loads a catalog on demand and falls back to English key by key', async () => {
    expect(catalogs.get().it).to.equal(undefined);
    await loadCatalog('it');
    const t = translator('it');
    expect(t('cookie.accept')).to.equal('Accetta');
    expect(catalogs.get().it).to.not.equal(undefined);
  });

  it('an unknown language speaks English', async () => {
    await loadCatalog('xx');
    expect(hasCatalog('xx')).to.be.false;
    expect(translator('xx')('common.close')).to.equal('Close');
  });

  it("a catalog's arrival is one promise per language, for a render to wait on; none for a language without one", async () => {
    expect(catalogArrival('ko')).to.equal(catalogArrival('ko'));
    await catalogArrival('ko');
    expect(translator('ko')('cookie.accept')).to.not.equal('Accept');
    expect(catalogArrival('xx')).to.equal(catalogArrival('xx'));
    await catalogArrival('xx');
  });

  it('every listed language has a catalog, and Arabic is right-to-left', () => {
    for (const { code } of LANGUAGES) expect(hasCatalog(code), code).to.be.true;
    expect(dirOf('ar')).to.equal('rtl');
    expect(dirOf('en')).to.equal('ltr');
    expect(htmlLangOf('tw')).to.equal('zh-TW');
    expect(htmlLangOf('en_US'), 'a locale written with an underscore').to.equal('en-US');
  });

  it('numbers take Latin digits in every language and engine, as the server writes them (WebKit would give Arabic-Indic ones)', () => {
    for (const { code } of LANGUAGES) {
      const written = new Intl.NumberFormat(numberLocaleOf(code), { style: 'currency', currency: 'USD' }).format(1234.5);
      expect(written, code).to.match(/1.?234.5/);
      expect(written, code).not.to.match(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
  });

  it('numbers of a lang no engine reads are formatted in English, never a RangeError; en_US reads as en-US', () => {
    expect(numberLocaleOf('pt_BR')).to.equal('pt-BR-u-nu-latn');
    expect(numberLocaleOf('en_US')).to.equal('en-US-u-nu-latn');
    for (const code of ['en US', 'x!', '', '-', 'ar-u-nu-arab', 'qq']) {
      expect(numberLocaleOf(code), code).to.equal('en-u-nu-latn');
      expect(new Intl.NumberFormat(numberLocaleOf(code)).format(1234.5), code).to.equal('1,234.5');
    }
  });

  it('every language has every key of the English catalog but the ones kept in English, and no other', async () => {
    const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');
    await Promise.all(others.map(loadCatalog));
    for (const code of others) expect(catalogGaps(code, catalogs.get()[code]), code).to.deep.equal({ missing: [], extra: [] });
  });

  it('the completeness rule sees a missing, an empty and a stray key', () => {
    const complete = Object.fromEntries(Object.keys(en).filter((k) => !(k in KEPT_IN_ENGLISH)).map((k) => [k, 'x']));
    const { 'cookie.accept': _dropped, ...missing } = complete;
    expect(catalogGaps('de', { ...missing, 'common.close': ' ', 'footer.eu.title': 'x' } as never))
      .to.deep.equal({ missing: ['common.close', 'cookie.accept'], extra: ['footer.eu.title'] });
    expect(catalogGaps('it', complete as never).missing).to.include('footer.eu.title');
  });
});
