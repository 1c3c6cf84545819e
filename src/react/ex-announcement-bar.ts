'use client';
// <ex-announcement-bar> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExAnnouncementBar as element } from '../../elements/ex-announcement-bar';
import { component } from './host';

export const ExAnnouncementBar = component('ex-announcement-bar', element);
