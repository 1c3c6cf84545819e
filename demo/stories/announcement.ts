import type { StoryGroup } from '../src/story';
import { DISMISSED_KEY } from '../../src/core/announcement';

export const announcementStories: StoryGroup = {
  surface: 'announcement',
  title: 'Announcement bar',
  tag: 'ex-announcement-bar',
  stories: [
    { id: 'home', name: 'Home page', html: '<ex-announcement-bar page-path="/"></ex-announcement-bar>' },
    { id: 'wallet', name: 'Wallet page (/myaccount/myfunds)', html: '<ex-announcement-bar page-path="/myaccount/myfunds"></ex-announcement-bar>' },
    { id: 'marquee', name: 'Narrow screen: marquee with pause', width: 375, html: '<ex-announcement-bar page-path="/"></ex-announcement-bar>' },
    { id: 'other-page', name: 'Other page: hidden', html: '<ex-announcement-bar page-path="/trade/BTC_USDT"></ex-announcement-bar><p>(nothing above: the bar shows only on the home and wallet pages)</p>' },
    { id: 'dismissed', name: 'Dismissed before: hidden', storage: { [DISMISSED_KEY]: ['ann-2026-11'] },
      html: '<ex-announcement-bar page-path="/"></ex-announcement-bar><p>(nothing above: this announcement was dismissed)</p>' },
    { id: 'failed', name: 'API failure: hidden, no error', fault: { kind: '500', path: 'fullsiteBulletin' },
      html: '<ex-announcement-bar page-path="/"></ex-announcement-bar><p>(nothing above: the call failed and the spec’s fallback is no announcement)</p>' },
  ],
};
