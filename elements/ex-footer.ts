import { footer as footerTexts } from '../src/core/i18n/catalogs/en/footer';
import { dialogStyles } from '../src/ui/common/ChoiceDialog';
import { define, exElement } from '../src/ui/common/element-shell';
import { Footer } from '../src/ui/footer/Footer';
import { footerStyles } from '../src/ui/footer/styles';

/**
 * The regional footer of the edition given by `site-id` (or the page's): its About,
 * Products, Services and Learn lists, legal text, copyright line and social icons. On a
 * phone (at most 767.9px) the lists fold into an accordion and language and fiat
 * selectors appear (Turkish away from the Turkey site asks first, as the header does). Each element may show a different edition, so all eleven can stand
 * on one page.
 *
 * @tag ex-footer
 * @summary Regional footer (spec §1, §2 "Footer links", §4, §6).
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before an internal link is followed, or the language selector (or its Turkey-site answer) navigates (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'footer_click'; section: string; href: string } | { event: 'footer_social_click'; network: string }>} ex-track - a footer or social link was clicked; detail `{ event: 'footer_click', section, href }` or `{ event: 'footer_social_click', network }`
 * @fires {CustomEvent<{ setting: 'locale' | 'fiat'; value: string; href?: string }>} ex-settings-change - the phone selectors changed the language or fiat, just before navigating or reloading; detail `{ setting: 'locale' | 'fiat', value, href? }`
 * @csspart footer - the footer
 * @csspart sections - the link lists
 * @csspart section - one list with its heading
 * @csspart contact - the contact block (Turkey)
 * @csspart settings - the language and fiat selectors (phone)
 * @csspart legal - the regulatory statement and notes
 * @csspart statement - the EU regulatory statement
 * @csspart bottom - the copyright line and social icons
 * @csspart social - the social icons
 * @csspart turkey-dialog - the question before Turkish opens the Turkey site (phone language selector)
 */
export class ExFooter extends exElement(Footer, {
  styles: [footerStyles, dialogStyles],
  texts: [footerTexts],
  // its links and sections work from the server's HTML alone (issue 31)
  hydrate: 'when-needed',
}) {}

define('ex-footer', ExFooter);

declare global {
  interface HTMLElementTagNameMap { 'ex-footer': ExFooter }
}
