import { define, exElement } from '../src/ui/common/element-shell';
import { AnnouncementBar } from '../src/ui/announcement/AnnouncementBar';
import { announcementStyles } from '../src/ui/announcement/styles';

/**
 * The global announcement bar: shown on the index page and the wallet pages under
 * /myaccount until the visitor dismisses that announcement.
 *
 * @tag ex-announcement-bar
 * @summary Global announcement bar (spec §3, §4).
 * @fires {CustomEvent<{ contentId: string | number }>} ex-announcement-dismiss - the visitor closed the announcement; detail `{ contentId }`
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before an internal link is followed (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'announcement_click'; contentId: string | number }>} ex-track - the details link was clicked; detail `{ event, contentId }`
 * @csspart bar - the bar
 * @csspart content - the announcement text
 * @csspart close - the dismiss button
 */
export class ExAnnouncementBar extends exElement(AnnouncementBar, {
  attributes: {
    /** the page path that decides whether this page shows the announcement: the index or a wallet page (default: location.pathname) */
    pagePath: 'string',
  },
  styles: [announcementStyles],
}) {}

define('ex-announcement-bar', ExAnnouncementBar);

declare global {
  interface HTMLElementTagNameMap { 'ex-announcement-bar': ExAnnouncementBar }
}
