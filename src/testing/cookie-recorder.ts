// Test helper: records every document.cookie write (the attributes are write-only, so
// expiry and path can only be checked on the way in), and parses one.
export interface CookieWrite { name: string; value: string; attributes: Record<string, string | true> }

export function parseCookieWrite(raw: string): CookieWrite {
  const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const a of attrs) {
    const i = a.indexOf('=');
    if (i < 0) attributes[a.toLowerCase()] = true; else attributes[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
  }
  return { name: decodeURIComponent(pair.slice(0, eq)), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
}

export function recordCookieWrites(): { writes: CookieWrite[]; of(name: string): CookieWrite | undefined; restore(): void } {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: CookieWrite[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (raw: string) => { writes.push(parseCookieWrite(raw)); native.set!.call(document, raw); },
  });
  return {
    writes,
    of: (name) => writes.filter((w) => w.name === name).at(-1),
    restore: () => { delete (document as unknown as Record<string, unknown>).cookie; },
  };
}

/** The last write of cookie `name` while `act` runs. */
export function cookieWrittenBy(name: string, act: () => void): CookieWrite | undefined {
  const cookies = recordCookieWrites();
  try {
    act();
    return cookies.of(name);
  } finally {
    cookies.restore();
  }
}

/** Days between now and a cookie's expires attribute. */
export const daysUntil = (expires: string | true | undefined): number =>
  typeof expires === 'string' ? (Date.parse(expires) - Date.now()) / 86_400_000 : NaN;
