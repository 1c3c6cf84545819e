import type { StoryGroup } from '../src/story';

const panel = '<ex-reminder-panel></ex-reminder-panel>';

export const reminderStories: StoryGroup = {
  surface: 'reminders',
  title: 'Notification (reminder) panel',
  tag: 'ex-reminder-panel',
  stories: [
    { id: 'messages', name: 'Logged in: tabs with badges (99+) and messages', minHeight: 460, html: panel },
    { id: 'mobile', name: 'On a phone', width: 375, minHeight: 460, html: panel },
    { id: 'arabic', name: 'Arabic (right to left)', minHeight: 460, config: { lang: 'ar' }, html: panel },
    { id: 'empty', name: 'No messages in the tab: empty state', minHeight: 460,
      fault: { kind: 'empty', path: 'herald/renew/record' }, html: panel },
    { id: 'failed', name: 'API failure (code 500 answer): no tabs, empty state', minHeight: 460, fault: { kind: 'code', path: 'herald' }, html: panel },
    { id: 'logged-out', name: 'Logged out: nothing, no calls', config: { user: null, common: { is_login: false } },
      html: `${panel}<p>(nothing above: the panel loads only for logged-in visitors)</p>` },
  ],
};
