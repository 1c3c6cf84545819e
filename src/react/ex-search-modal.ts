'use client';
// <ex-search-modal> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-search-modal';
import { component } from './host';

export const ExSearchModal = component('ex-search-modal');
