// exchange-elements/react in a browser bundle ("#ex-react-ssr", DESIGN.md §3d): the elements
// render themselves here, so nothing of the server renderer is shipped.
import type { Rendered, ReactRenderOptions } from './ssr';

export type { Rendered, ReactRenderOptions };

const serverOnly = (): never => { throw new Error('exchange-elements/react renders elements on the server only'); };
export const renderOnServer = serverOnly;
export const renderShared = serverOnly;
export const readDone = serverOnly;
