import { expect } from '@open-wc/testing';
import { storage } from '../../persist';
import { setRateSwitch, setReftime, setRiseColour, stores } from '../../stores';
import { daysUntil, recordCookieWrites } from '../../../testing/cookie-recorder';
import { forgetStoredSettings } from '../../../testing/stored-settings';
import { formatRate } from './settings-actions';

describe('settings actions', () => {
  let rec: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => { rec = recordCookieWrites(); });
  afterEach(() => {
    rec.restore();
    forgetStoredSettings();
  });

  it('rate switch on: USD and the fiat view; off: fiat cleared (§4)', () => {
    expect(setRateSwitch(true)).to.equal(true);
    expect(stores.fiat.get()).to.equal('USD');
    expect(rec.of('curr_fiat')!.value).to.equal('USD');
    expect(setRateSwitch(false)).to.equal(false);
    expect(stores.fiat.get()).to.equal('');
    expect(storage.get('currency_rate_switch')).to.equal('0');
  });

  it('rise colour and time basis cookies: name, value, one year, path /', () => {
    setRiseColour('risered');
    setReftime('utc8');
    const rise = rec.of('market-rise-colour')!;
    expect([rise.value, rise.attributes.path]).to.deep.equal(['risered', '/']);
    expect(daysUntil(rise.attributes.expires)).to.be.closeTo(365, 1);
    const ref = rec.of('market-reftime')!;
    expect([ref.value, ref.attributes.path]).to.deep.equal(['utc8', '/']);
    expect(daysUntil(ref.attributes.expires)).to.be.closeTo(365, 1);
  });

  it('formats rates for display', () => {
    expect(formatRate(0.92, 'en')).to.equal('0.92');
    expect(formatRate(1.3456789, 'en')).to.equal('1.3457');
    expect(formatRate(26350, 'en')).to.equal('26,350');
    expect(formatRate(26350, 'de')).to.equal('26.350');
    expect(formatRate(undefined, 'en')).to.equal('—');
  });
});
