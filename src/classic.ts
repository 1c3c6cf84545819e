// The classic script (dist/ex-elements.js): registers every element, exposes window.exElements.
import './elements';
import { exposeApi } from './api';
import { loadCatalog } from './core/i18n';
import { stores } from './core/stores';

exposeApi();
// Views load on demand here, and an element waiting for its view runs no effects yet: fetch the
// page language's catalog now, beside the views, rather than after them.
void loadCatalog(stores.locale.get());
