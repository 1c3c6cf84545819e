'use client';
// <ex-reminder-panel> as a React component (DESIGN.md §3d): importing it registers the element (the class is
// kept on the component, so no bundler drops the chunk that defines it).
import { ExReminderPanel as element } from '../../elements/ex-reminder-panel';
import { component } from './host';

export const ExReminderPanel = component('ex-reminder-panel', element);
