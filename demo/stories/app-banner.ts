import type { StoryGroup } from '../src/story';
import { APP_BANNER_CLOSED_KEY } from '../../src/core/app-banner';

export const appBannerStories: StoryGroup = {
  surface: 'app-banner',
  title: 'Open-app banner',
  tag: 'ex-app-banner',
  stories: [
    { id: 'default', name: 'Shown', html: '<ex-app-banner></ex-app-banner>' },
    { id: 'mobile', name: 'On a phone', width: 375, html: '<ex-app-banner></ex-app-banner>' },
    { id: 'arabic', name: 'In Arabic, right to left, on a phone', width: 375, html: '<ex-app-banner lang="ar"></ex-app-banner>' },
    { id: 'suppressed', name: 'Suppressed by the host: hidden',
      html: '<ex-app-banner suppressed></ex-app-banner><p>(nothing above: the suppressed attribute hides the banner)</p>' },
    { id: 'closed', name: 'Closed before: hidden', storage: { [APP_BANNER_CLOSED_KEY]: '1767225600' },
      html: '<ex-app-banner></ex-app-banner><p>(nothing above: the visitor closed the banner before)</p>' },
  ],
};
