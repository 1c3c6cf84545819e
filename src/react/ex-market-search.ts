'use client';
// <ex-market-search> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-market-search';
import { component } from './host';

export const ExMarketSearch = component('ex-market-search');
