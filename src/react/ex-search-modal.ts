'use client';
// <ex-search-modal> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExSearchModal as element } from '../../elements/ex-search-modal';
import { component } from './host';

export const ExSearchModal = component('ex-search-modal', element);
