// <ex-footer>: every edition × a few languages rendered and checked against spec §2, plus
// the legal blocks, the copyright line, the social-icon rule and the compliance hiding.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import '../../../elements/ex-footer';
import { COMPLIANCE_KEYS } from '../../core/compliance';
import { EDITIONS, editionByKey } from '../../core/editions';
import { SPEC, TEST_LANGS, withLang } from '../../core/footer/spec-links.fixture';
import { configure } from '../../core/stores';

const root = (el: Element) => el.shadowRoot!;
const rendered = async (siteId: number, lang = 'en') => {
  const el = await fixture<HTMLElement>(html`<ex-footer site-id=${siteId} lang=${lang}></ex-footer>`);
  await waitUntil(() => root(el).querySelector('.section a'), 'the footer did not render');
  return el;
};
const hrefs = (el: Element) => Object.fromEntries([...root(el).querySelectorAll<HTMLElement>('.section')]
  .map((s) => [s.dataset.section!, [...s.querySelectorAll('a')].map((a) => a.getAttribute('href'))]));
const text = (el: Element, selector: string) => root(el).querySelector(selector)?.textContent ?? '';
const year = new Date().getFullYear();

describe('<ex-footer> link lists (spec §2 "Footer links")', () => {
  for (const edition of EDITIONS.filter((e) => e.key !== 'testnet')) {
    for (const lang of TEST_LANGS) {
      it(`${edition.key} (site ${edition.siteId}) in ${lang}`, async () => {
        const el = await rendered(edition.siteId, lang);
        expect(root(el).querySelector('footer')!.dataset.edition).to.equal(edition.key);
        expect(hrefs(el)).to.deep.equal(withLang(lang, SPEC[edition.key as keyof typeof SPEC](lang)));
      });
    }
  }

  it('new-window links open safely and say so; internal links stay in the window', async () => {
    const el = await rendered(0);
    const support = root(el).querySelector<HTMLAnchorElement>('a[href^="https://support."]')!;
    expect(support.target).to.equal('_blank');
    expect(support.rel).to.equal('noopener noreferrer');
    expect(support.textContent).to.contain('(opens in a new window)');
    expect(root(el).querySelector<HTMLAnchorElement>('a[href="/fee"]')!.target).to.equal('');
  });

  it('an internal link click tells the host first (ex-navigate, cancelable)', async () => {
    const el = await rendered(177, 'tr');
    let detail: { href: string; source: string } | null = null;
    const onNavigate = (e: Event) => { detail = (e as CustomEvent).detail; e.preventDefault(); };
    el.addEventListener('ex-navigate', onNavigate);
    root(el).querySelector<HTMLAnchorElement>('a[href="/tr/fee"]')!.click();
    el.removeEventListener('ex-navigate', onNavigate);
    expect(detail).to.deep.equal({ href: '/tr/fee', source: 'footer:services' });
  });

  it('Turkish labels on the Turkey footer, Arabic labels and right to left on the UAE footer', async () => {
    const tr = await rendered(177, 'tr');
    await waitUntil(() => text(tr, '[data-section="market-data"] .title') === 'Piyasa Verileri', text(tr, '[data-section="market-data"] .title'));
    expect(text(tr, 'a[href="/tr/converter/bitcoin/btc-to-try"]')).to.equal('BTC/TRY Çevirici');
    const uae = await rendered(181, 'ar');
    await waitUntil(() => text(uae, '[data-section="legal"] .title') === 'المعلومات القانونية');
    expect(text(uae, 'a[href="/ar/trade/BTC_AED"]')).to.equal('التداول الفوري');
    const footer = root(uae).querySelector('footer')!;
    expect(footer.dir).to.equal('rtl');
    expect(getComputedStyle(footer).direction).to.equal('rtl');
  });
});

