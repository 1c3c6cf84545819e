// A row of market tabs (§2 "A tab row (main market tabs, sub tabs)"): a tablist with
// arrow-key focus, scrolled sideways by arrow buttons in 180 px steps (§9) when it overflows.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { TabMenu } from '../../core/markets/tabs';
import { useDir, useT } from '../common/host-context';
import { Icon } from '../common/Icon';
import type { TabChoice } from './hooks';

export const SCROLL_STEP = 180;

export interface TabRowProps {
  tabs: readonly TabMenu[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
  level: 'main' | 'sub';
  /** the tab panel every tab controls (WAI-ARIA tabs) */
  panelId: string;
  /** the id of the tab at an index */
  tabId: (index: number) => string;
}

/** Which ends of the strip have more tabs beyond them. */
function useOverflow(strip: RefObject<HTMLDivElement | null>, tabs: readonly TabMenu[]) {
  const [ends, setEnds] = useState({ back: false, forward: false });
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const update = () => {
      const scrolled = Math.abs(el.scrollLeft); // negative in RTL
      const next = { back: scrolled > 1, forward: scrolled + el.clientWidth < el.scrollWidth - 1 };
      setEnds((prev) => (prev.back === next.back && prev.forward === next.forward ? prev : next));
    };
    const observer = new ResizeObserver(update); // it reports at once, after layout: no forced layout here
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => { observer.disconnect(); el.removeEventListener('scroll', update); };
  }, [strip, tabs]);
  return ends;
}

export function TabRow({ tabs, selected, onSelect, label, level, panelId, tabId }: TabRowProps) {
  const t = useT();
  const dir = useDir();
  const strip = useRef<HTMLDivElement>(null);
  const ends = useOverflow(strip, tabs);
  if (!tabs.length) return null;

  const focusTab = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    strip.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { [forward]: selected + 1, [back]: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    focusTab(moves[e.key]);
  };
  const scroll = (sign: 1 | -1) => strip.current?.scrollBy({ left: sign * (dir === 'rtl' ? -1 : 1) * SCROLL_STEP, behavior: 'smooth' });

  return (
    <div className={`tabs ${level}`} part={`tabs tabs-${level}`}>
      {ends.back && (
        <button type="button" className="scroll back" tabIndex={-1} aria-hidden="true" title={t('markets.scroll.back')} onClick={() => scroll(-1)}>
          <Icon name="chevron" size={14} />
        </button>
      )}
      <div ref={strip} className="strip" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button key={`${tab.market}-${i}`} type="button" role="tab" className="tab" part={i === selected ? 'tab tab-selected' : 'tab'}
            id={tabId(i)} aria-controls={panelId} aria-selected={i === selected} tabIndex={i === selected ? 0 : -1} onClick={() => onSelect(i)}>
            {tab.title}
          </button>
        ))}
      </div>
      {ends.forward && (
        <button type="button" className="scroll forward" tabIndex={-1} aria-hidden="true" title={t('markets.scroll.forward')} onClick={() => scroll(1)}>
          <Icon name="chevron" size={14} />
        </button>
      )}
    </div>
  );
}

/**
 * The main tab row and, when the chosen main tab has sub entries, the sub tab row; then their
 * tab panel (WAI-ARIA tabs: each tab controls it, the chosen tab of the last row names it),
 * which holds `children`, the list.
 */
export function TabRows({ tabs, choice, children }: { tabs: readonly TabMenu[]; choice: TabChoice; children: ReactNode }) {
  const t = useT();
  const panelId = `${useId()}-panel`;
  const subs = choice.main?.sub ?? [];
  const tabId = (level: 'main' | 'sub') => (index: number) => `${panelId}-${level}-${index}`;
  const label = subs.length ? tabId('sub')(choice.subIndex) : tabId('main')(choice.mainIndex);
  return (
    <>
      <TabRow level="main" tabs={tabs} selected={choice.mainIndex} onSelect={choice.chooseMain} label={t('markets.tabs')}
        panelId={panelId} tabId={tabId('main')} />
      <TabRow level="sub" tabs={subs} selected={choice.subIndex} onSelect={choice.chooseSub} label={t('markets.subTabs')}
        panelId={panelId} tabId={tabId('sub')} />
      {/* there before the tabs arrive too, so the list is not mounted again when they do */}
      <div id={panelId} {...(tabs.length ? { role: 'tabpanel', 'aria-labelledby': label } : {})}>{children}</div>
    </>
  );
}
