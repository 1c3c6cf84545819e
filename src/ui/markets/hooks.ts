// Data hooks of the market views: lazy activation, the tab menus, a market's data
// (painted from the cache at once, loaded, refreshed while shown) and the tab choice.
import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { FiatRate } from '../../core/markets/fiat';
import { loadTabMenus, type MarketContext } from '../../core/markets/loaders';
import { SOURCES } from '../../core/markets/sources';
import type { TabMenu, TabMenus } from '../../core/markets/tabs';
import type { AnyMarketRow, MarketKind } from '../../core/markets/types';
import { useApi, useCommon, useLang } from '../common/host-context';
import { useLoad } from '../common/hooks';
import { useSetting } from '../common/use-setting';

function inViewport(el: HTMLElement): boolean {
  if (!el.checkVisibility()) return false;
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}

/**
 * Whether the view may load: `active` true, or — when `active` is not given — once its
 * root has been visible. A panel that was never shown never loads (§4 lazy panels).
 */
export function useActivated(active: boolean | undefined, root: RefObject<HTMLElement | null>): boolean {
  const [activated, setActivated] = useState(active === true);
  useLayoutEffect(() => {
    if (activated || active === false) return;
    const el = root.current;
    if (active === true || !el) { setActivated(active === true); return; }
    if (inViewport(el)) { setActivated(true); return; } // shown already: no wait for the observer
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setActivated(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active, activated, root]);
  return activated;
}

const NO_MENUS: TabMenus = {};

/** The §3 tab menus, loaded once enabled. */
export function useTabMenus(ctx: MarketContext, enabled: boolean): TabMenus {
  const [menus, setMenus] = useState<{ ctx: MarketContext; menus: TabMenus } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadTabMenus(ctx).then((m) => { if (live) setMenus({ ctx, menus: m }); }, (e: unknown) => console.warn('[ex-elements] tab menus', e));
    return () => { live = false; };
  }, [ctx, enabled]);
  return menus?.ctx === ctx ? menus.menus : NO_MENUS;
}

export interface MarketData {
  rows: readonly AnyMarketRow[];
  loading: boolean;
}

const EMPTY: readonly AnyMarketRow[] = [];

/** What a market's load that threw leaves: no rows, shown as the empty state (§8), not skeletons for good. */
const FAILED = Symbol('failed');

/**
 * The rows of a market's category: from the cache at once when there, else loading; the
 * load runs once enabled and again on the market's refresh interval (contracts: 10 min).
 */
export function useMarketData(ctx: MarketContext, kind: MarketKind, category: string, enabled: boolean): MarketData {
  const source = SOURCES[kind];
  const dataset = source.dataset(category);
  const [loaded, setLoaded] = useState<{ ctx: MarketContext; kind: MarketKind; dataset: string; data: unknown } | null>(null);
  const peeked = useMemo(() => (enabled ? source.peek(ctx, dataset) : undefined), [source, ctx, dataset, enabled]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = (fresh: boolean) => source.load(ctx, dataset, { fresh }).then(
      (data) => { if (live) setLoaded({ ctx, kind, dataset, data }); },
      (e: unknown) => {
        console.warn('[ex-elements] market data', e);
        // a failed refresh keeps the rows shown; a first load with none to show ends its loading
        if (live) setLoaded((was) => (was?.ctx === ctx && was.kind === kind && was.dataset === dataset ? was : { ctx, kind, dataset, data: source.peek(ctx, dataset) ?? FAILED }));
      },
    );
    void load(false);
    const every = source.refreshMs?.[dataset];
    const timer = every ? setInterval(() => void load(true), every) : undefined;
    return () => { live = false; clearInterval(timer); };
  }, [source, ctx, kind, dataset, enabled]);

  const current = loaded && loaded.ctx === ctx && loaded.kind === kind && loaded.dataset === dataset ? loaded.data : peeked;
  const rows = useMemo(
    () => (current === undefined || current === FAILED ? EMPTY : source.select(current, category, Math.floor(Date.now() / 1000))),
    [source, current, category],
  );
  return { rows, loading: current === undefined };
}

export interface TabChoice {
  main: TabMenu | undefined;
  sub: TabMenu | undefined;
  mainIndex: number;
  subIndex: number;
  chooseMain: (index: number) => void;
  chooseSub: (index: number) => void;
}

/** The chosen main and sub tab: the first entries by default, reset when the menus change (§4). */
export function useTabChoice(mainTabs: readonly TabMenu[]): TabChoice {
  const [choice, setChoice] = useState({ tabs: mainTabs, main: 0, sub: 0 });
  const { main: mainIndex, sub: subIndex } = choice.tabs === mainTabs ? choice : { main: 0, sub: 0 };
  const main = mainTabs[mainIndex];
  return {
    main, mainIndex, subIndex,
    sub: main?.sub[subIndex],
    chooseMain: (index) => setChoice({ tabs: mainTabs, main: index, sub: 0 }),
    chooseSub: (index) => setChoice({ tabs: mainTabs, main: mainIndex, sub: index }),
  };
}

/** The fiat a list shows prices in: the visitor's while the rate switch is on; its language formats them. */
export interface FiatView extends FiatRate {
  lang: string;
}

/**
 * The rate switch's fiat and its rate (§7 live rates): from the page's common data when it has
 * them, else loaded once the switch is on. Null while off or without a rate.
 */
export function useFiatView(): FiatView | null {
  const code = useSetting('fiat').value;
  const lang = useLang();
  const api = useApi();
  const given = useCommon().curr_fiat_market_rates;
  const loaded = useLoad((signal) => api.call('fiatRates', { signal }), [api], Boolean(code) && !given);
  const rate = code ? (given ?? (loaded.state === 'done' ? loaded.data : undefined))?.[code] : undefined;
  return useMemo(() => (typeof rate === 'number' && rate > 0 ? { code, rate, lang } : null), [code, rate, lang]);
}
