import { css } from '../common/styles';

// The bar, the top navigation, dropdown menus, rows, tags and side panels, and the controls
// both sides of the header share (buttons, triggers, rows, list resets, hover). Layout switches
// on the header's own width (a container query), so the element works wherever it is embedded.
// The rewards bubble floats above its entry's end, taking no width in the bar.
export const headerStyles = css`
  .xh-top, .xh-pay-list, .xh-sections, .xa-links, .xa-options { margin: 0; padding: 0; list-style: none; }
  .xh-top-btn, .xh-top-link, .xh-icon-btn, .xh-row, .xa-trigger, .xa-btn, .xa-link, .xa-nav-row, .xa-switch-row,
  .xa-option, .xa-radio, .xa-section-head, .xa-back, .xa-card {
    display: flex; align-items: center; gap: var(--ex-space-2); padding: var(--ex-space-2); border: 0; border-radius: 6px;
    background: none; color: inherit; text-decoration: none; cursor: pointer;
  }
  .xh-row, .xa-link, .xa-nav-row, .xa-switch-row, .xa-section-head { width: 100%; }
  .xh-row, .xa-link, .xa-nav-row, .xa-switch-row, .xa-option, .xa-section-head { text-align: start; }
  .xh-top-btn, .xh-top-link, .xa-trigger, .xa-btn, .xa-back { display: inline-flex; }
  .xh-top-btn, .xh-top-link, .xa-trigger, .xa-btn { white-space: nowrap; }
  .xh-icon-btn:hover, .xh-row:hover, .xh-row[aria-expanded=true], .xh-menu .xh-row:focus-visible, .xh-pay-fiat:hover,
  .xh-pay-fiat:focus-visible, .xh-pay-fiat[aria-current=true], .xa-trigger:hover, .xa-trigger[aria-expanded=true], .xa-btn:hover,
  .xa-link:hover, .xa-nav-row:hover, .xa-switch-row:hover, .xa-option:hover, .xa-radio:hover { background: var(--ex-color-bg-subtle); }
  .xh-row:focus-visible, .xh-pay-fiat:focus-visible { outline-offset: -2px; }
  .xh-group-title, .xa-group-title, .xa-legend, .xh-desc, .xa-muted { color: var(--ex-color-text-muted); }
  .xh-group-title, .xa-group-title, .xa-legend, .xh-desc, .xa-small { font-size: var(--ex-font-size-sm); }
  .xh-group-title, .xa-group-title, .xa-legend { font-weight: 600; }

  .xh-header {
    /* Japanese breaks between phrases, not inside a word (the header's lang says which) */
    word-break: auto-phrase;
    container: ex-header/inline-size; position: relative; z-index: var(--ex-z-overlay);
    background: var(--ex-color-bg); color: var(--ex-color-text); border-bottom: 1px solid var(--ex-color-border);
  }
  .xh-bar { display: flex; align-items: center; gap: var(--ex-space-4); height: 64px; padding-inline: var(--ex-space-6); }
  /* the skip link: out of sight, over the bar's start while it has focus (WCAG 2.4.1, 2.4.7) */
  .xh-skip {
    position: absolute; inset-inline-start: var(--ex-space-4); top: var(--ex-space-2); z-index: var(--ex-z-overlay);
    padding: var(--ex-space-2) var(--ex-space-4); border-radius: var(--ex-radius-sm);
    background: var(--ex-color-bg-raised); color: var(--ex-color-text); box-shadow: var(--ex-shadow); font-weight: 600;
  }
  .xh-skip:not(:focus) { clip-path: inset(50%); width: 1px; height: 1px; padding: 0; overflow: hidden; white-space: nowrap; }
  .xh-logo { flex: none; display: inline-flex; align-items: center; text-decoration: none; border-radius: var(--ex-radius-sm); }
  .xh-logo-art { display: inline-flex; align-items: center; gap: 6px; }
  .xh-nav { flex: 1 1 0; min-width: 0; height: 100%; display: flex; }
  .xh-top { position: relative; display: flex; height: 100%; flex: none; }
  /* which entries the bar shows is CSS's alone, before any script and whatever the fonts, font
     size or zoom (DESIGN.md §3e, §3f): those that do not fit wrap onto a clipped second line.
     The bar folds from its end; its lead (Buy Crypto, Markets) then goes from its start, in a
     row laid out from the end, before its core (Trade, Futures) folds last (barGroups). A group
     alone on its line shrinks to it, and its own entries wrap. */
  .xh-entries, .xh-fold > .xh-top { flex: 1 1 auto; min-width: 0; flex-wrap: wrap; align-content: flex-start; overflow-y: clip; }
  .xh-fold { position: relative; flex: 0 1 auto; min-width: 0; height: 100%; display: flex; }
  .xh-lead > .xh-top { flex-direction: row-reverse; justify-content: flex-end; }
  .xh-lead > .xh-top > :nth-child(2) { order: -2; }
  .xh-lead > .xh-top > :nth-child(3) { order: -3; }
  .xh-lead > .xh-top > :nth-child(4) { order: -4; }
  .xh-lead > .xh-top > :nth-child(5) { order: -5; }
  .xh-lead > .xh-top > :nth-child(6) { order: -6; }
  .xh-lead > .xh-top > .xh-core { order: -9; }
  /* a bar with no More menu of its own: More stands at its end under the last entry's cover,
     seen once that entry wraps (then something has) */
  .xh-more-if-needed { overflow-x: clip; }
  .xh-more-if-needed .xh-entries > :last-child::after {
    content: ''; position: absolute; inset-block: 0; inset-inline-start: 100%; z-index: 1; width: 100vw; background: var(--ex-color-bg);
  }
  .xh-top-item { position: relative; flex: none; height: 100%; display: flex; align-items: center; anchor-name: --xh-entry; anchor-scope: --xh-entry; }
  /* wrapped out of sight already: once hydrated, unreachable too (TopNav), in place */
  .xh-overflow { visibility: hidden; pointer-events: none; }
  .xh-top-btn, .xh-top-link { gap: var(--ex-space-1); height: 40px; padding: 0 10px; border-radius: var(--ex-radius); font-weight: 500; }
  .xh-top-link { position: relative; }
  .xh-top-btn:hover, .xh-top-link:hover, .xh-top-btn[aria-expanded=true] { color: var(--ex-color-brand); }
  .xh-caret { opacity: 0.7; transition: transform 0.15s; }
  [aria-expanded=true] > .xh-caret { transform: rotate(180deg); }
  .xh-ext { opacity: 0.6; }
  .xh-bubble {
    position: absolute; top: -9px; inset-inline-start: calc(100% - 24px); pointer-events: none; white-space: nowrap;
    padding: 1px 6px; border-radius: 8px 8px 8px 2px; background: var(--ex-color-brand); color: var(--ex-color-brand-contrast);
    font-size: 10px; font-weight: 600; line-height: 16px;
  }
  .xh-nav-skeleton { display: flex; align-items: center; gap: var(--ex-space-6); height: 100%; padding-inline: 10px; }
  .xh-nav-skeleton span { width: 64px; height: 12px; border-radius: 6px; background: var(--ex-color-bg-subtle); }
  .xh-end { flex: none; display: flex; align-items: center; gap: var(--ex-space-2); margin-inline-start: auto; }
  .xh-icon-btn { display: inline-grid; place-items: center; width: 36px; height: 36px; padding: 0; border-radius: var(--ex-radius); }
  .xh-drawer-toggle { display: none; }
  /* while a server render's bar is still being parsed (no drawer after it yet), a button whose
     popover has not arrived does not show: painted, it would open nothing, and the header is
     never visible and dead (DESIGN.md §3e). A browser render always has them both. */
  .xh-bar:not(:has(~ .xh-drawer)) [popovertarget]:not(:has(+ [popover])) { visibility: hidden; }
  /* nor does what moves as the rest of the bar arrives (a slow stream, a throttled parser): the
     actions stand at its end, and each one arriving moves those before it and narrows the nav,
     which wraps the tail of the entries and moves More (out of the layout: a hidden box that
     moves still counts as a layout shift); the lead and core show, where they stay */
  .xh-bar:not(:has(~ .xh-drawer)) :is(.xh-end, .xh-entries > .xh-top-item) { visibility: hidden; }
  .xh-bar:not(:has(~ .xh-drawer)) .xh-more-list { display: none; }
  /* the header's own search modal (./SearchButton): no box of its own, its dialog only; the button is the trigger */
  ex-search-modal { display: contents; }
  ex-search-modal::part(trigger) { display: none; }

  /* a popover (DESIGN.md §3e) in the top layer, anchored under its entry, moved in to 8 px from
     the viewport's edge as the view does once hydrated (NavMenu) */
  .xh-dropdown {
    position: absolute; position-anchor: --xh-entry; inset: auto; top: anchor(bottom); inset-inline-start: anchor(self-start);
    position-try-fallbacks: --xh-in-right, --xh-in-left; margin: 0; color: inherit;
    padding: var(--ex-space-2); border: 1px solid var(--ex-color-border); border-radius: 12px;
    background: var(--ex-color-bg-raised); box-shadow: var(--ex-shadow);
    /* a long menu (the More menu in Russian at 1024 × 768) scrolls rather than leaving the screen */
    max-height: calc(100vh - 72px); overflow-y: auto; overscroll-behavior: contain;
  }
  [dir=rtl] .xh-dropdown { position-try-fallbacks: --xh-in-left, --xh-in-right; }
  .xh-dropdown:popover-open { display: flex; }
  @position-try --xh-in-right { left: auto; right: 8px; }
  @position-try --xh-in-left { left: 8px; right: auto; }
  .xh-menu { outline: none; }
  .xh-list { display: flex; flex-direction: column; gap: 2px; width: 320px; }
  .xh-cards { display: grid; grid-template-columns: repeat(2, 280px); gap: 2px var(--ex-space-2); }
  .xh-columns { width: min(860px, calc(100cqw - 32px)); columns: 200px; column-gap: var(--ex-space-4); }
  .xh-group { display: flex; flex-direction: column; gap: 2px; padding-bottom: var(--ex-space-2); break-inside: avoid; }
  .xh-columns .xh-desc { display: none; }
  /* a phrase wider than its column (ブランドパートナーシップ) breaks rather than run into the next */
  .xh-columns .xh-text { overflow-wrap: anywhere; }
  .xh-group-title { padding: 8px 10px 4px; }
  .xh-row { gap: var(--ex-space-3); padding: 10px 12px; border-radius: var(--ex-radius); }
  .xh-glyph {
    flex: none; display: grid; place-items: center; width: 36px; height: 36px; border-radius: 10px;
    background: var(--ex-color-bg-subtle); object-fit: contain;
  }
  img.xh-glyph { padding: 6px; }
  .xh-row:hover .xh-glyph, .xh-row:focus-visible .xh-glyph { background: var(--ex-color-bg-raised); color: var(--ex-color-brand); }
  .xh-columns .xh-row { padding: 8px 10px; gap: var(--ex-space-2); }
  .xh-menu.xh-columns .xh-glyph { width: 28px; height: 28px; background: none; }
  .xh-text { display: flex; flex: 1; flex-direction: column; min-width: 0; }
  .xh-title { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-weight: 500; }
  .xh-row-end { opacity: 0.5; }
  .xh-icon { flex: none; fill: none; stroke: currentColor; stroke-width: 1.75; stroke-linecap: round; stroke-linejoin: round; }
  .xh-icon.xh-filled { fill: currentColor; stroke: none; }
  [dir=rtl] .xh-flip { transform: scaleX(-1); }
  .xh-row.xh-banner {
    margin-top: var(--ex-space-2); border: 1px solid color-mix(in srgb, var(--ex-color-brand) 30%, transparent);
    background: linear-gradient(120deg, color-mix(in srgb, var(--ex-color-brand) 16%, transparent), transparent 70%);
  }
  @container ex-header (max-width: 992px) { .xh-banner { display: none; } }

  .xh-tags { display: inline-flex; align-items: center; gap: 4px; }
  .xh-tag {
    display: inline-flex; align-items: center; gap: 3px; height: 16px; padding: 0 5px; border-radius: 4px;
    font-size: 10px; font-weight: 700; line-height: 1; white-space: nowrap;
  }
  img.xh-tag { height: 24px; padding: 0; }
  .xh-tag-green { background: #0f7b45; color: #fff; }
  .xh-tag-fire { background: color-mix(in srgb, #f97316 14%, transparent); color: #b43c0a; }
  :host(.ex-dark) .xh-tag-fire { color: #fb923c; }
  .xh-tag-live { background: #c81e3a; color: #fff; }
  .xh-live-dot { width: 6px; height: 6px; border-radius: 50%; background: currentColor; animation: ex-pulse 1.2s ease-in-out infinite; }
  .xh-tag-vip { background: linear-gradient(90deg, #f5d48a, #e2b053); color: #4a3000; }
  @keyframes ex-pulse { 50% { opacity: 0.3; } }

  .xh-side-panel { margin-inline-start: var(--ex-space-2); padding-inline-start: var(--ex-space-2); border-inline-start: 1px solid var(--ex-color-border); outline: none; }
  .xh-market-panel { min-width: 380px; min-height: 420px; }
  .xh-panel-skeleton { display: flex; flex-direction: column; gap: 10px; padding: var(--ex-space-3); }
  .xh-skeleton-row {
    height: 38px; border-radius: 6px; background: linear-gradient(90deg, var(--ex-color-bg-subtle), var(--ex-color-border), var(--ex-color-bg-subtle));
    background-size: 200% 100%; animation: ex-shimmer 1.4s linear infinite;
  }
  @keyframes ex-shimmer { to { background-position: -200% 0; } }
  .xh-pay-panel { display: flex; flex-direction: column; width: 240px; }
  .xh-pay-search {
    display: flex; align-items: center; gap: 6px; height: 36px; margin: 2px 2px var(--ex-space-2); padding: 0 10px;
    border: 1px solid var(--ex-color-border); border-radius: var(--ex-radius); color: var(--ex-color-text-muted);
  }
  .xh-pay-search:focus-within { border-color: var(--ex-color-focus); box-shadow: 0 0 0 1px var(--ex-color-focus); }
  @media (forced-colors: active) { .xh-pay-search:focus-within { outline: 2px solid Highlight; outline-offset: 1px; } }
  .xh-pay-search input { flex: 1; min-width: 0; border: 0; outline: 0; background: none; color: var(--ex-color-text); font: inherit; }
  .xh-pay-list { display: grid; grid-template-columns: 1fr 1fr; gap: 2px; max-height: 320px; overflow: auto; }
  .xh-pay-fiat { display: flex; align-items: center; justify-content: space-between; padding: 8px 10px; border-radius: 6px; font-weight: 500; text-decoration: none; }
  .xh-fiat-check { color: var(--ex-color-brand); }
  .xh-pay-status { margin: 0; padding: var(--ex-space-3); color: var(--ex-color-text-muted); }

  @container ex-header (max-width: 991.98px) {
    .xh-nav { display: none; }
    .xh-drawer-toggle { display: inline-grid; }
    .xh-bar { gap: var(--ex-space-2); padding-inline: var(--ex-space-4); }
  }
  @container ex-header (max-width: 419.98px) {
    .xh-bar .xh-logo-word { display: none; }
    .xh-bar { gap: var(--ex-space-1); padding-inline: var(--ex-space-3); }
  }
`;
