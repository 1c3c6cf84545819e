// Logging out (spec §4): the confirm dialog (all devices / this device), the logging-out
// overlay while the call runs, and on failure the dialog again with the error, never a
// page stuck under the overlay.
import { useEffect, useRef, useState } from 'react';
import { logout, type LogoutScope } from '../../core/header-account/logout';
import { useEx } from '../common/host-context';
import { ChoiceDialog, useModal } from './ChoiceDialog';

type Step = 'confirm' | 'busy' | 'failed';

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

export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { api, prefix, emit, t } = useEx();
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
  return (
    <ChoiceDialog part="logout-dialog" title={t('account.logout.title')} text={t('account.logout.text')} closeLabel={t('account.logout.cancel')}
      onClose={onClose} answers={[
        { label: t('account.logout.all'), onClick: () => void choose('all') },
        { label: t('account.logout.this'), onClick: () => void choose('this') },
      ]}>
      {step === 'failed' && <p className="xa-error" role="alert">{t('account.logout.failed')}</p>}
    </ChoiceDialog>
  );
}
