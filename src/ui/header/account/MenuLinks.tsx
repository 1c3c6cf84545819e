// A list of menu links (wallet, orders, user menu), grouped where the rows say so.
import type { MenuGroup, MenuLink } from '../../../core/header/account/menus';
import type { MessageKey } from '../../../core/i18n';
import { ExLink } from '../../common/ExLink';
import { useEmit, useLink, useT } from '../../common/host-context';

const GROUP_TITLES: Record<MenuGroup, MessageKey> = {
  accounts: 'account.wallet.group.accounts',
  funds: 'account.wallet.group.funds',
  records: 'account.wallet.group.records',
};

function Links({ links, source }: { links: MenuLink[]; source: string }) {
  const link = useLink();
  const t = useT();
  const emit = useEmit();
  return (
    <ul className="xa-links">
      {links.map((l) => (
        <li key={l.id}>
          <ExLink href={link(l.path)} source={`${source}.${l.id}`} className="xa-link"
            onClick={() => emit('ex-track', { event: 'header_account_click', menu: source, item: l.id })}>
            {t(l.label)}
          </ExLink>
        </li>
      ))}
    </ul>
  );
}

export function MenuLinks({ links, source, grouped }: { links: MenuLink[]; source: string; grouped?: boolean }) {
  const t = useT();
  if (!grouped) return <Links links={links} source={source} />;
  const groups = (Object.keys(GROUP_TITLES) as MenuGroup[])
    .map((group) => ({ group, items: links.filter((l) => l.group === group) }))
    .filter((g) => g.items.length);
  return (
    <div className="xa-groups">
      {groups.map(({ group, items }) => (
        <section key={group} className="xa-group">
          <h3 className="xa-group-title">{t(GROUP_TITLES[group])}</h3>
          <Links links={items} source={`${source}.${group}`} />
        </section>
      ))}
    </div>
  );
}
