import { expect } from '@open-wc/testing';
import { catalogs, hasCatalog, loadCatalog, translator } from './index';
import { dirOf, htmlLangOf, LANGUAGES } from './languages';

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

  it('every listed language has a catalog, and Arabic is right-to-left', () => {
    for (const { code } of LANGUAGES) expect(hasCatalog(code), code).to.be.true;
    expect(dirOf('ar')).to.equal('rtl');
    expect(dirOf('en')).to.equal('ltr');
    expect(htmlLangOf('tw')).to.equal('zh-TW');
  });
});
