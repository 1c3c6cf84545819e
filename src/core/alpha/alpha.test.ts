import { expect } from '@open-wc/testing';
import { alphaMenu, listedChain, memeboxMenu, searchKeyword } from './alpha';

describe('Alpha rules', () => {
  it('trims keywords; blank is empty', () => {
    expect(searchKeyword('  Pepe \n')).to.equal('Pepe');
    expect(searchKeyword('   ')).to.equal('');
  });

  it('builds the side menu from the MEMEBOX menu, each entry with its tabs', () => {
    const menu = alphaMenu(memeboxMenu({
      market: 'MEMEBOX', title: 'Alpha',
      sub: [
        { market: 'ALPHA_ALLCHAIN' },
        { market: 'sol', title: 'Solana', sub: [{ market: 'sol', title: 'All' }, { market: 'bsc', title: 'BNB' }] },
        { title: 'no code' },
      ],
    }));
    expect(menu).to.deep.equal([
      { code: 'ALPHA_ALLCHAIN', title: '', tabs: [] },
      { code: 'sol', title: 'Solana', tabs: [{ code: 'sol', title: 'All' }, { code: 'bsc', title: 'BNB' }] },
    ]);
  });

  it('without a usable menu, one all-chains entry', () => {
    const all = [{ code: 'ALPHA_ALLCHAIN', title: '', tabs: [] }];
    expect(alphaMenu(undefined)).to.deep.equal(all);
    expect(alphaMenu(memeboxMenu('junk'))).to.deep.equal(all);
    expect(alphaMenu(memeboxMenu({ market: 'MEMEBOX', sub: 'junk' }))).to.deep.equal(all);
  });

  it('lists the chosen tab, else the first tab, else the side entry', () => {
    const entry = { code: 'sol', title: 'Solana', tabs: [{ code: 'sol', title: 'All' }, { code: 'bsc', title: 'BNB' }] };
    expect(listedChain(entry, 'bsc')).to.equal('bsc');
    expect(listedChain(entry, '')).to.equal('sol');
    expect(listedChain(entry, 'gone')).to.equal('sol');
    expect(listedChain({ code: 'eth', title: '', tabs: [] }, '')).to.equal('eth');
  });
});
