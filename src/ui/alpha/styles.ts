import { css } from '../common/styles';
import { raisedPanel } from '../common/tokens';

// Row height 58 px and a 530 px tall list as the other market lists (§2, §9).
export const alphaStyles = css`
  .alpha {
    display: flex;
    width: 600px;
    max-width: 100%;
    height: 530px;
    ${raisedPanel}
    overflow: hidden;
  }
  .side { flex: none; width: 148px; border-inline-end: 1px solid var(--ex-color-border); overflow-y: auto; padding: var(--ex-space-2) 0; }
  .side ul, .list ul { list-style: none; margin: 0; padding: 0; }
  .side-item {
    display: block; width: 100%; padding: var(--ex-space-2) var(--ex-space-4); border: 0; background: none;
    text-align: start; color: var(--ex-color-text-muted); cursor: pointer;
  }
  .side-item:hover { background: var(--ex-color-bg-subtle); color: var(--ex-color-text); }
  .side-item[aria-current="true"] {
    color: var(--ex-color-text); font-weight: 600; background: var(--ex-color-bg-subtle);
    box-shadow: inset 3px 0 0 var(--ex-color-brand);
  }
  .alpha[dir="rtl"] .side-item[aria-current="true"] { box-shadow: inset -3px 0 0 var(--ex-color-brand); }
  .main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
  .search { padding: var(--ex-space-3) var(--ex-space-3) var(--ex-space-2); }
  .search input {
    width: 100%; height: 36px; padding: 0 var(--ex-space-3);
    border: 1px solid var(--ex-color-border); border-radius: var(--ex-radius-sm);
    background: var(--ex-color-bg); color: var(--ex-color-text); font: inherit;
  }
  .search input::placeholder { color: var(--ex-color-text-muted); }
  .search input:focus { outline: 2px solid var(--ex-color-focus); outline-offset: -1px; border-color: transparent; }
  .tabs { display: flex; gap: var(--ex-space-1); padding: 0 var(--ex-space-3) var(--ex-space-2); overflow-x: auto; scrollbar-width: none; }
  .tab {
    flex: none; padding: 2px var(--ex-space-3); border: 1px solid var(--ex-color-border); border-radius: 999px;
    background: none; color: var(--ex-color-text-muted); cursor: pointer; font-size: var(--ex-font-size-sm);
  }
  .tab[aria-pressed="true"] { color: var(--ex-color-text); border-color: var(--ex-color-text); font-weight: 600; }
  .list { flex: 1; overflow-y: auto; overscroll-behavior: contain; }
  .row {
    display: flex; align-items: center; gap: var(--ex-space-3); width: 100%; height: 58px;
    padding: 0 var(--ex-space-3); border: 0; background: none; text-align: start; cursor: pointer;
  }
  button.row:hover, button.row:focus-visible { background: var(--ex-color-bg-subtle); }
  button.row:focus-visible { outline-offset: -2px; }
  .icons { position: relative; flex: none; width: 28px; height: 28px; }
  .icon { display: block; width: 28px; height: 28px; border-radius: 50%; background: var(--ex-color-bg-subtle); }
  .chain {
    position: absolute; inset-inline-end: -3px; bottom: -3px; width: 14px; height: 14px;
    border-radius: 50%; border: 1px solid var(--ex-color-bg-raised); background: var(--ex-color-bg-raised);
  }
  .pair { flex: 1; min-width: 0; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .address { flex: none; color: var(--ex-color-text-muted); font-size: var(--ex-font-size-sm); font-variant-numeric: tabular-nums; direction: ltr; unicode-bidi: isolate; }
  .skeleton span { display: block; height: 12px; border-radius: var(--ex-radius-sm); background: var(--ex-color-bg-subtle); animation: ex-pulse 1.2s ease-in-out infinite; }
  .skeleton span:first-child { width: 28px; height: 28px; border-radius: 50%; }
  .skeleton span:last-child { flex: 1; max-width: 60%; }
  @keyframes ex-pulse { 50% { opacity: 0.5; } }
  .empty { display: flex; align-items: center; justify-content: center; height: 100%; margin: 0; color: var(--ex-color-text-muted); }

  @media (max-width: 768px) {
    .alpha { flex-direction: column; height: 560px; }
    .side { width: auto; border-inline-end: 0; border-bottom: 1px solid var(--ex-color-border); padding: var(--ex-space-2); overflow-x: auto; overflow-y: hidden; }
    .side ul { display: flex; gap: var(--ex-space-1); }
    .side-item { white-space: nowrap; border-radius: 999px; padding: var(--ex-space-1) var(--ex-space-3); }
    .alpha .side-item[aria-current="true"] { box-shadow: none; }
  }

  /* forced colours drop the current chain's box-shadow: a border in its place */
  @media (forced-colors: active) {
    .side-item[aria-current="true"] { border-inline-start: 3px solid Highlight; }
  }
`;
