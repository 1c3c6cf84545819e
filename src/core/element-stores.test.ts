import { expect } from '@open-wc/testing';
import { elementStores } from './element-stores';
import { catalogs } from './i18n';
import { createStores } from './stores';

describe('element stores', () => {
  it('follow the element\'s own site-id, lang and api-base over the set\'s', () => {
    const set = createStores({ siteId: 0, lang: 'en', apiBase: '/api', common: { lang_list: { en: 'English', de: 'Deutsch' } } }, {}, { persist: false });
    const page = elementStores(set.stores, {});
    const own = elementStores(set.stores, { siteId: 232, lang: 'ar', apiBase: '/other' });
    expect([page.siteId.get(), page.edition.get().key, page.lang.get(), page.dir.get(), page.prefix.get()]).to.deep.equal([0, 'main', 'en', 'ltr', '']);
    expect([own.siteId.get(), own.edition.get().key, own.lang.get(), own.dir.get(), own.prefix.get()]).to.deep.equal([232, 'us', 'ar', 'rtl', '/ar']);
    expect(page.langs.get()).to.deep.equal(['en', 'de']);
    expect(page.api.get().options.apiBase).to.equal('/api');
    expect(own.api.get().options.apiBase).to.equal('/other');
    set.setLocale('de');
    expect([page.lang.get(), page.prefix.get(), own.lang.get()]).to.deep.equal(['de', '/de', 'ar']);
  });

  it('give a view a new translator only when its own language\'s catalog changes', () => {
    const set = createStores({ lang: 'en' }, {}, { persist: false });
    const { t } = elementStores(set.stores, {});
    const changes: unknown[] = [];
    const off = t.listen((value) => changes.push(value));
    const before = catalogs.get();
    catalogs.set({ ...before, xx: {} });
    expect(changes).to.have.length(0);
    off();
    catalogs.set(before);
    expect(t.get()('common.close')).to.equal('Close');
  });
});
