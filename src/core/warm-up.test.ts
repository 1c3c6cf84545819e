import { expect } from '@open-wc/testing';
import { waitUntil } from '../testing/wait';
import sinon from 'sinon';
import { watchRequests } from '../testing/settle';
import { clientFor } from './api/client';
import { sanitizer } from './safety';
import { stores } from './stores';
import { warmUp } from './warm-up';

const bulletinRequests = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/fullsiteBulletin')).length;

/** A page holding its config block and `html`, as the classic script finds it when it starts. */
function pageWith(html: string, config = '<script type="application/json" id="ex-config">{}</script>'): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = config + html;
  return doc;
}

describe('warmUp (the classic script starts the first loads of the elements on the page)', () => {
  afterEach(() => sinon.restore());

  it('requests an announcement bar’s bulletin and sanitiser at once; its view’s call takes that answer', async () => {
    const before = bulletinRequests();
    const requests = watchRequests();
    warmUp(pageWith('<ex-announcement-bar page-path="/"></ex-announcement-bar>'));
    await requests.ended('/fullsiteBulletin', { atLeast: 1 }); // every request it started has been answered
    expect(bulletinRequests()).to.equal(before + 1);
    const api = clientFor(stores.config.get(), stores.locale.get());
    expect(await api.call('bulletin')).to.have.property('content_id');
    expect(bulletinRequests()).to.equal(before + 1);
    await waitUntil(() => sanitizer.value, 'the sanitiser did not load');
  });

  it('requests nothing for a bar that will not show on its page (§3), or with no bar at all', async () => {
    const before = bulletinRequests();
    const requests = watchRequests();
    warmUp(pageWith('<ex-announcement-bar page-path="/markets"></ex-announcement-bar><ex-footer></ex-footer>'));
    warmUp(pageWith('<ex-header></ex-header>'));
    await requests.ended('/fullsiteBulletin'); // a prefetch leaves before warmUp returns: one would have ended by now
    expect(requests.urls('/fullsiteBulletin')).to.deep.equal([]);
    expect(bulletinRequests()).to.equal(before);
  });

  it('requests nothing on a page without a config block: it may configure another api-base by script later', async () => {
    const before = bulletinRequests();
    const requests = watchRequests();
    warmUp(pageWith('<ex-announcement-bar page-path="/"></ex-announcement-bar>', ''));
    await requests.ended('/fullsiteBulletin');
    expect(requests.urls('/fullsiteBulletin')).to.deep.equal([]);
    expect(bulletinRequests()).to.equal(before);
  });

  it('asks through the element’s own api-base, as its view will', async () => {
    warmUp(pageWith('<ex-announcement-bar page-path="/myaccount/assets" api-base="/__fault/500"></ex-announcement-bar>'));
    await waitUntil(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/__fault/500/api/web/v1/site/fullsiteBulletin')),
      'no request through the element\'s api-base', { timeout: 5000 });
  });
});
