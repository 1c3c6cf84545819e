'use client';
// <ex-header> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-header';
import { component } from './host';

export const ExHeader = component('ex-header');
