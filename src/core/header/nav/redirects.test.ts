import { expect } from '@open-wc/testing';
import { DEFAULT_CONFIG, mergeConfig } from '../../config';
import { editionByKey, type EditionKey } from '../../editions';
import { languageCodes } from '../../i18n/languages';
import { auRedirect, headerRedirect, hostMapOf, hostRedirect, isRedirectPath, REDIRECT_PATHS } from './redirects';

const langs = languageCodes;
const MAP = { 'gate.example': 'www.gate.example', 'old.example': 'https://new.example/' };
const at = (pathname: string, hostname = 'gate.example', search = '', hash = '') => ({ hostname, pathname, search, hash });

describe('header redirects: host map for logged-out visitors (§2, §6)', () => {
  for (const path of REDIRECT_PATHS) {
    it(`${path} (and under it, in any language) is redirected`, () => {
      expect(hostRedirect({ isLogin: false, hostMap: MAP, location: at(path), langs })).to.equal(`https://www.gate.example${path}`);
      if (path !== '/') {
        expect(hostRedirect({ isLogin: false, hostMap: MAP, location: at(`/de${path}/sub`), langs })).to.equal(`https://www.gate.example/de${path}/sub`);
      }
    });
  }

  it('keeps the query and hash, and accepts an origin as the target', () => {
    expect(hostRedirect({ isLogin: false, hostMap: MAP, location: at('/trade/BTC_USDT', 'gate.example', '?tab=1', '#top'), langs }))
      .to.equal('https://www.gate.example/trade/BTC_USDT?tab=1#top');
    expect(hostRedirect({ isLogin: false, hostMap: MAP, location: at('/fee', 'old.example'), langs })).to.equal('https://new.example/fee');
  });

  it('logged-in visitors, other paths, unmapped hosts and maps onto the same host are left alone', () => {
    expect(hostRedirect({ isLogin: true, hostMap: MAP, location: at('/'), langs })).to.equal(null);
    for (const path of ['/myaccount/profile', '/trades', '/legalese', '/futures/USDT/BTC_USDT', '/de/help']) {
      expect(hostRedirect({ isLogin: false, hostMap: MAP, location: at(path), langs }), path).to.equal(null);
    }
    expect(hostRedirect({ isLogin: false, hostMap: MAP, location: at('/', 'elsewhere.example'), langs })).to.equal(null);
    expect(hostRedirect({ isLogin: false, hostMap: { 'a.example': 'a.example' }, location: at('/', 'a.example'), langs })).to.equal(null);
  });

  it('a hostile map value never becomes a redirect', () => {
    for (const target of ['javascript:alert(1)//', 'data:text/html,x']) {
      const href = hostRedirect({ isLogin: false, hostMap: { 'gate.example': target }, location: at('/'), langs });
      expect(href === null || href.startsWith('https://'), String(href)).to.be.true;
    }
  });

  it('isRedirectPath matches whole segments only', () => {
    expect(isRedirectPath('/trade')).to.be.true;
    expect(isRedirectPath('/trade/BTC_USDT')).to.be.true;
    expect(isRedirectPath('/trade-bot')).to.be.false;
    expect(isRedirectPath('/legal/privacy')).to.be.true;
  });

  it('hostMap comes from the page config and keeps only string values', () => {
    const config = mergeConfig(DEFAULT_CONFIG, { hostMap: { 'a.example': 'b.example', bad: 3, empty: '' } } as never);
    expect(hostMapOf(config)).to.deep.equal({ 'a.example': 'b.example' });
    expect(hostMapOf(DEFAULT_CONFIG)).to.deep.equal({});
  });
});

describe('header redirects: the AU compliance redirect (§4)', () => {
  const au = (key: EditionKey, limit: boolean, pathname = '/trade/BTC_USDT', prefix = '') =>
    auRedirect({ edition: editionByKey(key), compliance: { menuList: [], businessList: [], au_redirect: limit }, pathname, prefix, langs });

  it('sends AU visitors under the limit to {prefix}/state_compliance_tips', () => {
    expect(au('au', true)).to.equal('/state_compliance_tips');
    expect(au('au', true, '/zh/pre-market/ABC', '/zh')).to.equal('/zh/state_compliance_tips');
  });

  it('not without the limit, not on other editions, not on the tips page itself', () => {
    expect(au('au', false)).to.equal(null);
    for (const key of ['main', 'uk', 'us', 'eu'] as const) expect(au(key, true), key).to.equal(null);
    expect(au('au', true, '/state_compliance_tips')).to.equal(null);
    expect(au('au', true, '/zh/state_compliance_tips', '/zh')).to.equal(null);
  });

  it('headerRedirect: the AU one first (for every visitor), then the host map', () => {
    const base = { hostMap: MAP, prefix: '', langs, location: at('/') };
    const limited = { menuList: [], businessList: [], au_redirect: true };
    expect(headerRedirect({ ...base, edition: editionByKey('au'), compliance: limited, isLogin: true }))
      .to.deep.equal({ href: '/state_compliance_tips', reason: 'au-compliance' });
    expect(headerRedirect({ ...base, edition: editionByKey('main'), compliance: limited, isLogin: false }))
      .to.deep.equal({ href: 'https://www.gate.example/', reason: 'host-map' });
    expect(headerRedirect({ ...base, edition: editionByKey('main'), compliance: limited, isLogin: true })).to.equal(null);
  });
});
