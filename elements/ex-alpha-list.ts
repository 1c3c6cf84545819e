import { define, exElement } from '../src/ui/common/element-shell';
import { AlphaList } from '../src/ui/alpha/AlphaList';
import { alphaStyles } from '../src/ui/alpha/styles';

/**
 * The Alpha token search list: a side menu of chains, then tabs, then the tokens; typing
 * searches by keyword (debounced 1000 ms). A click reports `ex-track`, looks the token's
 * Alpha page up and opens it in the same window (unless `ex-navigate` is cancelled).
 *
 * @tag ex-alpha-list
 * @summary Alpha token search list (spec §3, §4, §5).
 * @fires {CustomEvent<{ event: 'alpha_click'; pair: string; chain: string; address: string; keyword: string }>} ex-track - a token was clicked; detail `{ event: 'alpha_click', pair, chain, address, keyword }`
 * @fires {CustomEvent<{ href: string; source: 'alpha-list' }>} ex-navigate - before the Alpha page opens (cancelable; cancel to route yourself); detail `{ href, source: 'alpha-list' }`
 * @csspart alpha - the whole list box
 * @csspart side-menu - the chains
 * @csspart search - the search input
 * @csspart tabs - the tab row (when the chosen chain has tabs)
 * @csspart list - the token list
 * @csspart row - one token
 * @csspart empty - the empty state
 */
export class ExAlphaList extends exElement(AlphaList, {
  attributes: {
    /** the side-menu entry selected first: a chain code such as `sol`, or `ALPHA_ALLCHAIN` (default: the first) */
    chain: 'string',
  },
  /** menu: the MEMEBOX tab menu `{ market, title, sub }` of common/tabs; fetched when unset */
  properties: ['menu'],
  styles: [alphaStyles],
}) {}

define('ex-alpha-list', ExAlphaList);

declare global {
  interface HTMLElementTagNameMap { 'ex-alpha-list': ExAlphaList }
}
