// The header's part loaded on demand (see lazy.ts): everything on-demand.ts names.
import { lazyPart } from './lazy';

export const headerParts = lazyPart(() => import('./on-demand'));
