// Server HTML, sanitised (and a TrustedHTML where the page enforces Trusted Types). The
// sanitiser loads on demand: views await it beside their data, so the text is
// there on the first render; until it has loaded the span stays empty, never unsanitised.
// A server render writes the HTML sanitised by the server's own sanitiser (DESIGN.md §3a);
// hydrating keeps it (its text is not React's to compare) until DOMPurify's takes its place.
import { useLayoutEffect, useRef } from 'react';
import { sanitizer, serverHtml, trustedHtml } from '../../core/safety';
import { useLoaded } from './use-loaded';

/** `onShown`: what a view does to the sanitised nodes once they are in place (on the client). */
export function SafeHtml({ html, className, part, onShown }: { html: unknown; className?: string; part?: string; onShown?: (span: HTMLElement) => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  const ready = useLoaded(sanitizer, true) !== undefined;
  useLayoutEffect(() => {
    const span = ref.current;
    if (!ready || !span) return;
    // set through the DOM so the Trusted Types policy's value reaches innerHTML untouched; a
    // hydrated span that already holds the same HTML (the server's) keeps its nodes
    const safe = trustedHtml(html);
    if (span.innerHTML !== String(safe)) span.innerHTML = safe;
    onShown?.(span);
    // onShown runs once for each HTML shown, not for each render of the view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html, ready]);
  const server = serverHtml(html);
  if (server !== undefined) return <span className={className} part={part} dangerouslySetInnerHTML={{ __html: server }} />;
  return <span ref={ref} className={className} part={part} suppressHydrationWarning>{''}</span>;
}
