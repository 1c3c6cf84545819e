// A section of the drawer that opens and closes (a disclosure button and its region).
import { useId, useState, type ReactNode } from 'react';
import { UiIcon } from './icons';

export function Disclosure({ label, extra, children }: { label: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="xh-section">
      <button type="button" className="xh-section-btn" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="xh-section-label">{label}</span>
        {extra}
        <UiIcon name="chevronDown" className={open ? 'xh-caret xh-up' : 'xh-caret'} />
      </button>
      <div id={id} className="xh-section-body" hidden={!open}>{children}</div>
    </li>
  );
}
