import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { BUILD_NUMBER, createApiClient, isSuperseded, PREFETCH_KEEP_MS, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './client';
import { DEFAULT_ACCOUNT_MODE, ENDPOINTS, type EndpointName } from './endpoints';
import { frames, turn, watchRequests, type WatchedRequests } from '../../testing/settle';
import { FAULT_HOLD_MS } from '../../testing/mock-faults';

const csrf = { cookie: 'csrftoken', header: 'csrftoken' };
const client = (o: Partial<ApiClientOptions> = {}) => createApiClient({ apiBase: '', lang: 'en', csrf, ...o });
let probeCount = 0;
const probe = () => `p${Date.now()}-${++probeCount}`;

interface Logged { method: string; path: string; query: Record<string, string>; headers: Record<string, string> }
async function logged(id: string): Promise<Logged[]> {
  const answer = await (await fetch('/__mock/log')).json() as { data: Logged[] };
  return answer.data.filter((e) => e.query?.probe === id);
}

describe('API client', () => {
  // some tests count this page's own requests: keep every entry (the browser keeps 250 by default)
  before(() => performance.setResourceTimingBufferSize(100_000));
  beforeEach(() => { document.cookie = 'csrftoken=t0k3n; path=/'; });
  afterEach(() => { document.cookie = 'csrftoken=; path=/; max-age=0'; sinon.restore(); });

  it('sends credentials, the CSRF header from the cookie, and the app headers where §7 says', async () => {
    const id = probe();
    await client({ lang: 'tr' }).call('commonTabs', { params: { area: 'web_trade', probe: id } });
    const [entry] = await logged(id);
    expect(entry.headers.csrftoken).to.equal('t0k3n');
    expect(entry.headers['app-language']).to.equal('tr');
    expect(entry.headers['app-type']).to.equal('web');
    expect(entry.headers['build-number']).to.equal(BUILD_NUMBER);
    expect(entry.headers.accept).to.equal('application/json');
    expect(BUILD_NUMBER).to.equal('20250923');
    expect(entry.query.area).to.equal('web_trade');

    const plain = probe();
    await client().call('fiatRates', { params: { probe: plain } });
    const [other] = await logged(plain);
    expect(other.headers).to.not.have.property('build-number');
    expect(other.headers.csrftoken).to.equal('t0k3n');
  });

  it('a POST passes the CSRF check only with the header', async () => {
    const ok = await client().request('heraldRead', { body: { msg_type: 'announce' } });
    expect(ok.ok).to.be.true;
    document.cookie = 'csrftoken=; path=/; max-age=0';
    const refused = await client().request('heraldRead', { body: { msg_type: 'announce' } });
    expect(refused.ok).to.be.false;
  });

  it('returns the answer data on success', async () => {
    const rates = await client().call('fiatRates');
    expect(rates.USD).to.equal(1);
    const bulletin = await client().call('bulletin');
    expect(bulletin).to.include.keys('content_id', 'content');
  });

  it('a timeout gives the fallback (default 4000 ms)', async function () {
    this.timeout(10000);
    expect(REQUEST_TIMEOUT_MS).to.equal(4000);
    const started = performance.now();
    const result = await client({ apiBase: '/__fault/timeout' }).request('heraldTabs');
    const elapsed = performance.now() - started;
    expect(result).to.include({ ok: false });
    expect(result.data).to.deep.equal([]);
    expect(elapsed).to.be.within(3900, FAULT_HOLD_MS - 500); // the client's own timeout, not the mock's answer
  });

  it('the timeout covers the body too: one that stalls after the headers gives the fallback', async function () {
    this.timeout(10000);
    const started = performance.now();
    const result = await client({ apiBase: '/__fault/stall' }).request('heraldTabs');
    expect(result).to.include({ ok: false });
    expect(result.data).to.deep.equal([]);
    expect(performance.now() - started).to.be.within(3900, FAULT_HOLD_MS - 500); // not the rest of the body
  });

  it('every call falls back per §8 on HTTP 500, non-JSON, wrong shapes and codes', async function () {
    this.timeout(20000);
    const dataCalls = (Object.keys(ENDPOINTS) as EndpointName[])
      .filter((n) => !['heraldRead', 'logout', 'logoutAll', 'headerMenu'].includes(n));
    for (const kind of ['500', 'garbage', 'shape', 'code']) {
      const api = client({ apiBase: `/__fault/${kind}` });
      for (const name of dataCalls) {
        const result = await api.request(name);
        expect(result.ok, `${name} ${kind}`).to.be.false;
        expect(result.data, `${name} ${kind}`).to.deep.equal(ENDPOINTS[name].fallback());
      }
    }
    expect(await client({ apiBase: '/__fault/500' }).call('accountMode')).to.deep.equal(DEFAULT_ACCOUNT_MODE());
    expect(await client({ apiBase: '/__fault/code' }).call('futures')).to.deep.equal({});
    expect(await client({ apiBase: '/__fault/500' }).call('heraldRecords')).to.deep.equal({ list: [], total: 0, unread_num: 0, page: 1, size: 10 });
  });

  it('an array from cross_margin/info counts as empty (§7)', () => {
    expect(ENDPOINTS.crossMarginInfo.accept([])).to.deep.equal({});
    expect(ENDPOINTS.crossMarginInfo.accept({ crossMarginUid: 5 })).to.deep.equal({ crossMarginUid: 5 });
  });

  it('a bulletin whose link is not a string keeps its text, without a link', () => {
    for (const link of [42, true, [], {}, null]) {
      expect(ENDPOINTS.bulletin.accept({ content_id: 7, content: 'Hello', link }), JSON.stringify(link))
        .to.deep.equal({ content_id: 7, content: 'Hello', link: undefined });
    }
    expect(ENDPOINTS.bulletin.accept({ content_id: 7, content: 'Hello', link: '/fee' })).to.deep.equal({ content_id: 7, content: 'Hello', link: '/fee' });
    expect(ENDPOINTS.bulletin.accept({ content: 'Hello', link: '/fee' }), 'no id: no announcement').to.equal(null);
  });

  it('the remote menu retries 3 times at 1 s, then gives an empty list (§7)', async function () {
    this.timeout(10000);
    const id = probe();
    const requests = watchRequests();
    const started = performance.now();
    const list = await client({ apiBase: '/__fault/500' }).call('headerMenu', { params: { probe: id } });
    expect(list).to.deep.equal({ list: [] });
    // counted by this page's own fetches (the mock's log is shared with the test files running
    // beside this one; WebKit leaves no resource entry for an error answer whose body it cancelled)
    await requests.ended(`probe=${id}`, { atLeast: 4, timeout: 5000 }); // every request the client made has ended, a fifth too
    expect(requests.urls(`probe=${id}`)).to.have.length(4);
    expect(performance.now() - started).to.be.at.least(3000);
  });

  it('a newer keyed request aborts the one it supersedes, whose answer is never delivered', async () => {
    const api = client();
    const older = api.call('heraldTabs', { key: 'tabs', params: { fault: 'timeout' } });
    const newer = api.call('heraldTabs', { key: 'tabs' });
    let olderError: unknown;
    await older.catch((e) => { olderError = e; });
    expect(isSuperseded(olderError)).to.be.true;
    expect((await newer).length).to.be.greaterThan(0);
  });

  it('a caller signal aborts its request', async () => {
    const controller = new AbortController();
    const pending = client().call('heraldTabs', { signal: controller.signal, params: { fault: 'timeout' } });
    controller.abort(new DOMException('gone', 'AbortError'));
    let error: unknown;
    await pending.catch((e) => { error = e; });
    expect((error as Error).name).to.equal('AbortError');
  });

  it('identical GETs in flight share one request', async () => {
    const id = probe();
    const api = client();
    const [a, b] = await Promise.all([api.call('fiatRates', { params: { probe: id } }), api.call('fiatRates', { params: { probe: id } })]);
    expect(a).to.equal(b);
    expect(await logged(id)).to.have.length(1);
  });

  describe('prefetch', () => {
    /** Resolves once the probe's request has ended in the page (its answer read, or cancelled), and its handlers have run. */
    const answered = (requests: WatchedRequests, id: string) => requests.ended(`probe=${id}`, { atLeast: 1, timeout: 5000 });

    it('identical calls take a prefetched answer for the keep time; then they ask again', async () => {
      // within the keep time: the default minute, which no busy machine spends between these steps
      expect(PREFETCH_KEEP_MS).to.equal(60_000);
      const id = probe();
      const api = client();
      const requests = watchRequests();
      api.prefetch('fiatRates', { params: { probe: id } });
      await answered(requests, id);
      expect(await logged(id)).to.have.length(1);
      expect((await api.call('fiatRates', { params: { probe: id } })).USD).to.equal(1);
      await turn(); // another task, as a second element's first render
      await api.call('fiatRates', { params: { probe: id } });
      expect(await logged(id)).to.have.length(1);
      // past it: a short keep time, waited out
      const keepMs = 300;
      const late = probe();
      const quick = client({ prefetchKeepMs: keepMs });
      quick.prefetch('fiatRates', { params: { probe: late } });
      await quick.call('fiatRates', { params: { probe: late } }); // the prefetched answer: its keep time runs from now
      expect(await logged(late)).to.have.length(1);
      await new Promise((r) => setTimeout(r, keepMs + 100)); // a timer made after the keep's, longer: it fires after
      await quick.call('fiatRates', { params: { probe: late } });
      expect(await logged(late)).to.have.length(2);
    });

    it('the request leaves before prefetch returns: the classic script is still running then', async () => {
      const id = probe();
      const requests = watchRequests();
      client().prefetch('fiatRates', { params: { probe: id } });
      expect(requests.urls('')).to.have.length(1);
      expect(requests.urls('')[0]).to.contain(`probe=${id}`);
      await answered(requests, id);
      expect(await logged(id)).to.have.length(1);
    });

    it('a call while the prefetch is in flight joins it', async () => {
      const id = probe();
      const api = client();
      api.prefetch('fiatRates', { params: { probe: id } });
      api.prefetch('fiatRates', { params: { probe: id } });
      expect((await api.call('fiatRates', { params: { probe: id } })).USD).to.equal(1);
      expect(await logged(id)).to.have.length(1);
    });

    it('a failed prefetch is not kept: the call asks again', async () => {
      const id = probe();
      const api = client({ apiBase: '/__fault/500' });
      const requests = watchRequests();
      api.prefetch('fiatRates', { params: { probe: id } });
      await answered(requests, id);
      await api.call('fiatRates', { params: { probe: id } });
      expect(await logged(id)).to.have.length(2);
    });

    it('a POST is never prefetched', async () => {
      const before = performance.getEntriesByType('resource').filter((e) => e.name.includes('/herald/msg/read')).length;
      const requests = watchRequests();
      client().prefetch('heraldRead');
      await frames(); // a prefetch's request leaves before it returns: by now one would have ended too
      expect(requests.urls('/herald/msg/read')).to.deep.equal([]);
      expect(performance.getEntriesByType('resource').filter((e) => e.name.includes('/herald/msg/read'))).to.have.length(before);
    });
  });
});
