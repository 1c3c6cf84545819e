// exchange-elements/price-worker.js runs as a worker script (page config prices.worker,
// DESIGN.md §3b): it exports nothing.
export {};
