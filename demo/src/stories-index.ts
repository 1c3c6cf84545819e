// Every surface's stories, one line each.
import { announcementStories } from '../stories/announcement';
import { cookieNoticeStories } from '../stories/cookie-notice';
import { reminderStories } from '../stories/reminders';
import { marketStories } from '../stories/markets';
import { headerStories } from '../stories/header';
import { alphaStories } from '../stories/alpha';
import { footerStories } from '../stories/footer';
import { appBannerStories } from '../stories/app-banner';
import { searchModalStories } from '../stories/search-modal';
import { headerAccountStories } from '../stories/header-account';
import type { StoryGroup } from './story';

export const storyGroups: StoryGroup[] = [
  announcementStories,
  cookieNoticeStories,
  reminderStories,
  marketStories,
  headerStories,
  alphaStories,
  footerStories,
  appBannerStories,
  searchModalStories,
  headerAccountStories,
];
