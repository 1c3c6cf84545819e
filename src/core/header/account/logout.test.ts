import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { apiClient } from '../../api/client';
import { DEFAULT_CONFIG } from '../../config';
import { navigation } from '../../navigation';
import { cookies } from '../../persist';
import { logout, type LogoutDetail } from './logout';

const client = (apiBase = '') => apiClient({ apiBase, lang: 'en', csrf: DEFAULT_CONFIG.csrf });

describe('logout', () => {
  let assign: sinon.SinonStub;
  beforeEach(() => {
    assign = sinon.stub(navigation, 'assign');
    cookies.set('pver', 'p1');
    cookies.set('sign', 's1');
    cookies.set('csrftoken', 'test-token'); // the mock checks the CSRF header on POST
  });
  afterEach(() => {
    sinon.restore();
    cookies.remove('pver');
    cookies.remove('sign');
  });

  it('this device: the logout call, pver and sign cleared, ex-logout, then {prefix}/login', async () => {
    const api = client();
    const request = sinon.spy(api, 'request');
    const announced: LogoutDetail[] = [];
    const result = await logout('this', { api, prefix: '/zh', announce: (d) => { announced.push(d); return true; } });
    expect(result).to.deep.equal({ ok: true, redirected: true });
    expect(request.firstCall.args[0]).to.equal('logout');
    expect(cookies.get('pver')).to.equal(undefined);
    expect(cookies.get('sign')).to.equal(undefined);
    expect(announced).to.deep.equal([{ scope: 'this', href: '/zh/login' }]);
    expect(assign.calledOnceWith('/zh/login')).to.equal(true);
    // the cookies were gone before the redirect
    expect(assign.calledAfter(request)).to.equal(true);
  });

  it('all devices uses logoutAll', async () => {
    const api = client();
    const request = sinon.spy(api, 'request');
    await logout('all', { api, prefix: '', announce: () => true });
    expect(request.firstCall.args[0]).to.equal('logoutAll');
    expect(assign.calledOnceWith('/login')).to.equal(true);
  });

  it('a host that cancels ex-logout routes itself: no redirect', async () => {
    const result = await logout('this', { api: client(), prefix: '', announce: () => false });
    expect(result).to.deep.equal({ ok: true, redirected: false });
    expect(assign.called).to.equal(false);
    expect(cookies.get('pver')).to.equal(undefined);
  });

  it('a failed call is logged and the flow goes on (§8): cookies cleared, ex-logout, the login page', async () => {
    for (const fault of ['500', 'code']) {
      cookies.set('pver', 'p1');
      assign.resetHistory();
      const announce = sinon.spy((_detail: LogoutDetail) => true);
      const result = await logout('this', { api: client(`/__fault/${fault}`), prefix: '/ja', announce });
      expect(result, fault).to.deep.equal({ ok: false, redirected: true });
      expect(cookies.get('pver'), fault).to.equal(undefined);
      expect(cookies.get('sign'), fault).to.equal(undefined);
      expect(announce.calledOnceWith({ scope: 'this', href: '/ja/login' }), fault).to.equal(true);
      expect(assign.calledOnceWith('/ja/login'), fault).to.equal(true);
    }
  });
});
