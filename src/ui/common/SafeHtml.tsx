// Server HTML, sanitised (and a TrustedHTML where the page enforces Trusted Types). The
// sanitiser loads on demand: views await it beside their data, so the text is
// there on the first render; until it has loaded the span stays empty, never unsanitised.
import { useLayoutEffect, useRef } from 'react';
import { sanitizer, trustedHtml } from '../../core/safety';
import { useLoaded } from './use-loaded';

export function SafeHtml({ html, className, part }: { html: unknown; className?: string; part?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const ready = useLoaded(sanitizer, true) !== undefined;
  useLayoutEffect(() => {
    // set through the DOM so the Trusted Types policy's value reaches innerHTML untouched
    if (ready && ref.current) ref.current.innerHTML = trustedHtml(html);
  }, [html, ready]);
  return <span ref={ref} className={className} part={part} />;
}
