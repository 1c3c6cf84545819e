'use client';
// <ex-market-search> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExMarketSearch as element } from '../../elements/ex-market-search';
import { component } from './host';

export const ExMarketSearch = component('ex-market-search', element);
