import { expect } from '@open-wc/testing';
import { DEFAULT_CONFIG, mergeConfig, readConfigElement, sessionOf } from './config';

describe('page config', () => {
  afterEach(() => document.getElementById('cfg-test')?.remove());

  const block = (text: string) => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'cfg-test';
    el.textContent = text;
    document.body.append(el);
    return el;
  };

  it('reads the JSON block', () => {
    const el = block('{"siteId": 177, "lang": "tr"}');
    el.id = 'ex-config';
    try {
      expect(readConfigElement()).to.deep.equal({ siteId: 177, lang: 'tr' });
    } finally { el.remove(); }
  });

  it('a malformed or non-object block is an empty config', () => {
    for (const text of ['{oops', '[1,2]', '"x"', '']) {
      const el = block(text);
      el.id = 'ex-config';
      try { expect(readConfigElement()).to.deep.equal({}); } finally { el.remove(); }
    }
  });

  it('merges one level deep and normalises', () => {
    const a = mergeConfig(DEFAULT_CONFIG, { siteId: 106, common: { curr_fiat: 'EUR' }, flags: { search: false }, apiBase: 'https://api.example.com/' });
    const b = mergeConfig(a, { common: { is_login: true }, compliance: { menuList: ['otc', 3 as unknown as string] } });
    expect(b.siteId).to.equal(106);
    expect(b.apiBase).to.equal('https://api.example.com');
    expect(b.common).to.deep.equal({ curr_fiat: 'EUR', is_login: true });
    expect(b.flags).to.deep.equal({ search: false });
    expect(b.compliance.menuList).to.deep.equal(['otc']);
    expect(b.csrf).to.deep.equal({ cookie: 'csrftoken', header: 'csrftoken' });
  });

  it('takes the site id from common.sub_website_id when siteId is absent', () => {
    expect(mergeConfig(DEFAULT_CONFIG, { common: { sub_website_id: 83 } }).siteId).to.equal(83);
    expect(mergeConfig(DEFAULT_CONFIG, { siteId: 'x' as unknown as number }).siteId).to.equal(0);
  });

  it('is logged in by user.isLogin or common.is_login / isLogin', () => {
    const user = { uid: 1, isLogin: true };
    expect(sessionOf(mergeConfig(DEFAULT_CONFIG, { user })).isLogin).to.be.true;
    expect(sessionOf(mergeConfig(DEFAULT_CONFIG, { common: { is_login: true }, user: { uid: 2 } }))).to.deep.equal({ isLogin: true, user: { uid: 2 } });
    expect(sessionOf(mergeConfig(DEFAULT_CONFIG, { common: { isLogin: true } })).isLogin).to.be.true;
    expect(sessionOf(mergeConfig(DEFAULT_CONFIG, { user: { uid: 3 } }))).to.deep.equal({ isLogin: false, user: null });
  });
});
