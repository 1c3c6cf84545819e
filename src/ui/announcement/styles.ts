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
  .more { flex: none; color: inherit; font-weight: 600; white-space: nowrap; }
  .control {
    flex: none; display: inline-flex; align-items: center; justify-content: center;
    width: 28px; height: 28px; padding: 0; border: 0; border-radius: var(--ex-radius-sm);
    background: transparent; cursor: pointer;
  }
  .control:hover { background: rgb(0 0 0 / 8%); }
  :host(.ex-dark) .control:hover { background: rgb(255 255 255 / 10%); }
`;
