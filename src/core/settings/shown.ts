// What one element shows of each setting (spec §4, DESIGN.md §2 "Elements"): the page's value
// after the rules of the element's edition and its own site-id / lang / theme attributes.
import type { ReadableAtom } from 'nanostores';
import { following, type Derive } from '../derive';
import type { PageConfig, Reftime, RiseColour, Theme } from '../types';
import type { SettingStores } from './stores';
import { resolveReftime, resolveRiseColour } from './rules';

/** The settings a view shows and chooses, by the names ex-settings-change reports. */
export interface SettingValues {
  theme: Theme;
  riseColour: RiseColour;
  reftime: Reftime;
  fiat: string;
  /** the exchange-rate switch: on while a fiat is set (§4) */
  rateSwitch: boolean;
  locale: string;
}
export type SettingName = keyof SettingValues;
export type ShownSettings = { [K in SettingName]: ReadableAtom<SettingValues[K]> };

/** An element's own attributes that override the page's values (DESIGN.md §2). */
export interface ElementOverrides {
  siteId?: number;
  lang?: string;
  apiBase?: string;
  theme?: string;
}

const asTheme = (v: unknown): Theme | undefined => (v === 'dark' || v === 'light' ? v : undefined);

/** The element's site: its site-id attribute, else the page's. */
export const siteIdOf = (overrides: ElementOverrides, config: PageConfig): number =>
  Number.isFinite(overrides.siteId) ? overrides.siteId! : config.siteId;

/** Derived stores of the values an element with these overrides shows. */
export function shownSettings(set: SettingStores & { config: ReadableAtom<PageConfig> }, overrides: ElementOverrides, derive: Derive = following): ShownSettings {
  const { config, locale } = set;
  return {
    theme: derive([set.theme], (theme) => asTheme(overrides.theme) ?? theme),
    // the page's colour already follows the page's edition; another edition's forced value wins (§4)
    riseColour: derive([config, set.riseColour, locale], (c, colour, lang) => {
      const siteId = siteIdOf(overrides, c);
      return siteId === c.siteId ? colour : resolveRiseColour(siteId, colour, overrides.lang || lang);
    }),
    reftime: derive([config, set.reftime], (c, reftime) => resolveReftime(siteIdOf(overrides, c), reftime)),
    fiat: set.fiat,
    rateSwitch: derive([set.fiat], (fiat) => fiat !== ''),
    locale: derive([locale], (lang) => overrides.lang || lang),
  };
}
