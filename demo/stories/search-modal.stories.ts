// The stories of <ex-search-modal> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { frame, PHONE, renderTag } from './workshop';

const meta = {
  title: 'Search modal (built-in fallback)',
  id: 'search-modal',
  component: 'ex-search-modal',
  render: renderTag('ex-search-modal'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Builtin: Story = {
  name: 'No search application configured: the built-in search',
  args: {  },
  render: renderTag('ex-search-modal', '(press / or Ctrl+K, or click the box)'),
  parameters: { docs: frame(640) },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: {  },
  render: renderTag('ex-search-modal', '(press / or Ctrl+K, or click the box)'),
  parameters: { docs: frame(640) },
  globals: PHONE,
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  args: {  },
  render: renderTag('ex-search-modal', '(press / or Ctrl+K, or click the box)'),
  parameters: { ex: { config: { lang: 'ar' } }, docs: frame(640) },
};

export const FlagOff: Story = {
  name: 'Search flag off: nothing',
  args: {  },
  render: renderTag('ex-search-modal', '(nothing above: the page turned the search flag off)'),
  parameters: { ex: { config: { flags: { search: false } } } },
};
