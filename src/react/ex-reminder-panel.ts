'use client';
// <ex-reminder-panel> as a React component (DESIGN.md §3d): importing it registers the element.
import 'exchange-elements/ex-reminder-panel';
import { component } from './host';

export const ExReminderPanel = component('ex-reminder-panel');
