// Small node:http helpers shared by the demo server and its price endpoint.

/** The envelope of every successful answer (DESIGN §2). */
export const ok = (data) => ({ code: 200, message: 'success', data });

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} payload */
export function sendJson(res, status, payload) {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(payload));
}

/** Sends a complete, uncached answer. */
export function send(res, status, contentType, body, headers = {}) {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** `a=1; b=2` → `{ a: '1', b: '2' }` */
export function parseCookies(header = '') {
  const cookies = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const value = part.slice(at + 1).trim();
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      cookies[part.slice(0, at).trim()] = value;
    }
  }
  return cookies;
}
