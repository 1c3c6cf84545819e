'use client';
// <ex-footer> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExFooter as element } from '../../elements/ex-footer';
import { component } from './host';

export const ExFooter = component('ex-footer', element);
