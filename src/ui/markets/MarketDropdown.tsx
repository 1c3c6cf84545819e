// One market-list dropdown (§2, §4): spot, futures, options, launchpad (pilot), pre-market
// or memebox (Alpha). The header's hover panels mount this same view.
//
// Lazy (§4 "Panel data loads lazily on hover"): nothing loads until the view is shown.
// Pass `active` to decide it (a hover panel passes whether it is open); without `active`
// the view loads the first time it is visible on the page. Once loaded it stays loaded.
import { useRef } from 'react';
import { categoryOf, DEFAULT_CATEGORY, dropdownMainTabs } from '../../core/markets/tabs';
import { MARKET_KINDS, type MarketKind } from '../../core/markets/types';
import { useDir, useHtmlLang } from '../common/host-context';
import { useActivated, useTabChoice, useTabMenus } from './hooks';
import { useMarketContext } from './market-context';
import { MarketBrowser } from './MarketBrowser';
import { TabRows } from './TabRow';

export interface MarketDropdownProps {
  /** spot | futures | options | pilot | pre-market | memebox (default spot) */
  market?: string;
  /** the page path that decides the highlighted current market (default: location.pathname) */
  pagePath?: string;
  /** true: load now; false: not yet; unset: load once visible */
  active?: boolean;
}

export const asMarketKind = (value: string | undefined): MarketKind =>
  MARKET_KINDS.includes(value as MarketKind) ? (value as MarketKind) : 'spot';

export function MarketDropdown({ market, pagePath, active }: MarketDropdownProps) {
  const dir = useDir();
  const lang = useHtmlLang();
  const kind = asMarketKind(market);
  const root = useRef<HTMLDivElement>(null);
  const enabled = useActivated(active, root);
  const ctx = useMarketContext();
  const mainTabs = dropdownMainTabs(useTabMenus(ctx, enabled), kind);
  const choice = useTabChoice(mainTabs);

  return (
    <div ref={root} className="panel" part="panel" dir={dir} lang={lang} data-market={kind}>
      <MarketBrowser ctx={ctx} kind={kind} category={categoryOf(choice.main, choice.sub, DEFAULT_CATEGORY[kind])}
        enabled={enabled} pagePath={pagePath} tabs={(list) => <TabRows tabs={mainTabs} choice={choice}>{list}</TabRows>} />
    </div>
  );
}
