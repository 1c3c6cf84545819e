// A top entry without a menu: a plain link (Markets, the external web3 site) or the rewards
// hub with its bubble text (spec §7: main site only; a failed call gives no bubble).
import type { NavItem } from '../../../core/header/types';
import { ExLink } from '../../common/ExLink';
import { useApi } from '../../common/host-context';
import { useLoad } from '../../common/hooks';
import { useHeader } from '../header-context';
import { Icon } from '../icons';
import { NewWindowNote } from './NewWindowNote';
import { Tags } from './Tags';

function Bubble() {
  const api = useApi();
  const bubble = useLoad((signal) => api.call('rewardsBubble', { signal }), [api]);
  const text = bubble.state === 'done' ? bubble.data.trim() : '';
  return text ? <span className="xh-bubble" part="rewards-bubble">{text}</span> : null;
}

export function TopLink({ item }: { item: NavItem }) {
  const { track, theme } = useHeader();
  if (!item.href) return null;
  return (
    <ExLink className="xh-top-link" part="nav-link" href={item.href} newWindow={item.openInNewWindow} source="header-nav"
      onClick={() => track(item, 'nav')}>
      {item.title}
      <Tags tags={item.tags} theme={theme} />
      {item.openInNewWindow && <><Icon name="external" size={12} className="xh-ext" /><NewWindowNote /></>}
      {item.specialHandler === 'rewardsHub' && <Bubble />}
    </ExLink>
  );
}
