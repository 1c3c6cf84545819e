import { AppBanner } from '../src/ui/app-banner/AppBanner';
import { appBannerStyles } from '../src/ui/app-banner/styles';
import { define, exElement } from '../src/ui/common/element-shell';

/**
 * The download / open-app banner. Shown unless suppressed: by the `suppressed` attribute,
 * inside the exchange's app (its user agent), in an embedded view (`device_type` in the
 * URL query or a `device_type` cookie), or after the visitor closed it (remembered in
 * localStorage under `app_banner_closed`). "Download" goes to `{prefix}/mobileapp?pos=banner`.
 *
 * @tag ex-app-banner
 * @summary Download / open-app banner (spec §1, §6).
 * @fires {CustomEvent<null>} ex-app-banner-close - the visitor closed the banner (it stays closed)
 * @fires {CustomEvent<{ href: string; source: string }>} ex-navigate - before the download link is followed (cancelable); detail `{ href, source }`
 * @fires {CustomEvent<{ event: 'app_banner_open' | 'app_banner_download' }>} ex-track - "Open app" or "Download" was clicked; detail `{ event: 'app_banner_open' | 'app_banner_download' }`
 * @csspart banner - the banner
 * @csspart close - the close button
 * @csspart download - the download link
 * @csspart open - the open-app link
 */
export class ExAppBanner extends exElement(AppBanner, {
  attributes: {
    /** hides the banner */
    suppressed: 'boolean',
    /** the universal link "Open app" follows; default https://app.exchange.example/open?path={this page} */
    appLink: 'string',
  },
  styles: [appBannerStyles],
}) {}

define('ex-app-banner', ExAppBanner);

declare global {
  interface HTMLElementTagNameMap { 'ex-app-banner': ExAppBanner }
}
