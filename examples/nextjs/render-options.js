// §3a's options for this request, read from its headers in a server component: the visitor's
// cookies (language, theme, fiat, rise colour), the page's URL, the user agent, the page config.
import { headers } from 'next/headers';
import { PAGE_CONFIG } from './page-config';

export async function renderOptions(path) {
  const request = await headers();
  return {
    cookies: request.get('cookie') ?? '',
    url: `http://${request.get('host')}${path}`,
    userAgent: request.get('user-agent') ?? undefined,
    assetBase: '/ex-elements/',
    config: PAGE_CONFIG,
  };
}
