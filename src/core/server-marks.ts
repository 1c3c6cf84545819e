// What a server render (DESIGN.md §3a) writes on the page for the browser to find.

/** The host attribute the server renderer writes: the root's identifierPrefix, and its marker. */
export const SSR_ATTRIBUTE = 'data-ex-ssr';
/** The host attribute naming the catalog a server-rendered root was rendered in. */
export const SSR_LANG_ATTRIBUTE = 'data-ex-ssr-lang';
/** The host attribute carrying what the server fetched for the first render (ui/common/server-data.ts). */
export const SSR_DATA_ATTRIBUTE = 'data-ex-ssr-data';
/** The <meta name> a server-rendered page carries in its head, for scripts that run before its body. */
export const SSR_META = 'ex-elements-rendered';
