// The notifications bell (spec §2, §4): links to {prefix}/reminder; its dot follows the
// page's one unread poller (hover refreshes it); on the desktop bar hovering opens the
// reminder panel view. The panel is its own element (<ex-reminder-panel>, registered with
// <ex-header>), so its styles stay in its own shadow root, with this element's site, language,
// API base and theme.
import { useStore } from '@nanostores/react';
import { createElement, useEffect } from 'react';
import { hasUnread, unreadPoller, type UnreadCounts } from '../../../core/header/account/unread';
import { ExLink } from '../../common/ExLink';
import { requireElement } from '../../common/on-demand-elements';
import { useApi, useLink, useStores, useT } from '../../common/host-context';
import { useNestedAttributes } from '../nested-attributes';
import { Dropdown } from './Dropdown';
import { Icon } from '../icons';

/** What a server render shows: it polls nothing, so no dot. */
const SERVER_COUNTS: UnreadCounts = {};
const serverCounts = () => SERVER_COUNTS;

/**
 * Holds the page's unread poller while a bell is on the page; returns whether to show the dot.
 * A hydrating render shows the server's (none), then the store's: another element (the
 * reminder panel's tabs) may have filled the page's store before this root hydrates, and a dot
 * the server did not render fails the header's hydration (React #418, DESIGN.md §3a).
 */
export function useUnreadDot(): boolean {
  const api = useApi();
  const counts = useStore(useStores().unread, { ssr: serverCounts });
  useEffect(() => unreadPoller().acquire(() => api.call('unreadNum')), [api]);
  return hasUnread(counts);
}

const refresh = () => { void unreadPoller().refresh(); };
/** A hover opens the panel (and refreshes the dot): its element's definition comes on demand. */
const hovered = () => { refresh(); void requireElement('ex-reminder-panel'); };

const bellIcon = (dot: boolean, size: number, onPointerEnter?: () => void) => (
  <span className="xa-bell" onPointerEnter={onPointerEnter}>
    <Icon name="bell" size={size} />
    {dot && <span className="xa-dot" part="unread-dot" />}
  </span>
);

export function Bell({ menuKey }: { menuKey: string }) {
  const t = useT();
  const link = useLink();
  const nested = useNestedAttributes();
  const dot = useUnreadDot();
  return (
    <Dropdown label={t(dot ? 'account.bell.unread' : 'account.bell')} trigger={bellIcon(dot, 20)} href={link('/reminder')}
      menuKey={menuKey} onHover={hovered} part="bell" panelClass="xa-panel-reminders" keysHint={t('account.bell.keys')}
      element="ex-reminder-panel">
      {createElement('ex-reminder-panel', nested)}
    </Dropdown>
  );
}

/** The drawer's row: a link to the notifications page with the dot. */
export function BellRow() {
  const t = useT();
  const link = useLink();
  const dot = useUnreadDot();
  return (
    <ExLink href={link('/reminder')} source="header-account.bell" className="xa-nav-row">
      {bellIcon(dot, 18, refresh)}
      <span className="xa-grow">{t(dot ? 'account.bell.unread' : 'account.bell')}</span>
    </ExLink>
  );
}
