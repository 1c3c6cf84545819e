// A trigger and its panel in the desktop bar, a menu button of the header's one-open state
// (spec §4 "open one at a time"; useMenuButton: hover, click, focus and pointer leaving).
// Enter/Space or ArrowDown open it (ArrowDown onto the first control); Escape closes it and
// gives focus back to the trigger. A button's panel is a popover, there in a server render, so
// it opens before any script (DESIGN.md §3e); a link trigger (the bell, the avatar) goes to its
// page then, and on a click.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { ExLink } from '../../common/ExLink';
import { requireElement } from '../../common/on-demand-elements';
import { useServerData } from '../../common/server-data';
import { useHeader, useMenuButton } from '../header-context';
import { Icon } from '../icons';
import { firstTabStop, tabStopsIn } from '../../common/tab-stops';
import { moveFocus } from '../menu-keys';

/** A menu's trigger: a button, or a link (the bell, the avatar). */
export type TriggerElement = HTMLButtonElement & HTMLAnchorElement;

export interface DropdownProps {
  /** the key in the header's one-open state */
  menuKey: string;
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  /** the panel's own class (width, layout) */
  panelClass?: string;
  /** a name for ::part() on the trigger and panel */
  part?: string;
  /** ArrowUp/ArrowDown move between the panel's links and buttons (menus of links) */
  arrowKeys?: boolean;
  /** called when the pointer enters (the bell refreshes its dot) */
  onHover?: () => void;
  /** a trigger that is a link (the bell goes to the notifications page on click, the avatar to the profile, §2) */
  href?: string;
  /** how its keys work, where a screen reader would not say so (a link that also opens a panel) */
  keysHint?: string;
  /** the tag of the element of its own that the panel holds, defined on demand (the bell's <ex-reminder-panel>) */
  element?: string;
  /** the trigger, for its owner (focus goes back to it after the logout dialog) */
  triggerRef?: RefObject<TriggerElement | null>;
}

/** A key pressed in a modal dialog the panel holds (the Turkey-site question) is the dialog's:
 * its Escape cancels the dialog alone (APG dialog), not the menu under it. */
const inDialog = (e: KeyboardEvent<HTMLElement>) => e.currentTarget.contains((e.target as Element).closest('dialog[open]'));

export function Dropdown({ menuKey, label, trigger, children, panelClass, part, arrowKeys, onHover, href, keysHint, element, triggerRef }: DropdownProps) {
  const panelId = useId();
  const hintId = useId();
  const menu = useMenuButton(menuKey);
  const { open, panel } = menu;
  const ownTrigger = useRef<TriggerElement>(null);
  const button = triggerRef ?? ownTrigger;
  const popover = !href;
  const server = useServerData() !== null;
  const shown = open || (popover && server);
  const focusFirst = useRef(false);

  // opened by ArrowDown: the first control takes focus once the panel's content is there. It
  // may load on demand (the panel renders again when it arrives), or render in an element of its
  // own (the bell's panel) whose definition loads on demand: once it is defined, its shadow root
  // is watched until its first control is drawn
  useEffect(() => {
    const box = panel.current;
    if (!open || !focusFirst.current || !box) return;
    const take = () => {
      const first = firstTabStop(box);
      if (first) { focusFirst.current = false; first.focus(); }
      return !!first;
    };
    if (take() || !element) return;
    let observer: MutationObserver | undefined;
    let gone = false;
    void requireElement(element).then(() => {
      if (gone || take()) return;
      observer = new MutationObserver(() => { if (take()) observer?.disconnect(); });
      for (const nested of box.querySelectorAll(element)) {
        if (nested.shadowRoot) observer.observe(nested.shadowRoot, { subtree: true, childList: true, attributes: true });
      }
    });
    return () => { gone = true; observer?.disconnect(); };
  });

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (inDialog(e)) return;
    if (e.key === 'Escape' && open) {
      e.preventDefault(); // the state closes the popover
      e.stopPropagation();
      menu.hide();
      button.current?.focus();
      return;
    }
    const onTrigger = e.target === button.current;
    if (e.key === 'ArrowDown' && onTrigger) {
      e.preventDefault();
      if (open && panel.current) firstTabStop(panel.current)?.focus();
      else { focusFirst.current = true; menu.show('key'); }
      return;
    }
    if (!arrowKeys || onTrigger || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    moveFocus(panel.current!, e.key === 'ArrowDown' ? 'next' : 'prev', tabStopsIn(panel.current!));
  };

  const triggerProps = {
    ref: button, className: 'xa-trigger', part: part && `${part}-trigger`, 'aria-expanded': open,
    'aria-controls': open ? panelId : undefined, 'aria-label': label, 'aria-describedby': keysHint && hintId, children: trigger,
  };
  const onClick = (e: MouseEvent) => { e.preventDefault(); menu.toggle(); }; // the state opens and closes the popover
  return (
    <div {...menu.wrap} className={part ? `xa-dd xa-dd-${part}` : 'xa-dd'} onPointerEnter={(e) => { onHover?.(); menu.wrap.onPointerEnter(e); }}
      onKeyDown={keyDown}>
      {href ? <ExLink href={href} source={`${part ?? 'dropdown'}-trigger`} {...triggerProps} /> : <button type="button" popoverTarget={panelId} onClick={onClick} {...triggerProps} />}
      {keysHint && <span id={hintId} className="ex-visually-hidden">{keysHint}</span>}
      {shown && (
        <div ref={panel} id={panelId} className={`xa-panel ${panelClass ?? ''}`} part={part && `${part}-panel`} popover={popover ? 'auto' : undefined}>
          {children}
        </div>
      )}
    </div>
  );
}

/** The drawer's form of a menu: a disclosure button and its content inline, keyed `menuKey` in the one-open state. */
export function Section({ menuKey, label, icon, children, triggerRef }: { menuKey: string; label: string; icon?: ReactNode; children: ReactNode; triggerRef?: RefObject<TriggerElement | null> }) {
  const id = useId();
  const { open, setOpen } = useHeader();
  const on = open?.key === menuKey;
  return (
    <div className="xa-section">
      <button ref={triggerRef} type="button" className="xa-section-head" aria-expanded={on} aria-controls={id}
        onClick={() => setOpen((o) => (o?.key === menuKey ? null : { key: menuKey }))}>
        {icon}<span className="xa-grow">{label}</span><span className="xa-caret"><Icon name="chevronDown" size={16} /></span>
      </button>
      {on && <div id={id} className="xa-section-body">{children}</div>}
    </div>
  );
}
