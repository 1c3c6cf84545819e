// The buy-crypto "Pay with" panel (spec §2 "Buy-crypto dropdown", §5): fiats from
// buyCryptoFiatList (cached, §7), filtered by substring, each linking to /crypto/buy-{fiat}-USDT.
import type { ApiClient } from '../../api/client';
import { CACHE_NAMES, cacheKey, cachedFetch } from '../../cache';

/** The default pay-with fiat (§3 defaultBuyCryptoFiat, default USD). */
export const DEFAULT_PAY_FIAT = 'USD';

export const buyCryptoPath = (fiat: string): string => `/crypto/buy-${encodeURIComponent(fiat)}-USDT`;

/** Fiats whose code contains the query, case-insensitively (§5 "filters fiat by substring"). */
export function filterFiats(fiats: readonly string[], query: string): string[] {
  const q = query.trim().toUpperCase();
  return q ? fiats.filter((f) => f.toUpperCase().includes(q)) : [...fiats];
}

const validFiatList = (d: unknown): boolean =>
  typeof d === 'object' && d !== null && Array.isArray((d as { list?: unknown }).list) && (d as { list: unknown[] }).list.length > 0;

/** The pay-with fiat codes, unique and in the server's order, through the fiat-list cache. */
export async function loadPayFiats(api: ApiClient, lang: string, siteId: number, signal?: AbortSignal): Promise<string[]> {
  const data = await cachedFetch({
    key: cacheKey(CACHE_NAMES.buyCryptoFiat, siteId),
    via: api.options,
    lang,
    valid: validFiatList,
    load: () => api.request('fiatList', { signal }),
  });
  const codes = data.list.map((row) => (typeof row?.fiat === 'string' ? row.fiat.trim().toUpperCase() : ''));
  return [...new Set(codes.filter((code) => /^[A-Z0-9]{2,10}$/.test(code)))];
}
