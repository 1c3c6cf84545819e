import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DEFAULT_CONFIG, mergeConfig } from '../../config';
import { editionByKey } from '../../editions';
import type { PageConfig } from '../../types';
import { sendReport, type ErrorReport } from '../../error-report';
import { accountSwitchWanted, LIBRARY_CHECK_MS, loadAccountSwitch } from './account-switch';

const SRC = '/__missing__/account-switch.js';
const configWith = (extra: Record<string, unknown>) => ({ ...mergeConfig(DEFAULT_CONFIG, {}), ...extra }) as PageConfig;
const scripts = () => document.querySelectorAll('script[data-ex-account-switch]');

describe('account-switch script', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => { clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); });
  afterEach(() => {
    clock.restore();
    sinon.restore();
    scripts().forEach((s) => s.remove());
    delete (globalThis as Record<string, unknown>).ExAccountSwitchLib;
  });

  it('loads only for logged-in users on the main site, with a script configured (§4)', () => {
    const config = configWith({ accountSwitch: { src: SRC } });
    expect(accountSwitchWanted(config, editionByKey('main'), true)).to.equal(true);
    expect(accountSwitchWanted(config, editionByKey('main'), false)).to.equal(false);
    for (const key of ['us', 'uk', 'jp', 'uae', 'au', 'testnet'] as const) {
      expect(accountSwitchWanted(config, editionByKey(key), true), key).to.equal(false);
    }
    expect(accountSwitchWanted(configWith({}), editionByKey('main'), true)).to.equal(false);
    expect(accountSwitchWanted(configWith({ accountSwitch: { src: 'javascript:alert(1)' } }), editionByKey('main'), true)).to.equal(false);
  });

  it('adds the script once per page', () => {
    const config = configWith({ accountSwitch: { src: SRC } });
    expect(loadAccountSwitch(config, editionByKey('main'), true)).to.equal(true);
    expect(loadAccountSwitch(config, editionByKey('main'), true)).to.equal(false);
    expect(scripts().length).to.equal(1);
    expect((scripts()[0] as HTMLScriptElement).src).to.match(/\/__missing__\/account-switch\.js$/);
    expect(loadAccountSwitch(config, editionByKey('us'), true)).to.equal(false);
  });

  it('reports to the configured reporter when the library is missing after 5 s', async () => {
    const reports: ErrorReport[] = [];
    loadAccountSwitch(configWith({ accountSwitch: { src: SRC, libraryGlobal: 'ExAccountSwitchLib' }, errorReporter: (r: ErrorReport) => reports.push(r) }),
      editionByKey('main'), true);
    await clock.tickAsync(LIBRARY_CHECK_MS - 1);
    expect(reports).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(reports.length).to.equal(1);
    expect(reports[0]).to.deep.include({ source: 'ex-elements', kind: 'account-switch-library', src: SRC });
    expect(reports[0].message).to.contain('ExAccountSwitchLib');
  });

  it('sends nothing when the library arrived in time', async () => {
    const reporter = sinon.spy();
    loadAccountSwitch(configWith({ accountSwitch: { src: SRC, libraryGlobal: 'ExAccountSwitchLib' }, errorReporter: reporter }), editionByKey('main'), true);
    (globalThis as Record<string, unknown>).ExAccountSwitchLib = {};
    await clock.tickAsync(LIBRARY_CHECK_MS);
    expect(reporter.called).to.equal(false);
  });

  it('a reporter URL gets the report as a beacon; no reporter sends nothing', () => {
    const beacon = sinon.stub(navigator, 'sendBeacon').returns(true);
    const fetchSpy = sinon.spy(globalThis, 'fetch');
    const report: ErrorReport = { source: 'ex-elements', kind: 'account-switch-library', message: 'm', src: SRC, page: 'p', at: 1 };
    expect(sendReport('/errors', report)).to.equal(true);
    expect(beacon.calledOnce).to.equal(true);
    expect(beacon.firstCall.args[0]).to.equal('/errors');
    expect(sendReport(undefined, report)).to.equal(false);
    expect(sendReport('javascript:alert(1)', report)).to.equal(false);
    expect(beacon.calledOnce).to.equal(true);
    expect(fetchSpy.called).to.equal(false);
  });
});
