import { css } from '../common/styles';

export const footerStyles = css`
  .footer {
    padding: var(--ex-space-8) var(--ex-space-6) var(--ex-space-6);
    background: var(--ex-color-bg-subtle);
    color: var(--ex-color-text);
    border-top: 1px solid var(--ex-color-border);
  }
  .columns {
    display: flex;
    gap: var(--ex-space-8);
    max-width: 1280px;
    margin-inline: auto;
  }
  /* while a server render's footer is still being parsed (no bottom line yet), its sections do
     not show: each one arriving narrows the columns of those before it (a layout shift) */
  .footer:not(:has(> .bottom)) > .columns { visibility: hidden; }
  .sections {
    flex: 1;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    gap: var(--ex-space-6) var(--ex-space-8);
  }
  .title {
    margin: 0 0 var(--ex-space-3);
    font-size: var(--ex-font-size);
    font-weight: 600;
    color: var(--ex-color-text);
  }
  .links { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--ex-space-2); }
  .links a, .contact a, .statement a {
    color: var(--ex-color-text-muted);
    text-decoration: none;
    font-size: var(--ex-font-size-sm);
  }
  .links a:hover, .contact a:hover, .statement a:hover { color: var(--ex-color-brand); text-decoration: underline; }
  .contact { flex: 0 1 260px; font-size: var(--ex-font-size-sm); color: var(--ex-color-text-muted); }
  .contact address { font-style: normal; }
  .contact dl { margin: 0; display: grid; gap: var(--ex-space-1); }
  .contact dt { font-weight: 600; color: var(--ex-color-text); }
  .contact dd { margin: 0 0 var(--ex-space-2); }
  .legal, .bottom, .settings { max-width: 1280px; margin-inline: auto; }
  .legal {
    margin-top: var(--ex-space-8);
    padding-top: var(--ex-space-6);
    border-top: 1px solid var(--ex-color-border);
    font-size: var(--ex-font-size-sm);
    color: var(--ex-color-text-muted);
  }
  .legal p, .legal ol { margin: 0 0 var(--ex-space-2); }
  .legal ol { padding-inline-start: var(--ex-space-6); }
  .statement .title { font-size: var(--ex-font-size-sm); }
  .note { max-width: 960px; }
  .bottom {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--ex-space-4);
    margin-top: var(--ex-space-6);
    padding-top: var(--ex-space-4);
    border-top: 1px solid var(--ex-color-border);
  }
  .copyright { margin: 0; font-size: var(--ex-font-size-sm); color: var(--ex-color-text-muted); }
  .social { list-style: none; margin: 0; padding: 0; display: flex; gap: var(--ex-space-2); }
  .social a {
    display: inline-flex; align-items: center; justify-content: center;
    width: 36px; height: 36px; border-radius: 50%;
    color: var(--ex-color-text-muted); background: var(--ex-color-bg);
    border: 1px solid var(--ex-color-border);
  }
  .social a:hover { color: var(--ex-color-brand); border-color: var(--ex-color-brand); }

  /* phone (§9: the footer breaks at 767.9px) */
  @media (max-width: 767.9px) {
    .footer { padding: var(--ex-space-4) var(--ex-space-4) var(--ex-space-6); }
    .columns { flex-direction: column; gap: var(--ex-space-4); }
    .contact { flex: none; }
    .sections { display: block; }
    .section { border-bottom: 1px solid var(--ex-color-border); }
    .section .title { margin: 0; font-size: inherit; }
    .toggle {
      display: flex; width: 100%; align-items: center; justify-content: space-between;
      min-height: 48px; padding: 0; list-style: none; cursor: pointer;
      font-weight: 600; text-align: start;
    }
    .toggle::-webkit-details-marker { display: none; }
    .chevron { display: inline-flex; transform: rotate(90deg); transition: transform 0.15s; }
    .fold[open] .chevron { transform: rotate(-90deg); }
    .links { padding-bottom: var(--ex-space-4); gap: var(--ex-space-3); }
    .links a { font-size: var(--ex-font-size); }
    .settings {
      display: grid; grid-template-columns: 1fr 1fr; gap: var(--ex-space-3);
      margin-top: var(--ex-space-4);
    }
    .select { display: grid; gap: var(--ex-space-1); font-size: var(--ex-font-size-sm); color: var(--ex-color-text-muted); }
    .select select {
      min-height: 40px; padding: 0 var(--ex-space-2); font: inherit; font-size: var(--ex-font-size);
      color: var(--ex-color-text); background: var(--ex-color-bg);
      border: 1px solid var(--ex-color-border); border-radius: var(--ex-radius-sm);
    }
    .legal { margin-top: var(--ex-space-6); }
    .bottom { flex-direction: column-reverse; align-items: flex-start; }
  }
`;
