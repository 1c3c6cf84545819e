// ex-* events (DESIGN.md §2): CustomEvents that bubble and are composed, so they leave the
// shadow root and reach the host page.

export interface EmitInit { cancelable?: boolean }

export function emit(target: EventTarget, name: `ex-${string}`, detail?: unknown, init: EmitInit = {}): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: !!init.cancelable }));
}

/** Detail of ex-navigate: cancel it to route in a single-page host. */
export interface NavigateDetail { href: string; target?: string; source: string }
/** Detail of ex-track: an analytics click the spec mentions, to forward to the host's tracker. */
export interface TrackDetail { event: string; [key: string]: unknown }
