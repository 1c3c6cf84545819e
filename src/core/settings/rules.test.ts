import { expect } from '@open-wc/testing';
import { DEFAULT_CONFIG, mergeConfig } from '../config';
import { defaultRiseColour, initialSettings, resolveFiat, resolveReftime, resolveRiseColour, resolveTheme, timezoneParam } from './rules';

describe('stored settings rules', () => {
  it('rise colour: red-up for Chinese, green-up otherwise, when no cookie (§4, §9)', () => {
    expect(defaultRiseColour('zh')).to.equal('risered');
    expect(defaultRiseColour('tw')).to.equal('risered');
    expect(defaultRiseColour('en')).to.equal('risegreen');
    expect(defaultRiseColour('tr')).to.equal('risegreen');
    expect(resolveRiseColour(0, undefined, 'zh')).to.equal('risered');
    expect(resolveRiseColour(0, 'risegreen', 'zh')).to.equal('risegreen');
    expect(resolveRiseColour(0, 'bogus', 'en')).to.equal('risegreen');
  });

  it('the US edition is forced to green-up and 24h (§4)', () => {
    expect(resolveRiseColour(232, 'risered', 'zh')).to.equal('risegreen');
    expect(resolveReftime(232, 'utc8')).to.equal('24h');
    expect(resolveReftime(0, 'utc8')).to.equal('utc8');
  });

  it('UTC+8 is not offered in Japan and the UAE (§6)', () => {
    expect(resolveReftime(83, 'utc8')).to.equal('24h');
    expect(resolveReftime(181, 'utc8')).to.equal('24h');
    expect(resolveReftime(83, 'utc0')).to.equal('utc0');
  });

  it('fiat: user or common curr_fiat wins; a closed rate switch gives none (§4)', () => {
    const config = mergeConfig(DEFAULT_CONFIG, { common: { curr_fiat: 'EUR' } });
    expect(resolveFiat(config, { fiat: 'GBP' })).to.equal('EUR');
    expect(resolveFiat(mergeConfig(config, { user: { curr_fiat: 'TRY' } }), {})).to.equal('TRY');
    expect(resolveFiat(DEFAULT_CONFIG, { fiat: 'GBP' })).to.equal('GBP');
    expect(resolveFiat(DEFAULT_CONFIG, {})).to.equal('USD');
    expect(resolveFiat(config, { rateSwitch: '0' })).to.equal('');
  });

  it('theme: an explicit choice wins over the page default', () => {
    const dark = mergeConfig(DEFAULT_CONFIG, { theme: 'dark' });
    expect(resolveTheme(dark, {})).to.equal('dark');
    expect(resolveTheme(dark, { theme: 'light', changeSkin: '1' })).to.equal('light');
    expect(resolveTheme(dark, { theme: 'light' })).to.equal('dark');
    expect(resolveTheme(DEFAULT_CONFIG, {})).to.equal('light');
  });

  it('initial settings combine config and persisted values', () => {
    const s = initialSettings(mergeConfig(DEFAULT_CONFIG, { lang: 'zh', siteId: 0 }), { reftime: 'utc0' });
    expect(s).to.deep.equal({ theme: 'light', riseColour: 'risered', reftime: 'utc0', fiat: 'USD', locale: 'zh' });
  });

  it('the timezone parameter is empty for 24h or unset (§7)', () => {
    expect(timezoneParam('24h')).to.equal('');
    expect(timezoneParam(undefined)).to.equal('');
    expect(timezoneParam('utc8')).to.equal('utc8');
  });
});
