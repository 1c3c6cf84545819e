import { expect } from '@open-wc/testing';
import { isHomePath, langPrefix, prefixFor, rewriteLangPath, stripLang, withPrefix } from './links';

const LANGS = ['en', 'zh', 'tr', 'it', 'ar'];

describe('link building', () => {
  it('the prefix is empty for English and /{lang} otherwise (§2)', () => {
    expect(langPrefix('en')).to.equal('');
    expect(langPrefix('tr')).to.equal('/tr');
    expect(prefixFor('tr')).to.equal('/tr');
  });

  it("uses the server's lang_prefix for the page's own language", () => {
    expect(prefixFor('zh', { lang_prefix: '/zh/' }, 'zh')).to.equal('/zh');
    expect(prefixFor('it', { lang_prefix: '/zh' }, 'zh')).to.equal('/it');
  });

  it('prefixes internal paths and keeps safe absolute URLs', () => {
    expect(withPrefix('/tr', '/fee')).to.equal('/tr/fee');
    expect(withPrefix('', '/fee')).to.equal('/fee');
    expect(withPrefix('/tr', 'https://support.example.com/x')).to.equal('https://support.example.com/x');
    expect(withPrefix('/tr', 'javascript:alert(1)')).to.equal('');
    expect(withPrefix('/tr', '//evil.example.com/x')).to.equal('//evil.example.com/x');
  });

  it('anything but a string (server data of the wrong type) is no link', () => {
    for (const path of [42, true, [], {}, null, undefined]) expect(withPrefix('/tr', path), JSON.stringify(path)).to.equal('');
  });

  it('rewrites a path for another language, none for English', () => {
    expect(rewriteLangPath('/trade/BTC_USDT', 'tr', LANGS)).to.equal('/tr/trade/BTC_USDT');
    expect(rewriteLangPath('/tr/trade/BTC_USDT?tab=1#x', 'zh', LANGS)).to.equal('/zh/trade/BTC_USDT?tab=1#x');
    expect(rewriteLangPath('/zh/fee', 'en', LANGS)).to.equal('/fee');
    expect(rewriteLangPath('/zh', 'en', LANGS)).to.equal('/');
    expect(rewriteLangPath('/', 'ar', LANGS)).to.equal('/ar');
    // a first segment that is not a language stays
    expect(rewriteLangPath('/trade', 'it', LANGS)).to.equal('/it/trade');
  });

  it('knows the home page in any language', () => {
    expect(isHomePath('/', LANGS)).to.be.true;
    expect(isHomePath('/it', LANGS)).to.be.true;
    expect(isHomePath('/it/', LANGS)).to.be.true;
    expect(isHomePath('/it/fee', LANGS)).to.be.false;
    expect(stripLang('/ar/myaccount/myfunds', LANGS)).to.equal('/myaccount/myfunds');
  });
});
