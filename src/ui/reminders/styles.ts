import { css } from '../common/styles';
import { raisedPanel } from '../common/tokens';

// §9: the panel is 400 px wide and its list area 318 px high.
export const reminderStyles = css`
  .panel {
    width: 400px;
    max-width: 100%;
    ${raisedPanel}
    overflow: hidden;
  }
  .head {
    display: flex; align-items: center; justify-content: space-between; gap: var(--ex-space-3);
    padding: var(--ex-space-3) var(--ex-space-4) var(--ex-space-2);
  }
  .heading { margin: 0; font-size: var(--ex-font-size-lg); font-weight: 600; }
  .all { font-size: var(--ex-font-size-sm); color: var(--ex-color-brand); text-decoration: none; }
  .all:hover { text-decoration: underline; }
  .tabs {
    display: flex; gap: 2px; padding: 0 var(--ex-space-2);
    border-bottom: 1px solid var(--ex-color-border);
    overflow-x: auto; scrollbar-width: none;
  }
  .tab {
    flex: none; display: inline-flex; align-items: center; gap: 3px;
    padding: var(--ex-space-2) 6px; border: 0; border-bottom: 2px solid transparent; font-size: 13px;
    background: none; color: var(--ex-color-text-muted); cursor: pointer; white-space: nowrap;
  }
  .tab:hover { color: var(--ex-color-text); }
  .tab[aria-selected="true"] { color: var(--ex-color-text); font-weight: 600; border-bottom-color: var(--ex-color-brand); }
  .badge {
    min-width: 16px; height: 16px; padding: 0 4px; border-radius: 8px;
    background: var(--ex-color-red); color: #fff;
    font-size: 10px; font-weight: 600; line-height: 16px; text-align: center;
    direction: ltr; unicode-bidi: isolate;
  }
  :host(.ex-dark) .badge { background: #c81e3a; }
  /* positioned, so visually hidden texts stay inside the scrolled area */
  .list { position: relative; height: 318px; overflow-y: auto; overscroll-behavior: contain; }
  .list:focus-visible { outline-offset: -2px; }
  .messages { list-style: none; margin: 0; padding: 0; }
  .message {
    display: grid; gap: 2px; padding: var(--ex-space-3) var(--ex-space-4);
    border-bottom: 1px solid var(--ex-color-border);
  }
  .title {
    display: flex; align-items: baseline; gap: var(--ex-space-2);
    color: var(--ex-color-text); font-weight: 500; text-decoration: none; overflow-wrap: anywhere;
    unicode-bidi: plaintext;
  }
  a.title:hover { color: var(--ex-color-brand); }
  .message:not(.unread) .title { color: var(--ex-color-text-muted); font-weight: 400; }
  .dot { flex: none; width: 6px; height: 6px; border-radius: 50%; background: var(--ex-color-red); transform: translateY(-2px); }
  /* server texts take their direction from their own content */
  .content { font-size: var(--ex-font-size-sm); color: var(--ex-color-text-muted); overflow-wrap: anywhere; unicode-bidi: plaintext; }
  .content a { color: var(--ex-color-brand); }
  .time {
    justify-self: start; direction: ltr; unicode-bidi: isolate;
    font-size: var(--ex-font-size-sm); color: var(--ex-color-text-muted); font-variant-numeric: tabular-nums;
  }
  .skeleton span {
    display: block; height: 12px; border-radius: var(--ex-radius-sm); background: var(--ex-color-bg-subtle);
    animation: ex-pulse 1.2s ease-in-out infinite;
  }
  .skeleton span:nth-child(1) { width: 70%; height: 14px; }
  .skeleton span:nth-child(2) { width: 90%; }
  .skeleton span:nth-child(3) { width: 40%; }
  @keyframes ex-pulse { 50% { opacity: 0.5; } }
  .empty {
    display: flex; align-items: center; justify-content: center; height: 100%; margin: 0;
    color: var(--ex-color-text-muted);
  }
  .more {
    display: block; width: 100%; padding: var(--ex-space-3); border: 0; background: none;
    color: var(--ex-color-brand); cursor: pointer;
  }
  .more[aria-disabled="true"] { color: var(--ex-color-text-muted); cursor: default; }

  @media (forced-colors: active) {
    .tab { border-bottom-color: Canvas; }
    .tab[aria-selected="true"] { border-bottom-color: Highlight; }
  }
`;
