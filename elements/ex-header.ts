import { account as accountTexts } from '../src/core/i18n/catalogs/en/account';
import { header as headerTexts } from '../src/core/i18n/catalogs/en/header';
import { markets as marketTexts } from '../src/core/i18n/catalogs/en/markets';
import { onDemand } from '../src/core/loader';
import { dialogStyles } from '../src/ui/common/ChoiceDialog';
import { define, exElement } from '../src/ui/common/element-shell';
import { HeaderView } from '../src/ui/header/Header';
import { headerAccountStyles } from '../src/ui/header/account/styles';
import { drawerStyles } from '../src/ui/header/drawer/drawer-styles';
import { headerStyles } from '../src/ui/header/styles';

/**
 * The site header: logo, top navigation with its dropdown menus and market hover panels, the
 * account actions, and the mobile side drawer. Menus follow the edition of `site-id`, the
 * compliance result and the header feature flags of the page config (`flags.<name>: false`
 * hides an option; `flags.newMenu: true` loads the remote menu on the main site). Logged-out
 * visitors may be redirected by the config's `hostMap` (`{ "<hostname>": "<host>" }`), and AU
 * visitors under the `au_redirect` compliance limit go to /state_compliance_tips.
 *
 * @tag ex-header
 * @summary Site header: navigation, menus, hover panels, drawer (spec §1–§6).
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before an internal link is followed (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'header_menu_click'; menu: string; item: string; href: string } | { event: 'header_account_click'; menu: string; item: string } | { event: 'header_drawer_open' | 'header_rewards_card_click' }>} ex-track - a tracked click; detail `{ event: 'header_menu_click', menu, item, href }`, or `{ event: 'header_drawer_open' | 'header_rewards_card_click' }`
 * @fires {CustomEvent<{ href: string; reason: 'au-compliance' | 'host-map' }>} ex-redirect - before a redirect on load (cancelable); detail `{ href, reason: 'au-compliance' | 'host-map' }`
 * @fires {CustomEvent<{ nickname: string; isSubAccount: boolean; isLogin: boolean }>} ex-chatroom-open - the chat room is being opened (cancelable, to open the host's own); detail `{ nickname, isSubAccount, isLogin }`
 * @fires {CustomEvent<{ source: 'header' }>} ex-search-open - the search button was pressed (cancelable: unless a listener cancels it, the page's `<ex-search-modal>` opens, or on a page without one the header's own, loaded at the first press); detail `{ source: 'header' }`
 * @fires {CustomEvent<{ setting: 'locale' | 'fiat' | 'riseColour' | 'reftime' | 'rateSwitch' | 'theme'; value: string | boolean; href?: string }>} ex-settings-change - a setting was chosen in the settings menu, the drawer or the theme button; detail `{ setting: 'locale' | 'fiat' | 'riseColour' | 'reftime' | 'rateSwitch' | 'theme', value, href? }` (`href`: where a language change goes)
 * @fires {CustomEvent<{ scope: 'this' | 'all'; href: string }>} ex-logout - the visitor logged out, before the login page opens (cancelable, to stay); detail `{ scope, href }`
 * @fires {CustomEvent<{ uid: number | string | undefined }>} ex-account-switch - "Switch account" was chosen in the personal menu; detail `{ uid }`
 * @slot chatroom - the host's chat widget, shown in the chat-room dialog
 * @csspart header - the whole header
 * @csspart bar - the 64 px bar
 * @csspart logo - the logo link
 * @csspart nav - the top navigation
 * @csspart nav-button - a top entry that opens a menu
 * @csspart nav-link - a top entry that is a link
 * @csspart dropdown - an open menu with its panels
 * @csspart market-panel - a market hover panel
 * @csspart pay-panel - the "Pay with" fiat panel
 * @csspart rewards-bubble - the rewards hub's bubble text
 * @csspart actions - the right-hand side of the bar (search, account actions, drawer button)
 * @csspart drawer-toggle - the button that opens the drawer
 * @csspart drawer - the mobile side drawer
 * @csspart rewards-card - the drawer's rewards card for logged-out visitors
 * @csspart chatroom - the chat-room dialog
 * @csspart account-bar - the account actions in the bar
 * @csspart account-drawer - the account actions in the drawer
 * @csspart login - the Log In link (logged out)
 * @csspart signup - the Sign Up link (logged out)
 * @csspart deposit - the Deposit link (logged in)
 * @csspart wallet-trigger - the Wallet menu's button
 * @csspart wallet-panel - the Wallet menu
 * @csspart orders-trigger - the Orders menu's button
 * @csspart orders-panel - the Orders menu
 * @csspart personal-trigger - the avatar: a link to the profile that also opens the personal menu
 * @csspart personal-panel - the personal menu
 * @csspart personal-card - the personal menu's card (nickname, VIP tier, UID)
 * @csspart bell-trigger - the notification bell
 * @csspart bell-panel - the bell's panel (it holds an `<ex-reminder-panel>`)
 * @csspart unread-dot - the bell's unread dot
 * @csspart download-trigger - the download button
 * @csspart download-panel - the download QR-code popover
 * @csspart settings-trigger - the settings button
 * @csspart settings-panel - the settings menu
 * @csspart theme-toggle - the light/dark button
 * @csspart toast - the short status message (e.g. "Copied")
 * @csspart logout-dialog - the dialog that confirms a logout
 * @csspart logout-overlay - the busy overlay while logging out
 * @csspart turkey-dialog - the question before Turkish opens the Turkey site
 * @csspartsof ex-market-dropdown - in a market hover panel
 */
export class ExHeader extends exElement(HeaderView, {
  attributes: {
    /** the page path that decides redirects and the language links (default: location) */
    pagePath: 'string',
  },
  styles: [headerStyles, drawerStyles, dialogStyles, headerAccountStyles],
  // its market hover panels show the market dropdown's view, in that view's texts
  texts: [headerTexts, accountTexts, marketTexts],
  // the bell's panel (§2); the search modal it brings to a page without one (issue 29): both
  // shown only once opened, so they load after the bar, not in its ES module entry (issue 40)
  dependencies: {
    'ex-reminder-panel': onDemand('<ex-reminder-panel>', () => import('./ex-reminder-panel').then((m) => m.ExReminderPanel)),
    'ex-search-modal': onDemand('<ex-search-modal>', () => import('./ex-search-modal').then((m) => m.ExSearchModal)),
  },
}) {}

define('ex-header', ExHeader);

declare global {
  interface HTMLElementTagNameMap { 'ex-header': ExHeader }
}
