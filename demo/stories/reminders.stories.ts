// The stories of <ex-reminder-panel> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { faultHandlers } from '../mock/handlers.mjs';
import { frame, PHONE, renderTag } from './workshop';

const meta = {
  title: 'Notification (reminder) panel',
  id: 'reminders',
  component: 'ex-reminder-panel',
  render: renderTag('ex-reminder-panel'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Messages: Story = {
  name: 'Logged in: tabs with badges (99+) and messages',
  args: {  },
  parameters: { docs: frame(460) },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: {  },
  parameters: { docs: frame(460) },
  globals: PHONE,
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  args: {  },
  parameters: { ex: { config: { lang: 'ar' } }, docs: frame(460) },
};

export const Empty: Story = {
  name: 'No messages in the tab: empty state',
  args: {  },
  parameters: { msw: { handlers: { fault: faultHandlers('empty', 'herald/renew/record') } }, docs: frame(460) },
};

export const Failed: Story = {
  name: 'API failure (code 500 answer): no tabs, empty state',
  args: {  },
  parameters: { msw: { handlers: { fault: faultHandlers('code', 'herald') } }, docs: frame(460) },
};

export const LoggedOut: Story = {
  name: 'Logged out: nothing, no calls',
  args: {  },
  render: renderTag('ex-reminder-panel', '(nothing above: the panel loads only for logged-in visitors)'),
  parameters: { ex: { config: { user: null, common: { is_login: false } } } },
};
