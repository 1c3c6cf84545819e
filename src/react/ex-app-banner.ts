'use client';
// <ex-app-banner> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExAppBanner as element } from '../../elements/ex-app-banner';
import { component } from './host';

export const ExAppBanner = component('ex-app-banner', element);
