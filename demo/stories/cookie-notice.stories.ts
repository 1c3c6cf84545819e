// The stories of <ex-cookie-notice> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { ACCEPTED_KEY } from '../../src/core/cookie-notice';
import { frame, PHONE, renderTag } from './workshop';

const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

const meta = {
  title: 'Cookie notice',
  id: 'cookie-notice',
  component: 'ex-cookie-notice',
  render: renderTag('ex-cookie-notice'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const EuHome: Story = {
  name: 'EU home page, never accepted',
  args: { 'site-id': 106, 'page-path': '/' },
  parameters: { docs: frame(220) },
};

export const EuItalian: Story = {
  name: 'EU home page in Italian',
  args: { 'site-id': 106, lang: 'it', 'page-path': '/it' },
  parameters: { docs: frame(220) },
};

export const Mobile: Story = {
  name: 'EU home page on a phone',
  args: { 'site-id': 106, 'page-path': '/' },
  parameters: { docs: frame(320) },
  globals: PHONE,
};

export const Expired: Story = {
  name: 'Accepted 91 days ago: shown again',
  args: { 'site-id': 106, 'page-path': '/' },
  parameters: { ex: { storage: { [ACCEPTED_KEY]: String(now() - 91 * DAY) } }, docs: frame(220) },
};

export const Accepted: Story = {
  name: 'Accepted 10 days ago: hidden',
  args: { 'site-id': 106, 'page-path': '/' },
  render: renderTag('ex-cookie-notice', '(no notice: accepted within 90 days)'),
  parameters: { ex: { storage: { [ACCEPTED_KEY]: String(now() - 10 * DAY) } } },
};

export const Global: Story = {
  name: 'Global edition: hidden',
  args: { 'site-id': 0, 'page-path': '/' },
  render: renderTag('ex-cookie-notice', '(no notice outside the EU edition)'),
};
