// The header search panel (§2 "Header search panel"): main market tabs, sub tabs, a search
// box ranking rows by the §5 header ranking, and the virtualised list. Lazy as the
// dropdowns are (see MarketDropdown.tsx): `active`, else on first being visible.
import { useMemo, useRef } from 'react';
import { categoryOf, DEFAULT_CATEGORY, marketOfMenu, searchMainTabs } from '../../core/markets/tabs';
import { useDir, useHtmlLang } from '../common/host-context';
import { useActivated, useTabChoice, useTabMenus } from './hooks';
import { useMarketContext } from './market-context';
import { MarketBrowser } from './MarketBrowser';
import { TabRows } from './TabRow';

export interface MarketSearchProps {
  /** the page path that decides the highlighted current market (default: location.pathname) */
  pagePath?: string;
  /** true: load now; false: not yet; unset: load once visible */
  active?: boolean;
}

export function MarketSearch({ pagePath, active }: MarketSearchProps) {
  const dir = useDir();
  const lang = useHtmlLang();
  const root = useRef<HTMLDivElement>(null);
  const enabled = useActivated(active, root);
  const ctx = useMarketContext();
  const menus = useTabMenus(ctx, enabled);
  const mainTabs = useMemo(() => searchMainTabs(menus), [menus]);
  const choice = useTabChoice(mainTabs);
  const kind = (choice.main && marketOfMenu(choice.main.market)) || 'spot';

  return (
    <div ref={root} className="panel" part="panel" dir={dir} lang={lang} data-market={kind}>
      <MarketBrowser ctx={ctx} kind={kind} category={categoryOf(undefined, choice.sub, DEFAULT_CATEGORY[kind])}
        enabled={enabled} ranked pagePath={pagePath} tabs={(list) => <TabRows tabs={mainTabs} choice={choice}>{list}</TabRows>} />
    </div>
  );
}
