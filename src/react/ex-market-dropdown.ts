'use client';
// <ex-market-dropdown> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-market-dropdown';
import { component } from './host';

export const ExMarketDropdown = component('ex-market-dropdown');
