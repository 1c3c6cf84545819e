// Design tokens (--ex-*) in light and dark, and the base rules every element adopts.
// A page customises an element by setting tokens on it: `ex-footer { --ex-color-brand: … }`.
import { css } from './styles';

export const baseStyles = css`
  :host {
    all: initial;
    display: block;
    box-sizing: border-box;
    color-scheme: light;
    --ex-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif;
    --ex-font-size: 14px;
    --ex-font-size-sm: 12px;
    --ex-font-size-lg: 16px;
    --ex-line-height: 1.5;
    --ex-space-1: 4px;
    --ex-space-2: 8px;
    --ex-space-3: 12px;
    --ex-space-4: 16px;
    --ex-space-6: 24px;
    --ex-space-8: 32px;
    --ex-radius: 8px;
    --ex-radius-sm: 4px;
    --ex-color-bg: #ffffff;
    --ex-color-bg-subtle: #f5f6f7;
    --ex-color-bg-raised: #ffffff;
    --ex-color-text: #070808;
    --ex-color-text-muted: #5f6367;
    --ex-color-border: #e4e6e8;
    --ex-color-brand: #1d4ed8;
    --ex-color-brand-contrast: #ffffff;
    --ex-color-focus: #1d4ed8;
    --ex-color-notice-bg: #fff7e6;
    --ex-color-notice-text: #5c3b00;
    --ex-color-green: #0c7a45;
    --ex-color-red: #cf2c44;
    --ex-color-up: var(--ex-color-green);
    --ex-color-down: var(--ex-color-red);
    --ex-shadow: 0 8px 24px rgb(0 0 0 / 12%);
    --ex-z-overlay: 1000;
    font-family: var(--ex-font-family);
    font-size: var(--ex-font-size);
    line-height: var(--ex-line-height);
    color: var(--ex-color-text);
  }
  :host(.ex-dark) {
    color-scheme: dark;
    --ex-color-bg: #0b0e11;
    --ex-color-bg-subtle: #181c21;
    --ex-color-bg-raised: #1e2329;
    --ex-color-text: #eaecef;
    --ex-color-text-muted: #a4a9ae;
    --ex-color-border: #2b3139;
    --ex-color-brand: #6b9bff;
    --ex-color-brand-contrast: #0b0e11;
    --ex-color-focus: #8fb3ff;
    --ex-color-notice-bg: #2e2410;
    --ex-color-notice-text: #ffd98a;
    --ex-color-green: #2ebd85;
    --ex-color-red: #ff5b6e;
    --ex-shadow: 0 8px 24px rgb(0 0 0 / 50%);
  }
  /* red-up (§4): the up/down tokens flip */
  :host(.ex-risered) {
    --ex-color-up: var(--ex-color-red);
    --ex-color-down: var(--ex-color-green);
  }
  :host([hidden]) { display: none; }
  *, *::before, *::after { box-sizing: border-box; }
  [hidden] { display: none !important; }
  a { color: inherit; }
  button { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--ex-color-focus); outline-offset: 2px; }
  /* a view whose code did not arrive (./lazy-view): on the element's own background, as its
     view would be (the muted text of one theme is unreadable on the other's page), over the
     height the page reserved for the element (the host's min-height, while it holds it) */
  .ex-view-lost {
    margin: 0; padding: var(--ex-space-3) var(--ex-space-4); min-height: inherit;
    background: var(--ex-color-bg); color: var(--ex-color-text-muted);
  }
  .ex-visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;

/** The declarations of a raised panel (the reminder panel, the Alpha list, the account menus), for css`${raisedPanel}`. */
export const raisedPanel = `background: var(--ex-color-bg-raised); color: var(--ex-color-text); border: 1px solid var(--ex-color-border);
    border-radius: var(--ex-radius); box-shadow: var(--ex-shadow);`;
