// Our side of bench/prices.mjs: the real spot dropdown on 10,000 rows with live prices
// (the page config in the HTML sets apiBase /n/10000, and prices /ws/v4/ with its socket in the
// price worker, built here from src/core/prices/price-worker.ts).
import '../../elements/ex-market-dropdown';

document.getElementById('stage')!.innerHTML = '<ex-market-dropdown market="spot"></ex-market-dropdown>';
