// The stories of <ex-alpha-list> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { faultHandlers } from '../mock/handlers.mjs';
import { frame, PHONE, renderTag } from './workshop';

const meta = {
  title: 'Alpha token list',
  id: 'alpha',
  component: 'ex-alpha-list',
  render: renderTag('ex-alpha-list'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const List: Story = {
  name: 'All chains (type in the box to search)',
  args: {  },
  parameters: { docs: frame(560) },
};

export const Chain: Story = {
  name: 'One chain chosen (BNB Chain: CJK names)',
  args: { chain: 'bsc' },
  parameters: { docs: frame(560) },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: {  },
  parameters: { docs: frame(600) },
  globals: PHONE,
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  args: {  },
  parameters: { ex: { config: { lang: 'ar' } }, docs: frame(560) },
};

export const Failed: Story = {
  name: 'API failure (code 500 answer): empty state',
  args: {  },
  parameters: { msw: { handlers: { fault: faultHandlers('code', '/apiw/v2/') } }, docs: frame(560) },
};
