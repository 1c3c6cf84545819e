// ES module entry: registers every element and exports the page API and stores.
import './elements';
import { exposeApi } from './api';

export { exElements, VERSION } from './api';
export { stores, configure, setTheme, setRiseColour, setReftime, setLocale, setFiat } from './core/stores';
export type * from './core/types';

exposeApi();
