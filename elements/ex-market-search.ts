import { markets as marketTexts } from '../src/core/i18n/catalogs/en/markets';
import { define, exElement } from '../src/ui/common/element-shell';
import { MarketSearch } from '../src/ui/markets/MarketSearch';
import { marketStyles } from '../src/ui/markets/styles';

/**
 * The header search panel: main market tabs (spot, futures, pilot, options, Alpha), sub
 * tabs, a search box that ranks markets (exact base, base starts-with, exact quote, base
 * contains, quote contains, name or pair contains) and a virtualised list. Its data loads
 * the first time the element is visible, never for a hidden one.
 *
 * @tag ex-market-search
 * @summary Header market search panel (spec §2 "Header search panel", §5).
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before a row or View All link is followed (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'market_row_click'; market: string; key: string }>} ex-track - a row was clicked; detail `{ event: 'market_row_click', market, key }`
 * @csspart panel - the panel
 * @csspart search - the search box
 * @csspart tabs - a tab row
 * @csspart tabs-main - the main tab row (also `tabs`)
 * @csspart tabs-sub - the sub-tab row (also `tabs`)
 * @csspart tab - a tab
 * @csspart tab-selected - the chosen tab (also `tab`)
 * @csspart list - the list
 * @csspart empty - the list when it has no rows (also `list`)
 * @csspart row - a market row
 * @csspart tag - an ST, hot or new tag
 * @csspart tag-st - an ST tag (also `tag`)
 * @csspart tag-hot - a hot tag (also `tag`)
 * @csspart tag-new - a new tag (also `tag`)
 * @csspart view-all - the View All link
 */
export class ExMarketSearch extends exElement(MarketSearch, {
  attributes: {
    /** the page path whose market is highlighted (default: location.pathname) */
    pagePath: 'string',
  },
  styles: [marketStyles],
  texts: [marketTexts],
}) {}

define('ex-market-search', ExMarketSearch);

declare global {
  interface HTMLElementTagNameMap { 'ex-market-search': ExMarketSearch }
}
