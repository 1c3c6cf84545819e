// The mock API in a node:http server: the request as a fetch Request, answered by the MSW
// handlers (handlers.mjs) that Storybook's service worker also serves.
import { getResponse } from 'msw';
import { Readable } from 'node:stream';
import { handlers } from './handlers.mjs';

/** A node:http request as a fetch Request; its signal aborts when the client goes away. */
function fetchRequest(req, res) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'mock.local'}`), {
    method: req.method,
    headers,
    // read only by a handler that wants it: a request no handler answers keeps its body
    ...(['GET', 'HEAD'].includes(req.method ?? 'GET') ? {} : { body: Readable.toWeb(req), duplex: 'half' }),
    signal: gone.signal,
  });
}

/**
 * Answers a mock API request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {Promise<boolean>} false when no handler answers it (the caller serves files)
 */
export async function handleApi(req, res) {
  const request = fetchRequest(req, res);
  const response = await getResponse(handlers, request);
  if (!response) return false;
  if (res.destroyed) return true; // the client went away while the answer was held
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) res.end();
  else Readable.fromWeb(response.body).on('error', () => res.destroy()).pipe(res);
  return true;
}
