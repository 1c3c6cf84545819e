// Logging out (spec §4, §7): the logout call for this device or logoutAll for every
// device, then the pver and sign cookies cleared and the login page with the language
// prefix. A failed call is logged by the client and the flow goes on (§8: the HTTP helper
// swallows errors, and there is no logout error to show).
import type { ApiClient } from '../../api/client';
import { navigation } from '../../navigation';
import { cookies } from '../../persist';

export type LogoutScope = 'this' | 'all';

/** The cookies a logout clears (§4). */
export const LOGOUT_COOKIES = ['pver', 'sign'] as const;

export const loginHref = (prefix: string): string => `${prefix}/login`;

/** Detail of ex-logout; cancel the event to route to `href` yourself. */
export interface LogoutDetail { scope: LogoutScope; href: string }

export interface LogoutDeps {
  api: ApiClient;
  prefix: string;
  /** dispatches ex-logout; false when the host prevented the redirect */
  announce: (detail: LogoutDetail) => boolean;
}

/** `ok`: the server confirmed; `redirected`: the page is going to the login page. */
export interface LogoutResult { ok: boolean; redirected: boolean }

export async function logout(scope: LogoutScope, { api, prefix, announce }: LogoutDeps): Promise<LogoutResult> {
  const { ok } = await api.request(scope === 'all' ? 'logoutAll' : 'logout', { body: {} });
  for (const name of LOGOUT_COOKIES) cookies.remove(name);
  const href = loginHref(prefix);
  const redirected = announce({ scope, href });
  if (redirected) navigation.assign(href);
  return { ok, redirected };
}
