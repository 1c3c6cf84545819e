// A modal question with two answers and a close button (the Turkish-site choice, the logout
// confirmation), and the hook that shows a <dialog> as modal while it is mounted.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from '../header/icons';

export function useModal(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, [ref]);
}

export interface ChoiceDialogProps {
  title: string;
  text: string;
  /** the other answer, then the main one */
  answers: [{ label: string; onClick: () => void }, { label: string; onClick: () => void }];
  closeLabel: string;
  onClose: () => void;
  part?: string;
  children?: ReactNode;
}

export function ChoiceDialog({ title, text, answers, closeLabel, onClose, part, children }: ChoiceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(ref);
  return (
    <dialog ref={ref} className="xa-dialog" part={part} aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      {children}
      <div className="xa-dialog-actions">
        {answers.map((a, i) => <button key={i} type="button" className={i ? 'xa-btn xa-primary' : 'xa-btn'} onClick={a.onClick}>{a.label}</button>)}
      </div>
      <button type="button" className="xh-icon-btn xa-dialog-close" aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </dialog>
  );
}
