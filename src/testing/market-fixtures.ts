// The mock API's market fixtures (demo/mock, plain JS) with types, for the tests and the bench.
import type { Json } from '../core/api/endpoints';
// @ts-expect-error: the mock is plain JavaScript without typings
import * as markets from '../../demo/mock/fixtures-markets.mjs';
// @ts-expect-error: the mock is plain JavaScript without typings
import * as web3 from '../../demo/mock/fixtures-web3.mjs';

type Row = Json & Record<string, string>;
interface MarketFixtures {
  spotRows(n?: number, seed?: number): unknown[][];
  futuresContracts(): Json[];
  deliveryContracts(): Json[];
  optionsUnderlyings(): Json[];
  commonTabs(): Json;
}
interface Web3Fixtures {
  pilotMarkets(): Row[];
  preMarket(): Row[];
  alphaCurrencies(options?: { chain?: string; page?: number; limit?: number }): Row[];
}

export const { spotRows, futuresContracts, deliveryContracts, optionsUnderlyings, commonTabs } = markets as MarketFixtures;
export const { pilotMarkets, preMarket, alphaCurrencies } = web3 as Web3Fixtures;
