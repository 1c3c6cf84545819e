// One setting as a view shows and chooses it (spec §4, DESIGN.md §2 "Events"): the value after
// the edition's rules and the element's own attributes, and a choice that acts on the store set
// and tells the host (ex-settings-change).
import { useStore } from '@nanostores/react';
import { choose as chooseSetting, type SettingName, type SettingValues } from '../../core/settings';
import { useScope } from './host-context';

export interface Setting<K extends SettingName> {
  value: SettingValues[K];
  /** acts, then emits ex-settings-change `{ setting, value, ...detail }` (a language adds its `href`) */
  choose(value: SettingValues[K], detail?: { href: string }): void;
}

export function useSetting<K extends SettingName>(name: K): Setting<K> {
  const { set, stores, emit } = useScope();
  const value = useStore(stores[name]) as SettingValues[K];
  return {
    value,
    choose(next, detail) {
      chooseSetting(set, name, next);
      emit('ex-settings-change', { setting: name, value: next, ...detail });
    },
  };
}
