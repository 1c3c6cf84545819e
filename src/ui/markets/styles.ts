// Styles of the market dropdowns and the header search panel. A host element that mounts
// MarketDropdown or MarketSearch in its own tree adopts `marketStyles` too.
import { css } from '../common/styles';
import { LIST_HEIGHT, ROW_HEIGHT } from './list-metrics';

// lengths as whole values: the build's minifier keeps a ${…} only where it stands for a whole value or declarations
const px = (n: number) => `${n}px`;

export const marketStyles = css`
  .panel {
    display: flex; flex-direction: column; width: 100%; min-width: 0;
    background: var(--ex-color-bg-raised); color: var(--ex-color-text);
  }
  .browser { display: flex; flex-direction: column; min-width: 0; }

  .search {
    display: flex; align-items: center; gap: var(--ex-space-2);
    height: 36px; margin: var(--ex-space-3) var(--ex-space-4) var(--ex-space-2); padding: 0 var(--ex-space-3);
    border: 1px solid var(--ex-color-border); border-radius: var(--ex-radius);
    background: var(--ex-color-bg-subtle); color: var(--ex-color-text-muted);
  }
  .search:focus-within { border-color: var(--ex-color-focus); box-shadow: 0 0 0 1px var(--ex-color-focus); }
  .search input {
    flex: 1; min-width: 0; height: 100%; padding: 0; border: 0; outline: none;
    background: transparent; color: var(--ex-color-text); font: inherit;
  }
  .search input::placeholder { color: var(--ex-color-text-muted); }

  .tabs { position: relative; display: flex; align-items: center; padding: 0 var(--ex-space-4); }
  .tabs.main { border-bottom: 1px solid var(--ex-color-border); }
  .strip { display: flex; flex: 1; min-width: 0; gap: var(--ex-space-4); overflow-x: auto; scrollbar-width: none; }
  .strip::-webkit-scrollbar { display: none; }
  .tab {
    flex: none; padding: var(--ex-space-2) 0; border: 0; border-bottom: 2px solid transparent;
    background: none; color: var(--ex-color-text-muted); white-space: nowrap; cursor: pointer;
  }
  .tab:hover { color: var(--ex-color-text); }
  .tab[aria-selected="true"] { color: var(--ex-color-text); border-bottom-color: var(--ex-color-brand); font-weight: 600; }
  .tab:focus-visible { outline-offset: -2px; }
  .tabs.sub .strip { gap: var(--ex-space-2); padding: var(--ex-space-2) 0 var(--ex-space-1); }
  .tabs.sub .tab {
    padding: 2px 10px; border: 0; border-radius: 999px;
    background: var(--ex-color-bg-subtle); font-size: var(--ex-font-size-sm);
  }
  .tabs.sub .tab[aria-selected="true"] { background: var(--ex-color-text); color: var(--ex-color-bg-raised); }
  /* the ring outside the pill: inside, the selected pill's dark fill would take its contrast */
  .tabs.sub .strip { padding-inline: 4px; }
  .tabs.sub .tab:focus-visible { outline-offset: 1px; }
  .scroll {
    position: absolute; top: 0; bottom: 0; z-index: 1; width: 32px; padding: 0; border: 0;
    display: flex; align-items: center; justify-content: center; cursor: pointer;
    color: var(--ex-color-text-muted);
  }
  .scroll.back { inset-inline-start: 0; background: linear-gradient(to left, transparent, var(--ex-color-bg-raised) 45%); }
  .scroll.forward { inset-inline-end: 0; background: linear-gradient(to right, transparent, var(--ex-color-bg-raised) 45%); }
  [dir="rtl"] .scroll.back { background: linear-gradient(to right, transparent, var(--ex-color-bg-raised) 45%); }
  [dir="rtl"] .scroll.forward { background: linear-gradient(to left, transparent, var(--ex-color-bg-raised) 45%); }
  .scroll.back svg, [dir="rtl"] .scroll.forward svg { transform: scaleX(-1); }
  [dir="rtl"] .scroll.back svg { transform: none; }

  .list-wrap { position: relative; }
  /* an opaque, contained scroller scrolls on the compositor: a frame paints only new rows */
  .list {
    position: relative; height: ${px(LIST_HEIGHT)}; overflow-y: auto; overscroll-behavior: contain;
    background: var(--ex-color-bg-raised); contain: strict;
  }
  .list:focus-visible { outline-offset: -2px; }
  /* the skeleton's bones are decoration: a list that scrolls them would need focus (axe scrollable-region-focusable) */
  .list[aria-busy="true"] { overflow: hidden; }
  .sizer { position: relative; width: 100%; }
  .with-view-all .sizer { margin-bottom: 44px; }

  .row {
    position: absolute; top: 0; inset-inline-start: 0; width: 100%; height: ${px(ROW_HEIGHT)};
    display: flex; align-items: center; gap: var(--ex-space-3); padding: 0 var(--ex-space-4);
    color: inherit; text-decoration: none; cursor: pointer; contain: strict;
  }
  .row:hover, .row.selected { background: var(--ex-color-bg-subtle); }
  .row.selected { outline: 2px solid var(--ex-color-focus); outline-offset: -2px; }
  .row.current { box-shadow: inset 3px 0 0 var(--ex-color-brand); }
  [dir="rtl"] .row.current { box-shadow: inset -3px 0 0 var(--ex-color-brand); }
  .row.current .base { color: var(--ex-color-brand); }

  .avatar {
    position: relative; flex: none; width: 24px; height: 24px; border-radius: 50%;
    background: center / cover no-repeat;
  }
  .avatar .chain {
    position: absolute; inset-inline-end: -3px; bottom: -3px; width: 12px; height: 12px; border-radius: 50%;
    border: 1px solid var(--ex-color-bg-raised); box-sizing: content-box; background: center / cover no-repeat;
  }
  .letter {
    display: flex; align-items: center; justify-content: center;
    background-color: var(--ex-color-bg-subtle); color: var(--ex-color-text-muted); font-size: var(--ex-font-size-sm); font-weight: 600;
  }
  .text { display: flex; flex: 1; flex-direction: column; min-width: 0; }
  .pair { display: flex; align-items: center; gap: var(--ex-space-1); min-width: 0; white-space: nowrap; }
  .symbol { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  .base { font-weight: 600; }
  .quote { color: var(--ex-color-text-muted); }
  .name {
    overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    color: var(--ex-color-text-muted); font-size: var(--ex-font-size-sm);
  }
  .tag { flex: none; padding: 0 4px; border-radius: 2px; font-size: 10px; font-weight: 600; line-height: 16px; }
  .tag.st { border: 1px solid currentColor; color: var(--ex-color-red); line-height: 14px; }
  .tag.hot { background: var(--ex-color-notice-bg); color: var(--ex-color-notice-text); }
  .tag.new { background: var(--ex-color-bg-subtle); color: var(--ex-color-brand); }
  .figures {
    display: flex; flex: none; flex-direction: column; align-items: flex-end; max-width: 45%;
    text-align: end; font-variant-numeric: tabular-nums;
  }
  /* numbers read left to right in every language: "-1.2%", never "1.2%-" */
  .price, .change { direction: ltr; unicode-bidi: isolate; }
  .price { font-weight: 500; }
  .change { font-size: var(--ex-font-size-sm); }
  .up { color: var(--ex-color-up); }
  .down { color: var(--ex-color-down); }
  /* a live price's move flashes a bar under the figures in the rise colour (DESIGN §3b), never a tint
     behind the text (which would lower its contrast); "-again" restarts it; none under reduced motion.
     The bar fades by opacity, which the compositor animates: a list of ticking rows costs the main
     thread nothing per frame (a box-shadow would be painted again in every frame) */
  .figures { position: relative; }
  .figures::after {
    content: ''; position: absolute; inset-inline: 0; bottom: -2px; height: 2px; opacity: 0; pointer-events: none;
  }
  .flash-up::after, .flash-up-again::after { background: var(--ex-color-up); }
  .flash-down::after, .flash-down-again::after { background: var(--ex-color-down); }
  @media (prefers-reduced-motion: no-preference) {
    .flash-up::after, .flash-down::after { animation: ex-flash 700ms ease-out; }
    .flash-up-again::after, .flash-down-again::after { animation: ex-flash-again 700ms ease-out; }
  }
  @keyframes ex-flash { from { opacity: 1; } to { opacity: 0; } }
  @keyframes ex-flash-again { from { opacity: 1; } to { opacity: 0; } }
  /* no update for 30 s: the figures turn muted (still readable) and the price is struck through */
  .row[data-stale] .figures { color: var(--ex-color-text-muted); }
  .row[data-stale] .price { text-decoration: line-through dotted; }

  .skeleton { display: flex; align-items: center; gap: var(--ex-space-3); height: ${px(ROW_HEIGHT)}; padding: 0 var(--ex-space-4); }
  .bone {
    display: block; height: 12px; border-radius: var(--ex-radius-sm);
    background: linear-gradient(90deg, var(--ex-color-bg-subtle) 25%, var(--ex-color-border) 50%, var(--ex-color-bg-subtle) 75%);
    background-size: 200% 100%; animation: ex-market-shimmer 1.2s linear infinite;
  }
  .avatar-bone { flex: none; width: 24px; height: 24px; border-radius: 50%; }
  .bones { display: flex; flex: 1; flex-direction: column; gap: 6px; }
  .bones .bone { width: 40%; }
  .bones .bone.short { width: 65%; height: 10px; }
  .bone.figure { flex: none; width: 56px; }
  @keyframes ex-market-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }

  .empty {
    display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--ex-space-3);
    color: var(--ex-color-text-muted); text-align: center; padding: 0 var(--ex-space-4); overflow-wrap: anywhere;
  }

  .view-all {
    position: absolute; inset-inline: 0; bottom: 0; display: block; padding: 10px var(--ex-space-4);
    border-top: 1px solid var(--ex-color-border); background: var(--ex-color-bg-raised);
    color: var(--ex-color-brand); font-weight: 600; text-align: center; text-decoration: none;
  }
  .view-all:hover { text-decoration: underline; }

  /* forced colours (Windows high contrast) drop box-shadows and backgrounds: the focused
     search box, the current market and the selected tab keep a mark in system colours */
  @media (forced-colors: active) {
    .search:focus-within { outline: 2px solid Highlight; outline-offset: 1px; }
    .tab { border-bottom-color: Canvas; }
    .tab[aria-selected="true"] { border-bottom-color: Highlight; }
    .tabs.sub .tab[aria-selected="true"] { outline: 1px solid CanvasText; }
    .row.current { border-inline-start: 3px solid Highlight; }
  }
`;
