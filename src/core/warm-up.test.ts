import { expect } from '@open-wc/testing';
import { waitUntil } from '../testing/wait';
import sinon from 'sinon';
import { watchRequests } from '../testing/settle';
import { clientFor } from './api/client';
import { CACHE_NAMES, clearMemoryCache } from './cache';
import { REMOTE_MENU_LOAD } from './first-loads';
import { editionFor } from './editions';
import { storage } from './persist';
import { sanitizer } from './safety';
import { SSR_DATA_ATTRIBUTE } from './server-marks';
import { configure, stores } from './stores';
import { warmUp } from './warm-up';

const menuRequests = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/headerMenuListV2')).length;
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
    expect(requests.urls('/headerMenuListV2'), 'no remote menu without flags.newMenu (§6)').to.deep.equal([]);
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
    // the fetches made, not resource entries: WebKit may leave none for an error answer whose body is cancelled
    const requests = watchRequests();
    warmUp(pageWith('<ex-announcement-bar page-path="/myaccount/assets" api-base="/__fault/500"></ex-announcement-bar>'));
    await waitUntil(() => requests.urls('/__fault/500/api/web/v1/site/fullsiteBulletin').length > 0, 'no request through the element\'s api-base');
  });

  describe('the header’s remote menu (flags.newMenu, the same first-loads table the server uses)', () => {
    beforeEach(() => {
      configure({ siteId: 0, flags: { newMenu: true } });
      storage.remove(CACHE_NAMES.headerMenu);
      clearMemoryCache();
    });
    afterEach(() => {
      configure({ flags: { newMenu: false } });
      storage.remove(CACHE_NAMES.headerMenu);
      clearMemoryCache();
    });

    it('is requested at once, and its view’s load takes that answer', async () => {
      const before = menuRequests();
      const requests = watchRequests();
      warmUp(pageWith('<ex-header></ex-header>'));
      await requests.ended('/headerMenuListV2', { atLeast: 1 });
      expect(requests.urls('/headerMenuListV2')).to.have.length(1);
      clearMemoryCache(); // the view's own load, as a later page render would make it
      storage.remove(CACHE_NAMES.headerMenu);
      const lang = stores.locale.get();
      const context = { api: clientFor(stores.config.get(), lang), lang, siteId: 0, edition: editionFor(0), flags: stores.config.get().flags };
      expect(REMOTE_MENU_LOAD.when(context)).to.equal(true);
      expect(await REMOTE_MENU_LOAD.load(context)).to.be.an('array').that.is.not.empty;
      expect(menuRequests()).to.equal(before + 1);
    });

    it('is not requested for a server-rendered header (it carries the server’s answer), nor for another edition', async () => {
      const requests = watchRequests();
      warmUp(pageWith(`<ex-header ${SSR_DATA_ATTRIBUTE}="{}"></ex-header><ex-header site-id="106"></ex-header>`));
      await requests.ended('/headerMenuListV2');
      expect(requests.urls('/headerMenuListV2')).to.deep.equal([]);
    });
  });
});
