// A link that can be a menu item: ExLink's behaviour (only safe hrefs; a cancelable
// ex-navigate before a same-window internal link) plus the role, tabindex, ref, data and
// pointer attributes a WAI-ARIA menu needs, which ExLink does not pass on.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { safeUrl } from '../../core/safety';
import { useNavigateClick } from '../common/ExLink';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** names the surface and item, for ex-navigate */
  source: string;
  newWindow?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function MenuLink({ href, source, newWindow, onClick, children, ...rest }: MenuLinkProps) {
  const safe = safeUrl(href);
  const navigate = useNavigateClick(safe, source, newWindow);
  if (!safe) return <span className={rest.className} role={rest.role} aria-disabled="true">{children}</span>;
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => { onClick?.(e); navigate(e); };
  return (
    <a {...rest} href={safe} onClick={handleClick} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
