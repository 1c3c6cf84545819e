// Choosing a setting in a view (spec §4), wherever the control is (the header's settings menu
// and drawer, the phone footer): the set's action, so every element on the page follows.
import { navigation } from '../navigation';
import type { SettingName, SettingValues } from './shown';
import type { SettingActions } from './stores';

type Choosers = { [K in SettingName]: (actions: SettingActions, value: SettingValues[K]) => void };

const CHOOSERS: Choosers = {
  theme: (a, theme) => a.setTheme(theme),
  riseColour: (a, colour) => a.setRiseColour(colour),
  reftime: (a, reftime) => a.setReftime(reftime),
  locale: (a, lang) => a.setLocale(lang),
  rateSwitch: (a, on) => { a.setRateSwitch(on); },
  // §4: picking a fiat opens the switch with it, writes curr_fiat (one year, /) and reloads
  fiat: (a, fiat) => { a.setFiat(fiat); navigation.reload(); },
};

/** Does what choosing `value` for the setting `name` does. */
export function choose<K extends SettingName>(actions: SettingActions, name: K, value: SettingValues[K]): void {
  (CHOOSERS[name] as (a: SettingActions, v: SettingValues[K]) => void)(actions, value);
}
