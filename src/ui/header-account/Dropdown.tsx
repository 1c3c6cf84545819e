// A trigger and its panel in the desktop bar: opens on hover (mouse), click, Enter/Space or
// ArrowDown; closes on mouse leave, Escape (focus back to the trigger), focus or pointer
// leaving it. One opens at a time: the parent holds which (spec §4 "open one at a time").
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useNavigateClick } from '../common/ExLink';
import { AccountIcon } from './icons';

export interface DropdownProps {
  label: string;
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** the panel's own class (width, layout) */
  panelClass?: string;
  /** a name for ::part() on the trigger and panel */
  part?: string;
  /** ArrowUp/ArrowDown move between the panel's links and buttons (menus of links) */
  arrowKeys?: boolean;
  /** called when the pointer enters (the bell refreshes its dot) */
  onHover?: () => void;
  /** a trigger that is a link (the bell goes to the notifications page on click, §2) */
  href?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';
const CLOSE_DELAY_MS = 150;

export function Dropdown({ label, trigger, open, onOpenChange, children, panelClass, part, arrowKeys, onHover, href }: DropdownProps) {
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const byHover = useRef(false);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    const outside = (e: globalThis.PointerEvent) => { if (!e.composedPath().includes(wrap.current!)) onOpenChange(false); };
    document.addEventListener('pointerdown', outside);
    if (focusFirst.current) {
      focusFirst.current = false;
      panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  useEffect(() => () => clearTimeout(closing.current), []);

  const enter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(closing.current);
    onHover?.();
    if (!open) { byHover.current = true; onOpenChange(true); }
  };
  const leave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || !byHover.current) return;
    closing.current = setTimeout(() => { byHover.current = false; onOpenChange(false); }, CLOSE_DELAY_MS);
  };
  const click = () => {
    // a click on a menu the pointer just opened keeps it open
    if (open && byHover.current) { byHover.current = false; return; }
    byHover.current = false;
    onOpenChange(!open);
  };

  const onLinkClick = useNavigateClick(href ?? '', `${part ?? 'dropdown'}-trigger`);

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    const onTrigger = e.target === button.current;
    if (e.key === 'ArrowDown' && onTrigger) {
      e.preventDefault();
      if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      else { focusFirst.current = true; onOpenChange(true); }
      return;
    }
    if (!arrowKeys || onTrigger || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    const items = [...panel.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const at = items.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length].focus();
  };

  const blur = (e: FocusEvent) => {
    if (open && !byHover.current && e.relatedTarget && !wrap.current!.contains(e.relatedTarget as Node)) onOpenChange(false);
  };

  return (
    <div ref={wrap} className={part ? `xa-dd xa-dd-${part}` : 'xa-dd'} onPointerEnter={enter} onPointerLeave={leave} onKeyDown={keyDown} onBlur={blur}>
      {href ? (
        <a ref={button} href={href} className="xa-trigger" part={part ? `${part}-trigger` : undefined}
          aria-expanded={open} aria-controls={open ? panelId : undefined} aria-label={label} onClick={onLinkClick}>
          {trigger}
        </a>
      ) : (
        <button ref={button} type="button" className="xa-trigger" part={part ? `${part}-trigger` : undefined}
          aria-expanded={open} aria-controls={open ? panelId : undefined} aria-label={label} onClick={click}>
          {trigger}
        </button>
      )}
      {open && (
        <div ref={panel} id={panelId} className={`xa-panel ${panelClass ?? ''}`} part={part ? `${part}-panel` : undefined}>
          {children}
        </div>
      )}
    </div>
  );
}

/** The drawer's form of a menu: a disclosure button and its content inline. */
export function Section({ label, icon, children, open, onOpenChange, badge }: {
  label: string; icon?: ReactNode; children: ReactNode; open: boolean; onOpenChange: (open: boolean) => void; badge?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="xa-section">
      <button type="button" className="xa-section-head" aria-expanded={open} aria-controls={id} onClick={() => onOpenChange(!open)}>
        {icon}<span className="xa-grow">{label}</span>{badge}<span className={open ? 'xa-caret xa-up' : 'xa-caret'}><AccountIcon name="caret" size={16} /></span>
      </button>
      {open && <div id={id} className="xa-section-body">{children}</div>}
    </div>
  );
}
