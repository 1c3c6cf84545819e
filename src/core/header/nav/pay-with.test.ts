import { expect } from '@open-wc/testing';
import { createApiClient } from '../../api/client';
import { CACHE_NAMES, clearMemoryCache } from '../../cache';
import { storage } from '../../persist';
import { buyCryptoPath, filterFiats, loadPayFiats } from './pay-with';

const FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'AUD', 'RUB', 'UAH'];

describe('pay-with fiats (§2, §5)', () => {
  it('filters by substring, case-insensitively, with the query trimmed', () => {
    expect(filterFiats(FIATS, 'u')).to.deep.equal(['USD', 'EUR', 'AUD', 'RUB', 'UAH']);
    expect(filterFiats(FIATS, ' ur ')).to.deep.equal(['EUR']);
    expect(filterFiats(FIATS, 'ua')).to.deep.equal(['UAH']);
    expect(filterFiats(FIATS, '')).to.deep.equal(FIATS);
    expect(filterFiats(FIATS, 'xyz')).to.deep.equal([]);
    expect(filterFiats(FIATS, '.*')).to.deep.equal([]);
  });

  it('links each fiat to /crypto/buy-{fiat}-USDT', () => {
    expect(buyCryptoPath('EUR')).to.equal('/crypto/buy-EUR-USDT');
  });

  describe('loading', () => {
    beforeEach(() => { storage.remove(CACHE_NAMES.buyCryptoFiat); clearMemoryCache(); });
    afterEach(() => { storage.remove(CACHE_NAMES.buyCryptoFiat); clearMemoryCache(); });
    const client = (apiBase = '') => createApiClient({ apiBase, lang: 'en', csrf: { cookie: 'csrftoken', header: 'csrftoken' } });

    it('loads buyCryptoFiatList once and serves it from its cache', async () => {
      const fiats = await loadPayFiats(client(), 'en', 0);
      expect(fiats).to.include.members(['USD', 'EUR', 'TRY', 'JPY']);
      expect(await loadPayFiats(client('/__fault/500'), 'en', 0)).to.deep.equal(fiats);
    });

    it('a failure with nothing cached gives an empty list; junk rows are left out', async () => {
      expect(await loadPayFiats(client('/__fault/500'), 'en', 0)).to.deep.equal([]);
      storage.setJSON(CACHE_NAMES.buyCryptoFiat, { lang: 'en', time: Date.now(), data: { list: [{ fiat: 'usd' }, { fiat: '<b>' }, {}, null, { fiat: 'USD' }] } });
      clearMemoryCache();
      expect(await loadPayFiats(client(), 'en', 0)).to.deep.equal(['USD']);
    });
  });
});
