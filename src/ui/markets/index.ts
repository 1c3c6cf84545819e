// The market views for other surfaces (the header's hover panels and search panel mount
// them in their own tree, adopting `marketStyles`).
export { MarketDropdown, type MarketDropdownProps } from './MarketDropdown';
export { MarketSearch, type MarketSearchProps } from './MarketSearch';
export { marketStyles } from './styles';
