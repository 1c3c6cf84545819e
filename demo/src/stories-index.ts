// Every surface's stories, one line each.
import { announcementStories } from '../../src/ui/announcement/stories';
import { cookieNoticeStories } from '../../src/ui/cookie-notice/stories';
import { reminderStories } from '../../src/ui/reminders/stories';
import { marketStories } from '../../src/ui/markets/stories';
import { headerStories } from '../../src/ui/header/stories';
import { alphaStories } from '../../src/ui/alpha/stories';
import { footerStories } from '../../src/ui/footer/stories';
import { appBannerStories } from '../../src/ui/app-banner/stories';
import { searchModalStories } from '../../src/ui/search-modal/stories';
import { headerAccountStories } from '../../src/ui/header-account/stories';
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
