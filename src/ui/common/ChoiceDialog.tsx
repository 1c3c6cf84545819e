// A modal question with two answers and a close button (the Turkish-site choice, see
// language-choice.tsx; the logout confirmation), and the hook that shows a <dialog> as modal
// while it is mounted. The elements that show one adopt dialogStyles.
import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { Icon } from './Icon';
import { css } from './styles';

/** Shows the dialog as modal while mounted; once it goes, focus goes back to the control that
 * had it when it opened (WCAG 2.4.3). A layout effect, so that runs before React removes the
 * dialog; and by hand, as browsers restore focus only from a dialog closed while modal (WebKit
 * not after Escape) and a removed dialog is no longer modal. */
export function useModal(ref: RefObject<HTMLDialogElement | null>): void {
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
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
}

/** Escape is the dialog's alone: its key's default would also close a popover it sits in (WebKit). */
export function ChoiceDialog({ title, text, answers, closeLabel, onClose, part }: ChoiceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(ref);
  return (
    <dialog ref={ref} className="ex-dialog" part={part} aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onClose(); }}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onClose(); } }}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      <div className="ex-dialog-actions">
        {answers.map((a, i) => <button key={i} type="button" className={i ? 'ex-primary' : undefined} onClick={a.onClick}>{a.label}</button>)}
      </div>
      <button type="button" className="ex-dialog-close" aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </dialog>
  );
}

export const dialogStyles = css`
  .ex-dialog {
    border: 0; border-radius: 12px; padding: var(--ex-space-6); width: min(400px, calc(100vw - 32px));
    background: var(--ex-color-bg-raised); color: var(--ex-color-text); box-shadow: var(--ex-shadow);
  }
  .ex-dialog::backdrop { background: rgb(0 0 0/50%); }
  .ex-dialog h2 { margin: 0 0 var(--ex-space-2); font-size: 18px; }
  .ex-dialog p { margin: 0 0 var(--ex-space-4); color: var(--ex-color-text-muted); }
  .ex-dialog-actions { display: flex; flex-wrap: wrap; gap: var(--ex-space-2); }
  .ex-dialog-actions button, .ex-dialog-close {
    display: inline-flex; align-items: center; justify-content: center; border-radius: 6px;
    background: none; color: inherit; font: inherit; cursor: pointer;
  }
  .ex-dialog-actions button { flex: 1 1 140px; min-height: 40px; padding: var(--ex-space-2) 14px; border: 1px solid var(--ex-color-border); font-weight: 600; }
  .ex-dialog-actions button:hover, .ex-dialog-close:hover { background: var(--ex-color-bg-subtle); }
  .ex-dialog-actions .ex-primary { background: var(--ex-color-brand); border-color: var(--ex-color-brand); color: var(--ex-color-brand-contrast); }
  .ex-dialog-actions .ex-primary:hover { background: var(--ex-color-brand); filter: brightness(1.08); }
  .ex-dialog-close { position: absolute; top: var(--ex-space-3); inset-inline-end: var(--ex-space-3); width: 36px; height: 36px; padding: 0; border: 0; }
`;
