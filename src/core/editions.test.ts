import { expect } from '@open-wc/testing';
import { EDITIONS, editionFor } from './editions';

describe('edition table', () => {
  it('has the eleven site ids of §1 plus testnet', () => {
    const ids = EDITIONS.filter((e) => e.key !== 'testnet').map((e) => e.siteId).sort((a, b) => a - b);
    expect(ids).to.deep.equal([0, 11, 14, 71, 83, 106, 153, 177, 181, 182, 232]);
    expect(editionFor(0, { testnet: true }).key).to.equal('testnet');
  });

  it('gives each edition its default trade pair (§2)', () => {
    const pair = (id: number) => editionFor(id).tradePair;
    expect([pair(0), pair(177), pair(153), pair(106), pair(83), pair(181)])
      .to.deep.equal(['BTC_USDT', 'BTC_TRY', 'BTC_SGD', 'BTC_USDC', 'BTC_JPY', 'BTC_AED']);
  });

  it('hides social icons for SG, BS, UK, AU, JP and UAE (§6)', () => {
    const hidden = EDITIONS.filter((e) => !e.socialIcons).map((e) => e.siteId).sort((a, b) => a - b);
    expect(hidden).to.deep.equal([11, 14, 83, 153, 181, 182]);
  });

  it('spot sites are main, UK, US, UAE, AU (§9)', () => {
    const spot = EDITIONS.filter((e) => e.spotSite && e.key !== 'testnet').map((e) => e.key).sort();
    expect(spot).to.deep.equal(['au', 'main', 'uae', 'uk', 'us']);
  });

  it('an unknown site id is the main edition', () => {
    expect(editionFor(999).key).to.equal('main');
    expect(editionFor(undefined).key).to.equal('main');
  });
});
