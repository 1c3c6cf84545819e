'use client';
// <ex-app-banner> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-app-banner';
import { component } from './host';

export const ExAppBanner = component('ex-app-banner');
