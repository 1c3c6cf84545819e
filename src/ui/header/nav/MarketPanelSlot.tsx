// The frame of a market hover panel (spec §2 "Hover panels": trade, futures, preMarket, pilot,
// options, memebox). The market dropdown view (src/ui/markets) is loaded and mounted the first
// time the panel opens, never at page load (§4 "Panel data loads lazily on hover"), and stays
// mounted afterwards. The view loads its data once it is shown, which it is from that first open.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { HoverPanelKey } from '../../../core/header/types';
import { useT } from '../../common/host-context';
import { useAdoptedStyles } from '../account/hooks';
import type { MarketDropdownProps } from '../../markets/MarketDropdown';

/** The market of each panel, as the market dropdown names it. */
export const PANEL_MARKET: Record<HoverPanelKey, string> = {
  trade: 'spot', futures: 'futures', preMarket: 'pre-market', pilot: 'pilot', options: 'options', memebox: 'memebox',
};

const SKELETON_ROWS = 10; // §4: ten loading rows

function PanelSkeleton() {
  const t = useT();
  return (
    <div className="xh-panel-skeleton" role="status">
      <span className="ex-visually-hidden">{t('header.panel.loading')}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => <span key={i} className="xh-skeleton-row" aria-hidden="true" />)}
    </div>
  );
}

/** The market dropdown view, loaded (code and styles) the first time a panel opens. */
const MarketView = lazy(async () => {
  const [{ MarketDropdown }, { marketStyles }] = await Promise.all([import('../../markets/MarketDropdown'), import('../../markets/styles')]);
  function MarketView(props: MarketDropdownProps) {
    useAdoptedStyles(marketStyles);
    return <MarketDropdown {...props} />;
  }
  return { default: MarketView };
});

export interface MarketPanelSlotProps {
  panel: HoverPanelKey;
  open: boolean;
  id: string;
  /** the menu item's title, for the panel's label */
  title: string;
}

export function MarketPanelSlot({ panel, open, id, title }: MarketPanelSlotProps) {
  const t = useT();
  const [mounted, setMounted] = useState(open);
  useEffect(() => { if (open) setMounted(true); }, [open]);
  if (!mounted && !open) return null;
  return (
    <div id={id} className="xh-side-panel xh-market-panel" part="market-panel" role="region" tabIndex={-1} hidden={!open}
      data-panel-frame={panel} data-market={PANEL_MARKET[panel]} aria-label={t('header.panel.label', { name: title })}>
      <Suspense fallback={<PanelSkeleton />}>
        <MarketView market={PANEL_MARKET[panel]} />
      </Suspense>
    </div>
  );
}
