// Compile-time check (npm run typecheck) that types/index.d.ts matches src/index.ts.
import type * as declared from './index';
import * as real from '../src/index';

// what the code exports can be used as declared
export const checked = {
  stores: real.stores satisfies declared.ExStores,
  exElements: real.exElements satisfies declared.ExElementsApi,
  configure: real.configure satisfies typeof declared.configure,
  setTheme: real.setTheme satisfies typeof declared.setTheme,
  setRiseColour: real.setRiseColour satisfies typeof declared.setRiseColour,
  setReftime: real.setReftime satisfies typeof declared.setReftime,
  setLocale: real.setLocale satisfies typeof declared.setLocale,
  setFiat: real.setFiat satisfies typeof declared.setFiat,
  VERSION: real.VERSION satisfies typeof declared.VERSION,
};

// and every value the code exports is declared, and the other way round
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameExports: Same<keyof typeof real, keyof typeof checked> = true;
export const declaredExports: Same<keyof typeof declared, keyof typeof checked> = true;
