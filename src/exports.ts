// What the package's "." and "./external" entries export (src/index.ts): the page API, the
// stores and the page configuration's types. `npm run build` emits types/index.d.ts from this
// module, so the typings hold these and nothing of the elements (types/ex-elements.d.ts has them).
export { exElements, VERSION, type ExElementsApi } from './api';
export { stores, configure, setTheme, setRiseColour, setReftime, setLocale, setFiat, type ExStores } from './core/stores';
export { setPriceSource } from './core/price-source';
export type * from './core/types';
