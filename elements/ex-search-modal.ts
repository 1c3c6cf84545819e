import { header as headerTexts } from '../src/core/i18n/catalogs/en/header';
import { define, exElement } from '../src/ui/common/element-shell';
import { SearchModal } from '../src/ui/search-modal/SearchModal';
import { searchModalStyles } from '../src/ui/search-modal/styles';

/**
 * Host of the separate search application (version 5). The page names the application's
 * script in its config: `"searchApp": { "src": "…", "version": 5, "global": "exSearchApp" }`
 * (the script defines `window.exSearchApp = { version, mount(container, props) → { update, unmount } }`);
 * it is mounted into a light-DOM child of this element and updated when the language, fiat,
 * theme or rates (`common.curr_fiat_market_rates`) change. Without one, a built-in search
 * over spot and futures markets, Alpha tokens and the site's menu pages takes its place:
 * "/", Ctrl/Cmd+K or the header's search button (`ex-search-open`, unless cancelled; the built-in search only) opens it, arrows move, Enter opens, Escape closes; recent searches are
 * kept in localStorage (`ex_search_recent`). Nothing is mounted while the element has the
 * `hidden` attribute, when the `search` header flag is false, or when a `device_type` is set
 * in the URL or a cookie.
 *
 * @tag ex-search-modal
 * @summary Search modal host with a built-in fallback (spec §1, §4, §9).
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before a built-in result is opened (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'search_result_click'; group: string; label: string; keyword: string }>} ex-track - a built-in result was chosen; detail `{ event: 'search_result_click', group, label, keyword }`
 * @slot app - where the search application is mounted (filled by the element)
 * @csspart trigger - the built-in search's button
 * @csspart dialog - the built-in search's modal dialog
 * @csspart input - the search box
 * @csspart results - the results area
 * @csspart option - one result
 * @csspart close - the dialog's close button
 * @csspart empty - the "no results" text
 */
export class ExSearchModal extends exElement(SearchModal, {
  styles: [searchModalStyles],
  // its Pages results are the header's menu entries, by their header texts
  texts: [headerTexts],
}) {}

define('ex-search-modal', ExSearchModal);

declare global {
  interface HTMLElementTagNameMap { 'ex-search-modal': ExSearchModal }
}