describe('<ex-footer> legal blocks, copyright and social icons', () => {
  it('EU in Italian: the regulatory statement in Italian with its six services', async () => {
    const el = await rendered(106, 'it');
    await waitUntil(() => text(el, '.statement .title') === 'Informazioni normative', text(el, '.statement .title'));
    const statement = root(el).querySelector<HTMLElement>('.statement')!;
    expect(statement.lang).to.equal('it');
    expect(statement.querySelectorAll('ol li')).to.have.length(6);
    expect(statement.textContent).to.contain('Malta Financial Services Authority');
    expect(statement.textContent).to.contain('Avvertenza sui rischi');
    expect(statement.querySelector('a')!.getAttribute('href')).to.equal('mailto:compliance.eu@exchange.example');
    expect(statement.textContent).to.contain('Malta');
  });

  it('EU in any other language: the statement in English', async () => {
    for (const lang of ['de', 'ar', 'en']) {
      const el = await rendered(106, lang);
      await waitUntil(() => text(el, '.statement .title') === 'Regulatory information');
      expect(root(el).querySelector<HTMLElement>('.statement')!.lang).to.equal('en');
      expect(text(el, '.statement')).to.contain('Risk warning');
    }
  });

  const notes: Array<[number, string]> = [
    [71, 'The policies above apply to the services offered to users in Hong Kong'],
    [232, 'Trading digital assets involves significant risk'],
    [182, 'This financial promotion has been approved by an FCA-authorised firm'],
  ];
  for (const [siteId, start] of notes) {
    it(`site ${siteId} shows its note`, async () => {
      const el = await rendered(siteId);
      expect(text(el, '.note')).to.match(new RegExp(`^${start}`));
    });
  }

  it('editions without notes or statement show no legal block', async () => {
    for (const siteId of [0, 14, 153, 83, 181, 11]) {
      expect(root(await rendered(siteId)).querySelector('.legal'), `site ${siteId}`).to.equal(null);
    }
  });

  it('Turkey: the contact block with phone, fax and address', async () => {
    const el = await rendered(177);
    const contact = root(el).querySelector('.contact')!;
    expect([...contact.querySelectorAll('dt')].map((d) => d.textContent)).to.deep.equal(['Phone', 'Fax', 'Address']);
    expect(contact.querySelector('a')!.getAttribute('href')).to.equal('tel:+902125550100');
    expect(contact.textContent).to.contain('İstanbul');
  });

  it('copyright: the start year where the edition has one, and the current year', async () => {
    expect(text(await rendered(0), '.copyright')).to.equal(`Copyright © 2013–${year} Exchange Group · All rights reserved.`);
    expect(text(await rendered(106), '.copyright')).to.contain(`2024–${year} Exchange Europe Ltd`);
    expect(text(await rendered(14), '.copyright')).to.equal(`Copyright © ${year} Exchange Bahamas Ltd · All rights reserved.`);
  });

  it('social icons: only where the edition has them', async () => {
    for (const e of EDITIONS.filter((x) => x.key !== 'testnet')) {
      const links = root(await rendered(e.siteId)).querySelectorAll('.social a');
      expect(links.length, e.key).to.equal(editionByKey(e.key).socialIcons ? 6 : 0);
    }
    expect(['main', 'tr', 'eu', 'hk', 'us'].every((k) => editionByKey(k as 'main').socialIcons)).to.equal(true);
  });

  it('social icons: hidden for UK-limited users', async () => {
    const el = await rendered(0);
    expect(root(el).querySelectorAll('.social a')).to.have.length(6);
    configure({ common: { isUKLimit: true } });
    try {
      await waitUntil(() => root(el).querySelector('.social') === null, 'the icons stayed');
    } finally {
      configure({ common: { isUKLimit: false } });
    }
    await waitUntil(() => root(el).querySelector('.social'), 'the icons did not come back');
  });

  it('compliance: the menu list hides its links, and an emptied section disappears', async () => {
    const el = await rendered(71);
    expect(root(el).querySelector('[data-section="products"]')).not.to.equal(null);
    configure({ compliance: { menuList: [COMPLIANCE_KEYS.spotTrade, COMPLIANCE_KEYS.helpCenter], businessList: [] } });
    try {
      await waitUntil(() => root(el).querySelector('[data-section="products"]') === null);
      expect(hrefs(el).services).to.deep.equal(['/fee', '/articlelist/ann']);
    } finally {
      configure({ compliance: { menuList: [], businessList: [] } });
    }
  });

  it('is accessible: global, EU in Italian, UAE in Arabic, dark Turkey', async () => {
    for (const [siteId, lang, theme] of [[0, 'en', 'light'], [106, 'it', 'light'], [181, 'ar', 'light'], [177, 'tr', 'dark']]) {
      const el = await fixture<HTMLElement>(html`<ex-footer site-id=${siteId} lang=${lang} theme=${theme}></ex-footer>`);
      await waitUntil(() => root(el).querySelector('.section a'));
      await expect(el).to.be.accessible();
      el.remove(); // one contentinfo landmark at a time
    }
  });
});
