import { expect } from '@open-wc/testing';
import { createApiClient } from '../../api/client';
import { CACHE_NAMES, clearMemoryCache, readEntry } from '../../cache';
import { COMPLIANCE_KEYS as C } from '../../compliance';
import { editionByKey } from '../../editions';
import { withPrefix } from '../../links';
import { storage } from '../../persist';
import { loadRemoteMenu, remoteMenu, schemaProblem, type RemoteContext } from './remote';

const IMG = '/__mock/icon/X.svg';
const valid = (extra: Record<string, unknown> = {}) => ({
  code: 'x', title: 'X', title_key: 'header.menu.x', light_image: IMG, dark_image: IMG, jump_url: '/x', ...extra,
});

function context(menuList: string[] = []): RemoteContext & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    edition: editionByKey('main'),
    compliance: { menuList, businessList: [] },
    link: (path) => withPrefix('/fr', path),
    warn: (message) => { warnings.push(message); },
    warnings,
  };
}

describe('remote menu: schema check (§5)', () => {
  const INVALID: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'trade'],
    ['an array', [valid()]],
    ['no code', { ...valid(), code: undefined }],
    ['code an object', valid({ code: { id: 1 } })],
    ['title a number', valid({ title: 42 })],
    ['title_key an array', valid({ title_key: ['k'] })],
    ['jump_url a number', valid({ jump_url: 7 })],
    ['children an object', valid({ children: { a: 1 } })],
    ['tags a string', valid({ tags: 'hot' })],
    ['hidden a string', valid({ hidden: 'yes' })],
  ];
  for (const [name, raw] of INVALID) {
    it(`an item with ${name} is invalid, skipped with a warning`, () => {
      expect(schemaProblem(raw)).to.be.a('string');
      const ctx = context();
      expect(remoteMenu([raw, valid({ code: 'ok' })], 'web', ctx).map((i) => i.key)).to.deep.equal(['ok']);
      expect(ctx.warnings.length).to.equal(1);
    });
  }

  it('a well-typed item has no schema problem', () => {
    expect(schemaProblem(valid({ code: 3, hidden: 0, tags: [], children: [] }))).to.equal(null);
  });
});

describe('remote menu: enumerations and dropping (§3, §5)', () => {
  const one = (extra: Record<string, unknown>, platform: 'web' | 'h5' = 'web') => remoteMenu([valid(extra)], platform, context())[0];

  it('jump_type 1 or "internal" is internal, 2 or "external" opens a new window, unknown falls back to internal', () => {
    expect(one({ jump_type: 1 }).openInNewWindow).to.equal(undefined);
    expect(one({ jump_type: 2, jump_url: 'https://web3.example.com/' }).openInNewWindow).to.equal(true);
    expect(one({ jump_type: 'external', jump_url: 'https://a.example/' }).openInNewWindow).to.equal(true);
    expect(one({ jump_type: 9 }).openInNewWindow).to.equal(undefined);
    expect(one({ jump_type: 'sideways' }).href).to.equal('/fr/x');
  });

  it('show_mode 2 is horizontal; 1, unknown and missing are vertical', () => {
    expect(one({ show_mode: 2 }).isVertical).to.be.false;
    expect(one({ show_mode: 'horizontal' }).isVertical).to.be.false;
    expect(one({ show_mode: 1 }).isVertical).to.be.true;
    expect(one({ show_mode: 7 }).isVertical).to.be.true;
    expect(one({}).isVertical).to.be.true;
  });

  it('platform: all and web items for the header, all and H5 items for the drawer; unknown is all', () => {
    const list = [valid({ code: 'all', platform_type: 1 }), valid({ code: 'web', platform_type: 2 }),
      valid({ code: 'h5', platform_type: 3 }), valid({ code: 'odd', platform_type: 8 }), valid({ code: 'none' })];
    expect(remoteMenu(list, 'web', context()).map((i) => i.key)).to.deep.equal(['all', 'web', 'odd', 'none']);
    expect(remoteMenu(list, 'h5', context()).map((i) => i.key)).to.deep.equal(['all', 'h5', 'odd', 'none']);
  });

  it('items without title, title_key or image, and hidden ones, are dropped', () => {
    const list = [valid({ code: 'a', title: '' }), valid({ code: 'b', title_key: '' }), valid({ code: 'c', title: '  ' }),
      { ...valid({ code: 'd' }), light_image: undefined, dark_image: undefined }, valid({ code: 'e', light_image: 'javascript:alert(1)', dark_image: '' }),
      valid({ code: 'f', hidden: 1 }), valid({ code: 'g', hidden: true }), valid({ code: 'kept', hidden: 0 })];
    expect(remoteMenu(list, 'web', context()).map((i) => i.key)).to.deep.equal(['kept']);
  });

  it('light and dark images and icons are kept per theme, each falling back to the other', () => {
    const item = one({ light_icon: '/l.svg', dark_icon: '/d.svg' });
    expect(item.icon).to.deep.equal({ light: '/l.svg', dark: '/d.svg' });
    expect(one({ light_image: '', dark_image: '/dark.svg' }).icon).to.deep.equal({ light: '/dark.svg', dark: '/dark.svg' });
  });

  it('internal links get the language prefix; a jump_url never becomes an unsafe link', () => {
    expect(one({ jump_url: '/trade/BTC_USDT' }).href).to.equal('/fr/trade/BTC_USDT');
    expect(one({ jump_url: 'https://www.example.com/a' }).href).to.equal('https://www.example.com/a');
    const ctx = context();
    const hostile = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'java\tscript:alert(1)'];
    expect(remoteMenu(hostile.map((url, i) => valid({ code: `h${i}`, jump_url: url })), 'web', ctx)).to.deep.equal([]);
    expect(ctx.warnings.length).to.equal(hostile.length);
    // a menu with an unsafe link keeps its entries but is no link itself
    const parent = remoteMenu([valid({ code: 'p', jump_url: 'javascript:void 0', children: [valid({ code: 'c' })] })], 'web', context())[0];
    expect(parent.href).to.equal(undefined);
    expect(parent.children.map((c) => c.key)).to.deep.equal(['c']);
  });

  it('tags: styles 1–5 kept, other types and image tags without an image dropped', () => {
    const tags = one({ tags: [
      { type: 1, light_icon: '/t.svg', dark_icon: '/t-dark.svg', word: 'img' }, { type: 2, word: 'New' }, { type: 3, word: 'Hot' },
      { type: 4, word: 'LIVE' }, { type: 5, word: 'VIP' }, { type: 6, word: 'x' }, { type: 1, word: 'no image' }, 'hot', null,
    ] }).tags;
    expect(tags.map((t) => [t.type, t.word])).to.deep.equal([[1, 'img'], [2, 'New'], [3, 'Hot'], [4, 'LIVE'], [5, 'VIP']]);
    expect(tags[0].darkIcon).to.equal('/t-dark.svg');
  });

  it('children are checked the same way; known codes get their hover panels and §6 hiding', () => {
    const list = [valid({ code: 'trade', children: [valid({ code: 'spot' }), valid({ code: 'margin' }), { code: 'broken', title: 5 }] })];
    const ctx = context([C.marginTrade]);
    const [trade] = remoteMenu(list, 'web', ctx);
    expect(trade.children.map((c) => [c.key, c.hoverPanel])).to.deep.equal([['spot', 'trade']]);
    expect(ctx.warnings.length).to.equal(1);
  });
});

