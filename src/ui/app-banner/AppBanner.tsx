// The download / open-app banner (spec §1, §6): shown unless suppressed — by the host, in
// the app, in an embedded view (device_type in the URL or a cookie) or after the visitor
// closed it. "Open app" follows the app's universal link for this page; "Download" goes to
// the app download page.
import { useEffect, useState } from 'react';
import {
  APP_DOWNLOAD_PATH, bannerSuppression, closeBanner, DEVICE_TYPE, isBannerClosed, keepClosingInCookie, openAppUrl,
} from '../../core/app-banner';
import { safeUrl } from '../../core/safety';
import { ExLink } from '../common/ExLink';
import { focusPast } from '../common/focus-on';
import { useConfig, useDir, useEmit, useHost, useHtmlLang, useLink, usePage, useT } from '../common/host-context';
import { Icon } from '../common/Icon';

export interface AppBannerProps {
  /** hides the banner (the host knows better, e.g. a page that shows its own) */
  suppressed?: boolean;
  /** the universal link "Open app" follows (default: the exchange's, with this page's path) */
  appLink?: string;
}

export function AppBanner({ suppressed, appLink }: AppBannerProps) {
  const t = useT();
  const link = useLink();
  const emit = useEmit();
  const host = useHost();
  const config = useConfig();
  const dir = useDir();
  const lang = useHtmlLang();
  const page = usePage();
  const [closed, setClosed] = useState(() => isBannerClosed(page));
  useEffect(keepClosingInCookie, []);
  const hidden = bannerSuppression({
    suppressed, closed, userAgent: page.userAgent, appPattern: config.appUserAgent,
    search: page.url.search, deviceCookie: page.cookie(DEVICE_TYPE),
  });
  if (hidden) return null;

  const openHref = safeUrl(appLink) ?? openAppUrl(`${page.url.pathname}${page.url.search}`);
  const close = () => {
    focusPast(host); // the pressed button goes with the banner
    closeBanner();
    setClosed(true);
    emit('ex-app-banner-close');
  };

  return (
    <div className="banner" part="banner" role="region" aria-label={t('appBanner.label')} dir={dir} lang={lang}>
      <button type="button" className="close" part="close" onClick={close} aria-label={t('appBanner.close')}>
        <Icon name="close" />
      </button>
      <span className="logo" aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 40 40" focusable="false">
          <rect width="40" height="40" rx="10" fill="currentColor" />
          <path d="M26 13h-9a7 7 0 0 0 0 14h9v-5h-8v-4h8z" fill="var(--ex-color-brand-contrast)" />
        </svg>
      </span>
      <div className="text">
        <strong>{t('appBanner.title')}</strong>
        <span className="detail">{t('appBanner.text')}</span>
        <ExLink className="download" part="download" href={link(APP_DOWNLOAD_PATH)} source="app-banner"
          onClick={() => emit('ex-track', { event: 'app_banner_download' })}>
          {t('appBanner.download')}
        </ExLink>
      </div>
      <a className="open" part="open" href={openHref} onClick={() => emit('ex-track', { event: 'app_banner_open' })}>
        {t('appBanner.open')}
      </a>
    </div>
  );
}
