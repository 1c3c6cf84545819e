// The stories of <ex-footer> (Storybook CSF 3): controls and docs from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { COMPLIANCE_KEYS } from '../../src/core/compliance';
import { EDITIONS } from '../../src/core/editions';
import { element, PHONE, renderTag } from './workshop';

/** The eleven editions, each footer with its own site-id (DESIGN.md §2: side by side on one page). */
function allEditions(): HTMLElement {
  const page = document.createElement('div');
  for (const e of EDITIONS.filter((edition) => edition.key !== 'testnet')) {
    const caption = document.createElement('p');
    caption.textContent = `${e.name} · site ${e.siteId}`;
    page.append(caption, element('ex-footer', { 'site-id': e.siteId }));
  }
  return page;
}

const meta = {
  title: 'Footer',
  id: 'footer',
  component: 'ex-footer',
  render: renderTag('ex-footer'),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Global: Story = {
  name: 'Global (site 0), or the toolbar’s edition',
  args: {},
};

export const GlobalMobile: Story = {
  name: 'Global on a phone: accordion, social icons, language and fiat',
  args: {},
  globals: PHONE,
};

export const GlobalChinese: Story = {
  name: 'Global in Chinese (/p2p/merchant)',
  args: { lang: 'zh' },
};

export const Turkey: Story = {
  name: 'Turkey (177) in Turkish: market sentiment, -to-try, contact',
  args: { 'site-id': 177, lang: 'tr' },
};

export const TurkeyMobile: Story = {
  name: 'Turkey on a phone',
  args: { 'site-id': 177, lang: 'tr' },
  globals: PHONE,
};

export const EuItalian: Story = {
  name: 'EU (106) in Italian: regulatory statement in Italian',
  args: { 'site-id': 106, lang: 'it' },
};

export const EuItalianMobile: Story = {
  name: 'EU in Italian on a phone',
  args: { 'site-id': 106, lang: 'it' },
  globals: PHONE,
};

export const EuEnglish: Story = {
  name: 'EU (106) in German: statement in English',
  args: { 'site-id': 106, lang: 'de' },
};

export const UaeArabic: Story = {
  name: 'UAE (181) in Arabic, right to left',
  args: { 'site-id': 181, lang: 'ar' },
};

export const UaeArabicMobile: Story = {
  name: 'UAE in Arabic on a phone',
  args: { 'site-id': 181, lang: 'ar' },
  globals: PHONE,
};

export const HongKong: Story = {
  name: 'Hong Kong (71): policy PDFs and note',
  args: { 'site-id': 71 },
};

export const America: Story = {
  name: 'America (232): documents, mailto, risk disclaimer',
  args: { 'site-id': 232 },
};

export const Uk: Story = {
  name: 'UK (182): financial-promotion note, no social icons',
  args: { 'site-id': 182 },
};

export const UkLimited: Story = {
  name: 'Global for a UK-limited user: no social icons',
  args: {},
  parameters: { ex: { config: { common: { isUKLimit: true } } } },
};

export const Compliance: Story = {
  name: 'Global with compliance hiding fiat trade, derivatives, web3 and learn',
  args: {},
  parameters: { ex: { config: { compliance: { menuList: [COMPLIANCE_KEYS.fiatTrade, COMPLIANCE_KEYS.derivatives, COMPLIANCE_KEYS.web3, COMPLIANCE_KEYS.learn], businessList: [] } } } },
};

export const AllEditions: Story = {
  name: 'All eleven editions on one page',
  render: () => allEditions(),
  // eleven footers side by side are a sheet to compare, not a page: each is its page's contentinfo
  parameters: { a11y: { config: { rules: [{ id: 'landmark-no-duplicate-contentinfo', enabled: false }] } } },
};
