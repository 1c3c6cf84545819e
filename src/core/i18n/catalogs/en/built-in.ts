// The English texts every element's code carries: those more than one surface shows. The others
// travel with the elements that show them (ElementSpec.texts): in chunks of their own in the ES
// module builds, in each element's view in the classic script (tools/rollup-lazy-views.mjs).
import { common } from './common';
import { reminders } from './reminders';

export const builtIn = { ...common, ...reminders } as const;
