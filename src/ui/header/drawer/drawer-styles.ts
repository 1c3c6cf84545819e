import { css } from '../../common/styles';

// The mobile side drawer (352 px, spec §9) and the chat-room dialog.
export const drawerStyles = css`
  .xh-drawer, .xh-chat { padding: 0; color: var(--ex-color-text); box-shadow: var(--ex-shadow); }
  .xh-drawer {
    position: fixed; inset-block: 0; inset-inline: auto 0; width: 352px; max-width: 100vw;
    height: 100dvh; max-height: none; margin: 0; border: 0; overflow: hidden; background: var(--ex-color-bg);
  }
  /* opened as a popover before hydration (DESIGN.md §3e), or as a modal dialog */
  .xh-drawer[open], .xh-drawer:popover-open { display: flex; flex-direction: column; animation: ex-drawer-in 0.2s ease-out; }
  [dir=rtl] .xh-drawer[open], [dir=rtl] .xh-drawer:popover-open { animation-name: ex-drawer-in-rtl; }
  .xh-drawer::backdrop, .xh-chat::backdrop { background: rgb(0 0 0/45%); }
  @keyframes ex-drawer-in { from { transform: translateX(100%); } }
  @keyframes ex-drawer-in-rtl { from { transform: translateX(-100%); } }
  .xh-drawer-head, .xh-chat-head { display: flex; align-items: center; justify-content: space-between; border-bottom: 1px solid var(--ex-color-border); }
  .xh-drawer-head { flex: none; height: 64px; padding-inline: var(--ex-space-4); }
  .xh-drawer-body, .xh-chat-body { display: flex; flex-direction: column; gap: var(--ex-space-3); }
  .xh-drawer-body { flex: 1; padding: var(--ex-space-3) var(--ex-space-4) var(--ex-space-6); overflow: auto; }
  .xh-sections > li > .xh-row { min-height: 48px; padding: 0; border-bottom: 1px solid var(--ex-color-border); border-radius: 0; }
  .xh-sections > li > .xh-row .xh-title { font-weight: 600; }
  .xh-drawer .xa-section-body .xh-row { padding: 8px; }
  .xh-drawer .xh-glyph { width: 32px; height: 32px; }
  .xh-drawer .xh-group-title { padding-inline: 8px; }
  .xh-rewards-card {
    padding: var(--ex-space-4); border: 1px solid var(--ex-color-border); border-radius: 12px;
    background: linear-gradient(135deg, color-mix(in srgb, var(--ex-color-brand) 16%, var(--ex-color-bg)), var(--ex-color-bg-subtle));
  }
  .xh-rewards-card p, .xh-chat-body p, .xh-chat-title { margin: 0; }
  .xh-rewards-title { font-size: var(--ex-font-size-lg); font-weight: 700; }
  .xh-rewards-card .xh-rewards-text { margin: 4px 0 var(--ex-space-3); color: var(--ex-color-text-muted); font-size: 13px; }
  .xh-rewards-cta {
    display: inline-flex; align-items: center; justify-content: center; height: 36px; padding: 0 var(--ex-space-4);
    border-radius: var(--ex-radius); background: var(--ex-color-brand); color: var(--ex-color-brand-contrast); font-weight: 600; text-decoration: none;
  }

  .xh-chat { width: min(420px, calc(100vw - 32px)); border: 1px solid var(--ex-color-border); border-radius: 16px; background: var(--ex-color-bg-raised); }
  .xh-chat-head { padding: var(--ex-space-3) var(--ex-space-4); }
  .xh-chat-title { font-size: var(--ex-font-size-lg); }
  .xh-chat-body { min-height: 200px; padding: var(--ex-space-4); }
  .xh-chat-as { font-weight: 600; }
  .xh-chat-note { padding: 8px 12px; border-radius: var(--ex-radius); background: var(--ex-color-notice-bg); color: var(--ex-color-notice-text); font-size: 13px; }
  .xh-chat-wait { color: var(--ex-color-text-muted); }
`;
