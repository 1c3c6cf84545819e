// A <select> whose choice changes the page (a navigation, a reload) acts only on a deliberate
// choice (WCAG 3.2.2 On Input, failure F37): a pick from its list, or Enter after arrowing or
// typing through it closed. Chromium, Firefox and WebKit off macOS fire `change` on each such
// key, so a keyboard user looking through the languages would be taken away at the first press.
// Escape, or leaving the select, puts the current value back.
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that open the list rather than step through it: what follows them is a pick. */
const opensList = (e: KeyboardEvent) => e.key === ' ' || e.key === 'F4' || (e.altKey && e.key.startsWith('Arrow'));

/** Props for a controlled <select> showing `value` that calls `choose` on a deliberate choice. */
export function useDeliberateSelect(value: string, choose: (value: string) => void) {
  const [pending, setPending] = useState<string | null>(null);
  // set by a key whose own default action may change the value: that `change` comes in the same
  // task as the key, before the posted reset; a pick from the list comes in a later one
  const stepping = useRef(false);
  const commit = (next: string) => { setPending(null); choose(next); };
  return {
    value: pending ?? value,
    onChange(e: ChangeEvent<HTMLSelectElement>) {
      if (stepping.current) setPending(e.target.value); else commit(e.target.value);
    },
    onKeyDown(e: KeyboardEvent<HTMLSelectElement>) {
      if (e.key === 'Enter' && pending !== null) { e.preventDefault(); commit(pending); return; }
      if (e.key === 'Escape' && pending !== null) { e.preventDefault(); setPending(null); return; }
      if (e.key === 'Enter' || e.key === 'Tab' || opensList(e)) return;
      stepping.current = true;
      setTimeout(() => { stepping.current = false; });
    },
    onBlur() { setPending(null); },
  };
}
