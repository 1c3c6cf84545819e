import { expect } from '@open-wc/testing';
import { COMPLIANCE_KEYS } from '../compliance';
import { editionByKey, EDITIONS, type EditionKey } from '../editions';
import { langPrefix, withPrefix } from '../links';
import {
  copyrightYears, euStatementLang, FOOTER_LEGAL, FOOTER_TABLES, footerSections, showSocialIcons,
} from './index';
import { supportRequestUrl } from './global';
import { coins, SPEC, SUPPORT_HOST, TEST_LANGS, withLang, type Expected } from './spec-links.fixture';

const none = { menuList: [], businessList: [] };
const hrefs = (edition: EditionKey, lang: string, menuList: string[] = []) => {
  const prefix = langPrefix(lang);
  return Object.fromEntries(footerSections({ edition, lang, compliance: { ...none, menuList }, link: (p) => withPrefix(prefix, p) })
    .map((s) => [s.id, s.links.map((l) => l.href)]));
};

describe('footer links (spec §2 "Footer links")', () => {
  for (const [key, spec] of Object.entries(SPEC) as Array<[Exclude<EditionKey, 'testnet'>, (lang: string) => Expected]>) {
    for (const lang of TEST_LANGS) {
      it(`${key} in ${lang}: every section and link, with the prefix`, () => {
        expect(hrefs(key, lang)).to.deep.equal(withLang(lang, spec(lang)));
      });
    }
  }

  it('the prefix of a language is /{lang}, none for en', () => {
    expect(hrefs('eu', 'tr').products).to.deep.equal(['/tr/trade/BTC_USDC', '/tr/otc']);
    expect(hrefs('eu', 'en').products).to.deep.equal(['/trade/BTC_USDC', '/otc']);
  });

  it('every edition of editions.ts has a table, testnet shares the global one', () => {
    for (const e of EDITIONS) expect(FOOTER_TABLES[e.key], e.key).to.be.an('array').that.is.not.empty;
    expect(FOOTER_TABLES.testnet).to.equal(FOOTER_TABLES.main);
  });

  it('the support-request page follows the language, English for unknown ones', () => {
    expect(supportRequestUrl('tw')).to.equal(`${SUPPORT_HOST}zh-tw/requests/new`);
    expect(supportRequestUrl('pt')).to.equal(`${SUPPORT_HOST}pt-br/requests/new`);
    expect(supportRequestUrl('xx')).to.equal(`${SUPPORT_HOST}en-us/requests/new`);
  });

  it('links are hidden by site id: careers and user agreement on the UK, not the Bahamas', () => {
    expect(hrefs('uk', 'en').about).not.to.include.members(['/page/careers', '/user-agreement']);
    expect(hrefs('bs', 'en').about).to.include.members(['/page/careers', '/user-agreement']);
  });

  it('links are only external when marked so: absolute URLs never get the prefix', () => {
    const all = Object.values(hrefs('main', 'de')).flat();
    expect(all.filter((h) => !h.startsWith('/de/'))).to.deep.equal([`${SUPPORT_HOST}de/requests/new`]);
  });
});

describe('footer compliance hiding (spec §6)', () => {
  const cases: Array<[string, EditionKey, string, string[]]> = [
    [COMPLIANCE_KEYS.ventures, 'main', 'about', ['/ventures']],
    [COMPLIANCE_KEYS.partner, 'main', 'about', ['/brand-partnerships/motorsport', '/brand-partnerships/football']],
    [COMPLIANCE_KEYS.fiatTrade, 'main', 'products', coins.flatMap((c) => [`/buy-${c}`, `/sell-${c}`])],
    [COMPLIANCE_KEYS.express, 'main', 'products', ['/p2p-express/buy/USD-USDT']],
    [COMPLIANCE_KEYS.derivatives, 'main', 'products', ['/futures_center']],
    [COMPLIANCE_KEYS.marginTrade, 'main', 'products', ['/trade/BTC_USDT?tab=isolated_margin']],
    [COMPLIANCE_KEYS.web3, 'main', 'products', ['/web3', '/perp-dex']],
    [COMPLIANCE_KEYS.affiliate, 'main', 'services', ['/referral/affiliate']],
    [COMPLIANCE_KEYS.helpCenter, 'tr', 'services', ['/help']],
    [COMPLIANCE_KEYS.otc, 'eu', 'products', ['/otc']],
    [COMPLIANCE_KEYS.mediaKit, 'us', 'about', ['/media-kit']],
  ];
  for (const [key, edition, section, hidden] of cases) {
    it(`${key} hides ${hidden.length} ${edition} ${section} link(s), nothing else`, () => {
      const before = hrefs(edition, 'en')[section];
      const after = hrefs(edition, 'en', [key])[section] ?? [];
      expect(before).to.include.members(hidden);
      expect(after).to.deep.equal(before.filter((h) => !hidden.includes(h)));
    });
  }

  it('a section whose links are all hidden is dropped', () => {
    expect(hrefs('hk', 'en', [COMPLIANCE_KEYS.spotTrade])).not.to.have.property('products');
  });

  it('learn hides the whole Learn block of the US except the community page', () => {
    expect(hrefs('us', 'en', [COMPLIANCE_KEYS.learn]).learn).to.deep.equal(['/community']);
  });
});

describe('footer legal rules', () => {
  it('copyright years: start year where the edition has one, else the current year', () => {
    expect(copyrightYears(2013, 2026)).to.equal('2013–2026');
    expect(copyrightYears(undefined, 2026)).to.equal('2026');
    expect(copyrightYears(2026, 2026)).to.equal('2026');
    expect(editionByKey('main').copyrightSince).to.equal(2013);
  });

  it('the EU statement is Italian for it, English for every other language', () => {
    expect(euStatementLang('it')).to.equal('it');
    for (const lang of ['en', 'de', 'fr', 'zh', 'ar']) expect(euStatementLang(lang)).to.equal('en');
  });

  it('notes: HK policies, US risk disclaimer, UK financial promotion; EU statement; Turkey contact', () => {
    expect(FOOTER_LEGAL.hk.notes).to.deep.equal(['footer.hk.note']);
    expect(FOOTER_LEGAL.us.notes).to.deep.equal(['footer.us.risk']);
    expect(FOOTER_LEGAL.uk.notes).to.deep.equal(['footer.uk.promotion']);
    expect(FOOTER_LEGAL.eu.euStatement).to.equal(true);
    expect(FOOTER_LEGAL.tr.contact).to.have.keys(['phone', 'fax', 'address']);
  });

  it('social icons: hidden for SG, BS, UK, AU, JP, UAE and for UK-limited users', () => {
    const shown = EDITIONS.filter((e) => e.key !== 'testnet' && showSocialIcons(e, {})).map((e) => e.key);
    expect(shown).to.deep.equal(['main', 'tr', 'eu', 'hk', 'us']);
    expect(showSocialIcons(editionByKey('main'), { isUKLimit: true })).to.equal(false);
  });
});
