// A status message screen readers hear without focus moving (WCAG 4.1.3 Status Messages): a
// polite live region that stays mounted while only its text changes (a region that mounts with
// its text is often not heard), so each message is announced once; empty says nothing.
export function LiveStatus({ text }: { text: string }) {
  return <span className="ex-visually-hidden" role="status">{text}</span>;
}
