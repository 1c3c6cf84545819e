// A link that is only ever safe, and that tells the host before an internal navigation
// (ex-navigate, cancelable, so a single-page host can route instead). Other anchor
// attributes (id, role, tabindex, ARIA, data, pointer handlers, ref) pass through, so a
// menu item or a listbox option is an ExLink too.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { safeUrl } from '../../core/safety';
import type { NavigateDetail } from './events';
import { useEmit, type Emit } from './host-context';

export interface ExLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** names the surface and item, for ex-navigate and ex-track */
  source: string;
  newWindow?: boolean;
  part?: string;
  ref?: Ref<HTMLAnchorElement>;
  [data: `data-${string}`]: string | undefined;
}

const isInternal = (href: string) => {
  try { return new URL(href, location.href).origin === location.origin; } catch { return false; }
};

/** Where a link goes and what it tells the host. */
export interface LinkTarget {
  href: string;
  /** names the surface and item, for ex-navigate and ex-track */
  source: string;
  newWindow?: boolean;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}

export type AnchorAttributes = Omit<ExLinkProps, keyof LinkTarget>;

/**
 * A link as an element, for views that draw many (a menu's rows): ExLink without a component of
 * its own and without copying its attributes twice, which together cost a server-rendered header
 * about a fifth of its time (DESIGN.md §3c throughput). `emit` is the caller's `useEmit()`. Before a
 * plain click on an internal link, the host hears ex-navigate (cancelable) and may route instead.
 */
export function exLink(emit: Emit, { href, source, newWindow, onClick }: LinkTarget, attributes: AnchorAttributes) {
  const safe = safeUrl(href);
  // an unsafe URL never becomes a link: its text stays, disabled
  if (!safe) return <span className={attributes.className} part={attributes.part} role={attributes.role} aria-disabled="true">{attributes.children}</span>;

  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (!plain || newWindow || !isInternal(safe)) return;
    const detail: NavigateDetail = { href: safe, source };
    if (!emit('ex-navigate', detail, { cancelable: true })) e.preventDefault();
  };

  return <a {...attributes} href={safe} onClick={handleClick} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined} />;
}

export const ExLink = ({ href, source, newWindow, onClick, ...attributes }: ExLinkProps) => exLink(useEmit(), { href, source, newWindow, onClick }, attributes);
