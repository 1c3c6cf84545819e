import { css } from '../common/styles';

export const appBannerStyles = css`
  .banner {
    display: flex;
    align-items: center;
    gap: var(--ex-space-3);
    padding: var(--ex-space-2) var(--ex-space-4);
    background: var(--ex-color-bg-raised);
    color: var(--ex-color-text);
    border-bottom: 1px solid var(--ex-color-border);
  }
  .close {
    flex: none; display: inline-flex; align-items: center; justify-content: center;
    width: 32px; height: 32px; padding: 0; border: 0; border-radius: var(--ex-radius-sm);
    background: transparent; color: var(--ex-color-text-muted); cursor: pointer;
  }
  .close:hover { background: var(--ex-color-bg-subtle); }
  .logo { flex: none; display: inline-flex; color: var(--ex-color-brand); }
  .text { flex: 1; min-width: 0; display: flex; flex-wrap: wrap; align-items: baseline; column-gap: var(--ex-space-2); }
  .text strong { flex-basis: 100%; font-size: var(--ex-font-size); }
  .detail { font-size: var(--ex-font-size-sm); color: var(--ex-color-text-muted); }
  .download { font-size: var(--ex-font-size-sm); font-weight: 600; color: var(--ex-color-brand); }
  .open {
    flex: none; display: inline-flex; align-items: center; min-height: 36px; padding: 0 var(--ex-space-4);
    border-radius: 18px; font-weight: 600; text-decoration: none; white-space: nowrap;
    color: var(--ex-color-brand-contrast); background: var(--ex-color-brand);
  }
  /* phone: the title and the download link, no detail line */
  @media (max-width: 768px) {
    .banner { padding: var(--ex-space-2) var(--ex-space-3); gap: var(--ex-space-2); }
    .logo svg { width: 32px; height: 32px; }
    .text strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .detail { display: none; }
  }
`;
