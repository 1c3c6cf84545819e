'use client';
// <ex-cookie-notice> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExCookieNotice as element } from '../../elements/ex-cookie-notice';
import { component } from './host';

export const ExCookieNotice = component('ex-cookie-notice', element);
