// The "Exchange" logo: an inline SVG mark (two crossing arrows) and wordmark; on very narrow
// bars only the mark shows.
export function Logo() {
  return (
    <span className="xh-logo-art" dir="ltr" aria-hidden="true">
      <svg className="xh-logo-mark" width="24" height="24" viewBox="0 0 24 24" focusable="false">
        <rect width="24" height="24" rx="7" fill="var(--ex-color-brand)" />
        <path d="M7 9h9.5l-3-3M17 15H7.5l3 3" fill="none" stroke="var(--ex-color-brand-contrast)" strokeWidth="2.2"
          strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <svg className="xh-logo-word" width="100" height="28" viewBox="0 0 100 28" focusable="false">
        <text x="1" y="20.5" fill="currentColor" fontFamily="var(--ex-font-family)" fontSize="19" fontWeight="700"
          textLength="98" lengthAdjust="spacingAndGlyphs">Exchange</text>
      </svg>
    </span>
  );
}
