import { css } from '../common/styles';

export const searchModalStyles = css`
  :host { display: inline-block; }
  .trigger {
    display: inline-flex; align-items: center; gap: var(--ex-space-2); height: 36px; min-width: 180px;
    padding: 0 var(--ex-space-3); border: 1px solid var(--ex-color-border); border-radius: 999px;
    background: var(--ex-color-bg-subtle); color: var(--ex-color-text-muted); cursor: pointer;
  }
  .trigger:hover { color: var(--ex-color-text); }
  .trigger-text { flex: 1; text-align: start; }
  kbd {
    min-width: 20px; padding: 0 5px; border: 1px solid var(--ex-color-border); border-radius: var(--ex-radius-sm);
    font: 12px/18px var(--ex-font-family); text-align: center; color: var(--ex-color-text-muted);
  }
  .dialog {
    width: min(640px, calc(100vw - 32px)); max-height: min(560px, calc(100vh - 96px));
    margin: 10vh auto auto; padding: 0; border: 1px solid var(--ex-color-border); border-radius: var(--ex-radius);
    background: var(--ex-color-bg-raised); color: var(--ex-color-text); box-shadow: var(--ex-shadow);
    font-family: var(--ex-font-family); font-size: var(--ex-font-size); line-height: var(--ex-line-height);
    overflow: hidden;
  }
  .dialog[open] { display: flex; flex-direction: column; }
  .dialog::backdrop { background: rgb(0 0 0 / 45%); }
  .field {
    flex: none; display: flex; align-items: center; gap: var(--ex-space-2); padding: 0 var(--ex-space-4);
    border-bottom: 1px solid var(--ex-color-border); color: var(--ex-color-text-muted);
  }
  .field input {
    flex: 1; min-width: 0; height: 52px; border: 0; background: none; color: var(--ex-color-text);
    font: inherit; font-size: var(--ex-font-size-lg);
  }
  .field input:focus { outline: none; }
  .field:focus-within { box-shadow: inset 0 -2px 0 var(--ex-color-focus); }
  .field input::placeholder { color: var(--ex-color-text-muted); }
  .close {
    flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
    padding: 0; border: 0; border-radius: var(--ex-radius-sm); background: none; color: var(--ex-color-text-muted); cursor: pointer;
  }
  .close:hover { background: var(--ex-color-bg-subtle); color: var(--ex-color-text); }
  /* its content's height as basis, shrinking to scroll under the dialog's max-height: a 0 basis
     (flex: 1) gives a dialog with no height of its own a list of none in WebKit (issue 41) */
  .results { flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: var(--ex-space-2) 0; }
  .group {
    display: flex; align-items: center; justify-content: space-between;
    padding: var(--ex-space-2) var(--ex-space-4) var(--ex-space-1);
    color: var(--ex-color-text-muted); font-size: var(--ex-font-size-sm); font-weight: 600;
  }
  .clear { border: 0; background: none; color: var(--ex-color-brand); font-size: var(--ex-font-size-sm); cursor: pointer; }
  .option {
    display: flex; align-items: center; gap: var(--ex-space-3); min-height: 44px;
    padding: var(--ex-space-1) var(--ex-space-4); cursor: pointer;
  }
  .option:hover { background: var(--ex-color-bg-subtle); }
  .option.active { background: var(--ex-color-bg-subtle); box-shadow: inset 3px 0 0 var(--ex-color-brand); }
  .dialog[dir="rtl"] .option.active { box-shadow: inset -3px 0 0 var(--ex-color-brand); }
  .avatar { position: relative; flex: none; width: 24px; height: 24px; }
  .avatar img:first-child, .letter {
    display: flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%;
    background: var(--ex-color-bg-subtle); font-size: 12px; font-weight: 600;
  }
  .chain { position: absolute; inset-inline-end: -3px; bottom: -3px; border-radius: 50%; border: 1px solid var(--ex-color-bg-raised); }
  .option.recent .avatar { display: none; }
  .label { font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 60%; }
  .detail { flex: 1; min-width: 0; color: var(--ex-color-text-muted); font-size: var(--ex-font-size-sm); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; text-align: end; }
  .empty, .hint { margin: 0; padding: var(--ex-space-6) var(--ex-space-4); text-align: center; color: var(--ex-color-text-muted); }

  @media (max-width: 768px) {
    .trigger { min-width: 0; width: 36px; padding: 0; justify-content: center; }
    .trigger-text, .trigger kbd { display: none; }
    .dialog { width: 100vw; max-width: 100vw; height: 100vh; max-height: 100vh; margin: 0; border: 0; border-radius: 0; }
  }

  /* forced colours drop box-shadows and backgrounds: the focused field and the active option keep an outline */
  @media (forced-colors: active) {
    .field:focus-within { outline: 2px solid Highlight; outline-offset: -2px; }
    .option.active { outline: 2px solid Highlight; outline-offset: -2px; }
  }
`;
