// Deterministic fixtures for every call of spec §7; shapes follow DESIGN.md §2.
export { BASE_TIME } from './coins.mjs';
export { SPOT_ROW, spotRows, futuresContracts, deliveryContracts, optionsUnderlyings, commonTabs } from './fixtures-markets.mjs';
export { pilotMarkets, preMarket, alphaCurrencies, alphaSearch, memeboxPath } from './fixtures-web3.mjs';
export { HERALD_CODES, heraldTabs, heraldRecords, heraldUnreadNum } from './fixtures-herald.mjs';
export {
  headerMenuList, bulletin, fiatList, fiatRates, crossMarginInfo, accountMode, userTag, rewardsBubble,
} from './fixtures-site.mjs';
