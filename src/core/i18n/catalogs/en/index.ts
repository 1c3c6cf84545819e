// English: the complete catalog and the fallback of every other language. One file per surface.
// The page's code carries the built-in part (./built-in); the others come with their elements.
import { account } from './account';
import { builtIn } from './built-in';
import { footer } from './footer';
import { header } from './header';
import { markets } from './markets';

export const en = { ...builtIn, ...account, ...footer, ...header, ...markets } as const;

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: string };
