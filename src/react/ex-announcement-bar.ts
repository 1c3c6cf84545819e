'use client';
// <ex-announcement-bar> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-announcement-bar';
import { component } from './host';

export const ExAnnouncementBar = component('ex-announcement-bar');
