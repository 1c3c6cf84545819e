// A clean slate for tests of market data: no stored or cached lists, no loads in flight.
import { clearMemoryCache } from '../core/cache';
import { resetMarketLoaders } from '../core/markets/loaders';

export function resetMarketState(): void {
  localStorage.clear();
  clearMemoryCache();
  resetMarketLoaders();
}
