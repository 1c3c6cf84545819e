import { css } from '../common/styles';

export const cookieNoticeStyles = css`
  .notice {
    position: fixed;
    inset-inline: var(--ex-space-4);
    bottom: var(--ex-space-4);
    z-index: var(--ex-z-overlay);
    max-width: 720px;
    margin-inline: auto;
    display: flex;
    align-items: flex-start;
    gap: var(--ex-space-4);
    padding: var(--ex-space-4) var(--ex-space-6);
    border: 1px solid var(--ex-color-border);
    border-radius: var(--ex-radius);
    background: var(--ex-color-bg-raised);
    color: var(--ex-color-text);
    box-shadow: var(--ex-shadow);
  }
  .body { flex: 1; min-width: 0; }
  h2 { margin: 0 0 var(--ex-space-1); font-size: var(--ex-font-size-lg); }
  p { margin: 0; color: var(--ex-color-text-muted); }
  p a { color: var(--ex-color-brand); }
  .actions { display: flex; align-items: center; gap: var(--ex-space-2); align-self: center; }
  .accept {
    padding: var(--ex-space-2) var(--ex-space-6); border: 0; border-radius: var(--ex-radius-sm);
    background: var(--ex-color-brand); color: var(--ex-color-brand-contrast); font-weight: 600; cursor: pointer;
  }
  .close {
    display: inline-flex; width: 32px; height: 32px; align-items: center; justify-content: center;
    padding: 0; border: 0; border-radius: var(--ex-radius-sm); background: transparent; cursor: pointer;
  }
  .close:hover { background: var(--ex-color-bg-subtle); }
  @media (max-width: 768px) {
    .notice { flex-direction: column; padding: var(--ex-space-4); }
    .actions { align-self: stretch; }
    .accept { flex: 1; }
  }
`;
