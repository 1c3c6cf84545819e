// The page config the workshop's toolbar stands for (edition, language, theme, session, VIP tier).
import type { PageConfigInput } from '../../src/core/types';

export interface Controls {
  /** a site id, or 'testnet' */
  site: string;
  lang: string;
  theme: 'light' | 'dark';
  login: boolean;
  vip: number;
  sub: boolean;
}

export const DEFAULT_CONTROLS: Controls = { site: '0', lang: 'en', theme: 'light', login: true, vip: 1, sub: false };

export const LANG_LIST: Record<string, string> = {
  en: 'English', zh: '简体中文', tw: '繁體中文', ja: '日本語', ko: '한국어', vi: 'Tiếng Việt', th: 'ไทย',
  id: 'Bahasa Indonesia', ru: 'Русский', es: 'Español', fr: 'Français', de: 'Deutsch', it: 'Italiano',
  pt: 'Português', tr: 'Türkçe', ar: 'العربية',
};

export const FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'SGD', 'AED', 'AUD', 'HKD', 'BRL', 'KRW', 'VND'];

/** A demo user of the spec's §3 fields. */
export function demoUser(c: Controls) {
  return {
    isLogin: true, uid: 10086123, nickname: 'Satoshi N.', user_nick: 'satoshi', tier_level: c.vip,
    tier_next_progress: 42.5, tier_next_usdt: 1500000, curr_fiat: 'USD', kyc_status: 2, safe_level: 2,
    is_sub_account: c.sub, white_list_show: true, user_avatar: '',
  };
}

export function configFor(c: Controls): PageConfigInput {
  const testnet = c.site === 'testnet';
  const siteId = testnet ? 0 : Number(c.site);
  return {
    siteId, testnet, lang: c.lang, theme: c.theme,
    common: {
      sub_website_id: siteId, lang_list: LANG_LIST, curr_fiat: 'USD', is_login: c.login,
      fiat_list: FIATS.map((fiat) => ({ fiat })),
    },
    user: c.login ? demoUser(c) : null,
  };
}
