// The global announcement bar (spec §3 "Announcement", §4): shown on the index page or the
// wallet pages, until dismissed; a too-long text scrolls as a marquee on narrow screens
// or in the app, with a pause control, and never under prefers-reduced-motion.
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import {
  dismiss, dismissedIds, isAppUserAgent, isDetailsCopy, isShowable, marqueeSeconds, shouldMarquee,
} from '../../core/announcement';
import type { Bulletin } from '../../core/api/endpoints';
import { BULLETIN_LOAD } from '../../core/first-loads';
import { ExLink } from '../common/ExLink';
import { focusPast } from '../common/focus-on';
import { useApi, useConfig, useEmit, useHost, useHtmlLang, useLangs, useLink, usePage, usePagePath, useT } from '../common/host-context';
import { useFirstLoad, useReducedMotion } from '../common/hooks';
import { Icon } from '../common/Icon';
import { SafeHtml } from '../common/SafeHtml';

export interface AnnouncementBarProps {
  /** the page path that decides visibility (default: location.pathname) */
  pagePath?: string;
}

/**
 * Why the marquee holds still: the visitor's pause control, and (WCAG 2.2.2, 2.4.7) a pointer
 * over the text or a focused link in it, which would otherwise slide out of sight.
 */
type Hold = 'paused' | 'hovered' | 'focused';

function useMarquee(bulletin: Bulletin | null, reducedMotion: boolean, appPattern: string | undefined) {
  const viewport = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  // null until measured: until then the bar's CSS shows the pause control where the text overflows
  const [active, setActive] = useState<boolean | null>(null);
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set());
  const held = useRef(holds);
  held.current = holds;

  useLayoutEffect(() => {
    const box = viewport.current;
    const inner = text.current;
    if (!box || !inner || reducedMotion) { setActive(false); return; }
    const measure = () => {
      animation.current?.cancel();
      const textWidth = inner.scrollWidth;
      const boxWidth = box.clientWidth;
      const run = shouldMarquee({ viewportWidth: innerWidth, appUserAgent: isAppUserAgent(navigator.userAgent, appPattern), textWidth, boxWidth });
      setActive(run);
      if (!run) return;
      animation.current = inner.animate(
        [{ transform: `translateX(${boxWidth}px)` }, { transform: `translateX(${-textWidth}px)` }],
        { duration: marqueeSeconds(textWidth) * 1000, iterations: Infinity, easing: 'linear' },
      );
      if (held.current.size) animation.current.pause();
    };
    // the observer reports at once, after layout: measuring here would force a page layout
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => { observer.disconnect(); animation.current?.cancel(); };
  }, [bulletin, reducedMotion, appPattern]);

  useLayoutEffect(() => {
    const a = animation.current;
    if (a?.playState === 'idle') return; // cancelled: a new measure starts the next one
    if (holds.size) a?.pause(); else a?.play();
  }, [holds]);

  const hold = useCallback((why: Hold, on: boolean) => setHolds((now) => {
    if (now.has(why) === on) return now;
    const next = new Set(now);
    if (on) next.add(why); else next.delete(why);
    return next;
  }), []);
  const paused = holds.has('paused');
  const toggle = () => hold('paused', !paused);
  /** the viewport's handlers: a pointer over it, focus within it */
  const holders = {
    onPointerEnter: () => hold('hovered', true),
    onPointerLeave: () => hold('hovered', false),
    onFocus: () => hold('focused', true),
    onBlur: (e: FocusEvent<HTMLElement>) => hold('focused', e.currentTarget.contains(e.relatedTarget)),
  };

  return { viewport, text, active, paused, toggle, holders };
}

export function AnnouncementBar({ pagePath }: AnnouncementBarProps) {
  const api = useApi();
  const langs = useLangs();
  const link = useLink();
  const t = useT();
  const lang = useHtmlLang();
  const emit = useEmit();
  const config = useConfig();
  const reducedMotion = useReducedMotion();
  const page = usePage();
  const host = useHost();
  const first = { api, langs, pagePath: usePagePath(pagePath) };
  const onPage = BULLETIN_LOAD.when(first);
  // a server render fetches it too (§3a), so the bar is in the page's HTML
  const loaded = useFirstLoad(BULLETIN_LOAD, first, [api]);
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  const bulletin = loaded.state === 'done' && isShowable(loaded.data, dismissedIds(page)) && String(loaded.data.content_id) !== dismissedId
    ? loaded.data : null;
  const marquee = useMarquee(bulletin, reducedMotion, config.appUserAgent);
  // while the bulletin loads, the bar keeps its place (an empty bar), so the page below does
  // not move when it comes; only a page whose bulletin turns out closed or empty collapses
  if (!bulletin) return onPage && loaded.state === 'loading' ? <div className="bar" aria-hidden="true" /> : null;

  /** The text's own links to the Details page: out of the Tab order and the accessibility tree. */
  const hideDetailsCopies = (text: HTMLElement) => {
    for (const a of text.querySelectorAll('a')) {
      if (!isDetailsCopy(a.getAttribute('href'), bulletin.link, langs)) continue;
      a.tabIndex = -1;
      a.setAttribute('aria-hidden', 'true');
    }
  };
  const close = () => {
    focusPast(host); // the pressed button goes with the bar
    dismiss(bulletin);
    setDismissedId(String(bulletin.content_id));
    emit('ex-announcement-dismiss', { contentId: bulletin.content_id });
  };

  return (
    <div className="bar" part="bar" lang={lang} role="region" aria-label={t('announcement.label')}>
      <span className="icon" aria-hidden="true"><Icon name="speaker" /></span>
      <div ref={marquee.viewport} className={reducedMotion ? 'viewport wrap' : 'viewport'} part="content" {...marquee.holders}>
        <span ref={marquee.text} className="text"><SafeHtml html={bulletin.content} onShown={hideDetailsCopies} /></span>
      </div>
      {bulletin.link && (
        <ExLink className="more" href={link(bulletin.link)} source="announcement"
          onClick={() => emit('ex-track', { event: 'announcement_click', contentId: bulletin.content_id })}>
          {t('announcement.more')}
        </ExLink>
      )}
      {/* always there, so that the controls after it never move when a marquee starts (styles.ts) */}
      <button type="button" className={`control pause${marquee.active === null ? '' : marquee.active ? ' on' : ' off'}`} onClick={marquee.toggle}
        aria-label={t(marquee.paused ? 'announcement.play' : 'announcement.pause')}>
        <Icon name={marquee.paused ? 'play' : 'pause'} />
      </button>
      <button type="button" className="control" part="close" onClick={close} aria-label={t('announcement.close')}>
        <Icon name="close" />
      </button>
    </div>
  );
}
