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
 * @fires ex-navigate - before a row or View All link is followed (cancelable); detail `{ href, source }`
 * @fires ex-track - a row was clicked; detail `{ event: 'market_row_click', market, key }`
 * @csspart panel - the dropdown
 * @csspart search - the search box
 * @csspart tabs - a tab row (also `tabs-main`, `tabs-sub`)
 * @csspart tab - a tab (the chosen one also `tab-selected`)
 * @csspart list - the list (also `empty` when there are no rows)
 * @csspart row - a market row
 * @csspart tag - an ST, hot or new tag (also `tag-st`, `tag-hot`, `tag-new`)
 * @csspart view-all - the View All link
 */
export class ExMarketDropdown extends exElement(MarketDropdown, {
  attributes: {
    /** which markets: spot | futures | options | pilot | pre-market | memebox (default spot) */
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
