'use client';
// <ex-footer> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-footer';
import { component } from './host';

export const ExFooter = component('ex-footer');
