'use client';
// <ex-header> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExHeader as element } from '../../elements/ex-header';
import { component } from './host';

export const ExHeader = component('ex-header', element);
