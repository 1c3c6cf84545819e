// What a server render fetched for an element's first render, by key (DESIGN.md §3a "Data the
// first render needs"). On the server, a render collects the keyed loads its views start
// (`wanted`), awaits them, and renders again with their answers; the host carries the answers
// to the browser (SSR_DATA_ATTRIBUTE), where the hydrating render starts from them, so it
// shows what the server showed instead of loading again.
import { createContext, useContext } from 'react';

export interface ServerData {
  /** answers by key */
  data: Record<string, unknown>;
  /** on the server's first pass: the loads its views asked for */
  wanted?: Map<string, Promise<unknown>>;
  /** on the server: ends those loads when the render stops waiting for them */
  signal?: AbortSignal;
}

/** Set exactly where a server render is rendered: on the server, and by a root hydrating one (empty
 * data when it fetched nothing); null in a root rendered in the browser alone. */
export const ServerDataContext = createContext<ServerData | null>(null);

export const useServerData = (): ServerData | null => useContext(ServerDataContext);

/** The answers a host attribute carries (JSON: an attribute value is inert text, CSP-safe), or null when it holds none of use. */
export function serverDataOf(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? data as Record<string, unknown> : null;
  } catch {
    return null;
  }
}
