// Cookie and localStorage access that never throws (private mode, sandboxed frames, quotas).
import Cookies from 'js-cookie';

export const cookies = {
  get(name: string): string | undefined {
    try { return Cookies.get(name); } catch { return undefined; }
  },
  /** the page's cookies as one string, as a request's Cookie header carries them: one read of
   * document.cookie, which asks the browser's cookie store each time */
  header(): string {
    try { return globalThis.document?.cookie ?? ''; } catch { return ''; }
  },
  set(name: string, value: string, options: Cookies.CookieAttributes = {}): void {
    try { Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...options }); } catch { /* cookies disabled */ }
  },
  remove(name: string, options: Cookies.CookieAttributes = {}): void {
    try { Cookies.remove(name, { path: '/', ...options }); } catch { /* cookies disabled */ }
  },
};

export const storage = {
  get(key: string): string | null {
    try { return globalThis.localStorage?.getItem(key) ?? null; } catch { return null; }
  },
  set(key: string, value: string): void {
    try { globalThis.localStorage?.setItem(key, value); } catch { /* quota or disabled */ }
  },
  remove(key: string): void {
    try { globalThis.localStorage?.removeItem(key); } catch { /* disabled */ }
  },
  getJSON<T>(key: string): T | null {
    const raw = storage.get(key);
    if (raw == null) return null;
    try { return JSON.parse(raw) as T; } catch { return null; }
  },
  setJSON(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
