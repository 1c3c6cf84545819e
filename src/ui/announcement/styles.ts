import { css } from '../common/styles';

export const announcementStyles = css`
  .bar {
    display: flex;
    align-items: center;
    gap: var(--ex-space-3);
    min-height: 44px; /* its controls, 28 px, and the padding: the same with or without text (issue 17, CLS) */
    padding: var(--ex-space-2) var(--ex-space-4);
    background: var(--ex-color-notice-bg);
    color: var(--ex-color-notice-text);
    font-size: var(--ex-font-size-sm);
  }
  .icon { flex: none; display: inline-flex; }
  .viewport { flex: 1; min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .viewport.wrap { white-space: normal; overflow-wrap: anywhere; }
  .text { display: inline-block; will-change: transform; }
  .viewport.wrap .text { display: inline; }
  .text a { color: inherit; text-decoration: underline; }
  /* inside the link: the viewport clips what is drawn outside its box (WCAG 2.4.7) */
  .text a:focus-visible { outline-offset: -2px; }
  .more { flex: none; color: inherit; font-weight: 600; white-space: nowrap; }
  .control {
    flex: none; display: inline-flex; align-items: center; justify-content: center;
    width: 28px; height: 28px; padding: 0; border: 0; border-radius: var(--ex-radius-sm);
    background: transparent; cursor: pointer;
  }
  .control:hover { background: rgb(0 0 0 / 8%); }
  /* The pause control keeps its place on a narrow bar, where a marquee may run (§4), so the
     controls after it never move when one starts; it shows where the text overflows — a scroll
     timeline is active only on a box that overflows — from the first paint, before any script,
     and once the view has measured, as the view says (DESIGN.md §3e). */
  .pause { visibility: hidden; }
  @media (max-width: 768px) and (prefers-reduced-motion: no-preference) {
    .bar { timeline-scope: --ex-bar-text; }
    .viewport { scroll-timeline: --ex-bar-text inline; }
    .pause { animation: ex-bar-overflows linear both; animation-timeline: --ex-bar-text; }
  }
  @keyframes ex-bar-overflows { from, to { visibility: visible; } }
  @media (width > 768px) { .pause:not(.on) { display: none; } }
  .pause.on { visibility: visible !important; }
  .pause.off { visibility: hidden !important; }
  :host(.ex-dark) .control:hover { background: rgb(255 255 255 / 10%); }
`;
