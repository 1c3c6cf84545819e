import type { StoryGroup } from '../src/story';
import { ACCEPTED_KEY } from '../../src/core/cookie-notice';

const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

export const cookieNoticeStories: StoryGroup = {
  surface: 'cookie-notice',
  title: 'Cookie notice',
  tag: 'ex-cookie-notice',
  stories: [
    { id: 'eu-home', name: 'EU home page, never accepted', minHeight: 220, html: '<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>' },
    { id: 'eu-italian', name: 'EU home page in Italian', minHeight: 220, html: '<ex-cookie-notice site-id="106" lang="it" page-path="/it"></ex-cookie-notice>' },
    { id: 'mobile', name: 'EU home page on a phone', width: 375, minHeight: 320, html: '<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>' },
    { id: 'expired', name: 'Accepted 91 days ago: shown again', minHeight: 220, storage: { [ACCEPTED_KEY]: String(now() - 91 * DAY) },
      html: '<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice>' },
    { id: 'accepted', name: 'Accepted 10 days ago: hidden', storage: { [ACCEPTED_KEY]: String(now() - 10 * DAY) },
      html: '<ex-cookie-notice site-id="106" page-path="/"></ex-cookie-notice><p>(no notice: accepted within 90 days)</p>' },
    { id: 'global', name: 'Global edition: hidden', html: '<ex-cookie-notice site-id="0" page-path="/"></ex-cookie-notice><p>(no notice outside the EU edition)</p>' },
  ],
};
