'use client';
// <ex-cookie-notice> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-cookie-notice';
import { component } from './host';

export const ExCookieNotice = component('ex-cookie-notice');
