// Every surface's stories, one line each.
import { announcementStories } from '../../src/ui/announcement/stories';
import { cookieNoticeStories } from '../../src/ui/cookie-notice/stories';
import type { StoryGroup } from './story';

export const storyGroups: StoryGroup[] = [
  announcementStories,
  cookieNoticeStories,
];
