// The account side's styles, beside the header's (src/ui/header/styles.ts holds the controls
// both sides share), so every class carries the xa- prefix. Below 992 px the bar's labels go;
// at 768 px and below the drawer holds the menus (§9 breakpoints). A trigger's hover area reaches its
// panel across their gap.
import { css } from '../../common/styles';
import { raisedPanel } from '../../common/tokens';

export const headerAccountStyles = css`
  .xa-root { display: flex; align-items: center; gap: var(--ex-space-1); }
  .xa-drawer { flex-direction: column; align-items: stretch; gap: 0; }
  .xa-grow { flex: 1; min-width: 0; }

  .xa-btn { justify-content: center; gap: var(--ex-space-1); height: 32px; padding: 0 14px; border: 1px solid var(--ex-color-border); font-weight: 600; }
  .xa-primary { background: var(--ex-color-brand); border-color: var(--ex-color-brand); color: var(--ex-color-brand-contrast); }
  .xa-primary:hover { background: var(--ex-color-brand); filter: brightness(1.08); }
  .xa-block { width: 100%; height: 40px; }
  .xa-auth { display: flex; gap: var(--ex-space-2); }
  .xa-auth.xa-block { padding: var(--ex-space-1) 0; }
  .xa-auth.xa-block .xa-btn { flex: 1; height: 40px; }
  .xa-drawer > .xa-deposit { margin: var(--ex-space-1) 0; }

  .xa-dd { position: relative; anchor-name: --xa-menu; anchor-scope: --xa-menu; }
  .xa-dd::after { content: ""; position: absolute; inset: 100% 0 auto; height: 5px; }
  .xa-trigger { gap: 6px; height: 40px; padding: 0 var(--ex-space-2); }
  .xa-panel {
    position: absolute; top: calc(100% + 4px); inset-inline-end: 0; z-index: var(--ex-z-overlay);
    min-width: 240px; max-height: calc(100vh - 88px); overflow-y: auto; overscroll-behavior: contain;
    padding: var(--ex-space-2); ${raisedPanel}
  }
  /* a popover (DESIGN.md §3e) in the top layer, anchored where the panel above sits */
  .xa-panel[popover] { position-anchor: --xa-menu; inset: auto; top: calc(anchor(bottom) + 4px); inset-inline-end: anchor(self-end); margin: 0; }
  .xa-panel-wallet { width: 600px; }
  .xa-panel-personal, .xa-panel-settings { width: 320px; }
  .xa-panel-reminders { padding: 0; border: 0; background: none; box-shadow: none; width: 400px; max-height: none; overflow: visible; }

  .xa-groups { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--ex-space-2); }
  .xa-drawer .xa-groups { grid-template-columns: 1fr; }
  .xa-group-title { margin: var(--ex-space-1) var(--ex-space-2); }

  .xa-section { border-bottom: 1px solid var(--ex-color-border); }
  .xa-section-head { gap: var(--ex-space-3); padding: var(--ex-space-3) 0; border-radius: 0; font-weight: 600; }
  .xa-section-body { padding: 0 0 var(--ex-space-3); }
  .xa-caret { display: inline-flex; transition: transform 0.15s; }
  [aria-expanded=true] > .xa-caret { transform: rotate(180deg); }
  .xa-drawer > .xa-nav-row { gap: var(--ex-space-3); padding: var(--ex-space-3) 0; border-radius: 0; border-bottom: 1px solid var(--ex-color-border); font-weight: 600; }

  .xa-settings { display: flex; flex-direction: column; gap: var(--ex-space-2); }
  .xa-fieldset { margin: 0; padding: 0 0 var(--ex-space-2); border: 0; border-bottom: 1px solid var(--ex-color-border); }
  .xa-legend { padding: var(--ex-space-1) var(--ex-space-2); }
  .xa-radio { padding: 6px var(--ex-space-2); }
  .xa-radio input { margin: 0; accent-color: var(--ex-color-brand); }
  .xa-switch-row { gap: var(--ex-space-3); }
  .xa-switch-label { display: block; }
  .xa-switch { flex: none; position: relative; width: 36px; height: 20px; border-radius: 10px; background: var(--ex-color-border); transition: background 0.15s; }
  .xa-switch::after { content: ""; position: absolute; top: 2px; inset-inline-start: 2px; width: 16px; height: 16px; border-radius: 50%; background: #fff; transition: inset-inline-start 0.15s; }
  .xa-switch.xa-on { background: var(--ex-color-brand); }
  .xa-switch.xa-on::after { inset-inline-start: 18px; }

  .xa-back { gap: var(--ex-space-1); margin-bottom: var(--ex-space-1); padding: var(--ex-space-1) var(--ex-space-2); color: var(--ex-color-text-muted); }
  .xa-back:hover { color: var(--ex-color-text); }
  .xa-option-row { display: flex; flex-wrap: wrap; align-items: center; }
  .xa-option { flex: 1; }
  .xa-option[aria-current=true] { font-weight: 600; color: var(--ex-color-brand); }
  .xa-fiat-code { min-width: 44px; font-weight: 600; }
  .xa-tip { display: contents; }
  .xa-tip-bubble { display: none; flex-basis: 100%; margin: 0 var(--ex-space-2) var(--ex-space-2); padding: var(--ex-space-2) var(--ex-space-3); border-radius: 6px; background: var(--ex-color-notice-bg); color: var(--ex-color-notice-text); font-size: var(--ex-font-size-sm); }
  .xa-tip-btn:hover+.xa-tip-bubble, .xa-tip-btn:focus+.xa-tip-bubble, .xa-tip-bubble:hover, .xa-tip-bubble:focus-within { display: block; }

  /* the logout overlay is an ex-dialog (src/ui/common/ChoiceDialog.tsx) */
  .xa-overlay { display: flex; flex-direction: column; align-items: center; gap: var(--ex-space-3); width: 220px; text-align: center; }
  .xa-overlay p, .xa-download p { margin: 0; }
  .xa-overlay p { color: inherit; }
  .xa-spinner { width: 28px; height: 28px; border: 3px solid var(--ex-color-border); border-top-color: var(--ex-color-brand); border-radius: 50%; animation: xa-spin 0.8s linear infinite; }
  @keyframes xa-spin { to { transform: rotate(360deg); } }

  .xa-personal { display: flex; flex-direction: column; gap: var(--ex-space-2); }
  .xa-card { gap: var(--ex-space-3); border-radius: var(--ex-radius); background: var(--ex-color-bg-subtle); }
  .xa-card-text { display: flex; flex-direction: column; gap: 2px; }
  .xa-nickname { font-weight: 600; font-size: var(--ex-font-size-lg); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .xa-badges { display: flex; gap: var(--ex-space-1); }
  .xa-badge { padding: 0 6px; border-radius: 4px; background: var(--ex-color-border); font-size: 11px; font-weight: 600; line-height: 18px; }
  .xa-vip { background: #f5c451; color: #3b2a00; }
  .xa-trial { background: var(--ex-color-brand); color: var(--ex-color-brand-contrast); }
  .xa-row { display: flex; align-items: center; justify-content: space-between; gap: var(--ex-space-2); padding: 0 var(--ex-space-2); }
  .xa-tier { padding: 0 var(--ex-space-2); }
  .xa-tier .xa-row { padding: 0; }
  .xa-tier p { margin: var(--ex-space-2) 0 var(--ex-space-1); }
  .xa-progress { display: block; width: 100%; height: 6px; margin-top: var(--ex-space-1); border: 0; border-radius: 3px; appearance: none; background: var(--ex-color-bg-subtle); }
  .xa-progress::-webkit-progress-bar { background: var(--ex-color-bg-subtle); border-radius: 3px; }
  .xa-progress::-webkit-progress-value { background: var(--ex-color-brand); border-radius: 3px; }
  .xa-progress::-moz-progress-bar { background: var(--ex-color-brand); border-radius: 3px; }
  .xa-plans { margin: 0; padding-inline-start: 18px; color: var(--ex-color-text-muted); }
  .xa-notice { display: flex; gap: var(--ex-space-2); padding: var(--ex-space-2) var(--ex-space-3); border-radius: 6px; background: var(--ex-color-notice-bg); color: var(--ex-color-notice-text); }
  .xa-notice a { color: inherit; font-weight: 600; }
  .xa-upgrade { padding: 0 var(--ex-space-2); color: var(--ex-color-brand); }
  .xa-rule { width: 100%; margin: var(--ex-space-1) 0; border: 0; border-top: 1px solid var(--ex-color-border); }
  .xa-avatar { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px; border-radius: 50%; object-fit: cover; }
  .xa-card .xa-avatar { width: 40px; height: 40px; font-size: 18px; }
  .xa-section-head .xa-avatar { width: 24px; height: 24px; font-size: 12px; }
  .xa-avatar-letter { background: var(--ex-color-brand); color: var(--ex-color-brand-contrast); font-weight: 700; }

  .xa-bell { position: relative; display: inline-flex; }
  .xa-dot { position: absolute; top: -1px; inset-inline-end: -1px; width: 9px; height: 9px; border: 2px solid var(--ex-color-bg); border-radius: 50%; background: var(--ex-color-red); }
  .xa-download { display: flex; flex-direction: column; align-items: center; gap: var(--ex-space-2); padding: var(--ex-space-2); text-align: center; }
  .xa-download a { color: var(--ex-color-brand); }
  .xa-qr-frame { display: block; width: 140px; height: 140px; border-radius: 4px; overflow: hidden; background: var(--ex-color-bg-subtle); }
  .xa-qr { display: block; width: 100%; height: 100%; }

  .xa-toast {
    position: fixed; top: 80px; left: 50%; z-index: calc(var(--ex-z-overlay) + 1); transform: translateX(-50%);
    padding: var(--ex-space-2) var(--ex-space-4); border-radius: 6px; background: var(--ex-color-text); color: var(--ex-color-bg);
    box-shadow: var(--ex-shadow); opacity: 0; pointer-events: none; transition: opacity 0.15s;
  }
  .xa-toast.xa-shown { opacity: 1; }
  .xa-toast:empty { display: none; }

  @media (max-width: 991.98px) {
    .xa-bar .xa-label { display: none; }
  }
  @media (max-width: 768px) {
    .xa-bar .xa-dd-wallet, .xa-bar .xa-dd-orders, .xa-bar .xa-dd-personal, .xa-bar .xa-dd-download,
    .xa-bar .xa-dd-settings, .xa-bar .xa-theme, .xa-bar .xa-orders-link { display: none; }
    .xa-bar .xa-btn { height: 28px; padding: 0 10px; font-size: var(--ex-font-size-sm); }
  }

  /* forced colours drop the switch's fills: its track and knob in system colours */
  @media (forced-colors: active) {
    .xa-switch { forced-color-adjust: none; border: 1px solid CanvasText; background: Canvas; }
    .xa-switch::after { top: 1px; inset-inline-start: 1px; background: CanvasText; }
    .xa-switch.xa-on { background: Highlight; }
    .xa-switch.xa-on::after { inset-inline-start: 17px; background: HighlightText; }
  }
`;
