// A part of the header that the first paint does not need (menu contents, the drawer, the
// account panels and dialogs: everything on-demand.ts names), loaded through the one loader
// (src/core/loader.ts): when the browser is idle after the first paint, when the pointer or
// focus reaches a trigger, and at the latest when opened. Once loaded, it renders
// synchronously, so a menu opened later is never empty.
import { onDemand } from '../../core/loader';

export const headerParts = onDemand('the header’s menus and panels', () => import('./on-demand'));
