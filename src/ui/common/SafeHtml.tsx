// Server HTML, sanitised (and a TrustedHTML where the page enforces Trusted Types).
import { useLayoutEffect, useRef } from 'react';
import { trustedHtml } from '../../core/safety';

export function SafeHtml({ html, className, part }: { html: unknown; className?: string; part?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    // set through the DOM so the Trusted Types policy's value reaches innerHTML untouched
    if (ref.current) ref.current.innerHTML = trustedHtml(html);
  }, [html]);
  return <span ref={ref} className={className} part={part} />;
}
