// A link that can be a menu item: ExLink's behaviour (only safe hrefs; a cancelable
// ex-navigate before a same-window internal link) plus the role, tabindex, ref and pointer
// handlers a WAI-ARIA menu needs. (ExLink takes none of these; see the report of issue 4.)
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { safeUrl } from '../../core/safety';
import type { NavigateDetail } from '../common/events';
import { useEx } from '../common/host-context';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** names the surface and item, for ex-navigate */
  source: string;
  newWindow?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const isInternal = (href: string) => {
  try { return new URL(href, location.href).origin === location.origin; } catch { return false; }
};

export function MenuLink({ href, source, newWindow, onClick, children, ...rest }: MenuLinkProps) {
  const { emit } = useEx();
  const safe = safeUrl(href);
  if (!safe) return <span className={rest.className} role={rest.role} aria-disabled="true">{children}</span>;

  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (!plain || newWindow || !isInternal(safe)) return;
    const detail: NavigateDetail = { href: safe, source };
    if (!emit('ex-navigate', detail, { cancelable: true })) e.preventDefault();
  };

  return (
    <a {...rest} href={safe} onClick={handleClick} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
