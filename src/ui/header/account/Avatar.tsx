// The user's avatar (the personal centre's trigger and card): the server image, else the
// first letter of the nickname.
import { safeUrl } from '../../../core/safety';
import { useSession } from '../../common/host-context';

export function Avatar({ size = 32 }: { size?: number }) {
  const session = useSession();
  const user = session.user ?? {};
  const src = safeUrl(user.user_avatar);
  const initial = (user.nickname || user.user_nick || '?').trim().charAt(0).toUpperCase();
  return src
    ? <img className="xa-avatar" src={src} alt="" width={size} height={size} />
    : <span className="xa-avatar xa-avatar-letter" aria-hidden="true">{initial}</span>;
}
