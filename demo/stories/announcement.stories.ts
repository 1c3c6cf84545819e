// The stories of <ex-announcement-bar> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { DISMISSED_KEY } from '../../src/core/announcement';
import { faultHandlers } from '../mock/handlers.mjs';
import { PHONE, renderTag } from './workshop';

const meta = {
  title: 'Announcement bar',
  id: 'announcement',
  component: 'ex-announcement-bar',
  render: renderTag('ex-announcement-bar'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Home: Story = {
  name: 'Home page',
  args: { 'page-path': '/' },
};

export const Wallet: Story = {
  name: 'Wallet page (/myaccount/myfunds)',
  args: { 'page-path': '/myaccount/myfunds' },
};

export const Marquee: Story = {
  name: 'Narrow screen: marquee with pause',
  args: { 'page-path': '/' },
  globals: PHONE,
};

export const OtherPage: Story = {
  name: 'Other page: hidden',
  args: { 'page-path': '/trade/BTC_USDT' },
  render: renderTag('ex-announcement-bar', '(nothing above: the bar shows only on the home and wallet pages)'),
};

export const Dismissed: Story = {
  name: 'Dismissed before: hidden',
  args: { 'page-path': '/' },
  render: renderTag('ex-announcement-bar', '(nothing above: this announcement was dismissed)'),
  parameters: { ex: { storage: { [DISMISSED_KEY]: ['ann-2026-11'] } } },
};

export const Failed: Story = {
  name: 'API failure: hidden, no error',
  args: { 'page-path': '/' },
  render: renderTag('ex-announcement-bar', '(nothing above: the call failed and the spec’s fallback is no announcement)'),
  parameters: { msw: { handlers: { fault: faultHandlers('500', 'fullsiteBulletin') } } },
};
