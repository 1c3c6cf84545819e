'use client';
// <ex-market-dropdown> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExMarketDropdown as element } from '../../elements/ex-market-dropdown';
import { component } from './host';

export const ExMarketDropdown = component('ex-market-dropdown', element);
