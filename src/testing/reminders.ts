// Test helpers of the reminder, Alpha and search-modal tests: each test talks to the mock
// through its own api-base (`/__fault/<name>`: an unknown fault kind is no fault), so its
// requests can be picked out of the shared request log without clearing it.

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let counter = 0;
/** A fresh api-base that the mock answers normally. */
export const uniqueBase = (name: string): string => `/__fault/${name}-${++counter}-${Date.now().toString(36)}`;

/** The requests made through `base`, with `base` removed from their paths. */
export async function requestsOf(base: string): Promise<LoggedRequest[]> {
  const answer = await (await fetch('/__mock/log')).json() as { data: LoggedRequest[] };
  return answer.data.filter((r) => r.path.startsWith(`${base}/`)).map((r) => ({ ...r, path: r.path.slice(base.length) }));
}

/** Makes the mock fail calls whose path contains `path` (cookie faults), until `clear()`. */
export function faultCookie(kind: string, path: string): { clear(): void } {
  document.cookie = `mock_fault=${kind}; path=/`;
  document.cookie = `mock_fault_path=${encodeURIComponent(path)}; path=/`;
  return {
    clear() {
      document.cookie = 'mock_fault=; path=/; max-age=0';
      document.cookie = 'mock_fault_path=; path=/; max-age=0';
    },
  };
}

/** The CSRF cookie the mock wants on POSTs. */
export const setCsrfCookie = (): void => { document.cookie = 'csrftoken=test-token; path=/'; };

export const shadow = (el: Element): ShadowRoot => el.shadowRoot!;
