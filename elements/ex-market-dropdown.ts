import { markets as marketTexts } from '../src/core/i18n/catalogs/en/markets';
import { define, exElement } from '../src/ui/common/element-shell';
import { MarketDropdown } from '../src/ui/markets/MarketDropdown';
import { marketStyles } from '../src/ui/markets/styles';

/**
 * One market-list dropdown: tab rows from the server's tab menus, a search box and a
 * virtualised list (530 px, 58 px rows) of spot, futures (with delivery), options,
 * launchpad (pilot), pre-market or memebox (Alpha) markets. Its data loads the first time
 * the element is visible, never for a hidden one.
 *
 * @tag ex-market-dropdown
 * @summary Market-list dropdown (spec §2, §4, §5).
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before a row or View All link is followed (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'market_row_click'; market: string; key: string }>} ex-track - a row was clicked; detail `{ event: 'market_row_click', market, key }`
 * @csspart panel - the dropdown
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
export class ExMarketDropdown extends exElement(MarketDropdown, {
  attributes: {
    /**
     * which markets (default spot)
     * @type {'spot' | 'futures' | 'options' | 'pilot' | 'pre-market' | 'memebox'}
     */
    market: 'string',
    /** the page path whose market is highlighted (default: location.pathname) */
    pagePath: 'string',
  },
  styles: [marketStyles],
  texts: [marketTexts],
}) {}

define('ex-market-dropdown', ExMarketDropdown);

declare global {
  interface HTMLElementTagNameMap { 'ex-market-dropdown': ExMarketDropdown }
}
