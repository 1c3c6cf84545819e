// What a server render fetched for an element's first render, by key (DESIGN.md §3a "Data the
// first render needs"). On the server, the data step loads what src/core/first-loads.ts declares
// for the element, then the element renders once with the answers (§3c); the host carries them
// to the browser (SSR_DATA_ATTRIBUTE), where the hydrating render starts from them, so it
// shows what the server showed instead of loading again.
import { createContext, useContext } from 'react';

export interface ServerData {
  /** answers by key */
  data: Record<string, unknown>;
  /** on the server: the keys its views asked for, each of which the data step must have loaded */
  asked?: Set<string>;
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
