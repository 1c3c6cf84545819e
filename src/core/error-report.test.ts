import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DEFAULT_CONFIG } from './config';
import { loadFailureReporter, type ErrorReport, type ErrorReporter } from './error-report';
import type { PageConfig } from './types';

describe('the error reporter, of parts that did not load (issue 29)', () => {
  afterEach(() => sinon.restore());

  const withReporter = (errorReporter?: ErrorReporter) => ({ ...DEFAULT_CONFIG, errorReporter }) as PageConfig;

  it('hears of each part once per page view, with what, why and where', () => {
    const reports: ErrorReport[] = [];
    const report = loadFailureReporter(() => withReporter((r) => reports.push(r)));
    const refused = new TypeError('Failed to fetch dynamically imported module: https://cdn.example/classic/ex-footer-x.js');
    report('<ex-footer>', refused);
    report('<ex-footer>', refused); // the view asked for again
    report('the de catalog', new Error('lost'));
    expect(reports.map((r) => r.kind === 'load-failed' && r.part)).to.deep.equal(['<ex-footer>', 'the de catalog']);
    expect(reports[0]).to.deep.include({ source: 'ex-elements', kind: 'load-failed', page: location.href });
    expect(reports[0].message).to.equal(`<ex-footer> did not load: ${String(refused)}`);
  });

  it('sends nothing without a reporter, and a reporter configured later still hears of the part', () => {
    let config = withReporter();
    const report = loadFailureReporter(() => config);
    const beacon = sinon.stub(navigator, 'sendBeacon').returns(true);
    report('<ex-footer>', new Error('lost'));
    expect(beacon.called).to.equal(false);
    config = withReporter('/errors');
    report('<ex-footer>', new Error('lost'));
    expect(beacon.calledOnceWith('/errors')).to.equal(true);
  });
});
