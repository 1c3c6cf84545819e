// Each story page keeps its own storage. The workshop's stories share one origin (its tabs,
// its docs pages' frames), so with the real localStorage and cookies a story's state (a
// dismissed announcement, an accepted cookie notice, a closed banner, a colour chosen in another
// story) depended on which story wrote last before the elements read (issue 15, item 2). Before
// the elements load, the story page swaps the storage the elements use (window.localStorage,
// document.cookie, the BroadcastChannel between tabs) for this page's own, seeded with the
// story's state: stories can load in any order, at any speed. Demo only: the library is unchanged.

/** A Storage kept in memory for this page load. */
class PageStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number { return this.#items.size; }
  key(index: number): string | null { return [...this.#items.keys()][index] ?? null; }
  getItem(key: string): string | null { return this.#items.get(String(key)) ?? null; }
  setItem(key: string, value: string): void { this.#items.set(String(key), String(value)); }
  removeItem(key: string): void { this.#items.delete(String(key)); }
  clear(): void { this.#items.clear(); }
}

/** `document.cookie` for this page load: attributes other than the expiry do not matter on one page. */
class PageCookies {
  #jar = new Map<string, string>();
  read(): string { return [...this.#jar].map(([name, value]) => `${name}=${value}`).join('; '); }
  write(line: string): void {
    const [pair, ...attributes] = String(line).split(';');
    const at = pair.indexOf('=');
    const name = (at < 0 ? '' : pair.slice(0, at)).trim();
    if (!name) return;
    const attr = (key: string) => attributes.map((a) => a.trim().split('=')).find(([k]) => k.toLowerCase() === key)?.[1];
    const maxAge = attr('max-age');
    const expires = attr('expires');
    const gone = maxAge !== undefined ? Number(maxAge) <= 0 : expires !== undefined && Date.parse(expires) <= Date.now();
    if (gone) this.#jar.delete(name); else this.#jar.set(name, pair.slice(at + 1).trim());
  }
}

export interface StorySeed {
  /** localStorage entries (JSON-encoded when not strings) */
  storage?: Record<string, unknown>;
  /** cookies, by name */
  cookies?: Record<string, string>;
}

/** Gives this page its own storage, cookies and tab channel, seeded with the story's state. */
export function isolateStory(seed: StorySeed): void {
  const storage = new PageStorage();
  for (const [key, value] of Object.entries(seed.storage ?? {})) {
    storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const jar = new PageCookies();
  for (const [name, value] of Object.entries(seed.cookies ?? {})) jar.write(`${name}=${encodeURIComponent(value)}`);

  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => storage });
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => jar.read(), set: (line: string) => jar.write(line) });
  // the bell's unread count travels between tabs on a channel: frames must not hear each other
  const page = Math.random().toString(36).slice(2);
  const Channel = BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    constructor(name: string) { super(`${page}:${name}`); }
  };
}
