// Logging out (spec §4): the confirm dialog (all devices / this device), the logging-out
// overlay while the call runs, and on failure the dialog again with the error, never a
// page stuck under the overlay.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { logout, type LogoutScope } from '../../core/header-account/logout';
import { useEx } from '../common/host-context';
import { AccountIcon } from './icons';

type Step = 'confirm' | 'busy' | 'failed';

function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, [ref]);
}

function Overlay() {
  const { t } = useEx();
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  return (
    <dialog ref={ref} className="xa-overlay" part="logout-overlay" aria-busy="true" aria-label={t('account.logout.busy')}
      onCancel={(e) => e.preventDefault()}>
      <span className="xa-spinner" aria-hidden="true" />
      <p role="status">{t('account.logout.busy')}</p>
    </dialog>
  );
}

function Confirm({ failed, onChoose, onClose }: { failed: boolean; onChoose: (scope: LogoutScope) => void; onClose: () => void }) {
  const { t } = useEx();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(ref);
  return (
    <dialog ref={ref} className="xa-dialog" part="logout-dialog" aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <h2 id={titleId}>{t('account.logout.title')}</h2>
      <p>{t('account.logout.text')}</p>
      {failed && <p className="xa-error" role="alert">{t('account.logout.failed')}</p>}
      <div className="xa-dialog-actions">
        <button type="button" className="xa-btn" onClick={() => onChoose('all')}>{t('account.logout.all')}</button>
        <button type="button" className="xa-btn xa-primary" onClick={() => onChoose('this')}>{t('account.logout.this')}</button>
      </div>
      <button type="button" className="xa-icon-btn xa-dialog-close" aria-label={t('account.logout.cancel')} onClick={onClose}>
        <AccountIcon name="close" size={18} />
      </button>
    </dialog>
  );
}

export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { api, prefix, emit } = useEx();
  const [step, setStep] = useState<Step>('confirm');

  // back from the login page through the back/forward cache: the overlay must not be there
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => { if (e.persisted) onClose(); };
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, [onClose]);

  const choose = async (scope: LogoutScope) => {
    setStep('busy');
    const result = await logout(scope, { api, prefix, announce: (detail) => emit('ex-logout', detail, { cancelable: true }) });
    if (!result.ok) setStep('failed');
    else if (!result.redirected) onClose();
  };

  if (step === 'busy') return <Overlay />;
  return <Confirm failed={step === 'failed'} onChoose={(scope) => void choose(scope)} onClose={onClose} />;
}
