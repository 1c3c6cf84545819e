'use client';
// <ex-alpha-list> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExAlphaList as element } from '../../elements/ex-alpha-list';
import { component } from './host';

export const ExAlphaList = component('ex-alpha-list', element);
