// A link that is only ever safe, and that tells the host before an internal navigation
// (ex-navigate, cancelable, so a single-page host can route instead). Other anchor
// attributes (id, role, tabindex, ARIA, data, pointer handlers, ref) pass through, so a
// menu item or a listbox option is an ExLink too.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { safeUrl } from '../../core/safety';
import type { NavigateDetail } from './events';
import { useEmit } from './host-context';

export interface ExLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** names the surface and item, for ex-navigate and ex-track */
  source: string;
  newWindow?: boolean;
  part?: string;
  ref?: Ref<HTMLAnchorElement>;
}

const isInternal = (href: string) => {
  try { return new URL(href, location.href).origin === location.origin; } catch { return false; }
};

/**
 * The click handler of a link: before a plain click on an internal link, the host hears
 * ex-navigate (cancelable) and may route instead.
 */
function useNavigateClick(href: string | null, source: string, newWindow?: boolean) {
  const emit = useEmit();
  return (e: MouseEvent<HTMLAnchorElement>) => {
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (!href || !plain || newWindow || !isInternal(href)) return;
    const detail: NavigateDetail = { href, source };
    if (!emit('ex-navigate', detail, { cancelable: true })) e.preventDefault();
  };
}

export function ExLink({ href, children, source, newWindow, onClick, ...rest }: ExLinkProps) {
  const safe = safeUrl(href);
  const navigate = useNavigateClick(safe, source, newWindow);
  // an unsafe URL never becomes a link: its text stays, disabled
  if (!safe) return <span className={rest.className} part={rest.part} role={rest.role} aria-disabled="true">{children}</span>;

  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    navigate(e);
  };

  return (
    <a {...rest} href={safe} onClick={handleClick} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
