// Logging out (spec §4): the confirm dialog (all devices / this device), then the
// logging-out overlay until the page goes to the login page (or the host routes itself).
import { useEffect, useRef, useState } from 'react';
import { logout, type LogoutScope } from '../../../core/header/account/logout';
import { useApi, useEmit, usePrefix, useT } from '../../common/host-context';
import { ChoiceDialog, useModal } from '../../common/ChoiceDialog';

function Overlay() {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  return (
    <dialog ref={ref} className="ex-dialog xa-overlay" part="logout-overlay" aria-busy="true" aria-label={t('account.logout.busy')}
      onCancel={(e) => e.preventDefault()}>
      <span className="xa-spinner" aria-hidden="true" />
      <p role="status">{t('account.logout.busy')}</p>
    </dialog>
  );
}

export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const prefix = usePrefix();
  const emit = useEmit();
  const t = useT();
  const [busy, setBusy] = useState(false);

  // back from the login page through the back/forward cache: the overlay must not be there
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => { if (e.persisted) onClose(); };
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, [onClose]);

  const choose = async (scope: LogoutScope) => {
    setBusy(true);
    const { redirected } = await logout(scope, { api, prefix, announce: (detail) => emit('ex-logout', detail, { cancelable: true }) });
    if (!redirected) onClose();
  };

  if (busy) return <Overlay />;
  return (
    <ChoiceDialog part="logout-dialog" title={t('account.logout.title')} text={t('account.logout.text')} closeLabel={t('account.logout.cancel')}
      onClose={onClose} answers={[
        { label: t('account.logout.all'), onClick: () => void choose('all') },
        { label: t('account.logout.this'), onClick: () => void choose('this') },
      ]} />
  );
}
