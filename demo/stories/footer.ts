import type { StoryGroup } from '../src/story';
import { COMPLIANCE_KEYS } from '../../src/core/compliance';
import { EDITIONS } from '../../src/core/editions';

const footer = (siteId: number, lang?: string) =>
  `<ex-footer site-id="${siteId}"${lang ? ` lang="${lang}"` : ''}></ex-footer>`;

/** The eleven editions, each footer with its own site-id (DESIGN.md §2: side by side on one page). */
const allEditions = EDITIONS.filter((e) => e.key !== 'testnet')
  .map((e) => `<p>${e.name} · site ${e.siteId}</p>${footer(e.siteId)}`)
  .join('');

export const footerStories: StoryGroup = {
  surface: 'footer',
  title: 'Footer',
  tag: 'ex-footer',
  stories: [
    { id: 'global', name: 'Global (site 0)', html: footer(0) },
    { id: 'global-mobile', name: 'Global on a phone: accordion, social icons, language and fiat', width: 375, html: footer(0) },
    { id: 'global-chinese', name: 'Global in Chinese (/p2p/merchant)', html: footer(0, 'zh') },
    { id: 'turkey', name: 'Turkey (177) in Turkish: market sentiment, -to-try, contact', html: footer(177, 'tr') },
    { id: 'turkey-mobile', name: 'Turkey on a phone', width: 375, html: footer(177, 'tr') },
    { id: 'eu-italian', name: 'EU (106) in Italian: regulatory statement in Italian', html: footer(106, 'it') },
    { id: 'eu-italian-mobile', name: 'EU in Italian on a phone', width: 375, html: footer(106, 'it') },
    { id: 'eu-english', name: 'EU (106) in German: statement in English', html: footer(106, 'de') },
    { id: 'uae-arabic', name: 'UAE (181) in Arabic, right to left', html: footer(181, 'ar') },
    { id: 'uae-arabic-mobile', name: 'UAE in Arabic on a phone', width: 375, html: footer(181, 'ar') },
    { id: 'hong-kong', name: 'Hong Kong (71): policy PDFs and note', html: footer(71) },
    { id: 'america', name: 'America (232): documents, mailto, risk disclaimer', html: footer(232) },
    { id: 'uk', name: 'UK (182): financial-promotion note, no social icons', html: footer(182) },
    { id: 'uk-limited', name: 'Global for a UK-limited user: no social icons', config: { common: { isUKLimit: true } }, html: footer(0) },
    { id: 'compliance', name: 'Global with compliance hiding fiat trade, derivatives, web3 and learn',
      config: { compliance: { menuList: [COMPLIANCE_KEYS.fiatTrade, COMPLIANCE_KEYS.derivatives, COMPLIANCE_KEYS.web3, COMPLIANCE_KEYS.learn], businessList: [] } },
      html: footer(0) },
    { id: 'all-editions', name: 'All eleven editions on one page', html: allEditions },
  ],
};
