// The chat room, opened in place from the Community menu (spec §2, §6: it receives the user's
// nickname and the sub-account flag). The host page may take over: ex-chatroom-open is
// cancelable; otherwise this dialog opens and the host's chat widget goes in its
// "chatroom" slot.
import { ExLink } from '../../common/ExLink';
import { useLink, useSession, useT } from '../../common/host-context';
import { useModalWhile } from './Drawer';
import { chatRoomDetail } from '../header-context';
import { Icon } from '../icons';

export function ChatRoom({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const link = useLink();
  const session = useSession();
  const ref = useModalWhile(open);
  const detail = chatRoomDetail(session);
  return (
    <dialog ref={ref} className="xh-chat" part="chatroom" aria-labelledby="ex-chat-title" onClose={onClose}>
      {open && (
        <>
          <div className="xh-chat-head">
            <h2 id="ex-chat-title" className="xh-chat-title">{t('header.chatRoom.title')}</h2>
            <button type="button" className="xh-icon-btn" aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" size={20} />
            </button>
          </div>
          {detail.isLogin ? (
            <div className="xh-chat-body">
              <p className="xh-chat-as">{t('header.chatRoom.as', { nickname: detail.nickname })}</p>
              {detail.isSubAccount && <p className="xh-chat-note" role="note">{t('header.chatRoom.subAccount')}</p>}
              <slot name="chatroom"><p className="xh-chat-wait">{t('header.chatRoom.connecting')}</p></slot>
            </div>
          ) : (
            <div className="xh-chat-body">
              <ExLink className="xh-rewards-cta" href={link('/login')} source="header-chatroom">{t('header.chatRoom.login')}</ExLink>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
