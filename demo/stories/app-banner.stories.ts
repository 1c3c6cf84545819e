// The stories of <ex-app-banner> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { APP_BANNER_CLOSED_KEY } from '../../src/core/app-banner';
import { PHONE, renderTag } from './workshop';

const meta = {
  title: 'Open-app banner',
  id: 'app-banner',
  component: 'ex-app-banner',
  render: renderTag('ex-app-banner'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Shown',
  args: {  },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: {  },
  globals: PHONE,
};

export const Arabic: Story = {
  name: 'In Arabic, right to left, on a phone',
  args: { lang: 'ar' },
  globals: PHONE,
};

export const Suppressed: Story = {
  name: 'Suppressed by the host: hidden',
  args: { suppressed: true },
  render: renderTag('ex-app-banner', '(nothing above: the suppressed attribute hides the banner)'),
};

export const Closed: Story = {
  name: 'Closed before: hidden',
  args: {  },
  render: renderTag('ex-app-banner', '(nothing above: the visitor closed the banner before)'),
  parameters: { ex: { storage: { [APP_BANNER_CLOSED_KEY]: '1767225600' } } },
};
