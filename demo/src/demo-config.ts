// The designers' controls as URL parameters, and the page config they stand for.
import type { PageConfigInput } from '../../src/core/types';

export interface Controls {
  site: string;
  lang: string;
  theme: 'light' | 'dark';
  login: boolean;
  vip: number;
  sub: boolean;
  width: string;
  fault: string;
}

export const DEFAULT_CONTROLS: Controls = {
  site: '0', lang: 'en', theme: 'light', login: true, vip: 1, sub: false, width: '1440', fault: '',
};

export const LANG_LIST: Record<string, string> = {
  en: 'English', zh: '简体中文', tw: '繁體中文', ja: '日本語', ko: '한국어', vi: 'Tiếng Việt', th: 'ไทย',
  id: 'Bahasa Indonesia', ru: 'Русский', es: 'Español', fr: 'Français', de: 'Deutsch', it: 'Italiano',
  pt: 'Português', tr: 'Türkçe', ar: 'العربية',
};

export const FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'SGD', 'AED', 'AUD', 'HKD', 'BRL', 'KRW', 'VND'];

export function readControls(q: URLSearchParams): Controls {
  return {
    site: q.get('site') ?? DEFAULT_CONTROLS.site,
    lang: q.get('lang') ?? DEFAULT_CONTROLS.lang,
    theme: q.get('theme') === 'dark' ? 'dark' : 'light',
    login: q.get('login') !== '0',
    vip: Number(q.get('vip') ?? DEFAULT_CONTROLS.vip),
    sub: q.get('sub') === '1',
    width: q.get('width') ?? DEFAULT_CONTROLS.width,
    fault: q.get('fault') ?? '',
  };
}

export function writeControls(c: Controls): URLSearchParams {
  return new URLSearchParams({
    site: c.site, lang: c.lang, theme: c.theme, login: c.login ? '1' : '0', vip: String(c.vip),
    sub: c.sub ? '1' : '0', width: c.width, fault: c.fault,
  });
}

/** A demo user of the spec's §3 fields. */
export function demoUser(c: Controls) {
  return {
    isLogin: true, uid: 10086123, nickname: 'Satoshi N.', user_nick: 'satoshi', tier_level: c.vip,
    tier_next_progress: 42.5, tier_next_usdt: 1500000, curr_fiat: 'USD', kyc_status: 2, safe_level: 2,
    is_sub_account: c.sub, white_list_show: true, user_avatar: '',
  };
}

/** The mock's per-request fault prefix (demo/mock/faults.mjs), '' for none. */
export const faultBase = (kind: string, path?: string): string =>
  kind ? `/__fault/${kind}${path ? `:${encodeURIComponent(path)}` : ''}` : '';

export function configFor(c: Controls): PageConfigInput {
  const testnet = c.site === 'testnet';
  const siteId = testnet ? 0 : Number(c.site);
  return {
    siteId, testnet, lang: c.lang, theme: c.theme, apiBase: faultBase(c.fault),
    common: {
      sub_website_id: siteId, lang_list: LANG_LIST, curr_fiat: 'USD', is_login: c.login,
      fiat_list: FIATS.map((fiat) => ({ fiat })),
    },
    user: c.login ? demoUser(c) : null,
  };
}
