// Runs first in the classic script: src/classic.ts imports it before the elements, so before
// React evaluates (issue 9, boot). It starts what the page needs soonest: the page language's
// catalog, and the first data of the elements already on the page (src/core/warm-up.ts).
import { loadCatalog } from './core/i18n';
import { stores } from './core/stores';
import { warmUp } from './core/warm-up';

void loadCatalog(stores.locale.get());
warmUp();
