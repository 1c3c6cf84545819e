// The regional editions (spec §1), one typed row each. A new edition is one entry here.
import type { Reftime, RiseColour } from './types';

export type EditionKey =
  | 'main' | 'tr' | 'eu' | 'hk' | 'us' | 'bs' | 'sg' | 'uk' | 'jp' | 'uae' | 'au' | 'testnet';

export interface Edition {
  key: EditionKey;
  /** sub_website_id; testnet shares the main site's id */
  siteId: number;
  /** the variant names header logic uses (§1) */
  variants: string[];
  name: string;
  /** default pair of /trade/{pair} (§2 "Top navigation") */
  tradePair: string;
  /** social icons in the footer (§6: hidden for SG, BS, UK, AU, JP, UAE) */
  socialIcons: boolean;
  /** spot sites (§9): main, UK, US, UAE, AU */
  spotSite: boolean;
  /** first year of the copyright line, where the edition has one */
  copyrightSince?: number;
  /** settings the edition forces (§4: the US site is green-up and 24h) */
  forced?: { riseColour?: RiseColour; reftime?: Reftime };
  /** time bases the settings menu hides (§6) */
  hiddenReftimes?: Reftime[];
  /** the cookie notice on the home page (§4: EU sub-website users) */
  cookieNotice?: boolean;
}

const row = (e: Edition) => e;

export const EDITIONS: readonly Edition[] = [
  row({ key: 'main', siteId: 0, variants: ['main'], name: 'Global', tradePair: 'BTC_USDT', socialIcons: true, spotSite: true, copyrightSince: 2013 }),
  row({ key: 'tr', siteId: 177, variants: ['Turkey'], name: 'Türkiye', tradePair: 'BTC_TRY', socialIcons: true, spotSite: false, copyrightSince: 2023 }),
  row({ key: 'eu', siteId: 106, variants: ['EU', 'Malta'], name: 'Europe (Malta)', tradePair: 'BTC_USDC', socialIcons: true, spotSite: false, copyrightSince: 2024, cookieNotice: true }),
  row({ key: 'hk', siteId: 71, variants: ['Hong Kong'], name: 'Hong Kong', tradePair: 'BTC_USDT', socialIcons: true, spotSite: false, copyrightSince: 2023 }),
  row({ key: 'us', siteId: 232, variants: ['US'], name: 'United States', tradePair: 'BTC_USDT', socialIcons: true, spotSite: true, copyrightSince: 2024,
    forced: { riseColour: 'risegreen', reftime: '24h' }, hiddenReftimes: ['utc0', 'utc8'] }),
  row({ key: 'bs', siteId: 14, variants: ['Bahamas'], name: 'Bahamas', tradePair: 'BTC_USDT', socialIcons: false, spotSite: false }),
  row({ key: 'sg', siteId: 153, variants: ['Singapore'], name: 'Singapore', tradePair: 'BTC_SGD', socialIcons: false, spotSite: false }),
  row({ key: 'uk', siteId: 182, variants: ['UK'], name: 'United Kingdom', tradePair: 'BTC_USDT', socialIcons: false, spotSite: true, copyrightSince: 2024 }),
  row({ key: 'jp', siteId: 83, variants: ['Japan'], name: 'Japan', tradePair: 'BTC_JPY', socialIcons: false, spotSite: false, hiddenReftimes: ['utc8'] }),
  row({ key: 'uae', siteId: 181, variants: ['UAE'], name: 'United Arab Emirates', tradePair: 'BTC_AED', socialIcons: false, spotSite: true, hiddenReftimes: ['utc8'] }),
  row({ key: 'au', siteId: 11, variants: ['AU'], name: 'Australia', tradePair: 'BTC_USDT', socialIcons: false, spotSite: true, copyrightSince: 2024 }),
  row({ key: 'testnet', siteId: 0, variants: ['testnet'], name: 'Demo trading', tradePair: 'BTC_USDT', socialIcons: true, spotSite: true }),
];

const BY_SITE = new Map(EDITIONS.filter((e) => e.key !== 'testnet').map((e) => [e.siteId, e]));
const BY_KEY = new Map(EDITIONS.map((e) => [e.key, e]));

export function editionByKey(key: EditionKey): Edition {
  return BY_KEY.get(key)!;
}

/** The edition of a site id; an unknown id gets the main edition (spec §3: default 0). */
export function editionFor(siteId: number | undefined, opts: { testnet?: boolean } = {}): Edition {
  if (opts.testnet) return editionByKey('testnet');
  return BY_SITE.get(Number(siteId)) ?? editionByKey('main');
}

export function isKnownSiteId(siteId: number): boolean {
  return BY_SITE.has(siteId);
}
