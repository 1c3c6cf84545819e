import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { onDemand, reportLoadFailures } from './loader';

describe('onDemand (the one loader of code and data on demand)', () => {
  afterEach(() => sinon.restore());

  it('loads once however often it is warmed or asked for at the same time, and keeps the value', async () => {
    let calls = 0;
    const part = onDemand('a part', async () => ({ n: ++calls }));
    expect(part.value).to.equal(undefined);
    const [a, b] = await Promise.all([part.load(), part.load(), part.warm(), part.warm()]);
    expect(calls).to.equal(1);
    expect(a).to.equal(b);
    expect(part.value).to.equal(a);
    expect(await part.load()).to.equal(a);
    expect(calls).to.equal(1);
  });

  it('a failed load is tried again (the header-lazy case: warmed twice, then twice more)', async () => {
    let calls = 0;
    const part = onDemand('a part', () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true })));
    sinon.stub(console, 'warn');
    void part.warm();
    void part.warm();
    await new Promise((r) => setTimeout(r));
    expect(calls).to.equal(1);
    void part.warm();
    void part.warm();
    await new Promise((r) => setTimeout(r));
    expect(calls).to.equal(2);
    expect(part.value).to.deep.equal({ ok: true });
  });

  it('a failure is warned once, rejects its callers, and leaves no value until a later use loads', async () => {
    const warn = sinon.stub(console, 'warn');
    let fail = true;
    const part = onDemand('the QR encoder', () => (fail ? Promise.reject(new Error('chunk lost')) : Promise.resolve(42)));
    const results = await Promise.allSettled([part.load(), part.load()]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    await part.warm(); // settles, never throws
    expect(warn.callCount).to.equal(2); // once per failed load, not per caller
    expect(String(warn.firstCall.args[0])).to.contain('the QR encoder did not load');
    expect(part.value).to.equal(undefined);
    fail = false;
    expect(await part.load()).to.equal(42);
  });

  it('reports each failed load, with what and why, to the page\'s reporter (issue 29: a refused chunk)', async () => {
    sinon.stub(console, 'warn');
    const reported: Array<[string, unknown]> = [];
    reportLoadFailures((name, error) => reported.push([name, error]));
    const refused = new TypeError('Failed to fetch dynamically imported module');
    let fail = true;
    const part = onDemand('<ex-footer>', () => (fail ? Promise.reject(refused) : Promise.resolve('view')));
    await part.warm();
    await part.warm();
    fail = false;
    await part.load();
    reportLoadFailures(() => {});
    expect(reported).to.deep.equal([['<ex-footer>', refused], ['<ex-footer>', refused]]);
  });

  it('tells its subscribers when the value arrives', async () => {
    const part = onDemand('a part', async () => 'loaded');
    const seen: Array<string | undefined> = [];
    const stop = part.subscribe(() => seen.push(part.value));
    await part.load();
    stop();
    expect(seen).to.deep.equal(['loaded']);
  });
});