describe('remote menu: the mock fixture (hostile cases)', () => {
  it('keeps the valid items and repairs, drops or refuses the others', async () => {
    const api = createApiClient({ apiBase: '', lang: 'en', csrf: { cookie: 'csrftoken', header: 'csrftoken' } });
    const { list } = await api.call('headerMenu', { params: { lang: 'en' } });
    const ctx = context();
    const web = remoteMenu(list, 'web', ctx);
    expect(web.map((i) => i.key)).to.deep.equal(['trade', 'derivatives', 'earn', 'community', 'institution']);
    const trade = web[0];
    expect(trade.children.map((c) => c.key)).to.deep.equal(['spot', 'margin', 'convert', 'alpha', 'bots']);
    expect(web[1].isVertical).to.be.false;
    expect(web[2].children.map((c) => c.key)).to.not.include('hodler-airdrop');
    expect(web[3].children.map((c) => c.key)).to.deep.equal(['post', 'live', 'news']);
    const h5 = remoteMenu(list, 'h5', context());
    expect(h5.map((i) => i.key)).to.deep.equal(['trade', 'derivatives', 'community', 'institution', 'app-exclusive']);
    expect(h5[0].children.map((c) => c.key)).to.include('copytrading');
    expect(ctx.warnings.some((w) => /safe link/.test(w))).to.be.true;
  });
});

describe('remote menu: loading through the menu cache (§4, §7)', () => {
  const key = CACHE_NAMES.headerMenu;
  beforeEach(() => { storage.remove(key); storage.remove(`${key}_106`); clearMemoryCache(); });
  afterEach(() => { storage.remove(key); clearMemoryCache(); });
  const client = (apiBase = '') => createApiClient({ apiBase, lang: 'en', csrf: { cookie: 'csrftoken', header: 'csrftoken' } });

  it('fetches with the language, stores the answer under the cache name, then serves it from the cache', async () => {
    const list = await loadRemoteMenu(client(), 'en', 0);
    expect(list.length).to.be.greaterThan(5);
    expect(readEntry<{ list: unknown[] }>(key)!.data.list.length).to.equal(list.length);
    expect(readEntry(key)!.lang).to.equal('en');
    const again = await loadRemoteMenu(client('/__fault/500'), 'en', 0);
    expect(again.length).to.equal(list.length);
  });

  it('after 3 retries a failure gives the stale cache, else an empty list', async () => {
    storage.setJSON(key, { lang: 'en', time: 0, data: { list: [valid()] } });
    expect(await loadRemoteMenu(client('/__fault/500'), 'en', 0)).to.deep.equal([valid()]);
    storage.remove(key);
    clearMemoryCache();
    const started = performance.now();
    expect(await loadRemoteMenu(client('/__fault/shape'), 'en', 0)).to.deep.equal([]);
    expect(performance.now() - started).to.be.greaterThan(2900); // 3 retries at 1 s
  });

  it('a cached entry in another language is dropped and refetched; non-main sites append the site id', async () => {
    storage.setJSON(`${key}_106`, { lang: 'zh', time: Date.now(), data: { list: [valid({ code: 'zh-only' })] } });
    const list = await loadRemoteMenu(client(), 'en', 106) as Array<{ code: string }>;
    expect(list.map((i) => i.code)).to.not.include('zh-only');
    expect(readEntry(`${key}_106`)!.lang).to.equal('en');
    storage.remove(`${key}_106`);
  });
});
