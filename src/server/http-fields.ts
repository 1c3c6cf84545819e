// What a proxy reads and writes of HTTP fields (RFC 9110), web-standard (DESIGN.md §3c): the
// fields never forwarded, the codings a visitor accepts, a page's charset.

// RFC 9110 §7.6.1: connection-specific fields a proxy must not forward
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** The fields a proxy drops from a message: the hop-by-hop ones and those its Connection names (§7.6.1). */
export function hopByHop(headers: Headers): Set<string> {
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  return new Set([...HOP_BY_HOP, ...named]);
}

/** The fields to forward: all but the hop-by-hop ones and those in `drop`. */
export function forwardable(headers: Headers, drop: readonly string[] = []): Headers {
  const dropped = hopByHop(headers);
  const out = new Headers();
  for (const [name, value] of headers) if (!dropped.has(name) && !drop.includes(name)) out.append(name, value);
  return out;
}

/** An Accept-Encoding header's codings with their weights (RFC 9110 §12.5.3). */
export function codings(header: string | null | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  return weights;
}

/** The visitor's codings among `decodable`, for a page to render: one in another (zstd) could
 * not be; `identity` when none is left (no header would mean any coding). */
export function decodableCodings(header: string, decodable: readonly string[]): string {
  const kept = [...codings(header)].filter(([name]) => decodable.includes(name)).map(([name, q]) => (q === 1 ? name : `${name};q=${q}`));
  return kept.length ? kept.join(', ') : 'identity';
}

/** A Vary header naming what a rendered page depends on, beside what the upstream's named. */
export function varyOf(upstream: string | null): string {
  const names = (upstream ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  for (const name of ['Accept-Encoding', 'Cookie', 'User-Agent']) if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

const isUtf8 = (charset: string) => /^utf-?8$/i.test(charset);

/** The charset a Content-Type names, if any. */
export const charsetOf = (contentType: string | null) => /;\s*charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];

/** An HTML answer in UTF-8, or one whose Content-Type names no charset (then its bytes may: utf8Page). */
export function isUtf8Html(contentType: string | null): boolean {
  const charset = charsetOf(contentType);
  return /^\s*text\/html\b/i.test(contentType ?? '') && (charset === undefined || isUtf8(charset));
}

/** The page as text, if it is UTF-8: by its Content-Type, else by a byte-order mark or a
 * `<meta charset>` in its first 1024 bytes (HTML's own prescan, shortened), and by its bytes;
 * another charset is refused, since rendering it as UTF-8 would garble it. */
export function utf8Page(html: Uint8Array, declared: boolean): string {
  if (!declared) {
    if ((html[0] === 0xfe && html[1] === 0xff) || (html[0] === 0xff && html[1] === 0xfe)) throw new Error('the page is in UTF-16');
    const charset = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(new TextDecoder('latin1').decode(html.subarray(0, 1024)))?.[1];
    if (charset && !isUtf8(charset)) throw new Error(`the page is in ${charset}, not UTF-8`);
  }
  // bytes that are no UTF-8 (a legacy page that declares nothing) throw: passed through as they are
  return new TextDecoder('utf-8', { fatal: true }).decode(html);
}
