'use client';
// <ex-alpha-list> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-alpha-list';
import { component } from './host';

export const ExAlphaList = component('ex-alpha-list');
