// ES module entry: registers every element and exports the page API and stores.
import './elements';
import { exposeApi } from './api';

export * from './exports';

exposeApi();
