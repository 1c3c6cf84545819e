// The EU cookie notice (spec §4): the home page of the EU edition, until accepted; it comes
// back 90 days after acceptance. Closing or accepting stores the time in seconds.
import { useEffect, useId, useRef, useState } from 'react';
import { accept, acceptedAt, COOKIE_POLICY_PATH, nowSeconds, shouldShowCookieNotice } from '../../core/cookie-notice';
import { ExLink } from '../common/ExLink';
import { focusPast } from '../common/focus-on';
import { useEmit, useHost, useHtmlLang, useLangs, useLink, usePage, usePagePath, useSiteId, useT } from '../common/host-context';
import { Icon } from '../common/Icon';
import { Interpolate } from '../common/Interpolate';
import { reserveRoom } from './reserve-room';

export interface CookieNoticeProps {
  /** the page path that decides visibility (default: location.pathname) */
  pagePath?: string;
}

export function CookieNotice({ pagePath }: CookieNoticeProps) {
  const siteId = useSiteId();
  const langs = useLangs();
  const link = useLink();
  const t = useT();
  const lang = useHtmlLang();
  const emit = useEmit();
  const host = useHost();
  const page = usePage();
  const pathname = usePagePath(pagePath);
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const show = !closed && shouldShowCookieNotice({
    siteId, pathname, langs, accepted: acceptedAt(page), now: nowSeconds(),
  });
  useEffect(() => (show && box.current ? reserveRoom(box.current) : undefined), [show]);
  if (!show) return null;

  const close = (how: 'accept' | 'close') => {
    focusPast(host); // the pressed button goes with the notice
    const now = nowSeconds();
    accept(now);
    setClosed(true);
    emit('ex-cookie-notice-close', { how, acceptedAt: now });
  };

  return (
    <section ref={box} className="notice" part="notice" lang={lang} role="region" aria-labelledby={titleId}>
      <div className="body">
        <h2 id={titleId}>{t('cookie.title')}</h2>
        <p>
          <Interpolate text={t('cookie.text')} parts={{
            link: <ExLink href={link(COOKIE_POLICY_PATH)} source="cookie-notice">{t('cookie.policy')}</ExLink>,
          }} />
        </p>
      </div>
      <div className="actions">
        <button type="button" className="accept" part="accept" onClick={() => close('accept')}>{t('cookie.accept')}</button>
        <button type="button" className="close" onClick={() => close('close')} aria-label={t('cookie.close')}>
          <Icon name="close" />
        </button>
      </div>
    </section>
  );
}
